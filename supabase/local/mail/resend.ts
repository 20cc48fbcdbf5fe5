/**
 * The shape of Resend's e-mail API (POST /emails), served by the local stack into the same inbox
 * as its SMTP sink, so the functions' HTTP transport is exercised end to end. As Resend: a bearer
 * API key is required (401 without, 403 for one that is not a Resend key), and a message without a
 * sender, a recipient, a subject or a body is refused with 422; a sent one answers 200 with its id.
 *
 * And Resend's test addresses: a message to bounced@resend.dev or complained@resend.dev is followed,
 * as on Resend, by an email.bounced (permanent) or email.complained event, posted to the stack's
 * webhook endpoint and signed as Resend signs (Svix), so the whole chain runs locally.
 */
import MailComposer from "nodemailer/lib/mail-composer";
import { Webhook } from "svix";
import type { MailStore } from "./store.ts";

const refuse = (statusCode: number, name: string, message: string) =>
  Response.json({ statusCode, name, message }, { status: statusCode });

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is string => typeof item === "string" && item !== "",
  );

/** Where this stack's Resend posts its events, and the endpoint's signing secret (whsec_…). */
export interface ResendWebhook {
  url: string;
  secret: string;
}

/** Resend's test recipients and the event each one produces. */
const TEST_EVENTS: Record<string, (to: string) => { type: string; extra: Record<string, unknown> }> = {
  "bounced@resend.dev": () => ({
    type: "email.bounced",
    extra: { bounce: { type: "Permanent", subType: "General", message: "The recipient's mail server rejected it." } },
  }),
  "complained@resend.dev": () => ({ type: "email.complained", extra: {} }),
};

async function sendEvent(webhook: ResendWebhook, type: string, data: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify({ type, created_at: new Date().toISOString(), data });
  const id = `msg_${crypto.randomUUID().replaceAll("-", "")}`;
  const at = new Date();
  try {
    await fetch(webhook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "svix-id": id,
        "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
        "svix-signature": new Webhook(webhook.secret).sign(id, at, payload),
      },
      body: payload,
    }).then((response) => response.body?.cancel());
  } catch {
    // As Resend, a failed delivery is the endpoint's loss; nothing here waits on it.
  }
}

export async function resendEmails(req: Request, store: MailStore, webhook?: ResendWebhook): Promise<Response> {
  if (!store.accepting) return refuse(503, "service_unavailable", "The service is unavailable.");
  const key = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!key) return refuse(401, "missing_api_key", "Missing API key in the authorization header.");
  if (!key.startsWith("re_")) return refuse(403, "invalid_api_key", "API key is invalid");
  let body: Record<string, unknown>;
  try {
    body = (await req.json()) as Record<string, unknown>;
  } catch {
    return refuse(422, "validation_error", "Invalid JSON body.");
  }
  const to = list(body.to);
  const from = typeof body.from === "string" ? body.from : "";
  const subject = typeof body.subject === "string" ? body.subject : "";
  const html = typeof body.html === "string" ? body.html : undefined;
  const text = typeof body.text === "string" ? body.text : undefined;
  if (!from) return refuse(422, "missing_required_field", "Missing `from` field.");
  if (to.length === 0) return refuse(422, "missing_required_field", "Missing `to` field.");
  if (!subject) return refuse(422, "missing_required_field", "Missing `subject` field.");
  if (!html && !text) return refuse(422, "validation_error", "Missing `html` or `text` field.");
  const raw = await new MailComposer({
    from,
    to,
    cc: list(body.cc),
    bcc: list(body.bcc),
    replyTo: list(body.reply_to),
    subject,
    html,
    text,
    // Resend's `headers`: custom headers as a flat object of strings.
    headers: headersOf(body.headers),
  })
    .compile()
    .build();
  const message = await store.add(new TextDecoder().decode(raw), {
    from,
    to: [...to, ...list(body.cc), ...list(body.bcc)],
  });
  for (const address of to) {
    const event = TEST_EVENTS[address.toLowerCase()];
    if (webhook && event) {
      const { type, extra } = event(address);
      // After the answer, as Resend's events follow the send.
      setTimeout(
        () => void sendEvent(webhook, type, { email_id: message.ID, from, to: [address], subject, ...extra }),
        50,
      );
    }
  }
  return Response.json({ id: message.ID });
}

function headersOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
