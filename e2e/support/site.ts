import { readFileSync } from "node:fs";

/** Every page the sitemap lists, as paths: the build's own list of public pages. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(new URL("../../dist/client/sitemap.xml", import.meta.url), "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
}
