// @ts-check
/**
 * One page of each template: the fewest pages that between them use every part any page is built
 * from (every section component, every feature page, read from the build's manifest), so that what
 * holds on them holds for every page made of the same parts.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The built HTML a path is served (a page's own file, else the 404 page). */
function builtHtml(/** @type {string} */ client, /** @type {string} */ path) {
  const file = join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  return readFileSync(existsSync(file) ? file : join(client, "404.html"), "utf8");
}

/**
 * What a page is built from, by source module; its own copy (src/content/pages) is left out, so two
 * pages that differ only in their words have the same parts.
 * @param {string} html
 * @param {Map<string, string>} sourceOf built file → source module
 */
function templateParts(html, sourceOf) {
  const list = /<script type="application\/json" id="page-modules">([^<]+)<\/script>/.exec(html)?.[1];
  if (!list) return ["(no module list)"];
  const { entry, preload } = /** @type {{ entry: string, preload: string[] }} */ (JSON.parse(list));
  return [entry, ...preload]
    .map((file) => sourceOf.get(file.replace(/^\//, "")) ?? file)
    .filter((source) => !source.startsWith("src/content/pages/"));
}

/**
 * @param {string} dist the build's folder (client/ and manifest.json)
 * @param {string[]} paths the pages to choose from
 * @returns {string[]}
 */
export function onePagePerTemplate(dist, paths) {
  const client = join(dist, "client");
  /** @type {Record<string, { file: string, src?: string }>} */
  const manifest = JSON.parse(readFileSync(join(dist, "manifest.json"), "utf8"));
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]));
  const partsOf = new Map(paths.map((path) => [path, new Set(templateParts(builtHtml(client, path), sourceOf))]));
  const uncovered = new Set([...partsOf.values()].flatMap((parts) => [...parts]));
  const chosen = [];
  while (uncovered.size > 0) {
    let best = "";
    let bestCount = 0;
    for (const [path, parts] of partsOf) {
      const count = [...parts].filter((part) => uncovered.has(part)).length;
      if (count > bestCount) [best, bestCount] = [path, count];
    }
    if (!best) break;
    chosen.push(best);
    for (const part of partsOf.get(best) ?? []) uncovered.delete(part);
  }
  return chosen;
}

/**
 * Every page the built site's sitemap lists, as paths: the build's own list of public pages.
 * @param {string} dist the build's folder (holding client/)
 * @returns {string[]}
 */
export function sitemapPaths(dist) {
  const xml = readFileSync(join(dist, "client", "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
}
