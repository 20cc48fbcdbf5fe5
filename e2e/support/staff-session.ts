/** Signing a member of staff into the staff area as a partner does: password, then the authenticator's code. */
import { type Page } from "@playwright/test";
import { expect } from "./test";
import type { StaffRole } from "../../supabase/functions/_shared/kernel/schemas/staff-change.ts";
import { createStaffUser, staff, type StaffAccount, totpCode } from "./backend";

export async function signIn(page: Page, email = staff.email, password = staff.password) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Gives the authenticator app's current code on the staff area's second-factor screen. */
export async function giveCode(page: Page, secret: string) {
  await page.getByLabel("6-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
}

/** Signs in a member of staff of the test's own (createStaffUser says why), with password and code. */
export async function signInAsStaff(page: Page, label = "staff", role: StaffRole = "admin"): Promise<StaffAccount> {
  const me = await createStaffUser(label, role);
  await page.goto("/knowledge/cms");
  await signIn(page, me.email, me.password);
  await giveCode(page, me.totpSecret);
  // The articles, or on a phone for staff who work leads, the leads (today's work first).
  await expect(page.getByRole("heading", { level: 2, name: /^(Articles|Leads)$/ })).toBeVisible();
  return me;
}

/**
 * On a phone, by tapping: signs a member of staff of the test's own in with password and code and
 * opens a view of the staff area from its navigation, as a partner would (the firm's content through
 * the Site content tab).
 */
export async function tapIntoStaffArea(page: Page, view: string, account: StaffAccount): Promise<void> {
  await page.goto("/knowledge/cms");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).tap();
  await page.getByLabel("6-digit code").fill(totpCode(account.totpSecret));
  await page.getByRole("button", { name: "Confirm" }).tap();
  // The firm's content is under Site content, which opens on the launch checklist.
  const contentView = CONTENT_VIEWS.includes(view);
  await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: contentView ? "Site content" : view, exact: true })
    .tap();
  if (contentView) {
    await expect(page.getByRole("heading", { level: 2, name: "Launch checklist" })).toBeVisible();
    if (view !== "Launch checklist")
      await page.getByRole("navigation", { name: "Site content" }).getByRole("link", { name: view, exact: true }).tap();
  }
  await expect(page.getByRole("heading", { level: 2, name: view })).toBeVisible();
}

/** The views under the staff area's Site content tab. */
const CONTENT_VIEWS = ["Launch checklist", "Firm details", "People", "Prices", "Testimonials"];
