/**
 * The shape of every e-mail to someone on the firm's list: the greeting, the paragraphs, an
 * optional button, then why they get it, the firm's address and the unsubscribe link, with the
 * one-click headers. Every value is escaped in the HTML.
 */
import { unsubscribeHeaders, type SignupLinks } from "../kernel/email-links.ts";
import { firm, firmAddressLine } from "../kernel/firm.ts";
import { escapeHtml } from "./escape-html.ts";
import { unlinked } from "./unlinked.ts";

export interface SubscriberLetter {
  subject: string;
  firstName: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  /** After the button: what to do if in doubt. */
  after?: string[];
  why?: string;
}

export function subscriberLetter(
  letter: SubscriberLetter,
  links: SignupLinks,
): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const after = letter.after ?? [];
  const greeting = `Dear ${unlinked(letter.firstName)},`;
  const footer = [letter.why, `${firm.name}, ${firmAddressLine}`].filter((line): line is string => Boolean(line));
  const text = [
    greeting,
    "",
    ...letter.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(letter.button ? [`${letter.button.label}: ${letter.button.href}`, ""] : []),
    ...after.flatMap((paragraph) => [paragraph, ""]),
    "—",
    ...footer,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join("\n");
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content).replace(/\n/g, "<br>")}</p>`;
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:640px;padding:24px;font-size:16px;line-height:1.5">
${paragraph(greeting)}
${letter.paragraphs.map(paragraph).join("\n")}
${letter.button ? `<p style="margin:0 0 20px"><a href="${escapeHtml(letter.button.href)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;text-decoration:none;font-weight:700;padding:10px 18px;border-radius:8px">${escapeHtml(letter.button.label)}</a></p>` : ""}
${after.map(paragraph).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#475569">${footer.map(escapeHtml).join("<br>")} · <a href="${escapeHtml(links.unsubscribe)}" style="color:#475569">Unsubscribe</a></p>
</div></body></html>`;
  return { subject: letter.subject, text, html, headers: unsubscribeHeaders(links) };
}
