/**
 * One price table, on a phone, by tapping (issue 52): an admin with the second factor changes the
 * smallest band's Insights price (£197 → £207), seeing its total with VAT as it is typed, and the
 * next quote for that band answers £207 on the thank-you page and in its e-mail.
 */
import { expect, test } from "../support/test";
import { staffAreaTests, expectNoSidewaysScroll } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { tapIntoStaffArea } from "../support/staff-session";
import { apiUrl, anonKey, createStaffUser, staffToken, waitForMail } from "../support/backend";

staffAreaTests();

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("an admin changes a price, and the next quote for its band is priced by it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await createStaffUser("prices-admin");
  await tapIntoStaffArea(page, "Prices", admin);

  const smallest = page.getByRole("group", { name: "Under £50,000" });
  const insights = smallest.getByLabel("Insights (£ a month before VAT)");
  await expect(insights).toHaveValue("197");
  await insights.fill("20.7.0");
  await page.getByRole("button", { name: "Save 1 change" }).tap();
  await expect(
    smallest.getByText("Enter a monthly price in pounds, like 197 or 197.50, or leave it empty for custom pricing."),
  ).toBeVisible();
  await insights.fill("207");
  await expect(smallest.getByText("£248.40 a month with VAT")).toBeVisible();
  await page.getByRole("button", { name: "Save 1 change" }).tap();
  await expect(page.getByText("Saved 1 price: the site is being updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "No changes to save" })).toBeDisabled();
  await expectNoAxeViolations(page, "the price table");
  await expectNoSidewaysScroll(page, "the price table");

  try {
    // A prospect on another phone asks for a quote in that band.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const email = `priced-${Date.now()}@example.test`;
    await visitor.goto("/quote");
    await visitor.getByLabel("First name").fill("Amara");
    await visitor.getByLabel("Last name").fill("Okafor");
    await visitor.getByLabel("Email").fill(email);
    await visitor.getByLabel("Expected revenue for the next 12 months").selectOption("Under £50,000");
    await visitor.getByLabel("Industry").selectOption("Retail");
    await visitor.getByLabel("Package").selectOption("Insights");
    await visitor.getByRole("button", { name: "Get Your Quote" }).tap();
    await expect(visitor).toHaveURL(/\/thank-you\/[0-9a-f-]{36}$/);
    const compare = visitor.getByRole("region", { name: "Compare Our Packages" });
    await expect(compare).toContainText("£207.00");
    await expect(compare).not.toContainText("£197.00");
    const message = await waitForMail(email);
    expect(message.text).toContain("£207.00");
    await visitor.close();
  } finally {
    // The price back as the other tests know it.
    const token = await staffToken(admin);
    const restored = await fetch(`${apiUrl}/rest/v1/rpc/save_quote_prices`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ p_changes: [{ range: "Under £50,000", package: "Insights", price: 197 }] }),
    });
    expect(restored.status).toBe(200);
  }
});
