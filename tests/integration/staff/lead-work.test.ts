/**
 * Working a lead (issue: the firm works each lead to an outcome): staff set a quote's, a
 * sign-up's or a contact request's status, owner and follow-up date and add notes; nothing else about the lead can be
 * changed; the owner must be staff; every change and note is recorded with who and when, and the
 * record cannot be edited. Visitors, signed-in users without the role and a user who calls
 * themselves staff in user_metadata change and read nothing, checked against the rows afterwards.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

let visitor: TestUser;
let pretender: TestUser;
let staff: TestUser;
let colleague: TestUser;
let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;

beforeAll(async () => {
  visitor = await createUser();
  pretender = await createUser({ userMetadata: { role: "staff" } });
  staff = await createUser({ appMetadata: { role: "staff" } });
  colleague = await createUser({ appMetadata: { role: "staff" } });
});

async function makeQuote(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type)
     values ('Work', 'Lead', $1, 'Retail', 'Under £50,000', 'Insights') returning id`,
    [`work-${unique()}@example.test`],
  );
  return row!.id;
}

async function makeSignup(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.campaign_engagements (campaign_id, email, first_name, consent_wording, consented_at)
     values ('influencer-tax-playbook', $1, 'Signup', 'I agree', now()) returning id`,
    [`work-signup-${unique()}@example.test`],
  );
  return row!.id;
}

async function makeContactRequest(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.contact_requests (name, email, phone, message, call_back, call_back_time)
     values ('Contact Lead', $1, '07700 900123', 'Please ring me about VAT.', true, 'morning') returning id`,
    [`work-contact-${unique()}@example.test`],
  );
  return row!.id;
}

const leads = [
  { table: "quotes", make: makeQuote, key: "quote_id" },
  { table: "campaign_engagements", make: makeSignup, key: "engagement_id" },
  { table: "contact_requests", make: makeContactRequest, key: "contact_request_id" },
] as const;

const outsiders: [string, () => SupabaseClient][] = [
  ["a visitor", () => anonClient()],
  ["a signed-in user", () => visitor.client],
  ["a user who calls themselves staff", () => pretender.client],
];

describe.each(leads)("working a lead in $table", ({ table, make, key }) => {
  it("lets staff set the status, the owner and the follow-up date, and records who and when", async () => {
    const id = await make();
    const { data, error } = await staff.client
      .from(table)
      .update({ status: "contacted", owner_id: colleague.id, follow_up_on: "2026-12-01" })
      .eq("id", id)
      .select("status, owner_id, follow_up_on, worked_by_email, worked_at");
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        status: "contacted",
        owner_id: colleague.id,
        follow_up_on: "2026-12-01",
        worked_by_email: staff.email,
      }),
    ]);
    const activity = await sql<{ kind: string; body: string; previous: string | null; actor_email: string }>(
      `select kind, body, previous, actor_email from public.lead_activity where ${key} = $1 order by kind`,
      [id],
    );
    expect(activity).toEqual([
      { kind: "follow_up", body: "2026-12-01", previous: null, actor_email: staff.email },
      { kind: "owner", body: colleague.email, previous: null, actor_email: staff.email },
      { kind: "status", body: "contacted", previous: "new", actor_email: staff.email },
    ]);
  });

  it("refuses staff changing anything else about the lead", async () => {
    const id = await make();
    const [before] = await sql(`select * from public.${table} where id = $1`, [id]);
    for (const change of [{ created_at: "2020-01-01T00:00:00Z" }, { worked_by_email: "someone@example.test" }]) {
      const { error } = await staff.client.from(table).update(change).eq("id", id);
      expect(error?.code, JSON.stringify(change)).toBe("42501");
    }
    const [after] = await sql(`select * from public.${table} where id = $1`, [id]);
    expect(after).toEqual(before);
  });

  it("refuses a status outside the list and an owner who is not staff, changing nothing", async () => {
    const id = await make();
    const bad = await staff.client.from(table).update({ status: "maybe" }).eq("id", id);
    expect(bad.error?.code).toBe("23514");
    const notStaff = await staff.client.from(table).update({ owner_id: visitor.id }).eq("id", id);
    expect(notStaff.error?.code).toBe("23514");
    const [row] = await sql<{ status: string; owner_id: string | null }>(
      `select status, owner_id from public.${table} where id = $1`,
      [id],
    );
    expect(row).toEqual({ status: "new", owner_id: null });
    expect(await sql(`select 1 from public.lead_activity where ${key} = $1`, [id])).toEqual([]);
  });

  it("lets staff add notes under their own name, and nobody edit or delete one", async () => {
    const id = await make();
    const added = await staff.client
      .from("lead_activity")
      .insert({ [key]: id, kind: "note", body: "  Called; sending a proposal.  " })
      .select("body, actor_id, actor_email")
      .single();
    expect(added.error).toBeNull();
    expect(added.data).toEqual({ body: "Called; sending a proposal.", actor_id: staff.id, actor_email: staff.email });

    const forged = await staff.client.from("lead_activity").insert({ [key]: id, kind: "status", body: "won" });
    expect(forged.error?.code).toBe("42501");
    const impersonated = await staff.client
      .from("lead_activity")
      .insert({ [key]: id, kind: "note", body: "x", actor_email: colleague.email });
    expect(impersonated.error?.code).toBe("42501");
    const empty = await staff.client.from("lead_activity").insert({ [key]: id, kind: "note", body: "   " });
    expect(empty.error?.code).toBe("23514");

    const edited = await staff.client.from("lead_activity").update({ body: "changed" }).eq(key, id);
    expect(edited.error?.code).toBe("42501");
    const deleted = await staff.client.from("lead_activity").delete().eq(key, id);
    expect(deleted.error?.code).toBe("42501");
    const notes = await sql<{ body: string }>(`select body from public.lead_activity where ${key} = $1`, [id]);
    expect(notes).toEqual([{ body: "Called; sending a proposal." }]);
  });

  it.each(outsiders)("lets %s change nothing, add no note and read no activity", async (_who, clientOf) => {
    const client = clientOf();
    const id = await make();
    await staff.client.from("lead_activity").insert({ [key]: id, kind: "note", body: "Staff only" });
    const [before] = await sql(`select * from public.${table} where id = $1`, [id]);

    const update = await client.from(table).update({ status: "won" }).eq("id", id).select();
    expect(update.error !== null || update.data?.length === 0).toBe(true);
    const note = await client.from("lead_activity").insert({ [key]: id, kind: "note", body: "Hello" });
    expect(note.error).not.toBeNull();
    const read = await client.from("lead_activity").select("body").eq(key, id);
    expect(read.error !== null || read.data?.length === 0).toBe(true);
    const staffList = await client.rpc("list_staff");
    expect(staffList.error).not.toBeNull();

    const [after] = await sql(`select * from public.${table} where id = $1`, [id]);
    expect(after).toEqual(before);
    expect(await sql(`select body from public.lead_activity where ${key} = $1`, [id])).toEqual([
      { body: "Staff only" },
    ]);
  });
});

describe("the staff list", () => {
  it("gives staff every member of staff and nobody else", async () => {
    const { data, error } = await staff.client.rpc("list_staff");
    expect(error).toBeNull();
    const emails = (data as { email: string }[]).map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining([staff.email, colleague.email]));
    expect(emails).not.toContain(visitor.email);
    expect(emails).not.toContain(pretender.email);
  });

  it("refuses anyone who is not staff with 42501", async () => {
    for (const [, clientOf] of outsiders.slice(1)) {
      const { error } = await clientOf().rpc("list_staff");
      expect(error?.code).toBe("42501");
    }
  });
});
