/**
 * What the mail provider reports back: Resend's signed webhook (resend-events). A message to
 * Resend's test address bounced@resend.dev or complained@resend.dev, sent through the local stack's
 * copy of Resend, is followed by a signed email.bounced or email.complained event, as on Resend; the
 * address is then suppressed from marketing and, where consent stood, the withdrawal is recorded. An
 * event that is not signed with the endpoint's secret, or is stale, is refused and changes nothing.
 */
import { Webhook } from "svix";
import { describe, expect, it } from "vitest";
import { RESEND_WEBHOOK_SECRET } from "../../../supabase/local/keys.ts";
import { anonClient, sql, stack } from "../../support/stack";

const suppressed = async (email: string) =>
  (await sql("select 1 from public.marketing_suppressions where subject_hash = private.subject_hash($1)", [email]))
    .length === 1;
const suppressions = async () =>
  Number((await sql<{ n: string }>("select count(*) as n from public.marketing_suppressions"))[0]!.n);

/** Sends through the stack's Resend, as deliver-mail does with MAIL_TRANSPORT=resend. */
async function sendThroughResend(to: string) {
  const response = await fetch(`${stack().inboxUrl}/resend/emails`, {
    method: "POST",
    headers: { Authorization: "Bearer re_local_development", "Content-Type": "application/json" },
    body: JSON.stringify({
      from: "Elmstead Partners <hello@elmsteadpartners.co.uk>",
      to,
      subject: "Tax tips",
      text: "Hello",
    }),
  });
  expect(response.status).toBe(200);
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

const postEvent = (body: string, headers: Record<string, string>) =>
  fetch(`${stack().url}/functions/v1/resend-events`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });

function signed(body: string, secret = RESEND_WEBHOOK_SECRET, at = new Date()) {
  const id = `msg_${crypto.randomUUID()}`;
  return {
    "svix-id": id,
    "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
    "svix-signature": new Webhook(secret).sign(id, at, body),
  };
}

describe("Resend's bounce and complaint events", () => {
  it("suppress a spam complainer whose consent stood, recording the withdrawal", async () => {
    const email = "complained@resend.dev";
    const { error } = await anonClient().functions.invoke("submit-influencer-form", {
      body: { firstName: "Cora", email, agreeToTerms: true },
    });
    expect(error).toBeNull();
    await sql(
      "update public.campaign_engagements set marketing_confirmed_at = now() where email = $1 and marketing_confirmed_at is null",
      [email],
    );
    await sendThroughResend(email);
    await until(() => suppressed(email), "the complainer suppressed");
    const [consent] = await sql<{ action: string; wording: string }>(
      `select c.action, c.wording from public.consent_records c join public.campaign_engagements e on e.id = c.engagement_id
       where e.email = $1 order by c.created_at desc limit 1`,
      [email],
    );
    expect(consent).toEqual({
      action: "withdrawn",
      wording: "Marked the firm's e-mail as spam (reported by the mail provider)",
    });
    expect((await sql<{ ok: boolean }>("select public.may_send_marketing($1) as ok", [email]))[0]!.ok).toBe(false);
  });

  it("suppress an address that bounced for good", async () => {
    await sendThroughResend("bounced@resend.dev");
    await until(() => suppressed("bounced@resend.dev"), "the bounced address suppressed");
  });

  it("acknowledge a soft bounce and other events without suppressing anyone", async () => {
    const email = `soft-${Date.now()}@example.test`;
    for (const event of [
      { type: "email.bounced", data: { to: [email], bounce: { type: "Transient" } } },
      { type: "email.delivered", data: { to: [email] } },
    ]) {
      const body = JSON.stringify(event);
      const response = await postEvent(body, signed(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, suppressed: 0 });
    }
    expect(await suppressed(email)).toBe(false);
  });

  it("acknowledge, and skip, an address the database cannot store or that is no address, suppressing the rest", async () => {
    const before = await suppressions();
    const email = `hard-${Date.now()}@example.test`;
    const someone = `someone-${Date.now()}@example.net`;
    const body = JSON.stringify({
      type: "email.complained",
      data: { to: ["a\u0000@example.net", "\ud800@example.net", `<${someone}>`, "not an address", email] },
    });
    const response = await postEvent(body, signed(body));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { success: true, suppressed: 1 },
    });
    expect(await suppressed(email)).toBe(true);
    expect(await suppressed(someone)).toBe(false);
    expect(await suppressed(`<${someone}>`)).toBe(false);
    expect(await suppressions()).toBe(before + 1);
  });

  it("refuse an event that is unsigned, signed with another secret, stale or not JSON, changing nothing", async () => {
    const before = await suppressions();
    const email = `forged-${Date.now()}@example.test`;
    const body = JSON.stringify({ type: "email.complained", data: { to: [email] } });
    const other = `whsec_${btoa("someone else's secret, thirty-two b")}`;
    for (const [what, headers] of [
      ["unsigned", {}],
      ["another secret", signed(body, other)],
      ["ten minutes old", signed(body, RESEND_WEBHOOK_SECRET, new Date(Date.now() - 10 * 60_000))],
    ] as const) {
      const response = await postEvent(body, headers);
      expect(response.status, what).toBe(400);
      expect(((await response.json()) as { code: string }).code, what).toBe("invalid_signature");
    }
    const notJson = "not json";
    expect((await postEvent(notJson, signed(notJson))).status).toBe(400);
    expect((await fetch(`${stack().url}/functions/v1/resend-events`)).status).toBe(405);
    expect(await suppressed(email)).toBe(false);
    expect(await suppressions()).toBe(before);
  });
});
