import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Download, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { adminRest, anonKey, apiUrl, authFromOwnAddress, staffToken, waitForMail } from "./support/backend";
import { signInAsStaff } from "./support/staff-session";

const PAGE = "/knowledge/influencer-tax-playbook";
const FILE_NAME = "The-Influencers-Tax-Playbook.pdf";

/** Every browser here shares one client address, so sign-ups in earlier runs must not use up its hourly limit. */
test.beforeAll(async () => {
  await adminRest("submission_attempts?scope=like.playbook:*", { method: "DELETE" });
});

/** Pages in the saved PDF, as poppler's pdfinfo reads them. */
async function pdfPages(download: Download): Promise<number> {
  const path = join(mkdtempSync(join(tmpdir(), "playbook-")), download.suggestedFilename());
  await download.saveAs(path);
  const info = execFileSync("pdfinfo", [path], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
}

async function signUp(page: Page, email: string) {
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" }).check();
  await page.getByRole("button", { name: "Get the free eBook" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
}

test("the prerendered page carries the hero, the form and both lists", async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).toMatch(/<h1[^>]*>The Influencer(&#x27;|')s Tax Playbook<\/h1>/);
  expect(html).toContain("I agree to receive occasional tax tips and updates via email");
  expect(html).toContain("Eight tax mistakes we see creators make every year");
  expect(html).toContain("What you get from the playbook");
  expect(html).toMatch(/<meta name="description" content="[^"]{110,160}"/);
});

test("the form shows the spec's messages under its fields and focuses the first invalid one", async ({ page }) => {
  await page.goto(PAGE);
  const consent = page.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" });
  await expect(consent).not.toBeChecked();
  await page.getByRole("button", { name: "Get the free eBook" }).click();
  for (const message of [
    "First name is required",
    "Please enter a valid email address",
    "You must agree to the terms to download",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "the playbook form with errors");

  await page.getByLabel("First name").fill("Maya");
  await expect(page.getByText("First name is required")).toBeHidden();
  await page.getByLabel("Email address").fill("maya@");
  await page.getByRole("button", { name: "Get the free eBook" }).click();
  await expect(page.getByLabel("Email address")).toBeFocused();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeHidden();
});

test("a creator signs up, downloads the 20-page PDF by name, and can download it again", async ({ page }) => {
  const email = `creator-${Date.now()}@example.test`;
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(PAGE);
  await signUp(page, email);
  await expect(page.getByText("Thank you for signing up!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get the free eBook" })).toBeHidden();
  await expect(
    page.getByText(`We have sent an e-mail to ${email}. Follow its link to confirm your address`),
  ).toBeVisible();

  const [row] = await adminRest<{ consent_wording: string; consented_at: string; downloaded_at: string | null }[]>(
    `campaign_engagements?select=consent_wording,consented_at,downloaded_at&email=eq.${encodeURIComponent(email)}`,
  );
  expect(row).toMatchObject({
    consent_wording: "I agree to receive occasional tax tips and updates via email",
    downloaded_at: null,
  });

  // Slow Storage down a little, so the busy state can be seen.
  await page.route("**/storage/v1/object/public/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const download = page.getByRole("button", { name: "Download eBook (PDF)" });
  const first = page.waitForEvent("download");
  await download.click();
  await expect(page.getByRole("button", { name: "Downloading..." })).toBeVisible();
  const firstFile = await first;
  expect(firstFile.suggestedFilename()).toBe(FILE_NAME);
  // Saved from the fetched file (Storage is another origin, where a link's file name would be ignored).
  expect(firstFile.url()).toMatch(/^blob:/);
  expect(await pdfPages(firstFile)).toBe(20);
  await expect(page.getByText("Your download has started!")).toBeVisible();
  await expect(download).toBeVisible();
  await expectNoAxeViolations(page, "the thank-you panel");

  await expect
    .poll(
      async () =>
        (
          await adminRest<{ downloaded_at: string | null }[]>(
            `campaign_engagements?select=downloaded_at&email=eq.${encodeURIComponent(email)}`,
          )
        )[0]?.downloaded_at,
    )
    .toMatch(/^\d{4}-\d{2}-\d{2}T/);

  const second = page.waitForEvent("download");
  await download.click();
  const secondFile = await second;
  expect(secondFile.suggestedFilename()).toBe(FILE_NAME);
  expect(await pdfPages(secondFile)).toBe(20);
  // Under the production security headers: nothing blocked, nothing failed.
  expect(consoleErrors).toEqual([]);
});

test("when Storage fails, the visitor is told and gets the site's own copy", async ({ page }) => {
  await page.goto(PAGE);
  await signUp(page, `fallback-${Date.now()}@example.test`);
  await page.route("**/storage/v1/object/public/**", (route) => route.abort("failed"));
  const arriving = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download eBook (PDF)" }).click();
  await expect(page.getByText("There was a problem with your download. Please try again.")).toBeVisible();
  const file = await arriving;
  expect(file.url()).toMatch(/\/downloads\/the-influencers-tax-playbook\.pdf$/);
  expect(file.suggestedFilename()).toBe(FILE_NAME);
  expect(await pdfPages(file)).toBe(20);
});

test("the second call to action takes the visitor back to the form", async ({ page }) => {
  await page.goto(PAGE);
  const cta = page.getByRole("link", { name: "Get my free copy" });
  await cta.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await cta.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByText("Written and reviewed by the chartered accountants at Elmstead Partners.")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a creator confirms the address from the e-mail by tapping, then unsubscribes from its link", async ({
    page,
  }) => {
    const email = `confirm-${Date.now()}@example.test`;
    await page.goto(PAGE);
    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("checkbox", { name: "I agree to receive occasional tax tips and updates via email" }).tap();
    await page.getByRole("button", { name: "Get the free eBook" }).tap();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    const message = await waitForMail(email, 20_000, "Please confirm your e-mail address");
    // The person taps the links in their mail program: the same pages, on this site.
    const link = (path: string) => {
      const url = new URL(message.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))![0]);
      return `${url.pathname}${url.search}`;
    };
    const [signUp] = await adminRest<{ id: string }[]>(
      `campaign_engagements?select=id&email=eq.${encodeURIComponent(email)}`,
    );
    // The consent history is for staff's eyes only.
    const token = await staffToken();
    const consent = async () => {
      const response = await fetch(
        `${apiUrl}/rest/v1/consent_records?select=action&engagement_id=eq.${signUp!.id}&order=created_at`,
        { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } },
      );
      return ((await response.json()) as { action: string }[]).map((row) => row.action);
    };

    await page.goto(link("/email/confirm"));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
    await expect(page).toHaveTitle(/^Confirm your e-mail address/);
    // Opening the link confirms nothing: mail scanners open links too.
    expect(await consent()).toEqual(["given"]);
    await page.getByRole("button", { name: "Confirm my address" }).tap();
    await expect(page.getByText("Thank you: your address is confirmed")).toBeVisible();
    expect(await consent()).toEqual(["given", "confirmed"]);
    await expectNoAxeViolations(page, "the confirmation page");

    await page.goto(link("/email/unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe" }).tap();
    await expect(page.getByText("You are unsubscribed")).toBeVisible();
    expect(await consent()).toEqual(["given", "confirmed", "withdrawn"]);
    await expectNoAxeViolations(page, "the unsubscribe page");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A link cut short in the mail program says so, and offers nothing that cannot work.
    await page.goto(`${link("/email/unsubscribe").slice(0, -10)}`);
    await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not complete");
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

    // A partner on a phone sees the withdrawal, with its time, on the card, in its details and in the CSV.
    const [withdrawal] = (await (
      await fetch(
        `${apiUrl}/rest/v1/consent_records?select=created_at&engagement_id=eq.${signUp!.id}&action=eq.withdrawn`,
        { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } },
      )
    ).json()) as { created_at: string }[];
    const withdrawnAt = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(withdrawal!.created_at));
    await authFromOwnAddress(page);
    await signInAsStaff(page, "consent");
    await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /Leads/ }).tap();
    const card = page
      .getByRole("list", { name: "eBook sign-ups with their consent records, newest first" })
      .getByRole("listitem")
      .filter({ hasText: email });
    await expect(card.getByText(/^Withdrawn /)).toContainText(withdrawnAt);
    await card.getByRole("button", { name: "Details of the sign-up from Maya" }).tap();
    await expect(card.getByRole("definition").filter({ hasText: /^Withdrawn / })).toContainText(withdrawnAt);
    const signups = page.getByRole("region", { name: "eBook sign-ups" });
    await signups.getByLabel("Search sign-ups").fill(email);
    const download = page.waitForEvent("download");
    await signups.getByRole("button", { name: "Download CSV" }).tap();
    const csv = await readFile((await (await download).path())!, "utf8");
    const [header, row] = csv.trimEnd().split("\r\n");
    expect(header).toContain(",Consent given,Marketing consent,Marketing consent since,");
    expect(row).toMatch(new RegExp(`,Withdrawn,\\d{4}-\\d{2}-\\d{2} ${withdrawnAt}:\\d{2},`));
  });
});
