/**
 * Two of a person's rights, with their mechanisms (the privacy notice's "Rectification" and
 * "Restriction"): staff who work leads correct a name, an e-mail address or a phone, recorded in the
 * lead's history without the old value; and restrict a lead, which then cannot be worked and gets no
 * marketing until the restriction is lifted. Writers and outsiders can do neither.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

let staff: TestUser;
let counter = 0;
const unique = () => `${Date.now().toString(36)}-${++counter}`;

beforeAll(async () => {
  staff = await createUser({ appMetadata: { role: "staff" } });
});

async function quote(): Promise<{ id: string; email: string }> {
  const email = `rights-${unique()}@example.test`;
  const [row] = await sql<{ id: string }>(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, contact_phone, industry, revenue_range, package_type)
     values ('Jon', 'Smyth', $1, '07700 900111', 'Retail', 'Under £50,000', 'Insights') returning id`,
    [email],
  );
  return { id: row!.id, email };
}

const history = async (quoteId: string) =>
  sql<{ kind: string; body: string; actor_email: string }>(
    "select kind, body, actor_email from public.lead_activity where quote_id = $1 order by created_at",
    [quoteId],
  );

describe("rectification", () => {
  it("corrects a person's details and records which, by whom, without the old values", async () => {
    const lead = await quote();
    const { error } = await staff.client.rpc("correct_lead", {
      p_kind: "quote",
      p_id: lead.id,
      p_details: { last_name: "Smith", email: "jon.smith@example.test", phone: "07700 900222", first_name: "Jon" },
    });
    expect(error).toBeNull();
    const [row] = await sql("select contact_last_name, contact_email, contact_phone from public.quotes where id = $1", [
      lead.id,
    ]);
    expect(row).toEqual({
      contact_last_name: "Smith",
      contact_email: "jon.smith@example.test",
      contact_phone: "07700 900222",
    });
    // An unchanged first name is not a correction; the old values are kept nowhere in the history.
    expect(await history(lead.id)).toEqual([
      { kind: "correction", body: "last name, e-mail address, phone", actor_email: staff.email },
    ]);
    expect(await sql("select 1 from public.lead_activity where body ilike $1", [`%${lead.email}%`])).toEqual([]);
  });

  it("refuses an empty name, a bad address or phone, an unknown detail and a sign-up's address, changing nothing", async () => {
    const lead = await quote();
    const [signup] = await sql<{ id: string }>(
      "select public.record_campaign_signup('influencer-tax-playbook', $1, 'Ola', '', 'I agree') as id",
      [`rights-signup-${unique()}@example.test`],
    );
    for (const [kind, id, details] of [
      ["quote", lead.id, { first_name: " " }],
      ["quote", lead.id, { email: "not an address" }],
      ["quote", lead.id, { phone: "call me" }],
      ["quote", lead.id, { status: "won" }],
      ["signup", signup!.id, { email: "other@example.test" }],
      ["nothing", lead.id, { first_name: "Jo" }],
    ] as const) {
      const { error } = await staff.client.rpc("correct_lead", { p_kind: kind, p_id: id, p_details: details });
      expect(error?.code, JSON.stringify(details)).toBe("22023");
    }
    expect(
      await sql("select contact_first_name, contact_email, status from public.quotes where id = $1", [lead.id]),
    ).toEqual([{ contact_first_name: "Jon", contact_email: lead.email, status: "new" }]);
    expect(await history(lead.id)).toEqual([]);
  });
});

describe("restriction", () => {
  it("keeps a restricted lead from being worked or sent marketing until it is lifted, each step in its history", async () => {
    const lead = await quote();
    expect(
      (await staff.client.rpc("restrict_lead", { p_kind: "quote", p_id: lead.id, p_restricted: true })).error,
    ).toBeNull();
    const worked = await staff.client.from("quotes").update({ status: "contacted" }).eq("id", lead.id);
    expect({ status: worked.status, code: worked.error?.code }).toEqual({ status: 409, code: "PT409" });
    expect((await sql("select status from public.quotes where id = $1", [lead.id]))[0]).toEqual({ status: "new" });

    // A confirmed subscriber, restricted, leaves the tax tips' audience.
    const email = `rights-tips-${unique()}@example.test`;
    const [signup] = await sql<{ id: string }>(
      "select public.record_campaign_signup('influencer-tax-playbook', $1, 'Ola', '', 'I agree') as id",
      [email],
    );
    await sql("update public.campaign_engagements set marketing_confirmed_at = now() where id = $1", [signup!.id]);
    const audience = async () => (await staff.client.rpc("marketing_audience")).data as number;
    const before = await audience();
    await staff.client.rpc("restrict_lead", { p_kind: "signup", p_id: signup!.id, p_restricted: true });
    expect(await audience()).toBe(before - 1);
    await staff.client.rpc("restrict_lead", { p_kind: "signup", p_id: signup!.id, p_restricted: false });
    expect(await audience()).toBe(before);

    expect(
      (await staff.client.rpc("restrict_lead", { p_kind: "quote", p_id: lead.id, p_restricted: false })).error,
    ).toBeNull();
    expect((await staff.client.from("quotes").update({ status: "contacted" }).eq("id", lead.id)).error).toBeNull();
    expect((await history(lead.id)).map((item) => `${item.kind} ${item.body}`)).toEqual([
      "restriction restricted",
      "restriction lifted",
      "status contacted",
    ]);
  });

  it("is refused, as correction is, to writers, visitors and users who are not staff", async () => {
    const lead = await quote();
    const writer = await createUser({ appMetadata: { role: "staff" }, staffRole: "writer" });
    const outsider = await createUser();
    for (const client of [writer.client, outsider.client, anonClient()]) {
      const restricted = await client.rpc("restrict_lead", { p_kind: "quote", p_id: lead.id, p_restricted: true });
      expect(restricted.error).not.toBeNull();
      const corrected = await client.rpc("correct_lead", {
        p_kind: "quote",
        p_id: lead.id,
        p_details: { first_name: "Mallory" },
      });
      expect(corrected.error).not.toBeNull();
    }
    expect(await sql("select contact_first_name, restricted_at from public.quotes where id = $1", [lead.id])).toEqual([
      { contact_first_name: "Jon", restricted_at: null },
    ]);
  });
});
