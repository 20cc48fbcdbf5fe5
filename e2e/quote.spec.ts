import type { Page } from "@playwright/test";
import { expect, fastForwardUntilVisible, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { apiUrl, countMailTo, waitForMail } from "./support/backend";
import { follow } from "./support/visitor";
import { collectErrors } from "./support/page-errors";

test("a new visitor gets a quote, sees the thank-you page and receives the e-mail", async ({ page }) => {
  const email = `journey-${Date.now()}@example.test`;
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Get Instant Quote" }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole("heading", { level: 1, name: "Get Your Instant Quote" })).toBeVisible();

  // Validation: the spec's messages under the fields, focus on the first invalid one.
  await page.getByRole("button", { name: "Get Your Quote" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please enter a valid email address",
    "Expected revenue is required",
    "Industry is required",
    "Package selection is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "the quote form with errors");

  // Fields are re-checked as they change.
  await page.getByLabel("First name").fill("Amara");
  await expect(page.getByText("First name is required")).toBeHidden();

  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Expected revenue for the next 12 months").selectOption("£50,000 to £99,999");
  await page.getByLabel("Industry").selectOption("Retail");
  await page.getByLabel("Package").selectOption("Insights");
  await page.getByRole("button", { name: "Get Your Quote" }).click();
  await expect(page.getByText("Quote request submitted!")).toBeVisible();

  await expect(page).toHaveURL(/\/thank-you\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank You, Amara!" })).toBeVisible();
  await expect(page.getByText("Quote Request Confirmed")).toBeVisible();
  await expect(page.getByText("A confirmation email has been sent to you.")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("How We Operate")).toBeVisible();
  await expect(page.getByRole("link", { name: /Schedule a Call with a Partner/ })).toHaveAttribute("target", "_blank");

  const compare = page.getByRole("region", { name: "Compare Our Packages" });
  await expect(compare.getByRole("listitem").filter({ hasText: "Your Selection" })).toContainText("Insights");
  await expect(compare).toContainText("£147.00");
  await expect(compare).toContainText("£267.00");
  await expect(compare).toContainText("£397.00");
  await expect(compare).toContainText("£320.40 a month with VAT");
  await expect(compare.getByText("Prices exclude VAT")).toBeVisible();
  await expect(compare.getByRole("link", { name: /Book a Consultation/ })).toBeVisible();
  await expectNoAxeViolations(page, "the thank-you page");

  const message = await waitForMail(email);
  expect(message.subject).toContain("Insights");
  expect(message.text).toContain("Insights: £267.00 a month (your selection)");

  // Reloading the page does not send the e-mail again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Thank You, Amara!" })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await countMailTo(email)).toBe(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a landlord taps the quote button on their page and finds the form fitted to them", async ({
    page,
    hasTouch,
  }) => {
    await page.goto("/accounting/landlords");
    await follow(page, page.getByRole("main").getByRole("link", { name: "Get Instant Quote" }).first(), hasTouch);
    await expect(page).toHaveURL(/\/quote\?for=landlords$/);

    const packageChoice = page.getByLabel("Package");
    await expect(page.getByText("Quote for a landlord.")).toBeVisible();
    await expect(
      page.getByText("We've selected Insights, our most popular package: you can change it below."),
    ).toBeVisible();
    await expect(packageChoice).toHaveValue("Insights");
    await expect(page.getByLabel("Industry")).toHaveValue("Property and landlords");
    for (const name of ["Awareness", "Insights", "Foresight"])
      await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${name} is for `) })).toBeVisible();

    await packageChoice.selectOption("Foresight");
    await expect(packageChoice).toHaveValue("Foresight");
    await expectNoAxeViolations(page, "the quote form for a landlord on a phone");
  });
});

test.describe("on a phone, the quote as built", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** The lookups the page was built with, from the page data its HTML embeds. */
  async function builtLookups(page: Page): Promise<{ industries: { id: number; name: string }[] }> {
    const html = await (await page.request.get("/quote")).text();
    const embedded = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
    return (JSON.parse(embedded) as { data: { industries: { id: number; name: string }[] } }).data;
  }

  test("shows the form it was built with once the backend's lookups match, and starts its scripts for a field", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on(
      "request",
      (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto("/quote");
    const industry = page.getByLabel("Industry");
    await expect(industry).toBeVisible();
    await expect(page.getByText("Loading form data...")).toBeHidden();
    await page.waitForLoadState("networkidle");
    // Only the loader's check ran: the app and the form's code wait for the visitor.
    expect(await page.evaluate(() => document.documentElement.dataset.scripts)).toBe("on-intent");
    expect(scripts.filter((path) => /\/assets\/(index|quote-form)-/.test(path))).toEqual([]);
    const { industries } = await builtLookups(page);
    await expect(industry.locator("option")).toHaveText([
      "Select your industry",
      ...industries.map(({ name }) => name),
    ]);

    await page.getByLabel("First name").tap();
    await page.getByLabel("First name").pressSequentially("Amara");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("button", { name: "Get Your Quote" }).tap();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByText("First name is required")).toBeHidden();
    await expect(page.getByLabel("Last name")).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("starts at once and offers the lookups as they are now when an industry was added since", async ({ page }) => {
    const { industries } = await builtLookups(page);
    const added = { id: 9_001, name: "Aquaculture" };
    await page.route(
      // As the check at load and the app read them.
      (url) => url.pathname === "/rest/v1/industries" && url.searchParams.get("order") === "name.asc",
      (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify([...industries, added]) }),
    );
    await page.goto("/quote");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByLabel("Industry").locator("option", { hasText: "Aquaculture" })).toHaveCount(1);
    await expect(page.getByText("Loading form data...")).toBeHidden();
  });
});

test("the quote form shows the database error state when the backend is unreachable, and recovers on retry", async ({
  page,
}) => {
  await page.clock.install();
  await page.route(`${apiUrl}/rest/v1/**`, (route) => route.abort("connectionrefused"));
  await page.goto("/quote");
  await expect(page.getByText("Loading form data...")).toBeVisible();
  await page.getByText("Show connection log").click();
  await expect(page.getByText("Attempt 1 of 4")).toBeVisible();
  // Four attempts, 1.5 s × the attempt number between them: the clock skips the waits.
  await fastForwardUntilVisible(page, page.getByText("Database Connection Error"));
  await expect(page.getByText("Attempt 4 of 4")).toBeVisible();
  await expect(
    page.getByRole("alert").getByText("Unable to set up data access. Please try again later or contact support."),
  ).toBeVisible();
  await expect(page.getByText("Database Error")).toBeVisible();
  await expectNoAxeViolations(page, "the quote page's error state");

  await page.unroute(`${apiUrl}/rest/v1/**`);
  await page.getByRole("button", { name: "Retry Connection" }).click();
  await expect(page.getByLabel("Industry")).toBeVisible();
});

test("an invalid quote link is reported and leads back to the quote form", async ({ page }) => {
  await page.goto("/thank-you/not-a-quote");
  await expect(page.getByText("Invalid Quote Link")).toBeVisible();
  await expect(
    page.getByText("The quote link appears to be invalid. Please try submitting your quote again."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/quote$/);
});

test("a link without a quote id says so and leads back to the quote form", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.getByText("No quote ID was provided. Please try submitting your quote again.")).toBeVisible();
  await expect(page).toHaveURL(/\/quote$/);
});

test("an unknown quote is retried five times, then 'Unable to Load Quote' offers a new try", async ({ page }) => {
  await page.clock.install();
  await page.goto("/thank-you/0d4f6a3c-5b2e-4c1a-9f8e-7d6c5b4a3f2e");
  await expect(page.getByText("Loading your quote details...")).toBeVisible();
  await fastForwardUntilVisible(page, page.getByText("Attempt 2 of 5"));
  await fastForwardUntilVisible(page, page.getByRole("heading", { level: 1, name: "Unable to Load Quote" }));
  await expect(page.getByText("Quote not found after multiple attempts")).toBeVisible();
  await expect(page.getByText("Error Loading Quote")).toBeVisible();
  await expectNoAxeViolations(page, "the thank-you page's error state");

  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText("Loading your quote details...")).toBeVisible();
  await fastForwardUntilVisible(page, page.getByText("Attempt 2 of 5"));
  await fastForwardUntilVisible(page, page.getByRole("link", { name: "Submit New Quote" }));
  await page.getByRole("link", { name: "Submit New Quote" }).click();
  await expect(page).toHaveURL(/\/quote$/);
});
