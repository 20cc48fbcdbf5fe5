import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * One page of each template, rendered, checked against the spec's sections,
 * counts and labels (the content tests check every page's data; these check
 * what the templates make of it).
 */
const items = (locator: Locator) => locator.getByRole("listitem");
const faqButtons = (page: Page) => page.locator("#faq").getByRole("button");

test("compliance template: hero, description, feature cards, FAQs and a call to action", async ({ page }) => {
  await page.goto("/accounting/accounts-tax");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(faqButtons(page)).toHaveCount(10);
  await page.goto("/accounting/vat");
  await expect(faqButtons(page)).toHaveCount(6);
  await expect(page.getByText("£90,000").first()).toBeVisible();
  for (const path of [
    "/accounting/payroll",
    "/accounting/bookkeeping",
    "/accounting/self-assessment",
    "/accounting/company-secretarial",
    "/accounting/registered-office",
  ]) {
    await page.goto(path);
    await expect(page.locator("main a[href='/quote']").first(), `${path} links to /quote`).toBeVisible();
  }
});

test("FAQ items open and close individually", async ({ page }) => {
  await page.goto("/accounting/vat");
  const [first, second] = [faqButtons(page).nth(0), faqButtons(page).nth(1)];
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(second).toHaveAttribute("aria-expanded", "true");
});

test("audience template: six 'Why' points, services, the three-tier pricing with Popular, a success story and a CTA", async ({
  page,
}) => {
  await page.goto("/accounting/smes");
  await expect(items(page.locator("#why"))).toHaveCount(6);
  await expect(items(page.locator("#compliance-services")).first()).toBeVisible();
  await expect(items(page.locator("#value-add-services")).first()).toBeVisible();
  const pricing = page.locator("#pricing");
  const plans = pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(plans).toHaveCount(3);
  for (const [name, price] of [
    ["Awareness", "£97"],
    ["Insights", "£197"],
    ["Foresight", "£307"],
  ]) {
    await expect(plans.filter({ hasText: name }).first()).toContainText(price!);
  }
  await expect(plans.filter({ hasText: "Popular" })).toContainText("Insights");
  // Every band's prices, public before a visitor gives an address, each with its total with VAT.
  const bands = pricing.getByRole("table", { name: "Monthly prices by yearly turnover, before VAT" });
  await expect(bands.getByRole("row", { name: /Under £50,000/ })).toContainText("£197");
  await expect(bands.getByRole("row", { name: /Under £50,000/ })).toContainText("£236.40 inc. VAT");
  await expect(bands.getByRole("row", { name: /Over £2 million/ })).toContainText("Custom pricing");
  await expect(page.locator("#success-story")).toBeVisible();
  await expect(pricing.getByRole("link", { name: /Get Instant Quote/ }).first()).toHaveAttribute("href", "/quote");

  const tiers: [string, string[]][] = [
    ["/accounting/landlords", ["Essential", "Professional", "Enterprise"]],
    ["/accounting/influencers", ["Starter", "Creator", "Enterprise"]],
    ["/accounting/contractors", ["Essential", "Professional", "Enterprise"]],
    ["/accounting/churches", ["Essential", "Professional", "Enterprise"]],
  ];
  for (const [path, names] of tiers) {
    await page.goto(path);
    await expect(items(page.locator("#why")), `${path} has six reasons`).toHaveCount(6);
    const headings = page.locator("#pricing li h3");
    await expect(headings).toHaveText(names);
  }
});

test("value-add template: badge, three features, eight benefits, four-item approach, four steps, case study, CTA and five FAQs", async ({
  page,
}) => {
  await page.goto("/accounting/restructuring");
  await expect(page.getByText("Value-Add Service", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Restructuring Assessment" }).first()).toHaveAttribute(
    "href",
    "/quote",
  );
  await expect(items(page.locator("#features"))).toHaveCount(3);
  await expect(items(page.locator("#benefits"))).toHaveCount(8);
  await expect(items(page.locator("#approach"))).toHaveCount(4);
  await expect(items(page.locator("#process"))).toHaveCount(4);
  await expect(page.locator("#case-study").getByRole("link", { name: "Read Full Case Study" })).toHaveAttribute(
    "href",
    "/knowledge",
  );
  await expect(faqButtons(page)).toHaveCount(5);
  await expect(page.getByRole("link", { name: /Book a Consultation/ }).first()).toHaveAttribute("target", "_blank");

  await page.goto("/accounting/research-development");
  await expect(page.getByRole("link", { name: "Check Your R&D Eligibility" }).first()).toHaveAttribute(
    "href",
    "/quote",
  );
  await expect(page.locator("main")).not.toContainText("33p");
});

test("consultancy pages: secondary buttons scroll to the approach and solutions sections", async ({ page }) => {
  await page.goto("/consultancy/ai-opportunity-review");
  await expect(items(page.locator("#approach"))).toHaveCount(3);
  await page.locator("main section").first().locator("a[href='#approach']").click();
  await expect(page).toHaveURL(/#approach$/);
  await expect(page.locator("#approach")).toBeInViewport();

  for (const path of ["/consultancy/ai-automations", "/consultancy/financial-automation"]) {
    await page.goto(path);
    await expect(items(page.locator("#solutions")), `${path} has six solutions`).toHaveCount(6);
    await page.locator("main section").first().locator("a[href='#solutions']").click();
    await expect(page.locator("#solutions")).toBeInViewport();
  }
});

test("ethos: 'values in action' opens one item at a time, and the open one closes when clicked again", async ({
  page,
}) => {
  await page.goto("/about/ethos");
  const values = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .filter({ has: page.locator("[data-disclosure-group]") })
    .last();
  const buttons = values.getByRole("button");
  await expect(buttons).toHaveCount(4);
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("What It Means").first()).toBeVisible();
  await expect(page.getByText("How You Experience It").first()).toBeVisible();
});

test("team and partnership pages", async ({ page }) => {
  await page.goto("/about/team");
  const groups = page.locator("main h3");
  await expect(groups).toHaveCount(2);
  await expect(page.locator("main h4")).toHaveCount(7);
  await page.goto("/about/partnership");
  for (const step of ["Apply", "Interview and Proposal", "Compliance and Onboarding", "Launch Day"]) {
    await expect(page.getByRole("heading", { level: 3, name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Apply Now/ }).first()).toHaveAttribute("href", /^mailto:/);
  await expect(page.locator("main")).toContainText("70:30");
});
