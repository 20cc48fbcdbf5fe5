/**
 * Build-time rendering: the prerender step (scripts/prerender.mjs) imports
 * this module's server build and writes one HTML file per route.
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { notFoundMeta } from "./app/not-found-meta";
import { embedPageData } from "~/prerender/embedded-page-data";
import { PageDataProvider } from "~/prerender/page-data";
import type { PrerenderedInstance } from "~/prerender/page-module";
import { preloadRoute } from "./app/route-page";
import { matchRoute, routeTable } from "./app/route-table";
import { allPaths, notFoundPage, paths, prerenderedPaths, shellPaths, sitemapPaths } from "./config/paths";
import { contentStructuredData } from "~/prerender/content-structured-data";
import { renderHeadHtml } from "~/prerender/head";
import { collectRenderedLazy, preloadAllLazy } from "~/prerender/preloadable-lazy";
import { absoluteUrl } from "./lib/structured-data";

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  /** Source modules to modulepreload. */
  modules: string[];
  /** Lazily loaded parts the HTML contains: the browser loads them before it hydrates. */
  lazy: string[];
}

/** Renders a URL; `instance` supplies the backend data and head of a page prerendered from data. */
export async function render(url: string, instance?: PrerenderedInstance): Promise<RenderedPage> {
  const pathname = new URL(url, "http://prerender").pathname;
  const pageData = instance ? { path: pathname, data: instance.data } : null;
  const entry = matchRoute(pathname);
  const [page] = await Promise.all([entry ? preloadRoute(entry) : null, preloadAllLazy()]);
  const { result: html, modules: lazy } = await collectRenderedLazy(async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <StaticRouter location={url}>
          <PageDataProvider value={pageData}>
            <App />
          </PageDataProvider>
        </StaticRouter>
      </StrictMode>,
      // One complete document: never split large sections into separately streamed chunks.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    let markup = "";
    for await (const chunk of prelude) markup += String(chunk);
    return markup;
  });
  const head = instance?.head ?? page?.head ?? notFoundMeta(pathname);
  const meta = page?.content ? { ...head, jsonLd: contentStructuredData(pathname, page.content) } : head;
  return {
    html: pageData ? html + embedPageData(pageData) : html,
    head: renderHeadHtml(meta),
    status: entry ? (page?.status ?? 200) : 404,
    modules: [...(entry ? [...entry.modules, ...(page?.preload ?? [])] : []), ...lazy],
    lazy,
  };
}

/** Pages written from backend data at build time, from every module that offers them. */
export async function prerenderInstances(): Promise<PrerenderedInstance[]> {
  const instances: PrerenderedInstance[] = [];
  for (const entry of routeTable) {
    const page = await preloadRoute(entry);
    if (page.prerender) instances.push(...(await page.prerender()));
  }
  return instances;
}

/** Routes written as their own HTML file. */
export function prerenderPaths(): string[] {
  return prerenderedPaths;
}

/**
 * Routes whose content depends on the visitor or a parameter: each gets a
 * shell (the page in its loading state) that the host serves for any URL
 * under it. `sample` is a URL the shell is rendered at.
 */
export function shellRoutes(): { pattern: string; sample: string; file: string }[] {
  return shellPaths.map(({ path }) => ({
    pattern: path,
    sample: path.replace(/:[^/?]+\??/g, "_"),
    file: `${path.replace(/\/:[^/]+/g, "").replace(/^\//, "")}.shell.html`,
  }));
}

export interface RouteManifestEntry {
  path: string;
  render: string;
  query: readonly string[];
  scripts: "load" | "intent";
  checkAtLoad?: string;
}

/**
 * Every route, the query parameters its page reads and when its scripts start, for the prerender
 * step and the checks of the built site.
 */
export function routeManifest(): RouteManifestEntry[] {
  return [
    ...allPaths.map((route) => ({
      path: route.path,
      render: route.render,
      query: "query" in route && route.query ? route.query : [],
      scripts: ("scripts" in route && route.scripts) || "load",
      ...("checkAtLoad" in route && route.checkAtLoad ? { checkAtLoad: route.checkAtLoad } : {}),
    })),
    // Served at any address the site has no page for; listed by the address its file is checked under.
    { ...notFoundPage, render: "not-found", query: [] },
  ];
}

/** The route a built page's address falls under (an article's, for one built from backend data). */
export function routeOf(pathname: string): RouteManifestEntry | undefined {
  const entry = matchRoute(pathname);
  return entry && routeManifest().find((route) => route.path === entry.path);
}

/** Every public page: the static routes the sitemap lists, plus pages written from data (e.g. articles). */
export function sitemapXml(instances: PrerenderedInstance[] = []): string {
  const listed = sitemapPaths;
  const fromData = instances
    .map((instance) => instance.path)
    .filter((path) => !listed.includes(path) && !instances.find((item) => item.path === path)?.head.noindex);
  const urls = [...listed, ...fromData].map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${paths.cms.path}`,
    "Disallow: /thank-you/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The backend this build talks to, for the Content-Security-Policy. */
export function backendUrl(): string | undefined {
  return import.meta.env.VITE_SUPABASE_URL || undefined;
}
