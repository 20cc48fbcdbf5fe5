/**
 * The route table: every path in `config/paths.ts` mapped to the code that
 * renders it. Content pages pair the content template with their content
 * module; app pages are feature modules. Both load on demand, and each entry
 * names its source modules so the prerender step can preload exactly them.
 */
import { matchPath } from "react-router";
import { allPaths } from "~/config/paths";
import { loadSectionComponents, sectionModuleFile, sectionTypes } from "~/components/sections/section-registry";
import { contentModulePath, hasContentPage, loadContentPage } from "~/content/registry";
import type { LoadedPage, PageModule } from "./page-module";

export interface RouteEntry {
  path: string;
  /** Source files (from the project root) this route loads, for modulepreload hints. */
  modules: string[];
  load: () => Promise<LoadedPage>;
}

const featurePages = import.meta.glob<PageModule>("/src/features/*/*-page.tsx");

/** App pages by route path. A route is live once its module exists. */
const featurePageFiles: Record<string, string> = {
  "/knowledge": "/src/features/knowledge/knowledge-page.tsx",
  "/knowledge/article/:id": "/src/features/knowledge/article-page.tsx",
  "/knowledge/influencer-tax-playbook": "/src/features/playbook/playbook-page.tsx",
  "/knowledge/cms": "/src/features/cms/cms-page.tsx",
  "/legal/corporation-tax-calculator": "/src/features/calculator/corporation-tax-page.tsx",
  "/legal/stamp-duty-calculator": "/src/features/calculator/stamp-duty-page.tsx",
  "/quote": "/src/features/quote/quote-page.tsx",
  "/thank-you/:quoteId?": "/src/features/quote/thank-you-page.tsx",
};

const CONTENT_VIEW = "/src/app/content-page-view.tsx";

function contentRoute(path: string): RouteEntry {
  return {
    path,
    modules: [CONTENT_VIEW, `/src/content/${contentModulePath(path).slice(2)}`],
    async load() {
      const [{ ContentPageView }, page] = await Promise.all([import("./content-page-view"), loadContentPage(path)]);
      if (!page) throw new Error(`No content for ${path}`);
      const components = await loadSectionComponents(page.sections);
      return {
        Component: () => <ContentPageView page={page} components={components} />,
        head: { title: page.seo.title, description: page.seo.description, path, standaloneTitle: path === "/" },
        content: page,
        preload: sectionTypes(page.sections).map(sectionModuleFile),
      };
    },
  };
}

function featureRoute(path: string, file: string): RouteEntry | null {
  const loadModule = featurePages[file];
  if (!loadModule) return null;
  return {
    path,
    modules: [file],
    async load() {
      const module = await loadModule();
      return {
        Component: module.default,
        head: module.head ?? null,
        prerender: module.prerender,
        dynamicHead: module.dynamicHead,
      };
    },
  };
}

export const routeTable: RouteEntry[] = allPaths.flatMap((entry) => {
  if (entry.render === "content") return hasContentPage(entry.path) ? [contentRoute(entry.path)] : [];
  const file = featurePageFiles[entry.path];
  const route = file ? featureRoute(entry.path, file) : null;
  return route ? [route] : [];
});

export function matchRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
}
