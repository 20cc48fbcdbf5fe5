/**
 * What the privacy notice promises, held to the database: staff export everything about one person
 * and erase it, leaving the address in no column of any table; visitors and users who are not
 * staff can do neither; every export and erasure is in the audit trail under a keyed hash only;
 * and retention deletes what has been kept the notice's periods, which are the code's.
 */
import { createHash } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { retentionMonths } from "#kernel/retention.ts";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

let visitor: TestUser;
let staff: TestUser;
let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;

beforeAll(async () => {
  visitor = await createUser();
  staff = await createUser({ appMetadata: { role: "staff" } });
});

/** A quote, a sign-up, a contact request, notes and the e-mails they queued, for one person. */
async function person(): Promise<string> {
  const email = `Subject.${unique()}@Example.test`;
  const [quote] = await sql<{ id: string }>(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, message)
     values ('Erin', 'Subject', $1, 'Retail', 'Under £50,000', 'Insights', 'Call me') returning id`,
    [email],
  );
  await sql("select public.record_campaign_signup('influencer-tax-playbook', $1, 'Erin', '', 'I agree')", [
    email.toLowerCase(),
  ]);
  await staff.client.from("lead_activity").insert({ quote_id: quote!.id, kind: "note", body: "Rang Erin" });
  const [contact] = await sql<{ id: string }>(
    `insert into public.contact_requests (name, email, phone, message, call_back, call_back_time)
     values ('Erin Subject', $1, '07700 900789', 'Please ring about probate', true, 'morning') returning id`,
    [email],
  );
  await staff.client
    .from("lead_activity")
    .insert({ contact_request_id: contact!.id, kind: "note", body: "Left a voicemail" });
  return email;
}

/**
 * Every row, in every table of every schema, with the text anywhere in a text or JSON column. Each
 * table is read whole once, and only a table holding the text has its columns searched one by one.
 */
async function rowsHolding(text: string): Promise<string[]> {
  const columns = await sql<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
       and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_schema, table_name, column_name } of columns) {
    const table = `"${table_schema}"."${table_name}"`;
    tables.set(table, [...(tables.get(table) ?? []), column_name]);
  }
  const found: string[] = [];
  for (const [table, names] of tables) {
    const [whole] = await sql<{ n: number }>(`select count(*)::int as n from ${table} t where t::text ilike $1`, [
      `%${text}%`,
    ]);
    if (whole!.n === 0) continue;
    for (const column of names) {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from ${table} where "${column}"::text ilike $1`,
        [`%${text}%`],
      );
      if (row!.n > 0) found.push(`${table.replaceAll('"', "")}.${column}`);
    }
  }
  return found;
}

