/**
 * `npm start` as a developer sees it: the Vite development server renders
 * each page in the browser (nothing is prerendered there), and the browser
 * console stays free of errors, hydration errors above all.
 */
import { expect, test } from "./support/test";

const PAGES = [
  "/",
  "/accounting/vat",
  "/about/team",
  "/knowledge",
  "/knowledge/article/vat-registration-threshold",
  "/knowledge/influencer-tax-playbook",
  "/legal/corporation-tax-calculator",
  "/quote",
  "/no-such-page",
];

test("the development server renders every kind of page without a console error", async ({ page }) => {
  // The first request compiles the site's modules on demand.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    // The 404 page is itself served with status 404, which the browser reports.
    if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of PAGES) {
    await page.goto(path, { timeout: 60_000 });
    await expect(page.locator("main h1")).toBeVisible({ timeout: 30_000 });
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
});
