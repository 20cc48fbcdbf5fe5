// @ts-check
/**
 * The built site as the checks read it: every HTML file the build wrote, parsed, with the path it
 * is served at, the sitemap, the shells of parameterised routes, and every file name.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parseHtml } from "./html.mjs";

/**
 * @typedef {{
 *   path: string,
 *   file: string,
 *   kind: "page" | "shell" | "not-found",
 *   html: string,
 *   document: import("./html.mjs").Document,
 * }} BuiltPage
 * @typedef {{
 *   dir: string,
 *   origin: string,
 *   sitemap: string[],
 *   pages: Map<string, BuiltPage>,
 *   shells: { pattern: string, file: string }[],
 *   routes: Map<string, { path: string, render: string, query: string[], scripts?: "load" | "intent", checkAtLoad?: string }>,
 *   files: Set<string>,
 *   read(file: string): string,
 * }} BuiltSite
 */

/** Every file under `dir`, relative to it, with forward slashes. */
function filesUnder(/** @type {string} */ dir) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ folder) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path).split(sep).join("/"));
    }
  };
  walk(dir);
  return found;
}

/** The path a built HTML file is served at, and what kind of page it is. */
function servedAs(/** @type {string} */ file) {
  if (file === "404.html") return { path: "/404", kind: /** @type {const} */ ("not-found") };
  if (file.endsWith(".shell.html"))
    return { path: `/${file.slice(0, -".shell.html".length)}`, kind: /** @type {const} */ ("shell") };
  if (file === "index.html") return { path: "/", kind: /** @type {const} */ ("page") };
  if (file.endsWith("/index.html"))
    return { path: `/${file.slice(0, -"/index.html".length)}`, kind: /** @type {const} */ ("page") };
  return null;
}

/**
 * Reads a built site from its folder (`dist/client`).
 * @param {string} dir
 * @returns {BuiltSite}
 */
export function readBuiltSite(dir) {
  const files = new Set(filesUnder(dir));
  const read = (/** @type {string} */ file) => readFileSync(join(dir, file), "utf8");
  /** @type {Map<string, BuiltPage>} */
  const pages = new Map();
  for (const file of files) {
    if (!file.endsWith(".html")) continue;
    const served = servedAs(file);
    if (!served) continue;
    const html = read(file);
    pages.set(served.path, { ...served, file, html, document: parseHtml(html) });
  }
  const sitemapXml = files.has("sitemap.xml") ? read("sitemap.xml") : "";
  const locations = [...sitemapXml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => String(match[1]));
  const origin = locations[0] ? new URL(locations[0]).origin : "";
  const shells = files.has("hosting-routes.json") ? JSON.parse(read("hosting-routes.json")).shells : [];
  // Written beside the site by the prerender step: each route and the query parameters it reads.
  const routesFile = join(dir, "..", "routes.json");
  /** @type {{ path: string, render: string, query: string[] }[]} */
  const routes = existsSync(routesFile) ? JSON.parse(readFileSync(routesFile, "utf8")) : [];
  return {
    dir,
    routes: new Map(routes.map((route) => [route.path, route])),
    origin,
    sitemap: locations.map((location) =>
      location.startsWith(origin) ? location.slice(origin.length) || "/" : location,
    ),
    pages,
    shells,
    files,
    read,
  };
}