describe("subject access and erasure", () => {
  it("gives staff everything held about one person, whatever the case of the address, and audits it", async () => {
    const email = await person();
    const { data, error } = await staff.client.rpc("export_personal_data", { p_email: email.toUpperCase() });
    expect(error).toBeNull();
    expect(data.email).toBe(email.toLowerCase());
    expect(data.quotes).toEqual([expect.objectContaining({ contact_email: email, message: "Call me" })]);
    expect(data.ebook_signups).toEqual([expect.objectContaining({ email: email.toLowerCase() })]);
    expect(data.consent_history).toEqual([expect.objectContaining({ action: "given", wording: "I agree" })]);
    expect(data.contact_requests).toEqual([
      expect.objectContaining({
        email,
        phone: "07700 900789",
        message: "Please ring about probate",
        call_back: true,
        call_back_time: "morning",
      }),
    ]);
    expect(data.notes_and_changes.map((note: { body: string }) => note.body).sort()).toEqual([
      "Left a voicemail",
      "Rang Erin",
    ]);
    expect(data.emails.map((mail: { kind: string }) => mail.kind).sort()).toEqual([
      "contact_confirmation",
      "contact_to_firm",
      "quote_confirmation",
      "quote_to_firm",
      "signup_confirmation",
      "signup_to_firm",
    ]);
    expect(data.unsubscribed_from_marketing).toBe(false);
    const audit = await sql<{ action: string; subject_hash: string; actor_email: string }>(
      "select action, subject_hash, actor_email from public.personal_data_audit order by created_at desc limit 1",
    );
    expect(audit).toEqual([
      { action: "export", subject_hash: expect.stringMatching(/^[0-9a-f]{64}$/), actor_email: staff.email },
    ]);
  });

  it("erases every row holding the person's data, leaving the address nowhere, and records it by hash", async () => {
    const email = await person();
    const other = await person();
    // A note on someone else's lead that mentions the address.
    const [otherQuote] = await sql<{ id: string }>("select id from public.quotes where contact_email = $1", [other]);
    await staff.client
      .from("lead_activity")
      .insert({ quote_id: otherQuote!.id, kind: "note", body: `Referred by ${email.toUpperCase()}.` });

    const { data, error } = await staff.client.rpc("erase_personal_data", { p_email: email });
    expect(error).toBeNull();
    expect(data).toEqual({
      quotes: 1,
      ebook_signups: 1,
      contact_requests: 1,
      notes_and_changes: 2,
      emails: 6,
      notes_redacted: 1,
      submission_attempts: 0,
    });
    expect(await rowsHolding(email)).toEqual([]);
    expect(await rowsHolding(email.split("@")[0]!)).toEqual([]);
    const [note] = await sql<{ body: string }>(
      "select body from public.lead_activity where quote_id = $1 and body like 'Referred%'",
      [otherQuote!.id],
    );
    expect(note!.body).toBe("Referred by [erased].");
    // The other person is untouched.
    expect(await sql("select 1 from public.quotes where contact_email = $1", [other])).toHaveLength(1);
    const [audit] = await sql<{ action: string; counts: Record<string, number> }>(
      "select action, counts from public.personal_data_audit order by created_at desc limit 1",
    );
    expect(audit).toEqual({ action: "erase", counts: data });
    // No marketing reaches the address again: it stays suppressed, by keyed hash only.
    const [suppressed] = await sql<{ held: boolean; may_send: boolean }>(
      `select exists (select 1 from public.marketing_suppressions where subject_hash = private.subject_hash($1)) as held,
              public.may_send_marketing($1) as may_send`,
      [email],
    );
    expect(suppressed).toEqual({ held: true, may_send: false });
  });

  it("keeps a consent record's client address only as a keyed hash, which hashing every address cannot reverse", async () => {
    const email = `keyed-${unique()}@example.test`;
    const unkeyed = createHash("sha256").update("consent:203.0.113.9").digest("hex");
    await sql(
      "select public.record_campaign_signup('influencer-tax-playbook', $1, 'Kit', '', 'I agree', '/knowledge/influencer-tax-playbook', $2)",
      [email, unkeyed],
    );
    const [record] = await sql<{ client_hash: string }>(
      `select c.client_hash from public.consent_records c join public.campaign_engagements e on e.id = c.engagement_id
       where e.email = $1`,
      [email],
    );
    expect(record!.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.client_hash).not.toBe(unkeyed);
    expect(record!.client_hash).not.toBe(createHash("sha256").update(unkeyed).digest("hex"));
  });

  const outsiders: [string, () => SupabaseClient][] = [
    ["a visitor", () => anonClient()],
    ["a signed-in user who is not staff", () => visitor.client],
  ];

  it.each(outsiders)("refuses %s both, changing nothing", async (_who, clientOf) => {
    const email = await person();
    for (const fn of ["export_personal_data", "erase_personal_data"]) {
      const { data, error } = await clientOf().rpc(fn, { p_email: email });
      expect(data, fn).toBeNull();
      expect(error?.code, fn).toBe("42501");
    }
    expect(await sql("select 1 from public.quotes where contact_email = $1", [email])).toHaveLength(1);
    expect(await sql("select 1 from public.campaign_engagements where email = $1", [email.toLowerCase()])).toHaveLength(
      1,
    );
    expect(await sql("select 1 from public.contact_requests where email = $1", [email])).toHaveLength(1);
  });

  it("refuses something that is not an e-mail address", async () => {
    for (const bad of ["", "not-an-address", "%@%.%x y"]) {
      const { error } = await staff.client.rpc("erase_personal_data", { p_email: bad });
      expect(error?.code, bad).toBe("22023");
    }
  });

  it("keeps the audit trail from being written or changed through the API", async () => {
    const insert = await staff.client
      .from("personal_data_audit")
      .insert({ action: "erase", subject_hash: "0".repeat(64) });
    expect(insert.error?.code).toBe("42501");
    const remove = await staff.client.from("personal_data_audit").delete().neq("action", "x");
    expect(remove.error?.code).toBe("42501");
  });
});

