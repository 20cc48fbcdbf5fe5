/**
 * The confirmation a person gets after using the contact page: what they sent, word for word, and
 * when the firm will be in touch (a call back in the time they chose, or a reply within one working
 * day). Every value they typed is escaped in the HTML.
 */
import { firm, firmAddressLine, sraStatement } from "../firm.ts";
import { escapeHtml } from "../mail.ts";
import { callBackText, type CallBackTime, contactNextStep } from "../schemas/contact-constants.ts";

export interface StoredContactRequest {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  call_back: boolean;
  call_back_time: CallBackTime | null;
  created_at: string;
}

export function contactConfirmationEmail(request: StoredContactRequest): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `We have your message: ${firm.name}`;
  const rows: [string, string][] = [
    ["Name", request.name],
    ["E-mail", request.email],
    ...(request.phone ? [["Phone", request.phone] as [string, string]] : []),
    ["Call back", callBackText(request)],
    ["Your message", request.message],
  ];
  const next = contactNextStep(request);
  const text = [
    `Dear ${request.name},`,
    "",
    `Thank you for getting in touch with ${firm.name}. ${next}`,
    "",
    "This is what you sent us:",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `If you would rather pick a time yourself, book a call: ${firm.bookingUrl}`,
    "",
    `${firm.name}`,
    `${firm.phone.display} · ${firm.email} · ${firm.openingHours}`,
    `${firm.legalName}, ${firmAddressLine}. ${sraStatement}`,
    `Reference: ${request.id}`,
  ].join("\n");
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:640px;padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">Dear ${escapeHtml(request.name)},</p>
<p style="margin:0 0 16px">Thank you for getting in touch with ${escapeHtml(firm.name)}. ${escapeHtml(next)}</p>
<p style="margin:0 0 8px;font-weight:700">This is what you sent us:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin:0 0 20px">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p style="margin:0 0 24px"><a href="${escapeHtml(firm.bookingUrl)}" style="display:inline-block;background:#f59e0b;color:#06142a;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">Book a call with a partner</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(firm.phone.display)} · ${escapeHtml(firm.email)} · ${escapeHtml(firm.openingHours)}<br>${escapeHtml(firm.legalName)}, ${escapeHtml(firmAddressLine)}. ${escapeHtml(sraStatement)}<br>Reference: ${escapeHtml(request.id)}</p>
</div></body></html>`;
  return { subject, text, html };
}
