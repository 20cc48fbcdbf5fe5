/**
 * A partner's calendar of leads: on a phone, under Your calendar in the leads, they make their
 * private link, see it once with how to subscribe from Google or Outlook, and the link serves their
 * call back as iCalendar to a calendar that sends no key; a new link ends the old one.
 */
import { expect, test } from "../support/test";
import { staffAreaTests } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { signInAsStaff } from "../support/staff-session";
import { anonKey, apiUrl } from "../support/backend";

staffAreaTests();

test.use({ viewport: { width: 390, height: 844 } });

test("a partner makes their calendar link, subscribes to it, and a new one ends the old", async ({
  page,
}, testInfo) => {
  // A name of letters only, new each run.
  const name = `Cal Endar${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
  const asked = await fetch(`${apiUrl}/functions/v1/submit-contact`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      name,
      email: `calendar-${Date.now()}@example.test`,
      phone: "07700 900321",
      message: "Please call me about my accounts.",
      callBack: true,
      callBackTime: "morning",
    }),
  });
  expect(asked.ok, await asked.clone().text()).toBe(true);

  await signInAsStaff(page, "calendar", "editor");
  await expect(page.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
  const section = page.getByRole("region", { name: "Your calendar" });
  await expect(section.getByText("You have no calendar link yet.")).toBeVisible();
  await section.getByRole("button", { name: "Make my calendar link" }).click();

  const field = section.getByRole("textbox", { name: "Your calendar link" });
  await expect(field).toHaveValue(/\/functions\/v1\/calendar-feed\?token=[A-Za-z0-9_-]{43}$/);
  await expect(section.getByRole("heading", { name: "Subscribe from Google or Outlook" })).toBeVisible();
  await expect(section.getByText(/shown only this once/)).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  await testInfo.attach("calendar-link-on-a-phone", { body: await page.screenshot(), contentType: "image/png" });
  await expectNoAxeViolations(page, "the calendar link on a phone");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // What Google or Outlook fetches: no key, no token but the link's.
  const link = await field.inputValue();
  const feed = await fetch(link);
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect((await feed.text()).replace(/\r\n /g, "")).toContain(`SUMMARY:Call back ${name} (nobody has taken this lead)`);

  await section.getByRole("button", { name: "Make a new calendar link" }).click();
  await expect(field).not.toHaveValue(link);
  expect((await fetch(link)).status).toBe(404);
  expect((await fetch(await field.inputValue())).status).toBe(200);
});
