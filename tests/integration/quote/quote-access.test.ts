import { describe, expect, it } from "vitest";
import { anonClient, createUser, sql } from "../../support/stack";

async function makeQuote(email = `access-${Date.now()}@example.test`): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, awareness_price, insights_price, foresight_price)
     values ('Jo', 'Bloggs', $1, 'Retail', 'Under £50,000', 'Awareness', 97, 197, 307) returning id`,
    [email],
  );
  return row!.id;
}

describe("who can reach quotes", () => {
  it("refuses anon every operation on the quotes table", async () => {
    const id = await makeQuote();
    const anon = anonClient();
    const select = await anon.from("quotes").select("*");
    expect(select.error?.code).toBe("42501");
    const insert = await anon.from("quotes").insert({
      contact_first_name: "x",
      contact_last_name: "y",
      contact_email: "x@y.z",
      industry: "Retail",
      revenue_range: "Under £50,000",
      package_type: "Awareness",
    });
    expect(insert.error?.code).toBe("42501");
    const update = await anon.from("quotes").update({ contact_email: "hijack@example.test" }).eq("id", id);
    expect(update.error?.code).toBe("42501");
    const remove = await anon.from("quotes").delete().eq("id", id);
    expect(remove.error?.code).toBe("42501");
    const [row] = await sql("select contact_email from public.quotes where id = $1", [id]);
    expect(row?.contact_email).toMatch(/^access-/);
  });

  it("lets anon read the price table but not change it, and refuses it the rate-limit records", async () => {
    // Public since the prices by band are (decision 021); a quote's prices are still set by the server.
    expect((await anonClient().from("quote_prices").select("monthly_price")).data?.length).toBeGreaterThan(0);
    const change = await anonClient().from("quote_prices").update({ monthly_price: 1 }).gt("monthly_price", 0).select();
    expect(change.error?.code).toBe("42501");
    expect((await anonClient().from("submission_attempts").select("*")).error?.code).toBe("42501");
    const slot = await anonClient().rpc("take_submission_slots", {
      attempts: [{ scope: "quote:email", key_hash: "anon-probe", max: 1, per: "1 hour" }],
    });
    expect(slot.error?.code).toBe("42501");
    const [attempts] = await sql<{ count: number }>(
      "select count(*)::int as count from public.submission_attempts where key_hash = 'anon-probe'",
    );
    expect(attempts?.count).toBe(0);

    const quoteId = await makeQuote();
    const before = await sql("select id, status, attempts from public.mail_outbox where quote_id = $1 order by kind", [
      quoteId,
    ]);
    for (const [name, args] of [
      ["claim_mail", { message_ids: null }],
      ["finish_mail", { message_id: quoteId, failure: null }],
      ["retry_mail", { message_id: quoteId }],
    ] as const) {
      const call = await anonClient().rpc(name, args);
      expect(call.error?.code, name).toBe("42501");
    }
    expect((await anonClient().from("mail_outbox").select("*")).error?.code).toBe("42501");
    expect(
      await sql("select id, status, attempts from public.mail_outbox where quote_id = $1 order by kind", [quoteId]),
    ).toEqual(before);
  });

  it("shows a signed-in user who is not staff no quotes, and staff all of them", async () => {
    await makeQuote();
    const visitor = await createUser();
    const { data: none, error } = await visitor.client.from("quotes").select("id");
    expect(error).toBeNull();
    expect(none).toEqual([]);
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const { data: all } = await staff.client.from("quotes").select("id");
    expect(all!.length).toBeGreaterThan(0);
  });

  it("does not treat user_metadata as a staff claim", async () => {
    await makeQuote();
    const pretender = await createUser({ userMetadata: { role: "staff" } });
    const { data } = await pretender.client.from("quotes").select("id");
    expect(data).toEqual([]);
  });

  it("get_quote returns exactly the one quote asked for, and nothing for an unknown or expired id", async () => {
    const mine = await makeQuote("mine@example.test");
    await makeQuote("someone-else@example.test");
    const { data, error } = await anonClient().rpc("get_quote", { quote_id: mine });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: mine, contact_email: "mine@example.test", awareness_price: 97 });

    const unknown = await anonClient().rpc("get_quote", { quote_id: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.data).toEqual([]);

    const old = await makeQuote("old@example.test");
    await sql("update public.quotes set created_at = now() - interval '31 days' where id = $1", [old]);
    expect((await anonClient().rpc("get_quote", { quote_id: old })).data).toEqual([]);
  });

  it("answers a malformed id with an error, not a quote", async () => {
    const { data, error } = await anonClient().rpc("get_quote", { quote_id: "1 or 1=1" });
    expect(data).toBeNull();
    expect(error?.code).toBe("22P02");
  });
});
