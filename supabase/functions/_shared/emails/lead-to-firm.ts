/**
 * The firm's notice of a new lead: who and what in the subject, every detail in the body, a link
 * to the lead in the staff area, and Reply-To the prospect, so that a partner can answer from the
 * inbox. Every visitor-supplied value is escaped in the HTML.
 */
import { firm } from "../kernel/firm.ts";
import { escapeHtml } from "./escape-html.ts";
import { unlinked } from "./unlinked.ts";
import { packages, priceText, quotePrice } from "../kernel/packages.ts";
import { callBackText, telHref } from "../kernel/schemas/contact-constants.ts";
import type { StoredContactRequest } from "./contact-confirmation.ts";
import type { StoredQuote } from "./quote-confirmation.ts";

export interface StoredSignUp {
  id: string;
  campaign_id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  consent_wording: string;
  consented_at: string;
  created_at: string;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

const ukTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short", timeZone: "Europe/London" }).format(
    new Date(iso),
  );

/** The staff area's leads view, opened at this lead. */
export function leadLink(siteUrl: string, kind: "quote" | "signup" | "contact", id: string): string {
  return `${siteUrl.replace(/\/$/, "")}/knowledge/cms?view=leads&${kind}=${encodeURIComponent(id)}`;
}

/** A row of the notice: a label, its value, and where a tap on the value goes (a phone dials). */
type Row = [label: string, value: string, href?: string];

const phoneRow = (phone: string): Row => ["Phone", phone, telHref(phone)];

/** A notice to staff about a lead: a heading, its details as rows, a link to the lead and a footer. */
export function renderLeadNotice(
  heading: string,
  rows: Row[],
  link: string,
  footer: string,
): { text: string; html: string } {
  const text = [
    heading,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open the lead: ${link}`,
    "",
    footer,
  ].join("\n");
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<div style="max-width:640px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;margin:0 0 20px">
${rows.map(([label, value, href]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${href ? `<a href="${escapeHtml(href)}" style="color:#0f766e">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;text-decoration:none;font-weight:700;padding:10px 18px;border-radius:8px">Open the lead in the staff area</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { text, html };
}

export function quoteToFirmEmail(
  quote: StoredQuote & { created_at: string; contact_phone: string | null; message: string | null },
  siteUrl: string,
): LeadEmail {
  const name = unlinked(`${quote.contact_first_name} ${quote.contact_last_name}`);
  const rows: Row[] = [
    ["Name", name],
    ["E-mail", quote.contact_email],
    ...(quote.contact_phone ? [phoneRow(quote.contact_phone)] : []),
    ["Industry", quote.industry],
    ["Expected revenue", quote.revenue_range],
    ["Package chosen", quote.package_type],
    ...packages.map((item): Row => [
      `${item.name} price`,
      `${priceText(quotePrice(quote, item.name))}${item.name === quote.package_type ? " (chosen)" : ""}`,
    ]),
    ...(quote.message ? [["Message", quote.message] as Row] : []),
    ["Received", ukTime(quote.created_at)],
    ["Reference", quote.id],
  ];
  return {
    subject: `New quote request: ${name}, ${quote.package_type}, ${quote.revenue_range}`,
    replyTo: quote.contact_email,
    ...renderLeadNotice(
      `New quote request from ${name}`,
      rows,
      leadLink(siteUrl, "quote", quote.id),
      `The prospect has been sent their prices and told that a partner will contact them ${firm.replyWithin}. Reply to this e-mail to write to ${quote.contact_email}. Sent by the ${firm.name} website.`,
    ),
  };
}

export function signUpToFirmEmail(signUp: StoredSignUp, siteUrl: string): LeadEmail {
  const name = unlinked([signUp.first_name, signUp.last_name].filter(Boolean).join(" "));
  return {
    subject: `New eBook sign-up: ${name}`,
    replyTo: signUp.email,
    ...renderLeadNotice(
      `New sign-up for The Influencer's Tax Playbook from ${name}`,
      [
        ["Name", name],
        ["E-mail", signUp.email],
        ["Campaign", signUp.campaign_id],
        ["Consent given", ukTime(signUp.consented_at)],
        ["Consent wording", signUp.consent_wording],
        ["Reference", signUp.id],
      ],
      leadLink(siteUrl, "signup", signUp.id),
      `Reply to this e-mail to write to ${signUp.email}. Sent by the ${firm.name} website.`,
    ),
  };
}

export function contactToFirmEmail(request: StoredContactRequest, siteUrl: string): LeadEmail {
  const callBack = callBackText(request);
  const name = unlinked(request.name);
  return {
    subject: `${request.call_back ? "Call back requested" : "New message"}: ${name}`,
    replyTo: request.email,
    ...renderLeadNotice(
      `${request.call_back ? "Call back requested by" : "New message from"} ${name}`,
      [
        ["Name", name],
        ["E-mail", request.email],
        request.phone ? phoneRow(request.phone) : ["Phone", "Not given"],
        ["Call back", callBack],
        ["Message", request.message],
        ["Received", ukTime(request.created_at)],
        ["Reference", request.id],
      ],
      leadLink(siteUrl, "contact", request.id),
      `${request.call_back ? "The person has been told we will call them on the next working day, at the time they chose." : `The person has been told we will reply ${firm.replyWithin}.`} Reply to this e-mail to write to ${request.email}. Sent by the ${firm.name} website.`,
    ),
  };
}
