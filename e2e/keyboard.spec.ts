import { expect, tabTo, test } from "./support/test";

/** The main journeys with a keyboard alone: no mouse, no taps. */
test("a quote can be requested using only the keyboard", async ({ page }) => {
  await page.goto("/quote");
  await expect(page.getByLabel("Industry")).toBeVisible();
  const press = (key: string) => page.keyboard.press(key);

  // Skip link first, then into the page.
  await press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await press("Enter");
  await tabTo(page, page.getByLabel("First name"));

  await page.keyboard.type("Tomasz");
  await press("Tab");
  await page.keyboard.type("Nowak");
  await press("Tab");
  await page.keyboard.type(`keyboard-${Date.now()}@example.test`);
  await press("Tab");
  // The optional phone number is passed by.
  await expect(page.getByLabel("Phone")).toBeFocused();
  await press("Tab");
  await expect(page.getByLabel("Expected revenue for the next 12 months")).toBeFocused();
  await press("ArrowDown");
  await press("Tab");
  await expect(page.getByLabel("Industry")).toBeFocused();
  await page.keyboard.type("Retail");
  await press("Tab");
  await expect(page.getByLabel("Package")).toBeFocused();
  await press("ArrowDown");
  await press("ArrowDown");
  await press("Tab");
  await expect(page.getByLabel("Anything you would like us to know?")).toBeFocused();
  await page.keyboard.type("Year end 31 March.");
  await press("Tab");
  await expect(page.getByRole("button", { name: "Get Your Quote" })).toBeFocused();
  await press("Enter");

  await expect(page).toHaveURL(/\/thank-you\//);
  await expect(page.getByRole("heading", { level: 1, name: "Thank You, Tomasz!" })).toBeVisible();
});

test("the eBook can be requested and downloaded using only the keyboard", async ({ page }) => {
  await page.goto("/knowledge/influencer-tax-playbook", { waitUntil: "networkidle" });
  const press = (key: string) => page.keyboard.press(key);
  // From the top of the page: past the skip link, the navigation and the page's own links.
  await tabTo(page, page.getByLabel("First name"), 100);
  await page.keyboard.type("Kemi");
  await press("Tab");
  // Last name is optional: leave it empty.
  await tabTo(page, page.getByLabel("Email address"));
  await page.keyboard.type(`keyboard-ebook-${Date.now()}@example.test`);
  const consent = page.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" });
  await tabTo(page, consent);
  await press("Space");
  await expect(consent).toBeChecked();
  await press("Tab");
  await expect(page.getByRole("button", { name: "Get the free eBook" })).toBeFocused();
  await press("Enter");
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  const download = page.getByRole("button", { name: "Download eBook (PDF)" });
  await tabTo(page, download, 100);
  const [file] = await Promise.all([page.waitForEvent("download"), press("Enter")]);
  expect(file.suggestedFilename()).toBe("The-Influencers-Tax-Playbook.pdf");
});
