import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

test("the mobile menu toggles, closes when a link is chosen, and shows the short Quote button", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Quote", exact: true })).toHaveAttribute("href", "/quote");

  const toggle = banner.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeVisible();
  await expect(banner.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page, "the open mobile menu");

  await banner.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole("link", { name: "Accounting", exact: true }).click();
  await expect(page).toHaveURL(/\/accounting$/);
  await expect(menu).toBeHidden();
});

test("the home page does not scroll sideways on a phone", async ({ page }) => {
  await page.goto("/");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
