/**
 * The public functions under hostile use: text a stranger wants the firm to mail, text Postgres
 * cannot store, and rate limits turned against someone else. Every refused request writes nothing:
 * no lead, no sign-up, no rate-limit slot.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientAddresses, fetchFrom } from "../../../scripts/client-address.mjs";
import { AttackTally } from "../../support/attack-ledger";
import { createUser, mail, sql, stack } from "../../support/stack";

const FIRM = "enquiries@elmsteadpartners.co.uk"; // MAIL_TO_STAFF in supabase/functions/.env.example

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
    "Claim at www.hmrc-refunds.example.com",
    "hmrc-refunds.example.com",
    "x.co",
    "hmrc-refunds\u2024example\u2024com",
    "hmrc-refunds\uff0eexample\uff0ecom",
    "hmrc-refunds\u3002example\u3002com",
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
          /(First name|Last name|Name) (can contain only letters|can have a full stop only|can have at most|must be 50)/,
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
    "Jean-Luc St. John",
    "Mary-Kate O'Neil-Smith",
    "孫",
    "Cher",
    "J.R.R. Tolkien",
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

describe("the firm's mail as a relay", () => {
  it("the contact confirmation repeats nothing a stranger typed but a name: not the message, not the number", async () => {
    const victim = `relay-victim-${++clientCounter}@example.test`;
    const bait = "Your HMRC refund of £4,210 is ready. Claim it at https://evil.example/claim before Friday.";
    const body = contact({
      name: "HMRC Refunds Team",
      email: victim,
      message: bait,
      phone: "07700 900123",
      callBack: true,
      callBackTime: "afternoon",
    });
    const response = await call("submit-contact", body);
    expect(response.status).toBe(200);
    const confirmation = await mail.waitFor({ to: victim }, 60_000);
    const leaked = [bait, "evil.example", "4,210", "07700 900123", "900123"].filter(
      (text) => confirmation.Text.includes(text) || confirmation.HTML.includes(text),
    );
    new AttackTally("the firm's mail as a relay").answer(200, leaked.length === 0).record();
    expect(leaked).toEqual([]);
    expect(confirmation.Text).toContain("Dear HMRC Refunds Team,");
    expect(confirmation.Text).toContain("We will call you on the number you gave us on the next working day");
    // The firm's own notice keeps the whole message, to answer it.
    const notice = await mail.waitFor({ to: FIRM, subject: "HMRC Refunds Team" }, 60_000);
    expect(notice.Text).toContain(bait);
  });
});

describe("JSON nested deeper than any form", () => {
  const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const functions = [
    "submit-quote",
    "submit-contact",
    "submit-influencer-form",
    "send-quote-confirmation",
    "confirm-email",
    "unsubscribe",
    "manage-staff",
    "deliver-mail",
    "update-public-site",
    "create-storage-bucket",
    "add-public-rls",
    "exec-sql",
  ];

  it.each(functions)("is refused by %s with 400 invalid_json before anything is counted or written", async (name) => {
    const { url, anonKey } = stack();
    const before = await written();
    const response = await fetchFrom(newClient())(`${url}/functions/v1/${name}`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
      body: deep(10_000),
    });
    const answer = (await response.json()) as { code?: string; error?: string };
    const after = await written();
    new AttackTally("deeply nested JSON").answer(response.status).wrote(rowsAdded(before, after)).record();
    expect(response.status).toBe(400);
    expect(answer.code).toBe("invalid_json");
    expect(after).toEqual(before);
  });
});

describe("object names Storage cannot hold", () => {
  it.each([
    ["a NUL byte", "a%00.png"],
    ["a control character", "a%01.png"],
    ["a stray percent sign", "a%ZZ.png"],
  ])("a public download whose name holds %s is answered 400 InvalidKey, as hosted Storage answers", async (_, name) => {
    const { url, anonKey } = stack();
    const response = await fetch(`${url}/storage/v1/object/public/article-images/${name}`, {
      headers: { apikey: anonKey },
    });
    const answer = (await response.json()) as { statusCode?: string; error?: string };
    new AttackTally("unstorable object names").answer(response.status).record();
    expect(response.status).toBe(400);
    expect(answer).toMatchObject({ statusCode: "400", error: "InvalidKey" });
  });
});

describe("an old confirmation link", () => {
  it("confirms nothing once the address unsubscribed, even after a stranger enters it on the form again", async () => {
    const email = `old-link-${++clientCounter}@example.test`;
    const confirmation = async () => {
      const message = await mail.waitFor({ to: email, subject: "Please confirm your e-mail address" }, 20_000);
      const link = (path: string) => new URL(message.Text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))![0]);
      const body = (url: URL) => ({ id: url.searchParams.get("id"), token: url.searchParams.get("token") });
      return { confirm: body(link("/email/confirm")), unsubscribe: body(link("/email/unsubscribe")) };
    };
    const maySend = async () =>
      (await sql<{ ok: boolean }>("select public.may_send_marketing($1) as ok", [email]))[0]!.ok;
    /** Every confirmation queued so far has gone, so the inbox holds none still to come. */
    const allSent = () =>
      expect
        .poll(
          async () =>
            (
              await sql<{ n: string }>(
                `select count(*) as n from public.mail_outbox m join public.campaign_engagements e on e.id = m.engagement_id
                 where lower(e.email) = $1 and m.kind = 'signup_confirmation' and m.status <> 'sent'`,
                [email],
              )
            )[0]!.n,
          { timeout: 20_000 },
        )
        .toBe("0");
    expect((await call("submit-influencer-form", signUp({ email }))).status).toBe(200);
    const old = await confirmation();
    expect((await call("unsubscribe", old.unsubscribe)).status).toBe(200);
    await mail.clear();
    // Someone else enters the address again, at once and later: the old link must not confirm it.
    expect((await call("submit-influencer-form", signUp({ email }))).status).toBe(200);
    const tally = new AttackTally("an old confirmation link");
    const replayed = await call("confirm-email", old.confirm);
    tally.answer(replayed.status);
    await sql(
      "update public.mail_outbox set created_at = created_at - interval '11 minutes' where engagement_id = $1::uuid",
      [old.confirm.id],
    );
    await allSent();
    await mail.clear();
    expect((await call("submit-influencer-form", signUp({ email }))).status).toBe(200);
    await allSent();
    const again = await call("confirm-email", old.confirm);
    tally
      .answer(again.status)
      .wrote((await maySend()) ? 1 : 0)
      .record();
    expect([replayed.status, again.status]).toEqual([400, 400]);
    expect(replayed.body.code).toBe("invalid_link");
    expect(await maySend()).toBe(false);
    // The person's own new link does.
    const fresh = await confirmation();
    expect((await call("confirm-email", fresh.confirm)).status).toBe(200);
    expect(await maySend()).toBe(true);
  });
});

describe("where Auth sends a user back", () => {
  it.each([
    "http://127.0.0.1:5173.evil.example/knowledge/cms",
    "http://127.0.0.1:5173@evil.example/knowledge/cms",
    "https://evil.example/steal",
    "https://2130706433/",
  ])("a link asked to return to %s returns to the site instead, as GoTrue's rule decides", async (target) => {
    const user = await createUser();
    const { url, anonKey } = stack();
    const asked = await fetchFrom(newClient())(`${url}/auth/v1/recover?redirect_to=${encodeURIComponent(target)}`, {
      method: "POST",
      headers: { apikey: anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ email: user.email }),
    });
    expect(asked.status).toBe(200);
    const message = await mail.waitFor({ to: user.email, subject: "Reset Your Password" });
    const link = new URL(/(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.Text)![1]!);
    const returnsTo = link.searchParams.get("redirect_to") ?? "";
    new AttackTally("a redirect away from the site")
      .answer(200, !returnsTo.includes("evil.example") && !returnsTo.includes("2130706433"))
      .record();
    expect(new URL(returnsTo).host).toBe("127.0.0.1:5173");
    expect(returnsTo).not.toContain("evil.example");
  });
});