describe("retention", () => {
  it("holds the periods the privacy notice states", async () => {
    const rows = await sql<{ data: string; months: number }>("select data, months from private.retention_periods");
    expect(Object.fromEntries(rows.map((row) => [row.data, row.months]))).toEqual(retentionMonths);
  });

  it("deletes contact requests kept past their period, keeping those that became clients and recent ones", async () => {
    const old = `retention-contact-old-${unique()}@example.test`;
    const won = `retention-contact-won-${unique()}@example.test`;
    const recent = `retention-contact-recent-${unique()}@example.test`;
    await sql(
      `insert into public.contact_requests (name, email, message, status, created_at)
       values ('Old', $1, 'Hello', 'new', now() - interval '25 months'),
              ('Won', $2, 'Hello', 'won', now() - interval '3 years'),
              ('Recent', $3, 'Hello', 'contacted', now() - interval '23 months')`,
      [old, won, recent],
    );
    const [{ counts } = { counts: {} }] = await sql<{ counts: Record<string, number> }>(
      "select private.apply_retention() as counts",
    );
    expect(counts.contact_requests).toBeGreaterThanOrEqual(1);
    expect(
      (
        await sql<{ email: string }>("select email from public.contact_requests where email = any($1)", [
          [old, won, recent],
        ])
      )
        .map((row) => row.email)
        .sort(),
    ).toEqual([recent, won].sort());
  });

  it("deletes quotes, sign-ups and events kept past their period, keeping won quotes and recent ones", async () => {
    const old = `retention-old-${unique()}@example.test`;
    const won = `retention-won-${unique()}@example.test`;
    const recent = `retention-recent-${unique()}@example.test`;
    const quote = (email: string, age: string, status = "new") =>
      sql(
        `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, status, created_at)
         values ('Keep', 'Ing', $1, 'Retail', 'Under £50,000', 'Awareness', $2, now() - $3::interval)`,
        [email, status, age],
      );
    await quote(old, "3 years");
    await quote(won, "3 years", "won");
    await quote(recent, "1 month");
    await sql(
      `insert into public.campaign_engagements (campaign_id, email, first_name, consent_wording, consented_at, created_at)
       values ('influencer-tax-playbook', $1, 'Old', 'I agree', now() - interval '3 years', now() - interval '3 years'),
              ('influencer-tax-playbook', $2, 'Recent', 'I agree', now() - interval '1 month', now() - interval '3 years')`,
      [old, recent],
    );
    await sql(
      "insert into public.analytics_events (name, variant, path, created_at) values ('hero_view', 'a', '/retention-test', now() - interval '25 months')",
    );

    const [{ counts } = { counts: {} }] = await sql<{ counts: Record<string, number> }>(
      "select private.apply_retention() as counts",
    );
    expect(counts.quotes).toBeGreaterThanOrEqual(1);
    expect(
      await sql("select contact_email from public.quotes where contact_email = any($1) order by 1", [
        [old, won, recent],
      ]),
    ).toEqual(
      [{ contact_email: recent }, { contact_email: won }].sort((a, b) =>
        a.contact_email.localeCompare(b.contact_email),
      ),
    );
    expect(await sql("select email from public.campaign_engagements where email = any($1)", [[old, recent]])).toEqual([
      { email: recent },
    ]);
    expect(await sql("select 1 from public.analytics_events where path = '/retention-test'")).toEqual([]);
  });

  it("deletes a sign-up once its owner withdrew consent, keeping the suppression, and old records of who opened leads", async () => {
    const withdrawn = `retention-withdrawn-${unique()}@example.test`;
    const resubscribed = `retention-again-${unique()}@example.test`;
    const [one, two] = await sql<{ id: string }>(
      `insert into public.campaign_engagements (campaign_id, email, first_name, consent_wording, consented_at)
       values ('influencer-tax-playbook', $1, 'Gone', 'I agree', now()), ('influencer-tax-playbook', $2, 'Back', 'I agree', now())
       returning id`,
      [withdrawn, resubscribed],
    );
    const record = (id: string, action: string, ago: string) =>
      sql(
        `insert into public.consent_records (engagement_id, action, wording, wording_version, created_at)
         values ($1, $2, 'I agree', repeat('0', 64), now() - $3::interval)`,
        [id, action, ago],
      );
    await record(one!.id, "given", "2 days");
    await record(one!.id, "withdrawn", "1 day");
    await record(two!.id, "given", "3 days");
    await record(two!.id, "withdrawn", "2 days");
    await record(two!.id, "given", "1 day");
    await sql("insert into public.marketing_suppressions (subject_hash) values (private.subject_hash($1))", [
      withdrawn,
    ]);
    await sql(
      `insert into public.staff_access_log (action, row_count, created_at)
       values ('opened_leads', 1, now() - interval '7 years'), ('opened_leads', 2, now() - interval '1 year')`,
    );

    const [{ counts } = { counts: {} }] = await sql<{ counts: Record<string, number> }>(
      "select private.apply_retention() as counts",
    );
    expect(
      await sql("select email from public.campaign_engagements where email = any($1)", [[withdrawn, resubscribed]]),
    ).toEqual([{ email: resubscribed }]);
    expect(
      await sql("select 1 from public.marketing_suppressions where subject_hash = private.subject_hash($1)", [
        withdrawn,
      ]),
    ).toHaveLength(1);
    expect(counts.staff_access_log).toBeGreaterThanOrEqual(1);
    expect(
      await sql("select row_count from public.staff_access_log where created_at < now() - interval '6 years'"),
    ).toEqual([]);
    expect(await sql("select 1 from public.staff_access_log where row_count = 2")).not.toEqual([]);
  });

  it("runs daily on the database's own schedule", async () => {
    expect(await sql("select schedule, command from cron.job where jobname = 'apply-retention'")).toEqual([
      { schedule: "15 3 * * *", command: "select private.apply_retention()" },
    ]);
  });
});
