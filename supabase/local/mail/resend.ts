/**
 * The shape of Resend's e-mail API (POST /emails), served by the local stack into the same inbox
 * as its SMTP sink, so the functions' HTTP transport is exercised end to end. As Resend: a bearer
 * API key is required (401 without, 403 for one that is not a Resend key), and a message without a
 * sender, a recipient, a subject or a body is refused with 422; a sent one answers 200 with its id.
 */
import MailComposer from "nodemailer/lib/mail-composer";
import type { MailStore } from "./store.ts";

const refuse = (statusCode: number, name: string, message: string) =>
  Response.json({ statusCode, name, message }, { status: statusCode });

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is string => typeof item === "string" && item !== "",
  );

export async function resendEmails(req: Request, store: MailStore): Promise<Response> {
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
  return Response.json({ id: message.ID });
}

function headersOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
