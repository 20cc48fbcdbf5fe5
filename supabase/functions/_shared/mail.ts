/** Outgoing e-mail through ordinary SMTP settings (the local stack's inbox in development). */
import { nodemailer } from "./deps.ts";
import { requireEnv } from "./env.ts";

export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export async function sendMail(message: Message): Promise<void> {
  const user = Deno.env.get("SMTP_USER");
  const transport = nodemailer.createTransport({
    host: requireEnv("SMTP_HOST"),
    port: Number(requireEnv("SMTP_PORT")),
    secure: Deno.env.get("SMTP_SECURE") === "true",
    auth: user ? { user, pass: Deno.env.get("SMTP_PASS") ?? "" } : undefined,
  });
  await transport.sendMail({ from: requireEnv("MAIL_FROM"), ...message });
}

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML e-mail bodies: every value from a visitor goes through this. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
