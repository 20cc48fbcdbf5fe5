/**
 * Reminders that reach the partner (issue 55, item 2): the morning digest and the reminder before a
 * call back are queued by the database's scheduler at their times, sent through the outbox and land
 * in the inbox. Time is moved in the database, never waited for: the scheduler's function is given
 * the moment (private.queue_lead_reminders(p_now), which pg_cron runs each minute with now()), and
 * the leads carry the timestamps of the days around Easter 2026, whose Good Friday and Easter Monday
 * are bank holidays in the fact registry.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callBackDay, formatDayName } from "#kernel/call-back-day.ts";
import { createUser, mail, sql, stack, type TestUser } from "../../support/stack";

let partner: TestUser;
let colleague: TestUser;
let writer: TestUser;
const run = Date.now().toString(36);
const person = (name: string) => `${name} ${run}`;

/** 07:30 on Tuesday 7 April 2026 in the UK (BST) is 06:30 UTC. */
const at = (iso: string) => new Date(iso).toISOString();
const queue = async (moment: string) =>
  Number((await sql<{ queued: number }>("select private.queue_lead_reminders($1) as queued", [moment]))[0]!.queued);

/** Has deliver-mail send what is due now, as pg_cron does every 30 seconds, and waits for the ids to settle. */
async function deliver(ids: string[]): Promise<Map<string, { status: string; last_error: string | null }>> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await fetch(`${stack().url}/functions/v1/deliver-mail`, {
      method: "POST",
      headers: { apikey: stack().anonKey, "Content-Type": "application/json" },
      body: "{}",
    });
    const rows = await sql<{ id: string; status: string; last_error: string | null }>(
      "select id, status, last_error from public.mail_outbox where id = any($1::uuid[])",
      [ids],
    );
    if (rows.every((row) => row.status !== "pending" && row.status !== "sending"))
      return new Map(rows.map((row) => [row.id, row]));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the outbox did not settle");
}

const digests = (userId: string) =>
  sql<{ id: string; digest_on: string; status: string; last_error: string | null }>(
    "select id, digest_on::text, status, last_error from public.mail_outbox where kind = 'lead_digest' and staff_user_id = $1 order by digest_on",
    [userId],
  );
const reminders = (contactId: string) =>
  sql<{ id: string; staff_user_id: string; status: string }>(
    "select id, staff_user_id, status from public.mail_outbox where kind = 'call_back_reminder' and contact_request_id = $1",
    [contactId],
  );

