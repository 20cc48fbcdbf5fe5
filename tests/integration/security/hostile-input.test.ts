/**
 * The public functions under hostile use: text a stranger wants the firm to mail, text Postgres
 * cannot store, and rate limits turned against someone else. Every refused request writes nothing:
 * no lead, no sign-up, no rate-limit slot.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientAddresses, fetchFrom } from "../../../scripts/client-address.mjs";
import { AttackTally } from "../../support/attack-ledger";
import { sql, stack } from "../../support/stack";

let clientCounter = 0;
/** Each call from its own address, so that one test's calls never use up another's limit. */
const newClient = clientAddresses(26);

async function call(name: string, body: unknown, client = newClient()) {
  const { url, anonKey } = stack();
  const response = await fetchFrom(client)(`${url}/functions/v1/${name}`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string; code?: string } };
}

const count = async (table: string) =>
  Number((await sql<{ n: string }>(`select count(*) as n from public.${table}`))[0]!.n);
const written = async () => ({
  quotes: await count("quotes"),
  signUps: await count("campaign_engagements"),
  contacts: await count("contact_requests"),
  slots: await count("submission_attempts"),
});
/** Rows written between two readings of `written()`. */
const rowsAdded = (before: Awaited<ReturnType<typeof written>>, after: typeof before) =>
  after.quotes -
  before.quotes +
  after.signUps -
  before.signUps +
  after.contacts -
  before.contacts +
  after.slots -
  before.slots;

const quote = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Amara",
  lastName: "Okafor",
  email: `hostile-${++clientCounter}@example.test`,
  revenue: "£50,000 to £99,999",
  industry: "Retail",
  package: "Insights",
  ...overrides,
});
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Grace Mensah",
  email: `hostile-${++clientCounter}@example.test`,
  message: "Please call me about payroll.",
  ...overrides,
});
const functionFor = (body: object) =>
  "agreeToTerms" in body ? "submit-influencer-form" : "message" in body ? "submit-contact" : "submit-quote";
const signUp = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Priya",
  lastName: "Shah",
  email: `hostile-${++clientCounter}@example.test`,
  agreeToTerms: true,
  ...overrides,
});

describe("names the firm's e-mails would repeat", () => {
  const phishing = [
    "Your HMRC refund of £4,210 is ready: https://evil.example/claim",
    "https://evil.example",
    "evil.example/claim",
    "call 0800 000 000",
    "refunds@evil.example",
    "Click here now to claim your tax refund today",
    "A".repeat(51),
  ];

  it.each(phishing)(
    "refuses %j as a first or last name or a name on the contact form, and writes nothing",
    async (name) => {
      const tally = new AttackTally("phishing text as a name");
      const before = await written();
      const answers = [];
      for (const body of [
        quote({ firstName: name }),
        quote({ lastName: name }),
        signUp({ firstName: name }),
        signUp({ lastName: name }),
        contact({ name }),
      ]) {
        const response = await call(functionFor(body), body);
        tally.answer(response.status);
        answers.push({ body, response });
      }
      const after = await written();
      tally.wrote(rowsAdded(before, after)).record();
      for (const { body, response } of answers) {
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.error).toMatch(
          /(First name|Last name|Name) (can contain only letters|can have at most|must be 50)/,
        );
      }
      expect(after).toEqual(before);
    },
  );

  it.each([
    "Zoë",
    "O'Brien",
    "D’Arcy",
    "Jean-Luc",
    "Nguyễn Thị",
    "José María",
    "St. John",
    "Ólafur",
    "李",
    "Mary Ann Smith-Jones",
  ])("accepts the real name %j", async (name) => {
    expect((await call("submit-quote", quote({ firstName: name, lastName: name }))).status).toBe(200);
    expect((await call("submit-influencer-form", signUp({ firstName: name, lastName: name }))).status).toBe(200);
    expect((await call("submit-contact", contact({ name }))).status).toBe(200);
  });
});

describe("text Postgres cannot store", () => {
  const unstorable = {
    "a NUL byte": "Amara\u0000",
    "a lone surrogate": "Amara\ud800",
    "a lone low surrogate": "\udc00",
  };
  const bodies: Record<string, (text: string) => unknown> = {
    "submit-quote": (text) => quote({ firstName: text }),
    "submit-influencer-form": (text) => signUp({ lastName: text }),
    "submit-contact": (text) => contact({ message: text }),
    "send-quote-confirmation": (text) => ({ quoteId: text }),
    "create-storage-bucket": (text) => ({ [text]: true }),
    "add-public-rls": (text) => ({ note: text }),
    "exec-sql": (text) => ({ query: text }),
  };

  for (const [kind, text] of Object.entries(unstorable))
    it.each(Object.keys(bodies))(
      `is refused with 400 by %s when a field holds ${kind}, and nothing is written`,
      async (name) => {
        const before = await written();
        const response = await call(name, bodies[name]!(text));
        const after = await written();
        new AttackTally("text Postgres cannot store").answer(response.status).wrote(rowsAdded(before, after)).record();
        expect(response.status).toBe(400);
        expect(response.body.code).toBe("invalid_text");
        expect(after).toEqual(before);
      },
    );
});

describe("rate limits", () => {
  const slotsOf = async (scope: string, key: string) => {
    const hash = createHash("sha256").update(`${scope}:${key.toLowerCase()}`).digest("hex");
    const [row] = await sql<{ n: string }>(
      "select count(*) as n from public.submission_attempts where scope = $1 and key_hash = $2",
      [scope, hash],
    );
    return Number(row!.n);
  };

  it("a request refused with 429 uses none of the e-mail address's slots", async () => {
    const attacker = newClient();
    for (let sent = 0; sent < 20; sent++) expect((await call("submit-quote", quote(), attacker)).status).toBe(200);
    const victim = "victim-of-a-limit@example.test";
    const tally = new AttackTally("using up another's limit");
    const statuses = [];
    for (let tries = 0; tries < 5; tries++)
      statuses.push((await call("submit-quote", quote({ email: victim }), attacker)).status);
    const slots = await slotsOf("quote:email", victim);
    statuses.forEach((status) => tally.answer(status, status === 429));
    tally.wrote(slots).record();
    expect(statuses).toEqual([429, 429, 429, 429, 429]);
    expect(slots).toBe(0);
    // The victim's own five requests an hour are all still there.
    for (let sent = 0; sent < 5; sent++)
      expect((await call("submit-quote", quote({ email: victim }))).status).toBe(200);
    expect((await call("submit-quote", quote({ email: victim }))).status).toBe(429);
  });

  it("a client cannot pass for many by forging X-Forwarded-For, CF-Connecting-IP or X-Real-IP", async () => {
    const attacker = newClient();
    const { url, anonKey } = stack();
    const forged = (n: number) =>
      fetchFrom(attacker)(`${url}/functions/v1/submit-quote`, {
        method: "POST",
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${anonKey}`,
          "Content-Type": "application/json",
          "x-forwarded-for": `203.0.113.${n}, 198.51.100.${n}`,
          "cf-connecting-ip": `192.0.2.${n}`,
          "x-real-ip": `192.0.2.${n}`,
        },
        body: JSON.stringify(quote()),
      });
    for (let n = 1; n <= 20; n++) expect((await forged(n)).status).toBe(200);
    const before = await count("quotes");
    const refused = await forged(21);
    new AttackTally("forged client address")
      .answer(refused.status, refused.status === 429)
      .wrote((await count("quotes")) - before)
      .record();
    expect(refused.status).toBe(429);
    // The limit is the connection's: another client is not affected.
    expect((await call("submit-quote", quote())).status).toBe(200);
  });
});
