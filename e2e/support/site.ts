import { readFileSync } from "node:fs";

/** Every page the sitemap lists, as paths: the build's own list of public pages. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(new URL("../../dist/client/sitemap.xml", import.meta.url), "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
}

const ARTICLE_PAGE = /^\/knowledge\/article\/[^/]+$/;

/** The category an article page's prerendered HTML names (its JSON-LD articleSection). */
function articleCategory(path: string): string {
  const html = readFileSync(new URL(`../../dist/client${path}/index.html`, import.meta.url), "utf8");
  return /"articleSection":"([^"]*)"/.exec(html)?.[1] ?? "";
}

/**
 * The pages a sweep visits at a width: every page, except that the article pages, which share one
 * template and differ only in content, are all visited at phone width (where most visitors read
 * them) and the first of each category at desktop width.
 */
export function pagesToSweep(paths: string[], width: "phone" | "desktop"): string[] {
  if (width === "phone") return paths;
  const categoriesSeen = new Set<string>();
  return paths.filter((path) => {
    if (!ARTICLE_PAGE.test(path)) return true;
    const category = articleCategory(path);
    if (categoriesSeen.has(category)) return false;
    categoriesSeen.add(category);
    return true;
  });
}
