/**
 * Outgoing e-mail, by the transport the secrets choose (README, "Deploying", lists the secrets of
 * each):
 * - `MAIL_TRANSPORT=smtp`: `SMTP_HOST`, `SMTP_PORT`, `SMTP_USER`, `SMTP_PASS`, with implicit TLS
 *   (`SMTP_SECURE=true`, or port 465);
 * - `MAIL_TRANSPORT=resend`: `RESEND_API_KEY` (Resend's HTTP API, which Supabase's docs use with
 *   Edge Functions; `RESEND_API_URL` points the local stack at its own copy).
 * `MAIL_FROM` is the sender, `MAIL_REPLY_TO` where replies to the firm's e-mails go (the firm's
 * address when unset). On the hosted platform (which sets `SB_REGION`) outgoing connections to
 * ports 25 and 587 are blocked, so such a configuration, an unencrypted one or a placeholder sender
 * is refused with a logged error before anything is sent, rather than left to hang.
 */
import { nodemailer } from "./deps.ts";
import { firm } from "./kernel/firm.ts";

export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes; the firm's address (MAIL_REPLY_TO) unless given. */
  replyTo?: string;
  /** A stable id (the outbox message's): the Message-ID, and Resend's idempotency key. */
  messageId?: string;
  /** Further headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on marketing e-mail. */
  headers?: Record<string, string>;
}

export class MailConfigError extends Error {
  override name = "MailConfigError";
}

type Env = { get(name: string): string | undefined };

export type MailConfig =
  | {
      transport: "smtp";
      from: string;
      replyTo: string;
      host: string;
      port: number;
      secure: boolean;
      user?: string;
      pass?: string;
    }
  | { transport: "resend"; from: string; replyTo: string; apiKey: string; apiUrl: string };

/** Addresses nobody owns (RFC 2606 and the obvious stand-ins): a sender there is a placeholder. */
const PLACEHOLDER_DOMAIN =
  /@([^>]*\.)?(example\.(com|org|net|co\.uk)|[^>]*\.(example|test|invalid|localhost))\s*>?\s*$/i;

/** Reads and checks the mail settings; throws MailConfigError saying what to fix. */
export function mailConfig(env: Env = Deno.env): MailConfig {
  const hosted = Boolean(env.get("SB_REGION"));
  const problems: string[] = [];
  const required = (name: string) => {
    const value = env.get(name)?.trim();
    if (!value) problems.push(`${name} is not set`);
    return value ?? "";
  };
  const from = required("MAIL_FROM");
  const replyTo = env.get("MAIL_REPLY_TO")?.trim() || firm.email;
  if (hosted && from && PLACEHOLDER_DOMAIN.test(from))
    problems.push(`MAIL_FROM (${from}) is a placeholder address: set the firm's own sender`);
  const transport = env.get("MAIL_TRANSPORT")?.trim() || "smtp";

  let config: MailConfig | null = null;
  if (transport === "smtp") {
    const host = required("SMTP_HOST");
    const port = Number(required("SMTP_PORT"));
    if (env.get("SMTP_PORT") && (!Number.isInteger(port) || port < 1 || port > 65535))
      problems.push(`SMTP_PORT (${env.get("SMTP_PORT")}) is not a port number`);
    const secure = env.get("SMTP_SECURE") === "true" || port === 465;
    if (hosted && (port === 25 || port === 587))
      problems.push(
        `SMTP_PORT ${port} is blocked on hosted Edge Functions: use your provider's implicit-TLS port 465, or MAIL_TRANSPORT=resend`,
      );
    else if (hosted && !secure)
      problems.push("SMTP must use implicit TLS on the hosted platform: set SMTP_SECURE=true");
    const user = env.get("SMTP_USER") || undefined;
    config = {
      transport,
      from,
      replyTo,
      host,
      port,
      secure,
      user,
      pass: user ? (env.get("SMTP_PASS") ?? "") : undefined,
    };
  } else if (transport === "resend") {
    const apiKey = required("RESEND_API_KEY");
    const apiUrl = env.get("RESEND_API_URL")?.trim() || "https://api.resend.com";
    if (hosted && !apiUrl.startsWith("https://")) problems.push(`RESEND_API_URL (${apiUrl}) must use https`);
    // Bounces and spam complaints reach the suppression list only through Resend's signed webhook.
    if (hosted && !env.get("RESEND_WEBHOOK_SECRET")?.trim())
      problems.push("RESEND_WEBHOOK_SECRET (the signing secret of the webhook for bounces and complaints) is missing");
    config = { transport, from, replyTo, apiKey, apiUrl };
  } else {
    problems.push(`MAIL_TRANSPORT (${transport}) must be "smtp" or "resend"`);
  }
  if (problems.length > 0 || !config) throw new MailConfigError(`Mail is not configured: ${problems.join("; ")}.`);
  return config;
}

const TIMEOUT_MS = 15_000;

type Complete = Required<Omit<Message, "messageId" | "headers">> & Pick<Message, "messageId" | "headers">;

/** `<id@the sender's domain>`, as RFC 5322 wants a Message-ID. */
function messageIdHeader(from: string, id: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${id}@${domain}>`;
}

async function sendWithResend(config: Extract<MailConfig, { transport: "resend" }>, message: Complete) {
  const response = await fetch(`${config.apiUrl}/emails`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${config.apiKey}`,
      "Content-Type": "application/json",
      // Resend keeps an idempotency key for 24 hours: a message sent again in that time is not delivered twice.
      ...(message.messageId ? { "Idempotency-Key": message.messageId } : {}),
    },
    body: JSON.stringify({
      from: config.from,
      to: [message.to],
      reply_to: [message.replyTo],
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Resend refused the message: ${response.status} ${await response.text()}`);
}

async function sendWithSmtp(config: Extract<MailConfig, { transport: "smtp" }>, message: Complete) {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? "" } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const { messageId, ...content } = message;
  await transport.sendMail({
    from: config.from,
    ...content,
    ...(messageId ? { messageId: messageIdHeader(config.from, messageId) } : {}),
  });
}

export async function sendMail(message: Message): Promise<void> {
  let config: MailConfig;
  try {
    config = mailConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    throw error;
  }
  const complete = { ...message, replyTo: message.replyTo ?? config.replyTo };
  if (config.transport === "resend") await sendWithResend(config, complete);
  else await sendWithSmtp(config, complete);
}
