/**
 * A visitor can type before the page's JavaScript has arrived (it starts only
 * after the first paint). Here the entry script is held back until the
 * visitor has typed, then released: what they typed and ticked must count.
 * Plain Playwright on purpose: the project's fixture would wait for hydration. At desktop width by
 * clicking and on a phone by tapping.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./support/test";

/** A press as the visitor makes it: a tap on a touch screen, a click elsewhere. */
const press = (control: Locator) => (test.info().project.use.hasTouch ? control.tap() : control.click());

/**
 * Opens `path` with the entry chunk held back, does what the visitor does before the page's
 * JavaScript has arrived, checks it has not, then lets it load and waits for it to take over.
 */
async function beforeTheScriptsLoad(page: Page, path: string, visitor: () => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await visitor();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await waitForHydration(page);
}

test("a price typed and a box ticked before the stamp duty calculator has loaded are kept", async ({ page }) => {
  await beforeTheScriptsLoad(page, "/legal/stamp-duty-calculator", async () => {
    await page.getByLabel("Property price").pressSequentially("295000");
    await press(page.getByRole("checkbox", { name: "This is an additional property" }));
  });
  const estimate = page.getByRole("region", { name: "Your estimate" });
  await expect(
    estimate.locator("dt", { hasText: "Stamp Duty Land Tax to pay" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("£19,500");
  await expect(page.getByLabel("Property price")).toHaveValue("295,000");
});

test("a search typed before the knowledge base has loaded is applied", async ({ page }) => {
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await beforeTheScriptsLoad(page, "/knowledge", async () => {
    await search.fill("no article mentions this");
  });
  await expect(search).toHaveValue("no article mentions this");
  await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
  await expect(page).toHaveURL(/\?q=no(\+|%20)article(\+|%20)mentions(\+|%20)this$/);
});

test("a message typed, a call back ticked and 'Send' pressed before the contact page has loaded all count", async ({
  page,
}) => {
  await beforeTheScriptsLoad(page, "/contact", async () => {
    await page.getByLabel("Your name").pressSequentially("Grace Mensah");
    await page.getByLabel("Email address").fill("grace@example.test");
    await page.getByLabel("How can we help?").fill("Payroll for a second shop.");
    await press(page.getByRole("checkbox", { name: "Request a call back" }));
    await press(page.getByRole("button", { name: "Send message" }));
  });
  // The press was replayed as the form's submission: a call back needs a number and a time.
  await expect(page.getByRole("group", { name: "When suits you?" })).toBeVisible();
  await expect(page.getByText("Please give a phone number for us to call you back on")).toBeVisible();
  await expect(page.getByText("Please choose when suits you for a call back")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Grace Mensah");
  await expect(page.getByLabel("How can we help?")).toHaveValue("Payroll for a second shop.");
  await expect(page.getByRole("button", { name: "Request a call back" })).toBeVisible();
});

test("details typed and 'Get the free eBook' pressed before the playbook page has loaded are sent", async ({
  page,
}) => {
  await beforeTheScriptsLoad(page, "/knowledge/influencer-tax-playbook", async () => {
    await page.getByLabel("First name").pressSequentially("Maya");
    await page.getByLabel("Email address").fill("maya@");
    await press(page.getByRole("button", { name: "Get the free eBook" }));
  });
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("You must agree to the terms to download")).toBeVisible();
  await expect(page.getByText("First name is required")).toBeHidden();
  await expect(page.getByLabel("Email address")).toBeFocused();
});

test("'Get the free eBook' pressed three times before the playbook page has loaded signs up once", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/functions/v1/submit-influencer-form"))
      sent.push(request.url());
  });
  await beforeTheScriptsLoad(page, "/knowledge/influencer-tax-playbook", async () => {
    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Email address").fill(`early-${Date.now()}@example.test`);
    await press(page.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" }));
    const send = page.getByRole("button", { name: "Get the free eBook" });
    for (let pressed = 0; pressed < 3; pressed++) await press(send);
  });
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(sent).toHaveLength(1);
});

test("a search typed and a chip pressed before the knowledge base has loaded both count", async ({ page }) => {
  // A clock the test can move on, so the search's pause is passed without waiting on the wall clock.
  await page.clock.install();
  await beforeTheScriptsLoad(page, "/knowledge", async () => {
    await page.getByRole("searchbox", { name: "Search articles" }).fill("tax");
    await press(
      page.getByRole("region", { name: "Browse by Category" }).getByRole("link", { name: /^Limited Companies/ }),
    );
  });
  await expect(page).toHaveURL(/\/knowledge\?q=tax&category=limited-companies$/);
  // Once the search's own pause (300 ms) has passed, it still holds both.
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/\/knowledge\?q=tax&category=limited-companies$/);
});

test("details typed, a package chosen and 'Get Your Quote' pressed before the quote page has loaded all count", async ({
  page,
}) => {
  await beforeTheScriptsLoad(page, "/quote", async () => {
    // The form shows once the page's check finds the lookups as built; the app is still held back.
    await page.getByLabel("First name").fill("Amara");
    await page.getByLabel("Email").fill("amara@example.test");
    await page.getByLabel("Package").selectOption("Foresight");
    await press(page.getByRole("button", { name: "Get Your Quote" }));
  });
  // The press was replayed as the form's submission: what was left empty is asked for, first taking the focus.
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByLabel("Last name")).toBeFocused();
  await expect(page.getByText("Industry is required")).toBeVisible();
  for (const kept of ["First name is required", "Please enter a valid email address", "Package selection is required"])
    await expect(page.getByText(kept)).toBeHidden();
  await expect(page.getByLabel("First name")).toHaveValue("Amara");
  // The chosen package's summary is marked as it would be had it been chosen after loading.
  await expect(page.getByRole("listitem").filter({ hasText: /^Foresight is for / })).toHaveClass(/border-teal-600/);
});
