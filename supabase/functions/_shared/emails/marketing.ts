/**
 * The firm's tax tips e-mail as staff wrote it (plain text; paragraphs at blank lines), with the
 * firm's address, why the person gets it, and the unsubscribe link and one-click headers every
 * marketing e-mail carries. Everything staff typed is escaped in the HTML.
 */
import { unsubscribeHeaders, type SignupLinks } from "../email-links.ts";
import { firm, firmAddressLine } from "../firm.ts";
import { escapeHtml } from "../mail.ts";

export function marketingEmail(
  letter: { subject: string; body: string },
  recipient: { first_name: string },
  links: SignupLinks,
): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const paragraphs = letter.body
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const why = `You get this because you signed up for ${firm.name}'s tax tips and confirmed your address.`;
  const text = [
    `Dear ${recipient.first_name},`,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    "—",
    why,
    `${firm.name}, ${firmAddressLine}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join("\n");
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:640px;padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">Dear ${escapeHtml(recipient.first_name)},</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(why)}<br>${escapeHtml(`${firm.name}, ${firmAddressLine}`)} · <a href="${escapeHtml(links.unsubscribe)}" style="color:#475569">Unsubscribe</a></p>
</div></body></html>`;
  return { subject: letter.subject, text, html, headers: unsubscribeHeaders(links) };
}
