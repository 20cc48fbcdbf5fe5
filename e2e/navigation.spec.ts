import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

test.describe("desktop navigation", () => {
  test("menus open on hover and list the spec's sections", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });

    await nav.getByRole("button", { name: "About" }).hover();
    for (const label of ["Our Ethos", "Meet the Team", "Partnership Programme"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }

    await nav.getByRole("link", { name: "Accounting", exact: true }).hover();
    for (const heading of ["Solutions", "Compliance Services", "Value Add Services"]) {
      await expect(nav.getByText(heading, { exact: true })).toBeVisible();
    }
    for (const label of [
      "SMEs",
      "Landlords",
      "Influencers",
      "Outside IR35 Contractors",
      "Churches",
      "Accounts & Corporation Tax",
      "Registered Office",
      "Tax Planning",
      "Fractional CFO",
    ]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: /Get an instant quote/ })).toHaveAttribute("href", "/quote");

    await nav.getByRole("button", { name: "Consultancy" }).hover();
    for (const label of ["AI Opportunity Review", "AI Automations", "Financial Automation"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: /Get an instant quote/ })).toHaveAttribute("href", "/quote");

    await nav.getByRole("button", { name: "Resources" }).hover();
    for (const label of ["Knowledge Base", "Influencer's Tax Playbook", "Corporation Tax Calculator"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
  });

  test("the Accounting heading links to /accounting and the logo and CTA go home and to the quote", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Accounting", exact: true }),
    ).toHaveAttribute("href", "/accounting");
    await expect(page.getByRole("banner").getByRole("link", { name: /home$/ })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Instant Quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
  });

  test("menus work from the keyboard", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("button", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Our Ethos/ })).toBeFocused();
    // The menu listens for Escape once its content's effects have run, which a busy machine can
    // leave until after the key: a person presses it again, and so does the test.
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(about).toHaveAttribute("aria-expanded", "false", { timeout: 1_000 });
    }).toPass();

    const accountingMenu = page.getByRole("button", { name: "Accounting menu" });
    await accountingMenu.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SMEs" })).toBeVisible();
  });

  test("no accessibility violations with each menu open", async ({ page }) => {
    // Four whole-page scans, each several seconds on a 2-core machine running two workers.
    test.setTimeout(90_000);
    await page.goto("/");
    for (const name of ["About", "Accounting menu", "Consultancy", "Resources"]) {
      const trigger = page.getByRole("button", { name, exact: true });
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page, `the ${name} menu`);
      await page.keyboard.press("Escape");
    }
  });
});
