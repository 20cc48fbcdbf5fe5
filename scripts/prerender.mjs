// @ts-check
/**
 * Writes one HTML file per route from the server build: the rendered page,
 * its head tags, the list of exactly the code it needs, and the stylesheet
 * inlined (one fewer render-blocking request on a phone). Also writes the 404
 * page, the shells for parameterised routes, sitemap.xml and robots.txt.
 *
 * The page's JavaScript is requested only once the prerendered HTML has been
 * painted, and on content pages only once the visitor reaches for a control
 * (scripts/page-loader.js, docs/decisions/020), so the first paint never
 * shares bandwidth with the code that hydrates it.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { redirectsFile, vercelConfig } from "./hosting-rules.mjs";
import { headersFile, securityHeaders } from "./security-headers.mjs";
import { pageIconSymbols, spriteSymbols } from "./page-icon-symbols.mjs";
import { pageLoader } from "./page-loader.js";
import { pageStyleInliner } from "./page-styles.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// The local site host (scripts/local-site-host.mjs) builds elsewhere, then swaps the result into dist.
const dist = resolve(root, process.env.BUILD_DIR ?? "dist");
const client = join(dist, "client");

/** @typedef {{ file: string, imports?: string[], css?: string[], isEntry?: boolean }} ManifestChunk */
/** @type {Record<string, ManifestChunk>} */
const manifest = JSON.parse(await readFile(join(client, ".vite/manifest.json"), "utf8"));
const server = await import(pathToFileURL(join(dist, "server/entry-server.js")).href);
let template = await readFile(join(client, "index.html"), "utf8");
const iconSymbols = spriteSymbols(await readFile(join(root, "src/assets/icons.svg"), "utf8"));

// The site's one stylesheet: each page inlines the rules its own HTML uses (see pageStyles), and the
// page loader fetches the whole sheet with the scripts, for what they render later (menus, forms,
// the staff area), so no page waits for, or parses, the styles of every other page.
const stylesheet = template.match(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/);
if (!stylesheet?.[1]) throw new Error("The page template has no stylesheet.");
const stylesheetHref = stylesheet[1];
template = template.replace(stylesheet[0], "");
const pageStyles = pageStyleInliner({ client, stylesheetHref });

const entryChunk = manifest["index.html"];
if (!entryChunk) throw new Error("The client build has no entry chunk.");
const entryScript = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
if (entryScript?.[1] !== `/${entryChunk.file}`) throw new Error("The page template has no entry script to defer.");
template = template.replace(entryScript[0], "").replace("</body>", `  <script>(${pageLoader})()</script>\n  </body>`);

/** Every chunk a module needs before it can run (its static imports, transitively). */
function chunksFor(/** @type {string} */ key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of chunk.imports ?? []) chunksFor(dependency, seen);
  return seen;
}

const alreadyLoaded = new Set([...chunksFor("index.html")].map((key) => manifest[key]?.file));

/**
 * The entry and every chunk the page needs before it hydrates, as the page
 * loader reads them, and the lazily loaded parts its HTML contains, which the
 * entry loads before hydrating (src/main.tsx).
 */
