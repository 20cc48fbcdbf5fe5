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
 * The article pages share one template and differ only in content: the sweep follows links from
 * the first of each category, and checks the rest (returned here) without.
 */
export function articlesCheckedWithoutLinks(paths: string[]): string[] {
  const categoriesSeen = new Set<string>();
  const contentOnly: string[] = [];
  for (const path of paths) {
    if (!ARTICLE_PAGE.test(path)) continue;
    const category = articleCategory(path);
    if (categoriesSeen.has(category)) contentOnly.push(path);
    else categoriesSeen.add(category);
  }
  return contentOnly;
}
