import { FunctionsHttpError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { clientAddresses } from "../../../scripts/client-address.mjs";
import { anonClient, sql } from "../../support/stack";

const valid = {
  firstName: "Amara",
  lastName: "Okafor",
  email: "amara@example.test",
  revenue: "Under £50,000",
  industry: "Retail",
  package: "Insights",
};

/** Each call comes from its own address, so one test's submissions never use up another's limit. */
const fromNewClient = clientAddresses(21);

interface SubmitResult {
  status: number;
  body: { success: boolean; error?: string; data?: { id: string } };
}

async function submit(body: unknown, from = fromNewClient()): Promise<SubmitResult> {
  const { data, error } = await anonClient({ from }).functions.invoke("submit-quote", {
    body: body as Record<string, unknown>,
  });
  if (error instanceof FunctionsHttpError) {
    return {
      status: error.context.status as number,
      body: (await error.context.json()) as { success: boolean; error: string },
    };
  }
  if (error) throw error;
  return { status: 200, body: data as SubmitResult["body"] };
}

const quoteCount = async () => Number((await sql<{ n: string }>("select count(*) as n from public.quotes"))[0]!.n);

describe("submit-quote", () => {
  it("stores a valid request with all three prices set on the server and answers with its id", async () => {
    const response = await submit({ ...valid, email: "first@example.test", heroVariant: "b" });
    expect(response).toMatchObject({ status: 200, body: { success: true, data: { id: expect.any(String) } } });
    const id = response.body.data!.id;
    const [row] = await sql("select * from public.quotes where id = $1", [id]);
    expect(row).toMatchObject({
      contact_first_name: "Amara",
      contact_last_name: "Okafor",
      contact_email: "first@example.test",
      industry: "Retail",
      revenue_range: "Under £50,000",
      package_type: "Insights",
      awareness_price: "97.00",
      insights_price: "197.00",
      foresight_price: "307.00",
      hero_variant: "b",
      confirmation_sent_at: null,
    });
  });

  it("quotes 'Custom pricing' (null prices) for the largest revenue band, and ignores prices sent by the browser", async () => {
    const response = await submit({ ...valid, email: "big@example.test", revenue: "Over £2 million" });
    expect(response.status).toBe(200);
    const id = response.body.data!.id;
    const [row] = await sql(
      "select awareness_price, insights_price, foresight_price from public.quotes where id = $1",
      [id],
    );
    expect(row).toEqual({ awareness_price: null, insights_price: null, foresight_price: null });

    const tampered = await submit({ ...valid, email: "cheap@example.test", insights_price: 1 });
    expect(tampered.status).toBe(400);
  });

  const corpus: [string, unknown, RegExp][] = [
    ["an empty body", {}, /First name is required/],
    ["an array", [valid], /./],
    ["a string", "hello", /./],
    ["null", null, /./],
    ["a number for the first name", { ...valid, firstName: 42 }, /First name is required/],
    ["a blank first name", { ...valid, firstName: "   " }, /First name is required/],
    ["no last name", { ...valid, lastName: undefined }, /Last name is required/],
    ["a malformed e-mail", { ...valid, email: "not-an-email" }, /Please enter a valid email address/],
    ["an e-mail with a space", { ...valid, email: "a b@example.test" }, /Please enter a valid email address/],
    ["no revenue", { ...valid, revenue: "" }, /Expected revenue is required/],
    ["no industry", { ...valid, industry: "" }, /Industry is required/],
    ["an unknown package", { ...valid, package: "Platinum" }, /Package selection is required/],
    ["an unknown industry", { ...valid, industry: "Space mining" }, /choose your industry from the list/],
    ["an unknown revenue band", { ...valid, revenue: "£1" }, /choose your expected revenue from the list/],
    ["a 100 KB name", { ...valid, firstName: "x".repeat(100 * 1024) }, /too large|100 characters or fewer/],
    ["a 51-character name", { ...valid, firstName: "x".repeat(51) }, /First name must be 50 characters or fewer/],
    ["a link as a name", { ...valid, firstName: "Claim: https://evil.example" }, /First name can contain only letters/],
    [
      "SQL in the industry",
      { ...valid, industry: "Retail'; drop table public.quotes; --" },
      /choose your industry from the list/,
    ],
    [
      "HTML in the revenue",
      { ...valid, revenue: "<script>alert(1)</script>" },
      /choose your expected revenue from the list/,
    ],
    ["an unexpected field", { ...valid, isAdmin: true }, /./],
    ["a filled-in honeypot", { ...valid, website: "https://spam.example" }, /could not accept this request/],
    ["a bad headline variant", { ...valid, heroVariant: "c" }, /./],
  ];

  it.each(corpus)("refuses %s with a 4xx and a message, and writes nothing", async (_, body, message) => {
    const before = await quoteCount();
    const response = await submit(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toMatch(message);
    expect(await quoteCount()).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    const { url, anonKey } = (await import("../../support/stack")).stack();
    const before = await quoteCount();
    const response = await fetch(`${url}/functions/v1/submit-quote`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: "The request body must be valid JSON." });
    expect(await quoteCount()).toBe(before);
  });

  it("refuses SQL and HTML typed into names, and keeps a name's apostrophe as typed", async () => {
    const refused = await submit({
      ...valid,
      email: "bobby@example.test",
      lastName: "Robert'); drop table public.quotes; --<b>",
    });
    expect(refused.status).toBe(400);
    const name = "O'Brien";
    expect((await submit({ ...valid, email: "obrien@example.test", lastName: name })).status).toBe(200);
    const [row] = await sql("select contact_last_name from public.quotes where contact_email = 'obrien@example.test'");
    expect(row?.contact_last_name).toBe(name);
  });

  describe("rate limits", () => {
    beforeAll(async () => {
      await sql("delete from public.submission_attempts");
    });

    it("allows five requests an hour per e-mail address, then answers 429 and stores nothing", async () => {
      const email = "busy@example.test";
      for (let attempt = 0; attempt < 5; attempt++) expect((await submit({ ...valid, email })).status).toBe(200);
      const before = await quoteCount();
      const refused = await submit({ ...valid, email: "BUSY@example.test" });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/several quote requests/);
      expect(await quoteCount()).toBe(before);
    });

    it("allows twenty requests an hour from one address", async () => {
      const sameClient = fromNewClient();
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await submit({ ...valid, email: `client-${attempt}@example.test` }, sameClient)).status).toBe(200);
      }
      expect((await submit({ ...valid, email: "client-21@example.test" }, sameClient)).status).toBe(429);
    });

    it("keeps no e-mail or IP address in its records, only hashes", async () => {
      const rows = await sql<{ key_hash: string }>("select key_hash from public.submission_attempts");
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});