async function quote(first: string, owner: string | null, createdAt: string, extra = "") {
  const [row] = await sql<{ id: string }>(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range,
       package_type, awareness_price, insights_price, foresight_price, owner_id, created_at ${extra ? ", follow_up_on" : ""})
     values ($1, $2, $3, 'Retail', '£250,000 to £499,999', 'Insights', 297, 697, 1297, $4, $5 ${extra ? ", $6" : ""})
     returning id`,
    [first, run, `${first.toLowerCase()}-${run}@example.test`, owner, createdAt, ...(extra ? [extra] : [])],
  );
  return row!.id;
}

async function callBack(name: string, owner: string | null, createdAt: string, slot: string) {
  const [row] = await sql<{ id: string }>(
    `insert into public.contact_requests (name, email, phone, message, call_back, call_back_time, call_back_on, owner_id, created_at)
     values ($1, $2, '020 7946 0999', 'Please ring me about my VAT return.', true, $3, $4, $5, $6) returning id`,
    [
      name,
      `call-${run}-${Math.random().toString(36).slice(2)}@example.test`,
      slot,
      callBackDay(createdAt),
      owner,
      createdAt,
    ],
  );
  return row!.id;
}

let overdueQuote: string;
let unassignedCall: string;
let partnersCall: string;
let colleaguesQuote: string;

beforeAll(async () => {
  [partner, colleague, writer] = await Promise.all([
    createUser({ appMetadata: { role: "staff" }, staffRole: "editor", secondFactor: false }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "editor", secondFactor: false }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "writer", secondFactor: false }),
  ]);
  await sql("update public.staff_members set name = 'Priya Partner' where user_id = $1", [partner.id]);
  // Wednesday 1 April: a quote the partner has taken, whose answer was due on Thursday 2 April.
  overdueQuote = await quote("Olwen", partner.id, "2026-04-01T09:00:00Z");
  // Thursday 2 April: two call backs, promised for Tuesday 7 April (Good Friday, the weekend and
  // Easter Monday passed); one nobody has taken, one the partner has.
  unassignedCall = await callBack(person("Umar Unassigned"), null, "2026-04-02T13:00:00Z", "afternoon");
  partnersCall = await callBack(person("Pippa Partnered"), partner.id, "2026-04-02T13:05:00Z", "morning");
  // The colleague's own quote: never in the partner's digest.
  colleaguesQuote = await quote("Colm", colleague.id, "2026-04-01T10:00:00Z");
});

describe("a call back's day", () => {
  it("skips the Easter bank holidays, as the registry has them", async () => {
    const [row] = await sql<{ call_back_on: string }>(
      "select call_back_on::text from public.contact_requests where id = $1",
      [unassignedCall],
    );
    expect(row!.call_back_on).toBe("2026-04-07");
  });
});

describe("the morning digest", () => {
  it("waits for 7.30am, skips the weekend and the bank holiday, and on the working day reaches the inbox, ranked as Today", async () => {
    // Thursday 2 April, 07:29 BST: not yet.
    await queue(at("2026-04-02T06:29:00Z"));
    expect(await digests(partner.id)).toEqual([]);

    // Good Friday, 07:30: a weekday, so the database queues it, and the registry's holiday withholds it.
    await queue(at("2026-04-03T06:30:00Z"));
    const [goodFriday] = await digests(partner.id);
    expect(goodFriday?.digest_on).toBe("2026-04-03");
    await deliver([goodFriday!.id]);
    expect((await digests(partner.id))[0]).toMatchObject({
      status: "withheld",
      last_error: "Not sent: a bank holiday in England and Wales",
    });

    // Saturday and Easter Monday: nothing sent.
    await queue(at("2026-04-04T07:00:00Z"));
    await queue(at("2026-04-06T06:30:00Z"));
    const queuedBefore = await digests(partner.id);
    expect(queuedBefore.map((row) => row.digest_on)).toEqual(["2026-04-03", "2026-04-06"]);
    await deliver(queuedBefore.map((row) => row.id));
    expect((await digests(partner.id)).map((row) => row.status)).toEqual(["withheld", "withheld"]);

    // Tuesday 7 April, 07:30 BST: the digest, once however often the scheduler runs.
    expect(await queue(at("2026-04-07T06:30:00Z"))).toBeGreaterThan(0);
    await queue(at("2026-04-07T06:45:00Z"));
    const tuesday = (await digests(partner.id)).filter((row) => row.digest_on === "2026-04-07");
    expect(tuesday).toHaveLength(1);
    const settled = await deliver([tuesday[0]!.id]);
    expect(settled.get(tuesday[0]!.id)?.status).toBe("sent");

    const digest = await mail.waitFor({ to: partner.email, subject: "Your leads for Tuesday 7 April" }, 30_000);
    expect(digest.Subject).toMatch(/^Your leads for Tuesday 7 April: \d+ overdue, \d+ due today/);
    const text = digest.Text;
    expect(text).toContain("Good morning Priya Partner,");
    // Overdue first: the quote whose answer was due on Thursday, with its price; then today's call backs.
    const overdueAt = text.indexOf(`Olwen ${run}: Quote: Insights, £250,000 to £499,999`);
    const morningCallAt = text.indexOf(`${person("Pippa Partnered")}: Message:`);
    const afternoonCallAt = text.indexOf(`${person("Umar Unassigned")}: Message:`);
    expect(overdueAt).toBeGreaterThan(text.indexOf("OVERDUE"));
    expect(morningCallAt).toBeGreaterThan(text.indexOf("DUE TODAY"));
    expect(overdueAt).toBeLessThan(morningCallAt);
    expect(morningCallAt).toBeLessThan(afternoonCallAt);
    expect(text).toContain("£697.00 a month, £8,364 a year");
    expect(text).toContain("waiting 2 working days: answer was due Thursday 2 April");
    expect(text).toContain("Call back today: Tuesday 7 April, afternoon, 12 noon to 3pm");
    expect(text).toContain("Call: 020 7946 0999");
    expect(text).toContain(`/knowledge/cms?view=leads&quote=${overdueQuote}`);
    // The call back nobody has taken is said to be nobody's; the colleague's own quote is not there.
    expect(text.slice(afternoonCallAt).split("\n\n")[0]).toContain("Nobody has taken this lead yet.");
    expect(text).not.toContain(`Colm ${run}`);
    expect(digest.HTML).toContain(`href="tel:02079460999"`);

    // A writer works no leads and is sent nothing.
    expect(await digests(writer.id)).toEqual([]);
  });

  it("is not sent when there is nothing to say", async () => {
    // A Tuesday before any lead in the database, the day after a quote of the partner's that is to
    // be followed up later: each member's digest is queued, and the ranking finds nothing due.
    const [{ first }] = (await sql<{ first: string }>(
      `select least((select min(created_at) from public.quotes), (select min(created_at) from public.contact_requests),
                    (select min(created_at) from public.campaign_engagements))::date::text as first`,
    )) as [{ first: string }];
    const day = new Date(`${first}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 14 - ((day.getUTCDay() + 5) % 7)); // a Tuesday at least two weeks before
    const tuesday = day.toISOString().slice(0, 10);
    const monday = new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10);
    const later = new Date(day.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    await quote("Fintan", partner.id, `${monday}T12:00:00Z`, later);

    await queue(`${tuesday}T08:00:00Z`);
    const queued = [
      ...(await digests(partner.id)).filter((row) => row.digest_on === tuesday),
      ...(await digests(colleague.id)).filter((row) => row.digest_on === tuesday),
    ];
    expect(queued).toHaveLength(2);
    const settled = await deliver(queued.map((row) => row.id));
    for (const row of queued)
      expect(settled.get(row.id)).toMatchObject({ status: "withheld", last_error: "Not sent: nothing was due" });
    const dayName = formatDayName(tuesday);
    const sent = (await mail.list()).filter((message) => message.Subject.includes(dayName));
    expect(sent).toEqual([]);
  });
});

