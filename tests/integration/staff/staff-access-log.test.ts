/**
 * Who looked at personal data (issue 16, item 6): the staff area records opening the leads, one
 * lead's details and each export; the database takes who and when from the token, staff read the
 * log, and nobody writes, changes or deletes it through the API.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

let staff: TestUser;
let quoteId: string;
let contactId: string;

beforeAll(async () => {
  staff = await createUser({ appMetadata: { role: "staff" } });
  const [quote] = await sql<{ id: string }>(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, hero_variant)
     values ('Logged', 'Lead', $1, 'Retail', 'Under £50,000', 'Insights', 'a') returning id`,
    [`logged-${Date.now()}@example.test`],
  );
  quoteId = quote!.id;
  const [contact] = await sql<{ id: string }>(
    `insert into public.contact_requests (name, email, message) values ('Logged Contact', $1, 'Hello') returning id`,
    [`logged-contact-${Date.now()}@example.test`],
  );
  contactId = contact!.id;
});

const entries = async (actor: string) =>
  sql<{ action: string; quote_id: string | null; row_count: number | null; actor_email: string }>(
    "select action, quote_id, row_count, actor_email from public.staff_access_log where actor_id = $1 order by created_at",
    [actor],
  );

describe("the staff access log", () => {
  it("records what a member of staff opened and exported, under their own name", async () => {
    for (const [action, lead, rows] of [
      ["opened_leads", null, 12],
      ["opened_quote", quoteId, null],
      ["exported_quotes", null, 12],
    ] as const) {
      const { error } = await staff.client.rpc("record_staff_access", {
        p_action: action,
        p_lead_id: lead,
        p_rows: rows,
      });
      expect(error).toBeNull();
    }
    expect(await entries(staff.id)).toEqual([
      { action: "opened_leads", quote_id: null, row_count: 12, actor_email: staff.email },
      { action: "opened_quote", quote_id: quoteId, row_count: null, actor_email: staff.email },
      { action: "exported_quotes", quote_id: null, row_count: 12, actor_email: staff.email },
    ]);
    const { data } = await staff.client.from("staff_access_log").select("action").eq("actor_id", staff.id);
    expect(data).toHaveLength(3);
  });

  it("records opening a contact request and exporting them, linked to the request", async () => {
    const contactStaff = await createUser({ appMetadata: { role: "staff" } });
    for (const [action, lead, rows] of [
      ["opened_contact", contactId, null],
      ["exported_contacts", null, 3],
    ] as const) {
      const { error } = await contactStaff.client.rpc("record_staff_access", {
        p_action: action,
        p_lead_id: lead,
        p_rows: rows,
      });
      expect(error).toBeNull();
    }
    expect(
      await sql(
        "select action, contact_request_id, row_count from public.staff_access_log where actor_id = $1 order by created_at",
        [contactStaff.id],
      ),
    ).toEqual([
      { action: "opened_contact", contact_request_id: contactId, row_count: null },
      { action: "exported_contacts", contact_request_id: null, row_count: 3 },
    ]);
  });

  it("refuses an unknown action, a lead that does not exist or of the other kind, and a count out of range", async () => {
    const before = (await entries(staff.id)).length;
    for (const [action, lead, rows] of [
      ["read_everything", null, null],
      ["opened_quote", "00000000-0000-4000-8000-000000000000", null],
      ["opened_signup", quoteId, null],
      ["opened_quote", null, null],
      ["opened_contact", quoteId, null],
      ["opened_quote", contactId, null],
      ["exported_signups", null, -1],
    ] as const) {
      const { error } = await staff.client.rpc("record_staff_access", {
        p_action: action,
        p_lead_id: lead,
        p_rows: rows,
      });
      expect(error?.code).toBe("22023");
    }
    expect(await entries(staff.id)).toHaveLength(before);
  });

  it("lets nobody write, change or delete the log through the API, and visitors and non-staff read none", async () => {
    const outsider = await createUser();
    const before = Number((await sql("select count(*)::int as n from public.staff_access_log"))[0]!.n);
    for (const client of [outsider.client, anonClient()]) {
      const { error } = await client.rpc("record_staff_access", {
        p_action: "opened_leads",
        p_lead_id: null,
        p_rows: 1,
      });
      expect(error).not.toBeNull();
      const { data } = await client.from("staff_access_log").select("id");
      expect(data ?? []).toEqual([]);
    }
    for (const client of [staff.client, outsider.client, anonClient()]) {
      const { error } = await client
        .from("staff_access_log")
        .insert({ action: "opened_leads", actor_email: "someone@else.test" });
      expect(error).not.toBeNull();
      await client.from("staff_access_log").update({ actor_email: "someone@else.test" }).eq("actor_id", staff.id);
      await client.from("staff_access_log").delete().eq("actor_id", staff.id);
    }
    expect(Number((await sql("select count(*)::int as n from public.staff_access_log"))[0]!.n)).toBe(before);
    expect(new Set((await entries(staff.id)).map((entry) => entry.actor_email))).toEqual(new Set([staff.email]));
  });
});
