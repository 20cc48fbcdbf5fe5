/**
 * Time per search keystroke on the listing with 1,000 articles (a generated
 * fixture served in place of the backend's answer; the seed is untouched).
 * Two figures per keystroke:
 * - work: from the input event reaching the page until it has filtered,
 *   rendered and committed the new grid and the browser has recalculated
 *   styles and laid it out (our code's share of the keystroke);
 * - to paint: from the key going down until the first frame after that has
 *   been painted, which also includes the browser's own key handling and
 *   waiting for the display's next frame (up to 16.7 ms at 60 Hz).
 * Prints both; the target is ≤ 16 ms of work per keystroke, so that each
 * keystroke fits in a frame: the median must meet it, and the slowest tenth
 * must fit in two frames (a virtual machine's own hiccups land in some
 * keystrokes' timings). It runs after every other test, with the machine to
 * itself (the "alone" project in playwright.config.ts).
 *
 * Run alone: `npx playwright test e2e/knowledge-keystroke.alone.spec.ts` (after `npm run build:e2e`).
 */
import { expect, test } from "./support/test";
import { filterArticles } from "../src/features/knowledge/lib/listing";
import { categories, manyCards } from "../src/features/knowledge/testing/fixtures";

const ARTICLES = manyCards(1000);
const TARGET_MS = 16;

interface Timing {
  work: number;
  paint: number;
}

declare global {
  interface Window {
    __keystroke?: { waitFor(expected: string): Promise<Timing> };
  }
}

test("a search keystroke with 1,000 articles filters and repaints within a frame", async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(/\/rest\/v1\/knowledge_articles\?/, (route) => route.fulfill({ json: ARTICLES }));
  await page.route(/\/rest\/v1\/knowledge_categories\?/, (route) => route.fulfill({ json: categories }));
  await page.route(/\/rest\/v1\/industries\?/, (route) => route.fulfill({ json: [{ id: 1, name: "Retail" }] }));

  await page.goto("/knowledge");
  const status = page.getByRole("region", { name: "Articles" }).getByRole("status");
  await expect(status).toHaveText("1000 articles", { timeout: 20_000 });
  const box = page.getByRole("searchbox", { name: "Search articles" });
  await box.focus();

  // In the page: note when each key goes down, and resolve once the result count shown is the
  // expected one and the frame after it has been painted.
  await page.evaluate(() => {
    const region = document.querySelector('[role="status"]')!;
    const grid = region.closest("section")!;
    let keyDown = 0;
    let inputAt = 0;
    let work = 0;
    document.addEventListener("keydown", (event) => (keyDown = event.timeStamp), { capture: true });
    // The work starts when the input event reaches the page (this listener runs before React's) and
    // ends when React has committed the new grid (the observer's callback runs straight after the
    // commit, before any frame) and the browser has recalculated styles and laid it out (forced here).
    document.addEventListener("input", () => (inputAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (!inputAt) return;
      void grid.getBoundingClientRect().height;
      work = performance.now() - inputAt;
      inputAt = 0;
    }).observe(grid, { childList: true, characterData: true, subtree: true });
    window.__keystroke = {
      waitFor(expected: string) {
        return new Promise<Timing>((resolve) => {
          const done = () => {
            observer.disconnect();
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve({ work, paint: performance.now() - keyDown });
              channel.port2.postMessage(null);
            });
          };
          const observer = new MutationObserver(() => {
            if (region.textContent === expected) done();
          });
          observer.observe(region, { childList: true, characterData: true, subtree: true });
          // The key may already have been handled by the time this runs.
          if (region.textContent === expected) done();
        });
      },
    };
  });

  const label = (count: number) => (count === 1 ? "1 article" : `${count} articles`);
  const typed: string[] = [];
  const steps: { key: string; query: string }[] = [];
  let query = "";
  for (const key of [..."charity guide 123", "Backspace", "Backspace", "Backspace", ..."4", ..."  "]) {
    query = key === "Backspace" ? query.slice(0, -1) : query + key;
    steps.push({ key, query });
  }
  for (const word of ["topic 42", "payroll"]) {
    for (let index = 0; index < query.length; index++)
      steps.push({ key: "Backspace", query: query.slice(0, -1 - index) });
    query = "";
    for (const key of word) {
      query += key;
      steps.push({ key, query });
    }
  }

  const times: Timing[] = [];
  let previous = ARTICLES.length;
  for (const step of steps) {
    const expected = filterArticles(ARTICLES, { query: step.query, categoryId: null }).length;
    // A keystroke that leaves the same articles on screen changes nothing to wait for.
    const measured = expected !== previous;
    const wait = measured
      ? page.evaluate((text) => window.__keystroke!.waitFor(text), label(expected))
      : Promise.resolve(null);
    await page.keyboard.press(step.key === " " ? "Space" : step.key);
    const elapsed = await wait;
    if (elapsed !== null) {
      times.push(elapsed);
      typed.push(
        `${JSON.stringify(step.query)} → ${expected}: work ${elapsed.work.toFixed(1)} ms, to paint ${elapsed.paint.toFixed(1)} ms`,
      );
    }
    await expect(status).toHaveText(label(expected));
    previous = expected;
    await page.waitForTimeout(60);
  }

  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1]! };
  };
  const work = summary(times.map((time) => time.work));
  const paint = summary(times.map((time) => time.paint));
  const line = (name: string, figures: typeof work) =>
    `${name}: median ${figures.median.toFixed(1)} ms, p90 ${figures.p90.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`;
  console.log(
    `[knowledge keystroke] 1,000 articles, ${times.length} keystrokes that changed the result (target: work ≤ ${TARGET_MS} ms)\n` +
      `  ${line("work (filter, render, commit, layout)", work)}\n  ${line("key down to next painted frame", paint)}\n  ` +
      typed.join("\n  "),
  );
  expect(times.length).toBeGreaterThan(10);
  expect(work.median).toBeLessThanOrEqual(TARGET_MS);
  expect(work.p90).toBeLessThanOrEqual(2 * TARGET_MS);
});
