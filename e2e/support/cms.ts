/**
 * What the staff area's browser tests (e2e/cms) share: their time limit, each test's own
 * connection, a visitor's browser and a small image.
 */
import { type Browser, type Page } from "@playwright/test";
import { authFromOwnAddress } from "./backend";
import { expect, hydrationAware, test } from "./test";

/** A 1 × 1 PNG: enough for Storage, the preview and the public page. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export const footer = (page: Page) => page.getByRole("contentinfo");

/** Sets up a file of staff-area tests: call once at its top. */
export function staffAreaTests() {
  // Every test here creates a staff account, signs it in with password and second factor, and opens the
  // staff area's lazily loaded screens: with the other worker busy on a 2-core machine that alone takes
  // 15–21 s (measured), too close to the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  // Each test's browser signs in from its own connection (as each partner does), not all from one.
  test.beforeEach(async ({ page }) => {
    await authFromOwnAddress(page);
  });
}

/**
 * A visitor in a separate browser context (no staff session). The clock is set
 * ten minutes ahead, as for a visitor some time after the site was built: the
 * knowledge base then refreshes its prerendered listing from the backend.
 */
export async function visitor(browser: Browser): Promise<Page> {
  const context = hydrationAware(await browser.newContext());
  const page = await context.newPage();
  await page.clock.setFixedTime(Date.now() + 10 * 60_000);
  return page;
}

/** Resolves once the knowledge base has read its article list from the backend (not the prerendered copy). */
export function listingRead(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().includes("/rest/v1/knowledge_articles") && response.url().includes("order=created_at.desc"),
  );
}

/** Nothing on the page is wider than the screen: a phone never scrolls the staff area sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}
