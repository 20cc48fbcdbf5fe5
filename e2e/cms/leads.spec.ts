/**
 * The leads dashboard: a new quote and the headline A/B counts, the CSV export and axe, the leads
 * as cards on a phone, and today's work first, ranked by what matters.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test";
import { staffAreaTests, visitor } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { signInAsStaff } from "../support/staff-session";
import { adminRest, anonKey, apiUrl, staffToken, waitForMail } from "../support/backend";

staffAreaTests();

test("the leads dashboard shows a new quote, moves the A/B counts, exports CSV and passes axe", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `dashboard-${Date.now()}@example.test`;
  const me = await signInAsStaff(page, "leads");
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
  const results = page.getByRole("table", { name: "Headline test results" });
  await expect(results).toBeVisible();
  const totalViews = async () => {
    let total = 0;
    for (const variant of ["A", "B"]) {
      const row = results.getByRole("row", { name: new RegExp(`Headline ${variant}`) });
      total += Number((await row.getByRole("cell").first().textContent())!.replace(/,/g, ""));
    }
    return total;
  };
  const viewsBefore = await totalViews();

  // A visitor opens the home page: its headline view is recorded. Every browser here shares one
  // address, whose hourly share of views the other tests' home pages may have used up: start it afresh.
  await adminRest("submission_attempts?scope=eq.hero:client", { method: "DELETE" });
  const home = await visitor(browser);
  const recorded = home.waitForResponse((response) => response.url().includes("/rest/v1/rpc/record_event"));
  await home.goto("/");
  expect((await recorded).ok()).toBe(true);
  await home.context().close();

  // A quote arrives through the submit-quote function, as the /quote form sends it.
  const submitted = await fetch(`${apiUrl}/functions/v1/submit-quote`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Dana",
      lastName: "Whitfield",
      email,
      revenue: "£100,000 to £249,999",
      industry: "Retail",
      package: "Foresight",
      heroVariant: "b",
      phone: "+44 7700 900123",
      message: "Please call after 4pm",
    }),
  });
  expect(submitted.ok).toBe(true);

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(totalViews).toBeGreaterThan(viewsBefore);
  await expect(page.getByRole("img", { name: /Views, quotes and conversion rate for each headline/ })).toBeVisible();
  // A handful of test views is no basis for a decision: the dashboard says so, with what is still
  // needed, and shows no chance at all until then.
  await expect(page.getByText(/^Too early to tell: the report says which headline is likely/)).toBeVisible();
  await expect(page.getByText(/^Still needed: \d+ more/)).toBeVisible();
  await expect(page.getByText(/chance of bringing more quote requests/)).toHaveCount(0);

  const quotes = page.getByRole("table", { name: "Quote requests, newest first" });
  // Listed, among the newest: other tests add quotes to the same backend at the same time.
  await expect(quotes.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await page.getByLabel("Search quotes").fill("whitfield");
  await expect(quotes.getByRole("row")).toHaveCount(2);
  await quotes.getByRole("button", { name: "Details of the quote from Dana Whitfield" }).click();
  await expect(quotes.getByText("Foresight: £497.00 (chosen)")).toBeVisible();
  await expect(quotes.getByText("Headline B")).toBeVisible();
  await expect(quotes.getByRole("link", { name: "+44 7700 900123" })).toHaveAttribute("href", "tel:+447700900123");
  await expect(quotes.getByText("Please call after 4pm")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /Leads/ })).toContainText(
    /\d+ new/,
  );

  // The partner works the lead: takes it with a follow-up date, notes the call, then marks it won.
  const work = quotes.getByRole("region", { name: "Work this lead" });
  await work.getByLabel("Owner").selectOption({ label: me.email });
  await work.getByLabel("Next follow-up").fill("2026-12-01");
  await work.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: Dana Whitfield")).toBeVisible();
  await expect(work.getByText(`Given to ${me.email}`)).toBeVisible();
  await work.getByLabel("Add a note").fill("Spoke to Dana: sending a proposal for Foresight.");
  await work.getByRole("button", { name: "Add note" }).click();
  await expect(work.getByText("Spoke to Dana: sending a proposal for Foresight.")).toBeVisible();
  await expect(work.getByLabel("Add a note")).toHaveValue("");
  await work.getByLabel("Status").selectOption({ label: "Won" });
  await work.getByRole("button", { name: "Save" }).click();
  await expect(work.getByText("Status: New → Won")).toBeVisible();
  await expect(work.getByText(`Last changed by ${me.email}`)).toBeVisible();
  await expect(quotes.getByRole("row").nth(1)).toContainText("Won");
  // The filters find it by its outcome and its owner, and hide it from the new leads.
  await page.getByLabel("Status", { exact: true }).first().selectOption({ label: "Won" });
  await expect(quotes.getByRole("row").nth(1)).toContainText(email);
  await page.getByLabel("Status", { exact: true }).first().selectOption({ label: "New" });
  await expect(page.getByText("No quote request matches these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await page.getByLabel("Search quotes").fill("whitfield");
  await expectNoAxeViolations(page, "the leads dashboard");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quote-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "");
  const [header, ...rows] = csv.trimEnd().split("\r\n");
  expect(header).toBe(
    "Received,First name,Last name,E-mail,Phone,Company,Industry,Expected revenue,Package,Awareness price,Insights price,Foresight price,Message,Headline seen,Confirmation sent,Reference,Status,Owner,Next follow-up,Notes and changes",
  );
  const row = rows.join("\r\n");
  // UK time, in the form spreadsheets read as a date and time.
  expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  expect(row).toContain(
    `Dana,Whitfield,${email},'+44 7700 900123,,Retail,"£100,000 to £249,999",Foresight,197,347,497,Please call after 4pm,B`,
  );
  expect(row).toContain(`,Won,${me.email},2026-12-01,"`);
  expect(row).toMatch(
    new RegExp(
      `\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} ${me.email}: Spoke to Dana: sending a proposal for Foresight\\.`,
    ),
  );
  expect(row).toContain(`${me.email}: Status: New → Won`);

  // Each of those looks at personal data is on record, under this partner's name.
  const accessLog = page.getByRole("region", { name: "Who opened leads" });
  await expect(accessLog.getByText(`${me.email} exported 1 quote request as CSV`)).toBeVisible();
  await expect(accessLog.getByText(`${me.email} opened a quote request's details`)).toBeVisible();
  await expect(accessLog.getByText(new RegExp(`${me.email} opened the leads \\(\\d+ shown\\)`)).first()).toBeVisible();

  await expect(page.getByRole("heading", { level: 3, name: "eBook sign-ups" })).toBeVisible();

  // The firm's notice of the quote links to it: the partner who opens the link sees its details.
  const notice = await waitForMail("enquiries@elmsteadpartners.co.uk", 30_000, "Dana Whitfield");
  const link = new URL(/Open the lead: (\S+)/.exec(notice.text)![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(quotes.getByText("Please call after 4pm")).toBeVisible();
  await expect(page.getByRole("button", { name: "Details of the quote from Dana Whitfield" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test("on a phone the leads read as cards, with nothing to scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `phone-leads-${Date.now()}@example.test`;
  const submitted = await fetch(`${apiUrl}/functions/v1/submit-quote`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Bronwen",
      lastName: "Hughes",
      email,
      revenue: "Under £50,000",
      industry: "Retail",
      package: "Awareness",
      message: "Mornings are best.",
    }),
  });
  expect(submitted.ok).toBe(true);

  await signInAsStaff(page);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Leads" }).click();
  const cards = page.getByRole("list", { name: "Quote requests, newest first" });
  const card = cards.getByRole("listitem").filter({ hasText: email });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Details of the quote from Bronwen Hughes" }).click();
  await expect(card.getByText("Mornings are best.")).toBeVisible();
  // The lead's actions work at this width too.
  const work = card.getByRole("region", { name: "Work this lead" });
  await work.getByLabel("Status").selectOption({ label: "Contacted" });
  await work.getByRole("button", { name: "Save" }).click();
  await expect(work.getByText("Status: New → Contacted")).toBeVisible();
  await expect(card).toContainText("Contacted");
  await expect(page.getByRole("table", { name: "Quote requests, newest first" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 3, name: "eBook sign-ups" })).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page, "the leads on a phone");
});

/** Eleven eBook sign-ups, the newest leads of Today's journey. */
const READERS = [
  ["Amira", "Hassan"],
  ["Ben", "Carter"],
  ["Chloe", "Evans"],
  ["Dev", "Patel"],
  ["Ella", "Morgan"],
  ["Finn", "Walsh"],
  ["Gita", "Shah"],
  ["Harry", "Lloyd"],
  ["Isla", "Reid"],
  ["Jack", "Turner"],
  ["Kemi", "Adeyemi"],
] as const;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // Both journeys want their lead at the top of Today, which every test's leads share: one after the
  // other, the ranked list's first (its browser's clock before the overdue follow-up's lead exists),
  // then the overdue follow-up (priced individually, so above the first journey's quote).
  test.describe.configure({ mode: "serial" });

  /**
   * The browser's clock is fixed at Tuesday 1 December 2026, 10:00, and the leads arrive before it:
   * the quote on Friday afternoon, the call back and eleven sign-ups on Monday. Leads other tests add
   * meanwhile arrive after this clock, so they are not yet due here.
   */
  test("Today puts a quote and a call back above many eBook sign-ups, with the price, the call's day and the wait", async ({
    page,
  }, testInfo) => {
    const run = Date.now();
    const quoteEmail = `today-quote-${run}@example.test`;
    await adminRest("quotes", {
      method: "POST",
      body: JSON.stringify({
        contact_first_name: "Priya",
        contact_last_name: "Raman",
        contact_email: quoteEmail,
        contact_phone: "07700 900111",
        company_name: "Raman Interiors Ltd",
        industry: "Retail",
        revenue_range: "£250,000 to £499,999",
        package_type: "Foresight",
        awareness_price: 297,
        insights_price: 497,
        foresight_price: 697,
        // Friday 27 November, after lunch: the answer was due on Monday.
        created_at: "2026-11-27T16:30:00Z",
      }),
    });
    await adminRest("contact_requests", {
      method: "POST",
      body: JSON.stringify({
        name: "Owen Price",
        email: `today-call-${run}@example.test`,
        phone: "07700 900222",
        message: "Please ring about payroll for our new café.",
        call_back: true,
        call_back_time: "afternoon",
        // Monday 30 November: the call is due on Tuesday afternoon.
        created_at: "2026-11-30T09:10:00Z",
      }),
    });
    await adminRest("campaign_engagements", {
      method: "POST",
      body: JSON.stringify(
        READERS.map(([first, last], index) => {
          // Monday 30 November, every five minutes from 10:00, after the call back: the newest leads of all.
          const at = new Date(Date.UTC(2026, 10, 30, 10, index * 5)).toISOString();
          return {
            campaign_id: "influencer-tax-playbook",
            email: `today-reader-${index}-${run}@example.test`,
            first_name: first,
            last_name: last,
            consent_wording: "Send me The Influencer's Tax Playbook.",
            consented_at: at,
            created_at: at,
          };
        }),
      ),
    });

    await page.clock.setFixedTime(new Date("2026-12-01T10:00:00Z"));
    await signInAsStaff(page, "today");
    const today = page.getByRole("list", { name: "Today's work, most urgent first" });
    const cards = today.getByRole("listitem");
    const quote = cards.filter({ hasText: "Priya Raman" });
    const call = cards.filter({ hasText: "Owen Price" });

    // The quote on the first screen, with its price and how long Priya has waited for the promised answer.
    await expect(quote).toBeInViewport();
    await expect(quote).toContainText("New quote request");
    await expect(quote).toContainText("Quote: Foresight, £250,000 to £499,999");
    await expect(quote).toContainText("£697.00 a month, £8,364 a year");
    await expect(quote).toContainText("waiting 2 working days: answer was due Monday 30 November");
    await expect(quote.getByRole("link", { name: "Call 07700 900111" })).toHaveAttribute("href", "tel:07700900111");

    // The call back with its day and time in words.
    await expect(call).toContainText("Call back today: Tuesday 1 December, afternoon, 12 noon to 3pm");
    await expect(call).toContainText("waiting 1 working day: call today");

    // Both above every sign-up shown; the sign-ups that do not fit are summarised, and nothing else is.
    const texts = await cards.allTextContents();
    const at = (name: string) => texts.findIndex((text) => text.includes(name));
    const readers = READERS.map(([first, last]) => at(`${first} ${last}`)).filter((index) => index >= 0);
    expect(at("Priya Raman")).toBeGreaterThanOrEqual(0);
    expect(at("Priya Raman")).toBeLessThan(at("Owen Price"));
    for (const reader of readers) expect(at("Owen Price")).toBeLessThan(reader);
    await expect(page.getByText(/^And \d+ more new eBook sign-ups? in the lists below\.$/)).toBeVisible();

    await testInfo.attach("today-on-a-phone", { body: await page.screenshot(), contentType: "image/png" });
    await expectNoAxeViolations(page, "today ranked on a phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a partner opens on today's work: the overdue follow-up first, on screen, with a tap to call and to its details", async ({
    page,
  }) => {
    const email = `overdue-${Date.now()}@example.test`;
    const submitted = await fetch(`${apiUrl}/functions/v1/submit-quote`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Ffion",
        lastName: "Overdue",
        email,
        phone: "07700 900987",
        // Priced individually, the largest businesses: worth more than any other overdue lead on the shared desk.
        revenue: "Over £2 million",
        industry: "Retail",
        package: "Foresight",
      }),
    });
    expect(submitted.ok).toBe(true);
    const { data } = (await submitted.json()) as { data: { id: string } };
    // A partner said they would follow up on the first Monday of 2021, and did not: overdue, and the most valuable.
    const worked = await fetch(`${apiUrl}/rest/v1/quotes?id=eq.${data.id}`, {
      method: "PATCH",
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${await staffToken()}`,
        "Content-Type": "application/json",
        Prefer: "return=minimal",
      },
      body: JSON.stringify({ status: "contacted", follow_up_on: "2021-01-04" }),
    });
    expect(worked.status).toBe(204);

    await signInAsStaff(page, "partner");
    const today = page.getByRole("list", { name: "Today's work, most urgent first" });
    const first = today.getByRole("listitem").first();
    await expect(first).toContainText("Follow-up overdue: it was due Monday 4 January");
    await expect(first).toContainText("Ffion Overdue");
    await expect(first).toContainText("Quote: Foresight, Over £2 million");
    await expect(first).toContainText("Custom pricing: the largest businesses, priced individually");
    await expect(first).toBeInViewport();
    await expect(first.getByRole("link", { name: "Call 07700 900987" })).toHaveAttribute("href", "tel:07700900987");
    await expect(first.getByRole("link", { name: "E-mail Ffion Overdue" })).toHaveAttribute("href", `mailto:${email}`);
    await first.getByRole("link", { name: "Open Ffion Overdue's details" }).tap();
    const card = page
      .getByRole("list", { name: "Quote requests, newest first" })
      .getByRole("listitem")
      .filter({ hasText: email });
    await expect(card.getByRole("button", { name: "Details of the quote from Ffion Overdue" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(card.getByRole("region", { name: "Work this lead" })).toBeInViewport();
    await expectNoAxeViolations(page, "today's work on a phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
