import { type Locator, type Page } from "@playwright/test";
import { expect, tabTo, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

const CT = "/legal/corporation-tax-calculator";
const SDLT = "/legal/stamp-duty-calculator";
const ADVANCED = "Advanced: accounting period, associated companies, exempt distributions";

/** The amount a results card shows against a label. */
function figure(card: Locator, label: string): Locator {
  return card.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

function ctPage(page: Page) {
  const estimate = page.getByRole("region", { name: "Your estimate" });
  return {
    revenue: page.getByLabel("Total Revenue"),
    expenses: page.getByLabel("Total Expenses"),
    estimate,
    tax: figure(estimate, "Corporation tax to pay"),
    profit: figure(estimate, "Taxable profit"),
    details: page.getByRole("button", { name: "Calculation details" }),
    advanced: page.getByRole("button", { name: ADVANCED }),
    periodStart: page.getByLabel("Accounting period start date"),
    periodEnd: page.getByLabel("Accounting period end date"),
    associates: page.getByLabel("Number of associated companies"),
    distributions: page.getByLabel("Exempt distributions received"),
  };
}

/** Opens every collapsed panel in the page's main content. */
async function openEveryPanel(page: Page) {
  const triggers = page.locator("main").getByRole("button", { expanded: false });
  while ((await triggers.count()) > 0) await triggers.first().click();
}

test.describe("corporation tax calculator", () => {
  test("the prerendered page shows the empty calculator before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get(CT)).text();
    expect(html).toContain("Corporation Tax Calculator");
    expect(html).toContain("Total Revenue");
    expect(html).toContain("Total Expenses");
    expect(html).toContain("Get Your Free Quote");
    expect(html).toMatch(/<meta name="description" content="[^"]{110,160}"/);
  });

  test("typing in the simple calculator: digits only, separators as you type, results at once", async ({ page }) => {
    await page.goto(CT);
    const ct = ctPage(page);
    await expect(ct.tax).toHaveText("£0");

    await ct.revenue.pressSequentially("1234a5");
    await expect(ct.revenue).toHaveValue("12,345");
    await expect(ct.tax).toHaveText("£2,346");

    // A digit typed in the middle keeps the caret after it.
    await ct.revenue.fill("");
    await ct.revenue.pressSequentially("10000");
    await ct.revenue.press("Home");
    await ct.revenue.press("ArrowRight");
    await ct.revenue.press("0");
    await expect(ct.revenue).toHaveValue("100,000");
    expect(await ct.revenue.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2);

    await ct.expenses.pressSequentially("50000");
    await expect(ct.profit).toHaveText("£50,000");
    await expect(ct.tax).toHaveText("£9,500");
    await expect(figure(ct.estimate, "Profit after tax")).toHaveText("£40,500");
    await expect(figure(ct.estimate, "Effective tax rate")).toHaveText("19.0%");

    // Screen readers hear a one-line summary, not the card.
    await expect(page.getByRole("status").filter({ hasText: "Corporation tax" })).toHaveText(
      "Corporation tax £9,500 on profit of £50,000",
    );

    // Empty counts as 0.
    await ct.expenses.fill("");
    await expect(ct.tax).toHaveText("£22,750");
    await expect(figure(ct.estimate, "Main rate portion (25%)")).toHaveText("£25,000");
    await expect(figure(ct.estimate, "Marginal relief applied")).toHaveText("−£2,250");

    await expect(ct.details).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(/Marginal relief brings that down by/)).toBeHidden();
    await ct.details.click();
    await expect(ct.details).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByText("Marginal relief brings that down by 3/200 × (£250,000 − £100,000) = £2,250"),
    ).toBeVisible();
    await ct.details.click();
    await expect(ct.details).toHaveAttribute("aria-expanded", "false");

    await expect(page.getByRole("link", { name: "Get Your Free Quote" })).toHaveAttribute("href", "/quote");
  });

  test("advanced mode: a period straddling 1 April is split between the financial years", async ({ page }) => {
    await page.goto(CT);
    const ct = ctPage(page);
    await ct.revenue.pressSequentially("100000");
    await expect(ct.advanced).toHaveAttribute("aria-expanded", "false");
    await expect(ct.periodStart).toBeHidden();

    await ct.advanced.click();
    await expect(ct.advanced).toHaveAttribute("aria-expanded", "true");
    // A 12-month period is filled in to start with, which changes nothing.
    await expect(ct.periodStart).toHaveValue(/^\d{4}-04-01$/);
    await expect(ct.tax).toHaveText("£22,750");

    await ct.periodStart.fill("2023-01-01");
    await ct.periodEnd.fill("2023-12-31");
    await expect(ct.estimate).toContainText("For the accounting period 1 January 2023 to 31 December 2023 (365 days)");
    // FY2022: 90 days at a flat 19%; FY2023: 275 days with limits scaled to 275/366.
    await expect(ct.tax).toHaveText("£21,833");
    await expect(figure(ct.estimate, "Marginal relief applied")).toHaveText("−£1,687");

    const table = page.getByRole("table", {
      name: "Corporation tax for each financial year in your accounting period",
    });
    await expect(table.getByRole("columnheader")).toHaveText(["Financial year 2022", "Financial year 2023"]);
    await expect(table.getByRole("row", { name: /^Days/ }).getByRole("cell")).toHaveText(["90", "275"]);
    await expect(table.getByRole("row", { name: /^Corporation tax/ }).getByRole("cell")).toHaveText([
      "£4,684.93",
      "£17,148.13",
    ]);

    await ct.details.click();
    await expect(page.getByText(/^It spans two financial years/)).toBeVisible();

    // Associated companies share the limits; exempt distributions count towards them.
    await ct.associates.fill("1");
    await ct.distributions.pressSequentially("10000");
    await expect(ct.estimate).toContainText("1 associated company, £10,000 of exempt distributions");
    await expect(ct.tax).not.toHaveText("£21,833");

    // Impossible input: the calculator's own messages, next to the field.
    await ct.periodEnd.fill("2022-12-31");
    await ct.periodEnd.blur();
    await expect(ct.periodEnd).toHaveAccessibleDescription(/The end date must be after the start date/);
    await expect(ct.estimate.getByText("Check the accounting period details")).toBeVisible();
    await ct.periodEnd.fill("2024-01-31");
    await expect(ct.periodEnd).toHaveAccessibleDescription(
      /An accounting period can be at most 12 months, so a period starting on 1 January 2023 must end by 31 December 2023/,
    );
    await ct.periodEnd.fill("2023-12-31");
    await expect(ct.periodEnd).not.toHaveAttribute("aria-invalid");

    // Closing the section returns to the simple calculation.
    await ct.advanced.click();
    await expect(ct.tax).toHaveText("£22,750");
  });

  test("keyboard only: every field, panel and the call to action can be reached and used", async ({ page }) => {
    await page.goto(CT);
    const ct = ctPage(page);
    await tabTo(page, ct.revenue);
    await page.keyboard.type("100000");
    await page.keyboard.press("Tab");
    await expect(ct.expenses).toBeFocused();
    await page.keyboard.type("50000");
    await expect(ct.tax).toHaveText("£9,500");

    await page.keyboard.press("Tab");
    await expect(ct.advanced).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ct.advanced).toHaveAttribute("aria-expanded", "true");

    // Day and month are equal, so the digits mean the same date whatever order the field shows its parts in.
    await page.keyboard.press("Tab");
    await expect(ct.periodStart).toBeFocused();
    await page.keyboard.type("01012024");
    await expect(ct.periodStart).toHaveValue("2024-01-01");
    await tabTo(page, ct.periodEnd, 4);
    await page.keyboard.type("06062024");
    await expect(ct.periodEnd).toHaveValue("2024-06-06");
    await tabTo(page, ct.associates, 4);
    await page.keyboard.type("0");
    await page.keyboard.press("Tab");
    await expect(ct.distributions).toBeFocused();
    // 158 days: the limits shrink to 91/366 (to 31 March, in a 366-day financial year) and 67/365 of
    // £50,000 and £250,000, so £50,000 of profit gets marginal relief: £11,629.27.
    await expect(ct.estimate).toContainText("(158 days)");
    await expect(ct.tax).toHaveText("£11,629");

    // The breakdown's scroll area, then the details.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("region", { name: /each financial year/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(ct.details).toBeFocused();
    await page.keyboard.press("Space");
    await expect(ct.details).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Get Your Free Quote" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/quote");
  });

  test("axe finds no violations with every panel open, an error showing and results filled in", async ({ page }) => {
    await page.goto(CT);
    const ct = ctPage(page);
    await ct.revenue.pressSequentially("180000");
    await openEveryPanel(page);
    await expect(ct.advanced).toHaveAttribute("aria-expanded", "true");
    await expect(ct.details).toHaveAttribute("aria-expanded", "true");
    await ct.periodStart.fill("2023-10-01");
    await ct.periodEnd.fill("2024-09-30");
    await ct.distributions.pressSequentially("5000");
    await expect(page.getByRole("table", { name: /each financial year/ })).toBeVisible();
    await expectNoAxeViolations(page, "the corporation tax calculator with every panel open");

    await ct.associates.fill("two");
    await ct.associates.blur();
    await expect(page.getByText("Enter the number of associated companies as a whole number, 0 or more")).toBeVisible();
    await expectNoAxeViolations(page, "the corporation tax calculator showing an error");
  });

  test("prints the inputs and results without the navigation, footer or call to action", async ({ page }) => {
    await page.goto(CT);
    const ct = ctPage(page);
    await ct.revenue.pressSequentially("100000");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1, name: "Corporation Tax Calculator" })).toBeVisible();
    await expect(ct.revenue).toBeVisible();
    await expect(ct.tax).toHaveText("£22,750");
    await expect(ct.tax).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("link", { name: "Get Your Free Quote" })).toBeHidden();
    await expect(page.getByText(/^An estimate from the Corporation Tax Calculator/)).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("nothing overflows sideways with every panel open", async ({ page }) => {
      await page.goto(CT);
      const ct = ctPage(page);
      await ct.revenue.fill("987654321000");
      await openEveryPanel(page);
      await ct.periodStart.fill("2023-10-01");
      await ct.periodEnd.fill("2024-09-30");
      await ct.distributions.fill("123456789");
      await expect(page.getByRole("table", { name: /each financial year/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.goto(SDLT);
      await page.getByLabel("Property price").fill("987654321000");
      await page.getByRole("checkbox", { name: "This is an additional property" }).check();
      await openEveryPanel(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

test.describe("Stamp Duty Land Tax calculator", () => {
  function sdltPage(page: Page) {
    const estimate = page.getByRole("region", { name: "Your estimate" });
    return {
      price: page.getByLabel("Property price"),
      estimate,
      total: figure(estimate, "Stamp Duty Land Tax to pay"),
      firstTimeBuyer: page.getByRole("checkbox", { name: "All buyers are first-time buyers" }),
      additional: page.getByRole("checkbox", { name: "This is an additional property" }),
      nonResident: page.getByRole("checkbox", { name: "A buyer is not resident in the UK" }),
    };
  }

  test("standard rates, first-time buyer relief and the limit where it stops", async ({ page }) => {
    await page.goto(SDLT);
    const sdlt = sdltPage(page);
    await expect(sdlt.total).toHaveText("£0");
    await sdlt.price.pressSequentially("295000");
    await expect(sdlt.price).toHaveValue("295,000");
    await expect(sdlt.total).toHaveText("£4,750");

    await sdlt.firstTimeBuyer.check();
    await expect(sdlt.total).toHaveText("£0");
    await expect(figure(sdlt.estimate, "Rates used")).toHaveText("First-time buyer rates");

    await sdlt.price.fill("");
    await sdlt.price.pressSequentially("450000");
    await expect(sdlt.total).toHaveText("£7,500");
    const bands = sdlt.estimate.getByRole("table", { name: "Tax on each band of the price" });
    await expect(bands.getByRole("row", { name: /^£300,001 to £500,000/ }).getByRole("cell")).toHaveText([
      "5%",
      "£150,000",
      "£7,500",
    ]);

    await sdlt.price.fill("");
    await sdlt.price.pressSequentially("500001");
    await expect(figure(sdlt.estimate, "Rates used")).toHaveText("Standard rates");
    await expect(sdlt.total).toHaveText("£15,000");

    await page.getByRole("button", { name: "Calculation details" }).click();
    await expect(
      page.getByText(/First-time buyer relief is not available because the price is over £500,000/),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Stamp Duty" })).toHaveText(
      "Stamp Duty Land Tax £15,000 on a price of £500,001",
    );
  });

  test("the higher rates, the non-resident surcharge and the calculator's own validation message", async ({ page }) => {
    await page.goto(SDLT);
    const sdlt = sdltPage(page);
    await sdlt.price.pressSequentially("295000");
    await sdlt.additional.check();
    await expect(sdlt.total).toHaveText("£19,500");
    await sdlt.nonResident.check();
    await expect(sdlt.total).toHaveText("£25,400");

    await sdlt.firstTimeBuyer.check();
    await expect(sdlt.additional).toHaveAccessibleDescription(
      /A first-time buyer cannot be buying an additional property. Untick one of them./,
    );
    await expect(sdlt.estimate.getByText("Check your answers")).toBeVisible();
    await expectNoAxeViolations(page, "the SDLT calculator showing an error");
    await sdlt.firstTimeBuyer.uncheck();
    await expect(sdlt.total).toHaveText("£25,400");
  });

  test("keyboard only: price, boxes and details", async ({ page }) => {
    await page.goto(SDLT);
    const sdlt = sdltPage(page);
    await tabTo(page, sdlt.price);
    await page.keyboard.type("350000");
    await page.keyboard.press("Tab");
    await expect(sdlt.firstTimeBuyer).toBeFocused();
    await page.keyboard.press("Space");
    await expect(sdlt.firstTimeBuyer).toBeChecked();
    await expect(sdlt.total).toHaveText("£2,500");
    await tabTo(page, page.getByRole("button", { name: "Calculation details" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("5% on the final £50,000 = £2,500.")).toBeVisible();
  });

  test("axe finds no violations with every panel open", async ({ page }) => {
    await page.goto(SDLT);
    await sdltPage(page).price.pressSequentially("1750000");
    await openEveryPanel(page);
    await expect(page.getByRole("button", { name: "Calculation details" })).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, "the SDLT calculator with every panel open");
  });

  test("the home page's Legal Services card and the legal services page lead to it", async ({ page }) => {
    await page.goto("/");
    const services = page.getByRole("region", { name: "Everything your business needs, under one roof" });
    await services.getByRole("link", { name: "SDLT calculator" }).click();
    await expect(page).toHaveURL(SDLT);
    await expect(page.getByRole("heading", { level: 1, name: "Stamp Duty Land Tax Calculator" })).toBeVisible();

    await page.goto("/legal/commercial-property");
    await page.getByRole("link", { name: "SDLT calculator" }).first().click();
    await expect(page).toHaveURL(SDLT);
    await expect(page.getByRole("heading", { level: 1, name: "Stamp Duty Land Tax Calculator" })).toBeVisible();
  });
});
