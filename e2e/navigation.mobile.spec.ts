import { readFileSync } from "node:fs";
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

test("the firm's number is one tap away at the top of every page, and in the open menu", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  const call = banner.getByRole("link", { name: /^Call us on [\d ]+$/ });
  // Visible without scrolling, as a phone's visitor lands.
  await expect(call).toBeInViewport();
  await expect(call).toHaveAttribute("href", /^tel:\+44\d{9,10}$/);
  const number = await call.getAttribute("href");

  await banner.getByRole("button", { name: "Open menu" }).tap();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: /^Call us on / })).toHaveAttribute("href", number!);
  await menu.getByRole("link", { name: "Accounting", exact: true }).tap();
  await expect(page).toHaveURL(/\/accounting$/);
  // On the next page too, without scrolling.
  await expect(banner.getByRole("link", { name: /^Call us on / })).toBeInViewport();
});

/** A separate entry of the client build and the chunks it imports, as the browser fetches them. */
function entryFiles(source: string): string[] {
  const manifest = JSON.parse(readFileSync("dist/manifest.json", "utf8")) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  // The entry and every chunk it imports, however deep: what the browser fetches to run it.
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files].map((file) => `/${file}`);
}

for (const { kind, path, atLoad } of [
  { kind: "a content page", path: "/accounting/vat", atLoad: () => [] },
  // A built article asks the backend whether it is as built, and waits once it is (decision 020).
  {
    kind: "a built article",
    path: "/knowledge/article/vat-registration-threshold",
    atLoad: () => entryFiles("src/article-check.ts"),
  },
]) {
  test(`${kind} fetches no script until the visitor reaches for a control, and that tap is not lost`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Reading and scrolling need no script.
    await page.getByRole("heading", { level: 2 }).last().scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(scripts.sort(), "scripts fetched by a page only read").toEqual(atLoad().sort());
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "on-intent");

    // The first tap starts them, and is held until they have taken over the page.
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).tap();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(atLoad().length);
    // Hydrated, the menu is the component's: a tap on one of its links closes it.
    await menu.getByRole("link", { name: "Payroll", exact: true }).tap();
    await expect(page).toHaveURL(/\/accounting\/payroll$/);
    await expect(menu).toBeHidden();
  });
}

test("a press on a control the page loader does not answer itself waits for the scripts, and is not lost", async ({
  page,
}) => {
  await page.goto("/legal/corporation-tax-calculator");
  await expect(page.locator("html")).toHaveAttribute("data-scripts", "on-intent");
  const details = page.getByRole("button", { name: "Calculation details" });
  // The results card's panel is React's alone: the loader holds the tap and replays it once hydrated.
  await expect(details).not.toHaveAttribute("data-disclosure");
  await details.tap();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(details).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("How we worked out your figure, step by step:")).toBeVisible();
});

test("before a content page's scripts start, its links load the next page as a document", async ({ page }) => {
  await page.goto("/accounting/vat");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator("[data-static-content]").getByRole("link", { name: "Get Instant Quote" }).first().tap();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByLabel("First name")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

test("once a page's scripts run, links in content left as prerendered HTML change the page without loading a document, by tapping", async ({
  page,
}) => {
  await page.goto("/accounting/vat");
  // A FAQ opened and closed starts the page's scripts, as a visitor's first tap on a control does.
  const question = page.locator("#faq").getByRole("button").first();
  await question.tap();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await question.tap();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Set on this document only: a new document load would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const quote = page.locator("[data-static-content]").getByRole("link", { name: "Get Instant Quote" }).first();
  await quote.tap();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByLabel("First name")).toBeVisible();

  const footerLink = page.locator("footer [data-static-content]").getByRole("link", { name: "VAT", exact: true });
  await footerLink.tap();
  await expect(page).toHaveURL(/\/accounting\/vat$/);
  // Reached by a tap, the page renders its content from its modules, links and all.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("VAT");
  await expect(
    page.locator("[data-static-content]").getByRole("link", { name: "Get Instant Quote" }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Back twice, to the entry the document was served for: its sections render afresh, not empty.
  await page.goBack();
  await expect(page).toHaveURL(/\/quote$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/accounting\/vat$/);
  await expect(
    page.locator("[data-static-content]").getByRole("link", { name: "Get Instant Quote" }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
