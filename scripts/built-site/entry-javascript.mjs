// @ts-check
/**
 * The JavaScript each page needs before it can hydrate (its entry chunk, the chunks that imports,
 * and the modules the page preloads), gzipped, against its budget. Read from the build alone.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Budgets in KB gzipped. */
export const entryBudget = {
  /**
   * React 19's react-dom is 66 KB of it; the home page's own code is about 37 KB, including the
   * plain desktop menu bar that every screen hydrates (docs/decisions/007), which since the contact
   * page also reaches Legal services, the stamp duty calculator, reviews, FAQs and Contact Us, and
   * the header's call button and the menu's number on phones (104.1 KB on 2026-11-27); since the
   * firm's details are data (decision 021), their starting values and the reading of the backend's
   * into them (0.5 KB; 106.4 KB on 2026-12-07).
   */
  homeKb: 107,
  defaultKb: 120,
  /**
   * The playbook and contact pages hydrate with their forms' code (react-hook-form, react-query),
   * since nothing prerendered may wait for code after hydration (docs/decisions/007): that is what
   * each form needs before it works at all. The contact page shares the playbook form's chunks and
   * its own are smaller. The playbook's thank-you panel says how to confirm the address (127 KB);
   * since decision 020 the reading of a page's embedded data is a chunk of its own, shared with the
   * check a built article runs at load (128.1 KB on 2026-11-28).
   */
  pageKb: /** @type {Record<string, number>} */ ({
    "/knowledge/influencer-tax-playbook": 129,
    "/contact": 126,
    // Built with its form since it waits for the visitor (docs/decisions/020), the quote hydrates with
    // the form's code as the contact page does, and with the lookups' loading and its retry schedule,
    // which the app runs when the backend's lookups are not the build's (131.6 KB on 2026-11-28).
    "/quote": 133,
    // Opened from a sign-up's e-mail, they check the link (zod) and call a function as they open;
    // the footer's regulatory statements, in each regulator's own wording, are in it (132.1 KB), and
    // since decision 020 the shell's part in the page loader's disclosures and the sign-in check the
    // headline test's own chunk shares (133.0 KB on 2026-11-28).
    "/email/confirm": 134,
    "/email/unsubscribe": 134,
  }),
};

/** @param {string} path */
export const entryBudgetFor = (path) =>
  entryBudget.pageKb[path] ?? (path === "/" ? entryBudget.homeKb : entryBudget.defaultKb);

/** Gzipped sizes by file: pages share most of their chunks. */
const gzippedBytes = new Map();

/**
 * JavaScript a page loads before it can hydrate, gzipped, in KB.
 * @param {string} dist the build's folder (holding client/ and manifest.json)
 * @param {string} html the page's HTML
 */
export function entryJavaScriptKb(dist, html) {
  const list = html.match(/<script type="application\/json" id="page-modules">([^<]+)<\/script>/)?.[1];
  if (!list) throw new Error("The page does not list its modules.");
  const { entry, preload } = JSON.parse(list);
  // Follow each module's static imports from the build manifest, in case the list leaves any out.
  const manifest = JSON.parse(readFileSync(join(dist, "manifest.json"), "utf8"));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set();
  const visit = (/** @type {string} */ file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const dependency of byFile.get(file)?.imports ?? []) visit(manifest[dependency].file);
  };
  [entry, ...preload].forEach((source) => visit(String(source).replace(/^\//, "")));
  let bytes = 0;
  for (const name of files) {
    const path = join(dist, "client", name);
    if (!gzippedBytes.has(path)) gzippedBytes.set(path, gzipSync(readFileSync(path)).length);
    bytes += gzippedBytes.get(path);
  }
  return bytes / 1024;
}
