import { expect, test } from "@playwright/test";

/** The main journeys with a keyboard alone: no mouse, no taps. */
test("a quote can be requested using only the keyboard", async ({ page }) => {
  await page.goto("/quote");
  await expect(page.getByLabel("Industry")).toBeVisible();
  const press = (key: string) => page.keyboard.press(key);

  // Skip link first, then into the page.
  await press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await press("Enter");
  while (!(await page.getByLabel("First name").evaluate((element) => element === document.activeElement)))
    await press("Tab");

  await page.keyboard.type("Tomasz");
  await press("Tab");
  await page.keyboard.type("Nowak");
  await press("Tab");
  await page.keyboard.type(`keyboard-${Date.now()}@example.test`);
  await press("Tab");
  await expect(page.getByLabel("Expected revenue for the next 12 months")).toBeFocused();
  await press("ArrowDown");
  await press("Tab");
  await expect(page.getByLabel("Industry")).toBeFocused();
  await page.keyboard.type("Retail");
  await press("Tab");
  await expect(page.getByLabel("Package")).toBeFocused();
  await press("ArrowDown");
  await press("ArrowDown");
  await press("Tab");
  await expect(page.getByRole("button", { name: "Get Your Quote" })).toBeFocused();
  await press("Enter");

  await expect(page).toHaveURL(/\/thank-you\//);
  await expect(page.getByRole("heading", { level: 1, name: "Thank You, Tomasz!" })).toBeVisible();
});
