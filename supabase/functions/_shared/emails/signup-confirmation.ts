/**
 * Double opt-in: the e-mail that asks someone who signed up for the eBook, and agreed to hear from
 * the firm, to confirm that the address is theirs. Until they do, the firm sends them no marketing.
 * It carries the unsubscribe link and one-click headers as every marketing e-mail does.
 */
import { unsubscribeHeaders, type SignupLinks } from "../email-links.ts";
import { firm, firmAddressLine } from "../firm.ts";
import { escapeHtml } from "../mail.ts";

export function signupConfirmationEmail(
  signUp: { first_name: string },
  links: SignupLinks,
): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const subject = `Please confirm your e-mail address for tax tips from ${firm.name}`;
  const intro = `Thank you for downloading The Influencer's Tax Playbook. You also asked us to send you occasional tax tips and updates by e-mail. Please confirm that this address is yours, and we will add you to the list.`;
  const unsure =
    "If you did not ask for this, you need do nothing: without your confirmation we will not send you any.";
  const text = [
    `Dear ${signUp.first_name},`,
    "",
    intro,
    "",
    `Confirm my address: ${links.confirm}`,
    "",
    unsure,
    "",
    `${firm.name}, ${firmAddressLine}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join("\n");
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:640px;padding:24px">
<p style="margin:0 0 16px">Dear ${escapeHtml(signUp.first_name)},</p>
<p style="margin:0 0 20px">${escapeHtml(intro)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;text-decoration:none;font-weight:700;padding:10px 18px;border-radius:8px">Confirm my address</a></p>
<p style="margin:0 0 20px">${escapeHtml(unsure)}</p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(`${firm.name}, ${firmAddressLine}`)} · <a href="${escapeHtml(links.unsubscribe)}" style="color:#475569">Unsubscribe</a></p>
</div></body></html>`;
  return { subject, text, html, headers: unsubscribeHeaders(links) };
}