describe("the reminder before a call back", () => {
  it("goes half an hour before the slot, once, to the lead's owner, and to everyone who works leads while nobody has taken it", async () => {
    // The morning call back (9am to 12 noon), the partner's: not at 08:29 BST, then at 08:30, once.
    await queue(at("2026-04-07T07:29:00Z"));
    expect(await reminders(partnersCall)).toEqual([]);
    await queue(at("2026-04-07T07:30:00Z"));
    await queue(at("2026-04-07T07:50:00Z"));
    const morning = await reminders(partnersCall);
    expect(morning.map((row) => row.staff_user_id)).toEqual([partner.id]);
    await deliver(morning.map((row) => row.id));
    const toPartner = await mail.waitFor({ to: partner.email, subject: person("Pippa Partnered") }, 30_000);
    expect(toPartner.Subject).toBe(`Call back at 9am: ${person("Pippa Partnered")}, 020 7946 0999`);
    expect(toPartner.Text).toContain("When: Tuesday 7 April, morning, 9am to 12 noon");
    expect(toPartner.Text).toContain("Taken by: You");
    expect(toPartner.Text).toContain(`/knowledge/cms?view=leads&contact=${partnersCall}`);

    // The afternoon call back nobody has taken: from 11:30, to the partner and the colleague, not the writer.
    await queue(at("2026-04-07T10:29:00Z"));
    expect(await reminders(unassignedCall)).toEqual([]);
    await queue(at("2026-04-07T10:30:00Z"));
    await queue(at("2026-04-07T11:00:00Z"));
    const afternoon = await reminders(unassignedCall);
    const recipients = afternoon.map((row) => row.staff_user_id);
    expect(recipients).toEqual(expect.arrayContaining([partner.id, colleague.id]));
    expect(recipients).not.toContain(writer.id);
    expect(new Set(recipients).size).toBe(recipients.length);
    const mine = afternoon.filter((row) => row.staff_user_id === partner.id || row.staff_user_id === colleague.id);
    await deliver(mine.map((row) => row.id));
    for (const member of [partner, colleague]) {
      const reminder = await mail.waitFor({ to: member.email, subject: person("Umar Unassigned") }, 30_000);
      expect(reminder.Subject).toBe(`Call back at 12 noon: ${person("Umar Unassigned")}, 020 7946 0999`);
      expect(reminder.Text).toContain("Taken by: Nobody yet");
    }
    expect(await reminders(colleaguesQuote)).toEqual([]);
  });

  it("is not sent for a call back someone has already answered", async () => {
    const answered = await callBack(person("Ada Answered"), partner.id, "2026-04-02T13:10:00Z", "late_afternoon");
    await queue(at("2026-04-07T13:30:00Z"));
    const [queued] = await reminders(answered);
    await sql("update public.contact_requests set status = 'contacted' where id = $1", [answered]);
    await deliver([queued!.id]);
    expect((await reminders(answered))[0]!.status).toBe("withheld");
    // And a call back whose slot has ended is not reminded at all.
    const late = await callBack(person("Lou Late"), partner.id, "2026-04-02T13:15:00Z", "morning");
    await queue(at("2026-04-07T11:00:00Z"));
    expect(await reminders(late)).toEqual([]);
  });
});

describe("the schedule", () => {
  it("is the database's own job, every minute", async () => {
    const [job] = await sql<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'queue-lead-reminders'",
    );
    expect(job).toEqual({ schedule: "* * * * *", command: "select private.queue_lead_reminders()" });
  });
});
