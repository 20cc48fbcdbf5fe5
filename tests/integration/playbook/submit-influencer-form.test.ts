import { createHash } from "node:crypto";
import { FunctionsHttpError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { CONSENT_WORDING } from "#kernel/schemas/influencer-signup.ts";
import { clientAddresses } from "../../../scripts/client-address.mjs";
import { anonClient, sql, stack } from "../../support/stack";

const CAMPAIGN = "influencer-tax-playbook";

const valid = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.test",
  agreeToTerms: true,
};

/** Each call comes from its own address, so one test's submissions never use up another's limit. */
const fromNewClient = clientAddresses(22);

interface Result {
  status: number;
  body: { success: boolean; error?: string; code?: string; downloadToken?: string };
}

async function submit(body: unknown, from = fromNewClient()): Promise<Result> {
  const { data, error } = await anonClient({ from }).functions.invoke("submit-influencer-form", {
    body: body as Record<string, unknown>,
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Result["body"] };
  }
  if (error) throw error;
  return { status: 200, body: data as Result["body"] };
}

interface Row extends Record<string, unknown> {
  campaign_id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  consent_wording: string;
  consented_at: Date;
  downloaded_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Signs up, and gives the token the browser gets for this sign-up's download tracking. */
async function signUpFor(email: string, from = fromNewClient()): Promise<string> {
  const response = await submit({ ...valid, email }, from);
  expect(response.status).toBe(200);
  expect(response.body.downloadToken).toMatch(/^[0-9a-f]{64}$/);
  return response.body.downloadToken!;
}

const rowsFor = (email: string) =>
  sql<Row>("select * from public.campaign_engagements where lower(email) = lower($1)", [email]);
const rowCount = async () =>
  Number((await sql<{ n: string }>("select count(*) as n from public.campaign_engagements"))[0]!.n);

describe("submit-influencer-form: sign-up", () => {
  it("stores a sign-up with the exact consent wording and the time it was given", async () => {
    const before = Date.now();
    const response = await submit({ ...valid, email: "consent@example.test" });
    const after = Date.now();
    expect(response).toEqual({
      status: 200,
      body: { success: true, downloadToken: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const rows = await rowsFor("consent@example.test");
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      campaign_id: CAMPAIGN,
      email: "consent@example.test",
      first_name: "Priya",
      last_name: "Shah",
      consent_wording: "I agree to receive occasional tax tips and updates via email",
      downloaded_at: null,
    });
    expect(row.consent_wording).toBe(CONSENT_WORDING);
    expect(row.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.consented_at.getTime()).toBeLessThanOrEqual(after + 1000);
  });

  it("accepts a sign-up without a last name", async () => {
    const response = await submit({ firstName: "Kai", email: "kai@example.test", agreeToTerms: true });
    expect(response.status).toBe(200);
    const [row] = await rowsFor("kai@example.test");
    expect(row).toMatchObject({ first_name: "Kai", last_name: null });
  });

  it("keeps one row per e-mail: a repeat sign-up, in any letter case, keeps the name and adds to the consent history", async () => {
    const { error } = await anonClient({ from: fromNewClient() }).functions.invoke("submit-influencer-form", {
      body: { ...valid, email: "repeat@example.test" },
      headers: { referer: "http://127.0.0.1:5173/resources/influencers-tax-playbook?ref=x" },
    });
    expect(error).toBeNull();
    const [first] = await rowsFor("repeat@example.test");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await submit({ ...valid, firstName: "Priyanka", lastName: "", email: "Repeat@Example.test" })).status).toBe(
      200,
    );
    const rows = await rowsFor("repeat@example.test");
    expect(rows).toHaveLength(1);
    // Someone else typing this address cannot rename the person.
    expect(rows[0]).toMatchObject({
      first_name: valid.firstName,
      last_name: valid.lastName,
      email: "repeat@example.test",
    });
    expect(rows[0]!.consented_at.getTime()).toBeGreaterThan(first!.consented_at.getTime());
    expect(rows[0]!.created_at).toEqual(first!.created_at);
    const history = await sql<{
      action: string;
      wording: string;
      wording_version: string;
      page: string | null;
      client_hash: string;
    }>(
      `select action, wording, wording_version, page, client_hash from public.consent_records c
       join public.campaign_engagements e on e.id = c.engagement_id where e.email = 'repeat@example.test' order by c.created_at`,
    );
    expect(history).toEqual([
      {
        action: "given",
        wording: CONSENT_WORDING,
        wording_version: createHash("sha256").update(CONSENT_WORDING).digest("hex"),
        page: "/resources/influencers-tax-playbook",
        client_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      expect.objectContaining({ action: "given", page: null }),
    ]);
    // Different connections, different hashes; never the address itself.
    expect(history[0]!.client_hash).not.toBe(history[1]!.client_hash);
    expect(await sql("select 1 from public.consent_records where client_hash like '127.%'")).toEqual([]);
  });

  const corpus: [string, unknown, RegExp][] = [
    ["no consent", { ...valid, agreeToTerms: undefined }, /^You must agree to the terms to download$/],
    ["consent refused", { ...valid, agreeToTerms: false }, /^You must agree to the terms to download$/],
    ["consent as a string", { ...valid, agreeToTerms: "true" }, /^You must agree to the terms to download$/],
    ["an empty body", {}, /First name is required/],
    ["no first name", { ...valid, firstName: undefined }, /^First name is required$/],
    ["a blank first name", { ...valid, firstName: "   " }, /^First name is required$/],
    ["a malformed e-mail", { ...valid, email: "not-an-email" }, /^Please enter a valid email address$/],
    ["an e-mail with a space", { ...valid, email: "a b@example.test" }, /^Please enter a valid email address$/],
    ["no e-mail", { ...valid, email: undefined }, /^Please enter a valid email address$/],
    ["a 100 KB name", { ...valid, firstName: "x".repeat(100 * 1024) }, /too large|100 characters or fewer/],
    ["a 51-character last name", { ...valid, lastName: "x".repeat(51) }, /Last name must be 50 characters or fewer/],
    ["a link as a name", { ...valid, firstName: "Claim: https://evil.example" }, /First name can contain only letters/],
    ["an array", [valid], /./],
    ["null", null, /./],
    ["an unexpected field", { ...valid, isAdmin: true }, /./],
    ["a filled-in honeypot", { ...valid, website: "https://spam.example" }, /could not accept this request/],
    ["a bad download flag", { ...valid, downloaded: "yes" }, /./],
  ];

  it.each(corpus)("refuses %s with a 4xx and a message, and writes nothing", async (_, body, message) => {
    const before = await rowCount();
    const response = await submit(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toMatch(message);
    expect(await rowCount()).toBe(before);
  });

  it("answers a missing consent with 400 and stores no row for that address", async () => {
    const response = await submit({ ...valid, email: "no-consent@example.test", agreeToTerms: false });
    expect(response.status).toBe(400);
    expect(await rowsFor("no-consent@example.test")).toEqual([]);
  });

  it("refuses a body that is not JSON", async () => {
    const { url, anonKey } = stack();
    const before = await rowCount();
    const response = await fetch(`${url}/functions/v1/submit-influencer-form`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
      body: '{ "firstName": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: "The request body must be valid JSON." });
    expect(await rowCount()).toBe(before);
  });

  it("refuses SQL and HTML typed into names, and keeps a name's apostrophe as typed", async () => {
    const refused = await submit({ ...valid, email: "bobby@example.test", firstName: "Robert'); drop table x; --<b>" });
    expect(refused.status).toBe(400);
    expect((await submit({ ...valid, email: "obrien@example.test", firstName: "O'Brien" })).status).toBe(200);
    const [row] = await rowsFor("obrien@example.test");
    expect(row?.first_name).toBe("O'Brien");
  });
});

describe("submit-influencer-form: download tracking", () => {
  it("stamps downloaded_at on the existing sign-up, each time, and creates nothing", async () => {
    const email = "downloader@example.test";
    const downloadToken = await signUpFor(email);
    const before = await rowCount();

    const first = await submit({ email, firstName: "Priya", lastName: "Shah", downloaded: true, downloadToken });
    expect(first).toEqual({ status: 200, body: { success: true } });
    const [afterFirst] = await rowsFor(email);
    expect(afterFirst!.downloaded_at).toBeInstanceOf(Date);
    expect(Math.abs(afterFirst!.downloaded_at!.getTime() - Date.now())).toBeLessThan(10_000);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await submit({
      email: "DOWNLOADER@example.test",
      firstName: "Priya",
      lastName: "",
      downloaded: true,
      downloadToken,
    });
    expect(again.status).toBe(200);
    const [afterSecond] = await rowsFor(email);
    expect(afterSecond!.downloaded_at!.getTime()).toBeGreaterThan(afterFirst!.downloaded_at!.getTime());
    expect(afterSecond).toMatchObject({ first_name: "Priya", last_name: "Shah", consent_wording: CONSENT_WORDING });
    expect(await rowCount()).toBe(before);
  });

  it("keeps the download time when the same person signs up again", async () => {
    const email = "returning@example.test";
    const downloadToken = await signUpFor(email);
    await submit({ email, downloaded: true, downloadToken });
    const [downloaded] = await rowsFor(email);
    await submit({ ...valid, email, firstName: "Pri" });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ first_name: valid.firstName });
    expect(row!.downloaded_at).toEqual(downloaded!.downloaded_at);
  });

  it("answers an address that never signed up exactly as one that did, and creates nothing", async () => {
    // Otherwise anyone could ask whether a named person is on the firm's list.
    const before = await rowCount();
    const response = await submit({
      email: "stranger@example.test",
      firstName: "Sam",
      downloaded: true,
      downloadToken: "0".repeat(64),
    });
    expect(response).toEqual({ status: 200, body: { success: true } });
    expect(await rowCount()).toBe(before);
    expect(await rowsFor("stranger@example.test")).toEqual([]);
  });

  it("stamps only the sign-up whose token the browser got: knowing an address is not enough", async () => {
    const victim = `victim-${Date.now()}@example.test`;
    const own = `stranger-${Date.now()}@example.test`;
    await signUpFor(victim);
    const strangersToken = await signUpFor(own);
    for (const [what, body] of [
      ["no token, as the spec's message has it", { email: victim, firstName: "Sam", downloaded: true }],
      ["another sign-up's token", { email: victim, downloaded: true, downloadToken: strangersToken }],
      ["a made-up token", { email: victim, downloaded: true, downloadToken: "a".repeat(64) }],
    ] as const) {
      const response = await submit(body);
      expect(response.status, what).toBeLessThan(500);
      expect((await rowsFor(victim))[0]!.downloaded_at, what).toBeNull();
    }
    expect((await submit({ email: victim, downloaded: true })).status).toBe(400);
    expect((await rowsFor(own))[0]!.downloaded_at).toBeNull();
  });

  it("takes as long for an address that signed up as for one that did not", async () => {
    // Both paths do the same work (the limits, then one UPDATE that matches a row or none), so no
    // one can tell the two apart by timing either.
    const member = `timing-member-${Date.now()}@example.test`;
    const memberToken = await signUpFor(member);
    const time = async (email: string) => {
      const downloadToken = email === member ? memberToken : "b".repeat(64);
      const started = performance.now();
      expect((await submit({ email, downloaded: true, downloadToken })).status).toBe(200);
      return performance.now() - started;
    };
    // Paired rounds, in alternating order: a burst of load on the machine (other test stages run
    // beside this one) slows both of a pair alike, so the median of the differences stays near zero
    // unless one path does more work.
    const differences: number[] = [];
    const strangerTimes: number[] = [];
    for (let round = 0; round < 25; round++) {
      const stranger = `timing-stranger-${round}@example.test`;
      let signedUp: number, other: number;
      if (round % 2 === 0) {
        signedUp = await time(member);
        other = await time(stranger);
      } else {
        other = await time(stranger);
        signedUp = await time(member);
      }
      differences.push(signedUp - other);
      strangerTimes.push(other);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // A leak worth the name (an e-mail sent, a row written for one case only) costs as much again as
    // the request itself: the verdict is a ratio to the other path's time, never milliseconds.
    expect(Math.abs(median(differences)) / median(strangerTimes)).toBeLessThan(0.5);
  });

  it("does not let a download message sign anyone up or carry consent", async () => {
    const before = await rowCount();
    const response = await submit({
      email: "sneaky@example.test",
      downloaded: true,
      downloadToken: "c".repeat(64),
      agreeToTerms: true,
    });
    expect(response.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a download message with a malformed e-mail", async () => {
    const response = await submit({ email: "nope", downloaded: true, downloadToken: "c".repeat(64) });
    expect(response).toMatchObject({ status: 400, body: { error: "Please enter a valid email address" } });
  });
});

describe("submit-influencer-form: rate limits", () => {
  beforeAll(async () => {
    await sql("delete from public.submission_attempts where scope like 'playbook:%'");
  });

  it("allows five sign-ups an hour per e-mail address, then answers 429 and changes nothing", async () => {
    const email = "eager@example.test";
    for (let attempt = 0; attempt < 5; attempt++) expect((await submit({ ...valid, email })).status).toBe(200);
    const [before] = await rowsFor(email);
    const refused = await submit({ ...valid, firstName: "Changed", email: "EAGER@example.test" });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/signed up several times/);
    const [after] = await rowsFor(email);
    expect(after).toEqual(before);
  });

  it("allows twenty sign-ups an hour from one address", async () => {
    const sameClient = fromNewClient();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await submit({ ...valid, email: `crowd-${attempt}@example.test` }, sameClient)).status).toBe(200);
    }
    expect((await submit({ ...valid, email: "crowd-21@example.test" }, sameClient)).status).toBe(429);
    expect(await rowsFor("crowd-21@example.test")).toEqual([]);
  });

  it("keeps downloads apart from the sign-up allowance, and records only hashes", async () => {
    const sameClient = fromNewClient();
    // This address has used up its sign-ups above, yet its people can still download.
    expect(
      (await submit({ email: "crowd-0@example.test", downloaded: true, downloadToken: "d".repeat(64) }, sameClient))
        .status,
    ).toBe(200);
    const rows = await sql<{ key_hash: string }>(
      "select key_hash from public.submission_attempts where scope like 'playbook:%'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
