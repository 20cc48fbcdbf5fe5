// @ts-check
/**
 * `node scripts/check-built-site.mjs [dist]`: everything the built HTML can tell, in seconds, with
 * no browser: titles and descriptions, one h1 and content, canonical and Open Graph, JSON-LD against
 * schema.org, every link and anchor, the sitemap against the pages, icon symbols, the browser icon,
 * image alt text, the page loader, each page's entry JavaScript against its budget, and no secret
 * anywhere in the build. Prints each check's outcome; exits 1 if any finds a problem.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  browserIconProblems,
  headingProblems,
  headProblems,
  iconProblems,
  imageProblems,
  linkProblems,
  scriptProblems,
  secretProblems,
  styleProblems,
  sitemapProblems,
  socialProblems,
  structuredDataProblems,
} from "./built-site/checks.mjs";
import { entryBudgetFor, entryJavaScriptKb } from "./built-site/entry-javascript.mjs";
import { readBuiltSite } from "./built-site/site.mjs";

/** @typedef {import("./built-site/site.mjs").BuiltSite} BuiltSite */

/** Every check of the pass, by the name it prints. */
export const builtSiteChecks = {
  "titles and descriptions": headProblems,
  "canonical and Open Graph": socialProblems,
  "one h1, content in the HTML": headingProblems,
  "JSON-LD against schema.org": structuredDataProblems,
  "links and anchors": linkProblems,
  "sitemap and pages": sitemapProblems,
  "icon symbols": iconProblems,
  "browser icon": browserIconProblems,
  images: imageProblems,
  "page loader": scriptProblems,
  "each page's own styles": styleProblems,
  /** @param {BuiltSite} site */
  "entry JavaScript": (site) => {
    const dist = resolve(site.dir, "..");
    return [...site.pages.values()]
      .filter((page) => page.kind === "page")
      .flatMap((page) => {
        const kb = entryJavaScriptKb(dist, page.html);
        const budget = entryBudgetFor(page.path);
        return kb > budget ? [`${page.path}: entry JavaScript ${kb.toFixed(1)} KB > ${budget} KB`] : [];
      });
  },
  /** @param {BuiltSite} site */
  "no secret in the build": (site) => {
    const dist = resolve(site.dir, "..");
    const server = readBuiltSite(join(dist, "server"));
    return [
      ...secretProblems(site),
      ...secretProblems(server).map((problem) => `server/${problem}`),
      ...secretProblems({ files: ["manifest.json"], read: (file) => readFileSync(join(dist, file), "utf8") }),
    ];
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? "dist");
  const started = process.hrtime.bigint();
  const site = readBuiltSite(join(dist, "client"));
  let failed = 0;
  for (const [name, check] of Object.entries(builtSiteChecks)) {
    const problems = check(site);
    if (problems.length === 0) console.log(`  ✓ ${name}`);
    else {
      failed++;
      console.log(`  ✘ ${name}: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
      for (const problem of problems.slice(0, 40)) console.log(`      ${problem}`);
      if (problems.length > 40) console.log(`      … and ${problems.length - 40} more`);
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `\nThe built site: ${site.pages.size} HTML files (${site.sitemap.length} in the sitemap), ${Object.keys(builtSiteChecks).length} checks, ${failed} failed, in ${seconds.toFixed(1)} s.`,
  );
  if (failed > 0) process.exit(1);
}
