/**
 * The firm's details in the staff area, on a phone, by tapping (issue 52): an admin with the second
 * factor changes the phone (a number that cannot be dialled is refused with the rule's words), confirms
 * a detail as written, and the launch checklist's count falls by both; an editor sees the details but
 * can change none of them.
 */
import { expect, test } from "../support/test";
import { staffAreaTests, expectNoSidewaysScroll } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { tapIntoStaffArea } from "../support/staff-session";
import { apiUrl, anonKey, createStaffUser, staffToken, totpCode } from "../support/backend";

staffAreaTests();

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** How many details the checklist says are still samples. */
const stillToConfirm = (text: string | null) => Number(/^(\d+) details? (is|are) still/.exec(text ?? "")?.[1]);

test("an admin changes the firm's phone and confirms its legal name, and the launch checklist falls by two", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await createStaffUser("firm-admin");
  const newPhone = `0113 496 ${String(Date.now() % 10_000).padStart(4, "0")}`;
  // The launch checklist first: how much is left, and where the firm's details are changed.
  await tapIntoStaffArea(page, "Launch checklist", admin);
  const remaining = page.getByRole("status").filter({ hasText: /left to replace or confirm/ });
  const leftBefore = Number(/^(\d+) items? (is|are) left/.exec((await remaining.textContent()) ?? "")?.[1]);
  expect(leftBefore).toBeGreaterThan(2);
  await expectNoAxeViolations(page, "the launch checklist");
  await expectNoSidewaysScroll(page, "the launch checklist");
  await page.getByRole("link", { name: "Edit in Firm details" }).tap();
  await expect(page.getByRole("heading", { level: 2, name: "Firm details" })).toBeVisible();

  const checklist = page.getByRole("status").filter({ hasText: /still the sample|nothing is left to confirm/ });
  await expect(checklist).toBeVisible();
  const before = stillToConfirm(await checklist.textContent());
  expect(before).toBeGreaterThan(2);

  const phone = page.getByLabel("Phone", { exact: true });
  await phone.fill("phone us");
  const save = page.getByRole("button", { name: "Save 1 change" });
  await save.tap();
  await expect(page.getByText("Enter a UK phone number that can be dialled, like 020 7946 0321.")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");

  await phone.fill(newPhone);
  await save.tap();
  await expect(page.getByText("Saved 1 change: the site is being updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "No changes to save" })).toBeDisabled();

  await page.getByRole("button", { name: "Confirm Legal name as written" }).tap();
  await expect(page.getByText("Confirmed: Legal name")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm Legal name as written" })).toHaveCount(0);
  // The phone replaced and the legal name confirmed: two fewer samples (the backend is the run's own).
  await expect(checklist).toContainText(`${before - 2} details are still the sample`);

  // Only what is left to confirm, for the practice manager going down the list.
  await page.getByLabel("Show only details to confirm").tap();
  await expect(phone).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "VAT number" })).toBeVisible();
  await expectNoAxeViolations(page, "the firm's details");
  await expectNoSidewaysScroll(page, "the firm's details");

  // The launch checklist falls by the two as well.
  await page.getByRole("navigation", { name: "Site content" }).getByRole("link", { name: "Launch checklist" }).tap();
  await expect(remaining).toContainText(`${leftBefore - 2} items are left to replace or confirm.`);

  // What the visitor's browser reads from the backend is the new phone.
  const rows = (await fetch(`${apiUrl}/rest/v1/firm_details?key=eq.phone&select=value,confirmed_at`, {
    headers: { apikey: anonKey },
  }).then((response) => response.json())) as { value: string; confirmed_at: string | null }[];
  expect(rows).toEqual([{ value: newPhone, confirmed_at: expect.any(String) }]);

  // Put the phone back as the other tests know it.
  const token = await staffToken(admin);
  const restored = await fetch(`${apiUrl}/rest/v1/rpc/save_firm_details`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ p_changes: { phone: "020 7946 0321" } }),
  });
  expect(restored.status).toBe(200);
});

test("an editor sees the firm's details and the launch checklist but can change none of them", async ({ page }) => {
  test.setTimeout(120_000);
  const editor = await createStaffUser("firm-editor", "editor");
  await page.goto("/knowledge/cms?view=firm");
  await page.getByLabel("E-mail address").fill(editor.email);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Sign in" }).tap();
  await page.getByLabel("6-digit code").fill(totpCode(editor.totpSecret));
  await page.getByRole("button", { name: "Confirm" }).tap();
  await expect(page.getByRole("heading", { level: 2, name: "Firm details" })).toBeVisible();
  await expect(page.getByText("Only an admin can change or confirm the firm's details.")).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: /^Confirm .* as written$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Save|No changes to save/ })).toHaveCount(0);

  // The database refuses it too, whatever the page offers.
  const token = await staffToken(editor);
  const refused = await fetch(`${apiUrl}/rest/v1/rpc/save_firm_details`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ p_changes: { phone: "0161 496 0000" } }),
  });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "42501", message: "Only admins can change the firm's details" });
});
