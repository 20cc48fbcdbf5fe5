/**
 * Answering a person's request about their data: download everything held about them, then erase it.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test";
import { staffAreaTests } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { signInAsStaff } from "../support/staff-session";
import { anonKey, apiUrl } from "../support/backend";

staffAreaTests();

test("staff answer a person's request: download everything held about them, then erase it after confirming", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `request-${Date.now()}@example.test`;
  const submitted = await fetch(`${apiUrl}/functions/v1/submit-quote`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Rhiannon",
      lastName: "Price",
      email,
      revenue: "Under £50,000",
      industry: "Retail",
      package: "Insights",
    }),
  });
  expect(submitted.ok).toBe(true);

  const me = await signInAsStaff(page, "requests");
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /Leads/ }).click();
  const requests = page.getByRole("region", { name: "Personal data requests" });
  await requests.getByLabel("Their e-mail address").fill("not an address");
  await requests.getByRole("button", { name: "Download what we hold" }).click();
  await expect(requests.getByText("Enter an e-mail address, like name@example.co.uk")).toBeVisible();

  await requests.getByLabel("Their e-mail address").fill(email.toUpperCase());
  // A page the person can read, every field named, times in UK time, nothing of the system's workings.
  const readable = page.waitForEvent("download");
  await requests.getByRole("button", { name: "Download what we hold" }).click();
  const page1 = await readable;
  expect(page1.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.html$/);
  const documentHtml = await readFile((await page1.path())!, "utf8");
  expect(documentHtml).toContain(`The personal data Elmstead Partners holds about ${email.toLowerCase()}`);
  expect(documentHtml).toContain("<dt>First name</dt><dd>Rhiannon</dd>");
  expect(documentHtml).not.toContain("contact_email");
  const shown = await page.context().newPage();
  await shown.setContent(documentHtml);
  await expect(shown.getByRole("heading", { level: 2, name: "Quote requests" })).toBeVisible();
  await expectNoAxeViolations(shown, "the personal data document");
  await shown.close();
  // And the same data as a file for them to keep or take elsewhere.
  const data = page.waitForEvent("download");
  await requests.getByRole("button", { name: "Download as data (JSON)" }).click();
  const file = await data;
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const held = JSON.parse(await readFile((await file.path())!, "utf8")) as { quotes: { contact_email: string }[] };
  expect(held.quotes.map((quote) => quote.contact_email)).toEqual([email]);
  // The trail, newest first, names who and when but never the address.
  const trail = requests.getByRole("listitem");
  await expect(trail.first()).toContainText(`Exported by ${me.email} (1 record)`);
  await expect(requests).not.toContainText(email, { ignoreCase: true });

  await requests.getByRole("button", { name: "Erase…" }).click();
  const dialog = page.getByRole("dialog", { name: `Erase everything about ${email.toUpperCase()}?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "the erasure confirmation");
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  // The quote, its two e-mails and the rate limit's note of the address.
  await expect(page.getByText(`Erased 4 records about ${email.toUpperCase()}.`)).toBeVisible();
  await expect(trail.first()).toContainText(`Erased by ${me.email} (4 records)`);
  await page.getByLabel("Search quotes").fill(email);
  // Whether or not other tests have left quotes on this stack, this one is gone.
  await expect(page.getByText(/^(No quote request matches these filters|No quote requests yet)\.$/)).toBeVisible();
});
