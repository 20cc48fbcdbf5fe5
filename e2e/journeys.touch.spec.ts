/**
 * A visitor on a phone (390 px) and on a tablet (768 px) with a touch screen,
 * on the production build: after the first page, every move is a tap or the
 * browser's Back button, and every tap must put the next page on screen.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { adminRest, waitForMail } from "./support/backend";
import { expectPageShown, follow, openMobileMenu, press } from "./support/visitor";

// Visitors' phones animate: smooth scrolling is on, as it is for most of them.
test.use({ reducedMotion: "no-preference" });

/** Every browser here shares one client address: earlier runs must not use up its hourly allowance. */
test.beforeAll(async () => {
  await adminRest("submission_attempts?scope=in.(quote:client,playbook:client)", { method: "DELETE" });
});

/** Opens the menu and taps the link named `name` in it. */
async function viaMenu(page: Page, hasTouch: boolean, name: string) {
  const menu = await openMobileMenu(page, hasTouch);
  await follow(page, menu.getByRole("link", { name, exact: true }), hasTouch);
  await expect(menu).toBeHidden();
}

test("the menu reaches every page it lists", async ({ page, hasTouch }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const menu = await openMobileMenu(page, hasTouch);
  // Pages of the site (the menu also holds the firm's number, a tel: link).
  const names = await menu
    .getByRole("link")
    .evaluateAll((links) =>
      links.filter((link) => link.getAttribute("href")?.startsWith("/")).map((link) => link.textContent ?? ""),
    );
  await press(page.getByRole("banner").getByRole("button", { name: "Close menu" }), hasTouch);
  expect(names.length).toBeGreaterThanOrEqual(28);
  for (const name of names) await viaMenu(page, hasTouch, name);
});

test("the footer, the calls to action and the logo move between pages", async ({ page, hasTouch }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const internal = footer.locator('a[href^="/"]');
  const count = await internal.count();
  expect(count).toBeGreaterThanOrEqual(8);
  for (let index = 0; index < count; index++) await follow(page, internal.nth(index), hasTouch);

  await follow(page, page.getByRole("banner").getByRole("link", { name: /home$/ }), hasTouch);
  const main = page.getByRole("main");
  await follow(page, main.getByRole("link", { name: "Get Instant Quote" }).first(), hasTouch);
  await page.goBack();
  await expectPageShown(page, "/");
  await follow(page, main.getByRole("link", { name: "Explore our services" }), hasTouch);
  await follow(page, main.getByRole("link", { name: /Landlords/ }).first(), hasTouch);
  await follow(page, page.getByRole("banner").getByRole("link", { name: "Quote", exact: true }), hasTouch);
  await page.goBack();
  await expectPageShown(page, "/accounting/landlords");
  await page.goBack();
  await expectPageShown(page, "/accounting");
});

test("the knowledge base: category chips, an article card, its links, and Back", async ({ page, hasTouch }) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await viaMenu(page, hasTouch, "Knowledge Base");

  const chips = page.getByRole("region", { name: "Browse by Category" });
  const cards = page.getByRole("region", { name: "Articles" }).getByRole("heading", { level: 3 });
  await expect(cards.first()).toBeVisible();
  const allCount = await cards.count();
  const landlords = chips.getByRole("link", { name: /^Landlords & Property/ });
  await press(landlords, hasTouch);
  await expect(page).toHaveURL(/\/knowledge\?category=landlords-and-property$/);
  await expect(landlords).toHaveAttribute("aria-current", "true");
  await expect(landlords).toContainText("Active");
  await expect.poll(() => cards.count()).toBeLessThan(allCount);
  const filtered = await cards.count();
  expect(filtered).toBeGreaterThan(0);

  // The last card, further down the list: Back must return there.
  const card = page.getByRole("region", { name: "Articles" }).getByRole("link").last();
  await card.scrollIntoViewIfNeeded();
  const leftAt = await page.evaluate(() => window.scrollY);
  expect(leftAt).toBeGreaterThan(0);
  await follow(page, card, hasTouch);
  const article = new URL(page.url()).pathname;
  // Its illustration is shown as the picture drawn from it (a WebP), and has arrived whole.
  const cover = page.getByRole("main").locator("img").first();
  await expect(cover).toHaveAttribute("src", /^\/images\/knowledge\/[a-z0-9-]+\.webp$/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);

  await follow(page, page.getByRole("main").getByRole("link", { name: "Back to Knowledge Base" }), hasTouch);
  await expect(chips.getByRole("link", { name: /^All Articles/ })).toHaveAttribute("aria-current", "true");

  await page.goBack();
  await expectPageShown(page, article);
  await page.goBack();
  await expectPageShown(page, "/knowledge");
  expect(await page.evaluate(() => window.scrollY), "Back returns to where the visitor left the list").toBe(leftAt);
  await expect(page).toHaveURL(/\?category=landlords-and-property$/);
  await expect(landlords).toHaveAttribute("aria-current", "true");
  await expect(cards).toHaveCount(filtered);

  const all = chips.getByRole("link", { name: /^All Articles/ });
  await press(all, hasTouch);
  await expect(all).toHaveAttribute("aria-current", "true");
  await expect(cards).toHaveCount(allCount);
});

