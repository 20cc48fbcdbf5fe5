/**
 * Getting in touch: a visitor on a phone taps 'Contact Us' on the home page, asks for a call back
 * at a time that suits, and is told when the firm will ring; the person's copy and the firm's
 * notice arrive; a member of staff finds the request in the leads dashboard and works it.
 */
import { callBackDay, formatDayName } from "../supabase/functions/_shared/kernel/call-back-day.ts";
import { type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { authFromOwnAddress, createStaffUser, totpCode, waitForMail } from "./support/backend";
import { expect, test } from "./support/test";

const FIRM = "enquiries@elmsteadpartners.co.uk"; // MAIL_TO_STAFF in supabase/functions/.env.example

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a visitor taps 'Contact Us', asks for a call back, sees when the firm will ring, and staff find the lead", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `call-back-${Date.now()}@example.test`;
    await page.goto("/");
    await page.getByRole("link", { name: "Contact Us" }).tap();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Talk to an accountant or solicitor" })).toBeVisible();
    const details = page.getByRole("complementary", { name: "Other ways to reach us" });
    await expect(details.getByRole("link", { name: /Book a consultation/ })).toHaveAttribute("target", "_blank");

    // Asking for a call back needs a number and a time.
    await page.getByLabel("Your name").fill("Grace Mensah");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("How can we help?").fill("We are opening a second shop in March and need payroll.");
    await page.getByRole("checkbox", { name: "Request a call back" }).tap();
    await page.getByRole("button", { name: "Request a call back" }).tap();
    await expect(page.getByText("Please give a phone number for us to call you back on")).toBeVisible();
    await expect(page.getByText("Please choose when suits you for a call back")).toBeVisible();
    await expectNoAxeViolations(page, "the contact form with errors");

    await page.getByLabel("Phone number").fill("07700 900456");
    await page.getByRole("radio", { name: "Afternoon, 12 noon to 3pm" }).tap();
    await page.getByRole("button", { name: "Request a call back" }).tap();
    await expect(page.getByRole("heading", { name: "Thank you, Grace Mensah" })).toBeFocused();
    await expect(
      page.getByText("We will call you on 07700 900456 on the next working day (afternoon, 12 noon to 3pm)."),
    ).toBeVisible();
    await expectNoAxeViolations(page, "the contact page's confirmation");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const copy = await waitForMail(email, 30_000);
    // The day the person was told: the next working day after today, in the UK.
    const day = formatDayName(callBackDay(new Date().toISOString()));
    expect(copy.text).toContain(`Call back: Yes: ${day}, afternoon, 12 noon to 3pm`);
    const notice = await waitForMail(FIRM, 30_000, "Call back requested: Grace Mensah");
    expect(notice.text).toContain("Phone: 07700 900456");

    // A member of staff, on their own phone, finds the request and marks it contacted.
    const staffPage: Page = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    ).newPage();
    await authFromOwnAddress(staffPage);
    const me = await createStaffUser("contact");
    await staffPage.goto("/knowledge/cms");
    await staffPage.getByLabel("E-mail address").fill(me.email);
    await staffPage.getByLabel("Password").fill(me.password);
    await staffPage.getByRole("button", { name: "Sign in" }).tap();
    await staffPage.getByLabel("6-digit code").fill(totpCode(me.totpSecret));
    await staffPage.getByRole("button", { name: "Confirm" }).tap();
    await staffPage.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /Leads/ }).tap();
    const cards = staffPage.getByRole("list", { name: "Contact requests, newest first" });
    const card = cards.getByRole("listitem").filter({ hasText: email });
    await expect(card).toContainText(`Call back: ${day}, afternoon, 12 noon to 3pm`);
    await expect(card.getByRole("link", { name: "Call 07700 900456" })).toHaveAttribute("href", "tel:07700900456");
    await card.getByRole("button", { name: "Details of the contact request from Grace Mensah" }).tap();
    await expect(card.getByText("We are opening a second shop in March and need payroll.")).toBeVisible();
    const work = card.getByRole("region", { name: "Work this lead" });
    await work.getByLabel("Status").selectOption({ label: "Contacted" });
    await work.getByRole("button", { name: "Save" }).tap();
    await expect(work.getByText("Status: New → Contacted")).toBeVisible();
    await expectNoAxeViolations(staffPage, "contact requests on a phone");
  });
});
