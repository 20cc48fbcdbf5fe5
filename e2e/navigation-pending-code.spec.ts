/**
 * The desktop menu's code is fetched after the page is up; until it lands the plain bar must
 * still move the page (the code is held back here until the test lets it through), and a menu
 * asked for meanwhile opens when the code arrives.
 */
import { expect, test } from "./support/test";
import { follow } from "./support/visitor";

test.describe("desktop navigation", () => {
  test("while the menus' code is still on its way, pages change at once and a menu asked for opens when it lands", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/desktop-nav-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });

    // The plain bar is hydrated and moves the page; the pending code holds nothing.
    await follow(page, nav.getByRole("link", { name: "Accounting", exact: true }), false);
    await follow(page, page.getByRole("contentinfo").getByRole("link", { name: "Meet the Team" }), false);

    const about = nav.getByRole("button", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(about).toBeFocused();
    await expect(nav.getByRole("link", { name: /Our Ethos/ })).toBeVisible();
  });
});
