/**
 * The confirmation a person gets after using the contact page: that the firm has their message, and
 * when it will be in touch (a call back in the time they chose, or a reply within one working day).
 * It goes to whatever address was typed, so it repeats nothing typed but the name it greets (which
 * passes the name rules: letters, no digits, no link): not the message, not the number. Otherwise a
 * stranger could send the firm's mail, with their words and links in it, to anyone. The firm's own
 * notice keeps everything.
 */
import { firm, firmAddressLine, sraStatement } from "../kernel/firm.ts";
import { formatUkDate } from "../kernel/en-gb.js";
import { escapeHtml } from "./escape-html.ts";
import { unlinked } from "./unlinked.ts";
import { callBackText, type CallBackTime, contactNextStep } from "../kernel/schemas/contact-constants.ts";

export interface StoredContactRequest {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  call_back: boolean;
  call_back_time: CallBackTime | null;
  created_at: string;
  /** The day the call was promised for, stored with the request (null for none, or a request stored before it was kept). */
  call_back_on?: string | null;
}

export function contactConfirmationEmail(request: StoredContactRequest): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `We have your message: ${firm.name}`;
  const next = contactNextStep(request, { quoting: false });
  const received = `We received it on ${formatUkDate(request.created_at)}.`;
  const callBack = `Call back: ${callBackText(request)}`;
  const text = [
    `Dear ${unlinked(request.name)},`,
    "",
    `Thank you for getting in touch with ${firm.name}. ${received} ${next}`,
    "",
    callBack,
    "",
    `If you would rather pick a time yourself, book a call: ${firm.bookingUrl}`,
    "",
    `If you did not write to us, someone else typed your address: there is nothing to do, and we will not write again unless you ask us to.`,
    "",
    `${firm.name}`,
    `${firm.phone.display} · ${firm.email} · ${firm.openingHours}`,
    `${firm.legalName}, ${firmAddressLine}. ${sraStatement}`,
    `Reference: ${request.id}`,
  ].join("\n");
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:640px;padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">Dear ${escapeHtml(unlinked(request.name))},</p>
<p style="margin:0 0 16px">Thank you for getting in touch with ${escapeHtml(firm.name)}. ${escapeHtml(received)} ${escapeHtml(next)}</p>
<p style="margin:0 0 20px">${escapeHtml(callBack)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(firm.bookingUrl)}" style="display:inline-block;background:#f59e0b;color:#06142a;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">Book a call with a partner</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#475569">If you did not write to us, someone else typed your address: there is nothing to do, and we will not write again unless you ask us to.</p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(firm.phone.display)} · ${escapeHtml(firm.email)} · ${escapeHtml(firm.openingHours)}<br>${escapeHtml(firm.legalName)}, ${escapeHtml(firmAddressLine)}. ${escapeHtml(sraStatement)}<br>Reference: ${escapeHtml(request.id)}</p>
</div></body></html>`;
  return { subject, text, html };
}
