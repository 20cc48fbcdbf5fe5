import { type Page } from "@playwright/test";
import { expect, fastForwardUntilVisible, test } from "./support/test";
import { apiUrl } from "./support/backend";

/**
 * The backend failing in the ways production backends fail: down, slow, or
 * answering 500. Each data page shows the spec's error states and toasts,
 * keeps what the visitor typed, and recovers when asked to retry.
 */
async function fillQuoteForm(page: Page) {
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Adeyemi");
  await page.getByLabel("Email").fill(`faults-${Date.now()}@example.test`);
  await page.getByLabel("Expected revenue for the next 12 months").selectOption({ index: 2 });
  await page.getByLabel("Industry").selectOption("Retail");
  await page.getByLabel("Package").selectOption("Foresight");
}

test("a quote submission that fails with a 500 keeps the form filled in, and a retry succeeds", async ({ page }) => {
  await page.goto("/quote");
  await fillQuoteForm(page);
  await page.route(`${apiUrl}/functions/v1/submit-quote`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        error: "Something went wrong on our side. Please try again in a moment.",
      }),
    }),
  );
  await page.getByRole("button", { name: "Get Your Quote" }).click();
  await expect(page.getByText("Submission Error")).toBeVisible();
  await expect(page.getByText("Something went wrong on our side. Please try again in a moment.")).toBeVisible();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByLabel("First name")).toHaveValue("Grace");
  await expect(page.getByLabel("Package")).toHaveValue("Foresight");

  await page.unroute(`${apiUrl}/functions/v1/submit-quote`);
  await page.getByRole("button", { name: "Get Your Quote" }).click();
  await expect(page).toHaveURL(/\/thank-you\//);
  await expect(page.getByRole("heading", { level: 1, name: "Thank You, Grace!" })).toBeVisible();
});

test("a quote submission that cannot reach the backend says so and keeps the form", async ({ page }) => {
  await page.goto("/quote");
  await fillQuoteForm(page);
  await page.route(`${apiUrl}/functions/v1/submit-quote`, (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Get Your Quote" }).click();
  await expect(page.getByText("Something went wrong")).toBeVisible();
  await expect(page.getByText(/Your quote request couldn't be submitted/)).toBeVisible();
  await expect(page.getByLabel("Last name")).toHaveValue("Adeyemi");
});

test("a slow backend (5 s) shows the loading states, then the form and the quote", async ({ page }) => {
  test.setTimeout(60_000);
  await page.route(`${apiUrl}/rest/v1/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await page.goto("/quote");
  await expect(page.getByText("Loading form data...")).toBeVisible();
  await expect(page.getByLabel("Industry")).toBeVisible({ timeout: 30_000 });
  await fillQuoteForm(page);
  await page.getByRole("button", { name: "Get Your Quote" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\//, { timeout: 20_000 });
  await expect(page.getByText("Loading your quote details...")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Thank You, Grace!" })).toBeVisible({ timeout: 20_000 });
});

test("the thank-you page retries through a database error and shows the quote when the backend recovers", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/quote");
  await fillQuoteForm(page);
  let failures = 0;
  await page.route(`${apiUrl}/rest/v1/rpc/get_quote`, async (route) => {
    if (failures++ < 2) {
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "XX000", message: "database unavailable" }),
      });
    } else await route.continue();
  });
  await page.getByRole("button", { name: "Get Your Quote" }).click();
  await fastForwardUntilVisible(page, page.getByText("Attempt 2 of 5"));
  await fastForwardUntilVisible(page, page.getByRole("heading", { level: 1, name: "Thank You, Grace!" }));
});

test("the knowledge base keeps its prerendered articles and says so when the backend answers 500", async ({ page }) => {
  await page.route(`${apiUrl}/rest/v1/knowledge_articles**`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "XX000", message: "database unavailable" }),
    }),
  );
  await page.clock.install();
  await page.goto("/knowledge");
  await fastForwardUntilVisible(page, page.getByText("Failed to load articles"));
  // The cards written at build time stay on the page.
  const cards = page.getByRole("region", { name: "Articles" }).getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toBeVisible();
});

test("an eBook sign-up that fails keeps the form filled in, and a retry succeeds", async ({ page }) => {
  await page.goto("/knowledge/influencer-tax-playbook");
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Email address").fill(`faults-ebook-${Date.now()}@example.test`);
  await page.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" }).check();
  await page.route(`${apiUrl}/functions/v1/submit-influencer-form`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ success: false, error: "Something went wrong on our side." }),
    }),
  );
  await page.getByRole("button", { name: "Get the free eBook" }).click();
  await expect(page.getByText("There was a problem processing your submission. Please try again.")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Maya");
  await expect(
    page.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" }),
  ).toBeChecked();

  await page.unroute(`${apiUrl}/functions/v1/submit-influencer-form`);
  await page.getByRole("button", { name: "Get the free eBook" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
});
