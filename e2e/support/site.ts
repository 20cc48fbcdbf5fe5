import { fileURLToPath } from "node:url";
import {
  onePagePerTemplate as choosePages,
  sitemapPaths as sitemapPathsOf,
} from "../../scripts/built-site/templates.mjs";

const client = new URL("../../dist/client/", import.meta.url);

/** Every page the sitemap lists, as paths: the build's own list of public pages. */
export function sitemapPaths(): string[] {
  return sitemapPathsOf(fileURLToPath(new URL("..", client)));
}

/** One page of each template (scripts/built-site/templates.mjs), of the paths given. */
export function onePagePerTemplate(paths: string[]): string[] {
  return choosePages(fileURLToPath(new URL("..", client)), paths);
}
