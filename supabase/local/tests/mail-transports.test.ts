/**
 * The functions' mail module (supabase/functions/_shared/mail.ts) through both of its transports,
 * for real: SMTP with implicit TLS to the local sink (whose certificate the functions verify), and
 * Resend's HTTP API as the local stack serves it; and the configurations the hosted platform must
 * refuse before anything is sent.
 */
import { describe, expect, it } from "vitest";
import { mail, stack } from "../../../tests/support/stack";

interface Outcome {
  sent: boolean;
  error?: string;
}

async function send(to: string, env: Record<string, string | null> = {}): Promise<Outcome> {
  const response = await fetch(`${stack().url}/functions/v1/product-mail`, {
    method: "POST",
    headers: { authorization: `Bearer ${stack().anonKey}`, "content-type": "application/json" },
    body: JSON.stringify({
      env,
      message: { to, subject: `Your quote ${to}`, text: "Dear Amara,", html: "<p>Dear Amara,</p>" },
    }),
  });
  return (await response.json()) as Outcome;
}

const arrived = async (to: string) => (await mail.list()).some((m) => m.To.some((t) => t.Address === to));

describe("mail from the functions", () => {
  it("goes through SMTP with implicit TLS, from the firm, with replies to the firm", async () => {
    const to = `smtp-tls-${Date.now()}@example.test`;
    expect(await send(to)).toEqual({ sent: true });
    const message = await mail.waitFor({ to });
    expect(message.From).toEqual({ Name: "Elmstead Partners", Address: "hello@elmsteadpartners.co.uk" });
    expect(message.ReplyTo).toEqual([{ Name: "", Address: "hello@elmsteadpartners.co.uk" }]);
    expect(message.HTML).toContain("<p>Dear Amara,</p>");
  });

  it("goes through Resend's HTTP API, with the Reply-To the settings give", async () => {
    const to = `resend-${Date.now()}@example.test`;
    expect(
      await send(to, { MAIL_TRANSPORT: "resend", MAIL_REPLY_TO: "Client team <clients@elmsteadpartners.co.uk>" }),
    ).toEqual({ sent: true });
    const message = await mail.waitFor({ to });
    expect(message.From.Address).toBe("hello@elmsteadpartners.co.uk");
    expect(message.ReplyTo).toEqual([{ Name: "Client team", Address: "clients@elmsteadpartners.co.uk" }]);
    expect(message.Text).toContain("Dear Amara,");
  });

  it.each([
    [{ SMTP_PORT: "587", SMTP_SECURE: "false" }, "SMTP_PORT 587 is blocked on hosted Edge Functions"],
    [{ SMTP_PORT: "25", SMTP_SECURE: "false" }, "SMTP_PORT 25 is blocked on hosted Edge Functions"],
    [{ SMTP_SECURE: "false", SMTP_PORT: "2525" }, "SMTP must use implicit TLS on the hosted platform"],
    [
      { MAIL_FROM: "Firm Website <no-reply@example.co.uk>" },
      "MAIL_FROM (Firm Website <no-reply@example.co.uk>) is a placeholder",
    ],
    [{ MAIL_TRANSPORT: "resend", RESEND_API_KEY: null }, "RESEND_API_KEY is not set"],
    [{ MAIL_TRANSPORT: "carrier-pigeon" }, 'MAIL_TRANSPORT (carrier-pigeon) must be "smtp" or "resend"'],
  ])("is refused on the hosted platform with %o, before anything is sent", async (settings, reason) => {
    const to = `refused-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const outcome = await send(to, { SB_REGION: "eu-west-2", ...settings });
    expect(outcome.sent).toBe(false);
    expect(outcome.error).toContain(reason);
    expect(outcome.error).toMatch(/^Mail is not configured: /);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await arrived(to)).toBe(false);
  });
});

describe("the local copy of Resend's API", () => {
  const post = (headers: Record<string, string>, body: unknown) =>
    fetch(`${stack().inboxUrl}/resend/emails`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const message = { from: "hello@elmsteadpartners.co.uk", to: "x@example.test", subject: "Hi", text: "Hello" };

  it("wants a Resend API key, and a sender, a recipient, a subject and a body", async () => {
    expect((await post({}, message)).status).toBe(401);
    expect((await post({ authorization: "Bearer sk_not_resend" }, message)).status).toBe(403);
    for (const missing of ["from", "to", "subject"] as const) {
      const { [missing]: _left, ...rest } = message;
      const response = await post({ authorization: "Bearer re_test" }, rest);
      expect(response.status, missing).toBe(422);
      expect(await response.json()).toMatchObject({ statusCode: 422, message: `Missing \`${missing}\` field.` });
    }
    const sent = await post({ authorization: "Bearer re_test" }, message);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ id: expect.any(String) });
  });
});
