/**
 * The tax tips e-mail, sent by staff to the confirmed subscribers.
 */
import { expect, test } from "../support/test";
import { staffAreaTests } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { signInAsStaff } from "../support/staff-session";
import { anonKey, apiUrl, waitForMail } from "../support/backend";

staffAreaTests();

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("staff send a tax tips e-mail by tapping; a confirmed subscriber gets it with an unsubscribe link", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A subscriber who confirmed the address from the e-mail's link.
    const subscriber = `tips-${Date.now()}@example.test`;
    const call = (name: string, body: unknown) =>
      fetch(`${apiUrl}/functions/v1/${name}`, {
        method: "POST",
        headers: { apikey: anonKey, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(
      (await call("submit-influencer-form", { firstName: "Tess", email: subscriber, agreeToTerms: true })).ok,
    ).toBe(true);
    const confirmation = await waitForMail(subscriber, 20_000, "Please confirm your e-mail address");
    const confirmLink = new URL(confirmation.text.match(/https?:\/\/\S+\/email\/confirm\?\S+/)![0]);
    expect(
      (
        await call("confirm-email", {
          id: confirmLink.searchParams.get("id"),
          token: confirmLink.searchParams.get("token"),
        })
      ).ok,
    ).toBe(true);

    await signInAsStaff(page, "tax-tips");
    await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /Leads/ }).tap();
    const tips = page.getByRole("region", { name: "Tax tips by e-mail" });
    await expect(tips.getByText(/^(\d+) (person|people) will receive it\.$/)).toBeVisible();
    // Nothing typed: the form says what it needs.
    await tips.getByRole("button", { name: "Send…" }).tap();
    await expect(tips.getByText("Give the e-mail a one-line subject of 3 to 150 characters")).toBeVisible();
    const subject = `Tax tips ${Date.now()}: the 31 January deadline`;
    await tips.getByLabel("Subject").fill(subject);
    await tips.getByLabel("Message").fill("Your return is due on 31 January.\n\nPay what you owe by the same day.");
    await tips.getByRole("button", { name: "Send…" }).tap();
    const dialog = page.getByRole("dialog", { name: /^Send this e-mail to \d+ (person|people)\?$/ });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "the tax tips confirmation");
    await dialog.getByRole("button", { name: "Send now" }).tap();
    await expect(page.getByText("Tax tips e-mail sent")).toBeVisible();
    await expect(tips.getByText(subject)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Sent 20 at a time by the schedule, behind every other confirmed address the tests made.
    const tip = await waitForMail(subscriber, 60_000, subject, { deliver: true });
    expect(tip.text).toContain("Dear Tess,");
    expect(tip.text).toContain("Pay what you owe by the same day.");
    expect(tip.text).toMatch(/Unsubscribe: https?:\/\/\S+\/email\/unsubscribe\?id=/);
  });
});
