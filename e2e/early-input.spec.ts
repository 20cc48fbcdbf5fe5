/**
 * A visitor can type before the page's JavaScript has arrived (it starts only
 * after the first paint). Here the entry script is held back until the
 * visitor has typed, then released: what they typed and ticked must count.
 * Plain Playwright on purpose: the project's fixture would wait for hydration.
 */
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/test";

/** Holds every request for the entry chunk until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a price typed and a box ticked before the stamp duty calculator has loaded are kept", async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto("/legal/stamp-duty-calculator", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Property price").pressSequentially("295000");
  await page.getByRole("checkbox", { name: "This is an additional property" }).check();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await waitForHydration(page);
  const estimate = page.getByRole("region", { name: "Your estimate" });
  await expect(
    estimate.locator("dt", { hasText: "Stamp Duty Land Tax to pay" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("£19,500");
  await expect(page.getByLabel("Property price")).toHaveValue("295,000");
});

test("a search typed before the knowledge base has loaded is applied", async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto("/knowledge", { waitUntil: "domcontentloaded" });
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await search.fill("no article mentions this");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await waitForHydration(page);
  await expect(search).toHaveValue("no article mentions this");
  await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
  await expect(page).toHaveURL(/\?q=no(\+|%20)article(\+|%20)mentions(\+|%20)this$/);
});