function pageModules(
  /** @type {string[]} */ modules,
  /** @type {string[]} */ lazy,
  /** @type {"load" | "intent"} */ start,
) {
  const files = new Set([...alreadyLoaded].filter((file) => file !== entryChunk?.file));
  for (const module of modules) {
    const key = module.replace(/^\//, "");
    // A route's modules must be loaded only on demand; imported statically elsewhere, they lose their own chunk.
    if (!manifest[key]) throw new Error(`${module} has no chunk of its own: something imports it statically.`);
    for (const key of chunksFor(module.replace(/^\//, ""))) {
      const file = manifest[key]?.file;
      if (file && !alreadyLoaded.has(file)) files.add(file);
    }
  }
  const list = {
    entry: `/${entryChunk?.file}`,
    preload: [...files].map((file) => `/${file}`),
    lazy,
    styles: stylesheetHref,
    start,
  };
  return `<script type="application/json" id="page-modules">${JSON.stringify(list)}</script>`;
}

/** A module script for a separate entry of the client build, run at load beside the page loader. */
function atLoadScript(/** @type {string} */ source) {
  const chunk = manifest[source];
  if (!chunk?.isEntry) throw new Error(`The client build has no entry for ${source} (vite.config.ts, its inputs).`);
  return `<script type="module" crossorigin src="/${chunk.file}"></script>`;
}
/** What the headline test's page runs at load, while its other scripts wait (src/first-view.ts). */
const firstViewScript = atLoadScript("src/first-view.ts");

function page(
  /** @type {{ html: string, head: string, modules: string[], lazy: string[] }} */ rendered,
  /** @type {"load" | "intent"} */ start = "load",
  /** @type {string | undefined} */ checkAtLoad = undefined,
) {
  const atLoad = [
    ...(rendered.html.includes("data-hero-variant") ? [firstViewScript] : []),
    ...(checkAtLoad ? [atLoadScript(checkAtLoad)] : []),
  ];
  return template
    .replace(
      "<!--app-head-->",
      [rendered.head, pageModules(rendered.modules, rendered.lazy, start), ...atLoad].join("\n    "),
    )
    .replace('<div id="root">', `${pageIconSymbols(rendered.html, iconSymbols)}<div id="root">`)
    .replace("<!--app-html-->", rendered.html);
}

async function write(/** @type {string} */ relative, /** @type {string} */ content) {
  const target = join(client, relative);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

// Taken before the backend is read: the build holds every change made before this time. The
// backend's update-public-site function reads it to know when a requested build is live.
const builtAt = new Date().toISOString();
/** @type {{ path: string, head: Record<string, unknown>, data: unknown, aliases?: string[] }[]} */
const instances = await server.prerenderInstances();
const instanceAt = new Map(instances.map((instance) => [instance.path, instance]));

/**
 * When each page starts its scripts, and what it checks at load, as its route says
 * (src/config/paths.ts, decision 020).
 * @type {(path: string) => { scripts: "load" | "intent", checkAtLoad?: string } | undefined}
 */
const routeOf = server.routeOf;

const written = [];
const paths = [...new Set([...server.prerenderPaths(), ...instances.map((instance) => instance.path)])];
for (const path of paths) {
  const rendered = await server.render(path, instanceAt.get(path));
  if (rendered.status !== 200) throw new Error(`Prerendering ${path} gave status ${rendered.status}.`);
  const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
  const route = routeOf(path);
  await write(file, await pageStyles(page(rendered, route?.scripts ?? "load", route?.checkAtLoad)));
  written.push(file);
}

const notFound = await server.render("/404");
if (notFound.status !== 404) throw new Error("The 404 page did not render as a 404.");
// Marked, since hosts serve it at any address they have no page for, even one a route would match
// (src/app/served-as-not-found.ts). Its scripts wait for the visitor, as its declaration says, beside
// a check at load: at an article's address, whether the article has been published since the build.
const notFoundRoute = /** @type {{ render: string, scripts: "load" | "intent", checkAtLoad?: string }[]} */ (
  server.routeManifest()
).find((route) => route.render === "not-found");
await write(
  "404.html",
  (await pageStyles(page(notFound, notFoundRoute?.scripts, notFoundRoute?.checkAtLoad))).replace(
    "<html lang=",
    "<html data-not-found lang=",
  ),
);

for (const shell of server.shellRoutes()) {
  await write(shell.file, await pageStyles(page(await server.render(shell.sample))));
  written.push(shell.file);
}

await write("sitemap.xml", server.sitemapXml(instances));
await write("robots.txt", server.robotsTxt());
/** Other addresses of built pages (an article by its id), each redirected to its page. */
const redirects = instances.flatMap((instance) =>
  (instance.aliases ?? []).map((from) => ({ from, to: instance.path })),
);
await write("hosting-routes.json", JSON.stringify({ shells: server.shellRoutes(), redirects }, null, 2));
const headers = securityHeaders({ html: template, supabaseUrl: server.backendUrl() });
await write("security-headers.json", JSON.stringify(headers, null, 2));
await write("_headers", headersFile(headers));
await write("_redirects", redirectsFile(server.shellRoutes(), redirects));
await write("vercel.json", JSON.stringify(vercelConfig(server.shellRoutes(), headers, redirects), null, 2));
await write("build.json", JSON.stringify({ builtAt }));
await rm(join(client, ".vite"), { recursive: true, force: true }).catch(() => undefined);
await writeFile(join(dist, "manifest.json"), JSON.stringify(manifest, null, 2));
// Beside the site, not in it: what the checks of the built site (scripts/check-built-site.mjs) read.
await writeFile(join(dist, "routes.json"), JSON.stringify(server.routeManifest(), null, 2));

console.log(
  `Prerendered ${written.length} pages (${instances.length} from backend data), 404.html, sitemap.xml and robots.txt into dist/client.`,
);