test("a landlord taps through to a quote, sees the thank-you page and gets the e-mail", async ({
  page,
  hasTouch,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = `tapped-quote-${testInfo.project.name}-${Date.now()}@example.test`;
  await page.goto("/");
  await viaMenu(page, hasTouch, "Landlords");
  await follow(page, page.getByRole("main").getByRole("link", { name: "Get Instant Quote" }).first(), hasTouch);

  await page.getByLabel("First name").fill("Amara");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Expected revenue for the next 12 months").selectOption("£50,000 to £99,999");
  await page.getByLabel("Industry").selectOption("Property and landlords");
  await page.getByLabel("Package").selectOption("Awareness");
  await press(page.getByRole("button", { name: "Get Your Quote" }), hasTouch);

  await expect(page.getByText("Quote request submitted!")).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\/[0-9a-f-]{36}$/);
  await expect(page.locator("main h1")).toHaveText("Thank You, Amara!");
  // The price leads, on the first screen, with VAT beside it and what it includes; no toast covers it.
  const price = page.getByRole("region", { name: "Your Awareness price" });
  await expect(price).toContainText("£147.00per month+ VAT");
  await expect(price).toContainText("Prices exclude VAT. With VAT at 20%: £176.40 a month.");
  await expect(price.getByRole("listitem").first()).toHaveText("Annual Statutory Accounts");
  await expect(price).toBeInViewport({ ratio: 1 });
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Quote request submitted!" });
  if (await toast.isVisible()) {
    const [toastBox, priceBox] = [await toast.boundingBox(), await price.boundingBox()];
    const overlaps = toastBox!.y < priceBox!.y + priceBox!.height && priceBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps, "a toast over the price").toBe(false);
  }
  const compare = page.getByRole("region", { name: "Compare Our Packages" });
  await expect(compare.getByRole("listitem").filter({ hasText: "Your Selection" })).toContainText("Awareness");
  await expect(page.getByText("A confirmation email has been sent to you.")).toBeVisible();

  const message = await waitForMail(email);
  expect(message.subject).toContain("Awareness");
  expect(message.text).toContain("Dear Amara");
});

test("a creator taps through to the eBook, signs up and downloads it", async ({ page, hasTouch }, testInfo) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await viaMenu(page, hasTouch, "Influencer's Tax Playbook");
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Email address").fill(`tapped-ebook-${testInfo.project.name}-${Date.now()}@example.test`);
  await press(
    page.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" }),
    hasTouch,
  );
  await press(page.getByRole("button", { name: "Get the free eBook" }), hasTouch);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  const arriving = page.waitForEvent("download");
  await press(page.getByRole("button", { name: "Download eBook (PDF)" }), hasTouch);
  const file = await arriving;
  expect(file.suggestedFilename()).toBe("The-Influencers-Tax-Playbook.pdf");
  const saved = join(mkdtempSync(join(tmpdir(), "tapped-ebook-")), file.suggestedFilename());
  await file.saveAs(saved);
  expect(execFileSync("pdfinfo", [saved], { encoding: "utf8" })).toMatch(/^Pages:\s+20$/m);
});

test("a company director taps through to the calculator and works out the bill", async ({ page, hasTouch }) => {
  await page.goto("/");
  await viaMenu(page, hasTouch, "Corporation Tax Calculator");
  await page.getByLabel("Total Revenue").fill("100000");
  await page.getByLabel("Total Expenses").fill("50000");
  await expect(page.getByRole("status").filter({ hasText: "Corporation tax" })).toHaveText(
    "Corporation tax £9,500 on profit of £50,000",
  );
  await follow(page, page.getByRole("main").getByRole("link", { name: "Get Your Free Quote" }), hasTouch);
});
