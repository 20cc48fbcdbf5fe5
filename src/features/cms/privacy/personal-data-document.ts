/**
 * What the firm holds about a person, as a document they can read: the export of
 * public.export_personal_data laid out by kind of record, every field named in plain English, times
 * in UK time, internal workings (keys, nonces, hashes) left out. The machine-readable export is the
 * portable copy; this is the one to send the person with it.
 */
import { packages, priceText } from "#kernel/packages.ts";
import { callBackWhen, type CallBackTime } from "#kernel/schemas/contact-constants.ts";
import { firm } from "~/config/firm";
import { formatDateTime } from "../lib/format";
import { statusLabel } from "../leads/lead-work";

type Row = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === "" ? null : String(value);
const when = (value: unknown): string | null => (typeof value === "string" ? formatDateTime(value) : null);

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A record as a list of named fields; fields with nothing in them are left out. */
function fields(pairs: [label: string, value: string | null][]): string {
  const shown = pairs.filter((pair): pair is [string, string] => pair[1] !== null);
  return `<dl>${shown.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join("")}</dl>`;
}

function section(heading: string, rows: Row[], describe: (row: Row) => [string, string | null][], none: string) {
  const body =
    rows.length === 0
      ? `<p>${escape(none)}</p>`
      : rows.map((row) => `<div class="record">${fields(describe(row))}</div>`).join("");
  return `<section><h2>${escape(heading)}</h2>${body}</section>`;
}

const quoteFields = (quote: Row): [string, string | null][] => [
  ["Received", when(quote.created_at)],
  ["First name", text(quote.contact_first_name)],
  ["Last name", text(quote.contact_last_name)],
  ["E-mail address", text(quote.contact_email)],
  ["Phone", text(quote.contact_phone)],
  ["Company", text(quote.company_name)],
  ["Industry", text(quote.industry)],
  ["Expected revenue", text(quote.revenue_range)],
  ["Package chosen", text(quote.package_type)],
  ...packages.map((item): [string, string] => [
    `${item.name} price quoted (a month, excluding VAT)`,
    priceText(quote[`${item.name.toLowerCase()}_price`] as number | null),
  ]),
  ["Your message", text(quote.message)],
  ["Home-page headline you saw", quote.hero_variant ? `Headline ${String(quote.hero_variant).toUpperCase()}` : null],
  ["Where our work with you stands", statusLabel(String(quote.status ?? "new"))],
  ["Next follow-up", text(quote.follow_up_on)],
  ["Reference", text(quote.id)],
];

const contactFields = (contact: Row): [string, string | null][] => [
  ["Received", when(contact.created_at)],
  ["Name", text(contact.name)],
  ["E-mail address", text(contact.email)],
  ["Phone", text(contact.phone)],
  ["Your message", text(contact.message)],
  [
    "Call back",
    callBackWhen({
      call_back: Boolean(contact.call_back),
      call_back_time: (contact.call_back_time as CallBackTime | null) ?? null,
      created_at: String(contact.created_at),
    }) ?? "Not asked for",
  ],
  ["Where our work with you stands", statusLabel(String(contact.status ?? "new"))],
  ["Reference", text(contact.id)],
];

const signupFields = (signup: Row): [string, string | null][] => [
  ["Signed up", when(signup.created_at)],
  ["First name", text(signup.first_name)],
  ["Last name", text(signup.last_name)],
  ["E-mail address", text(signup.email)],
  [
    "What you signed up for",
    signup.campaign_id === "influencer-tax-playbook" ? "The Influencer's Tax Playbook" : text(signup.campaign_id),
  ],
  ["What you agreed to", text(signup.consent_wording)],
  ["When you agreed", when(signup.consented_at)],
  ["When you confirmed your address", when(signup.marketing_confirmed_at)],
  ["When you downloaded the eBook", when(signup.downloaded_at)],
];

const CONSENT_ACTIONS: Record<string, string> = {
  given: "You gave consent",
  confirmed: "You confirmed your address",
  withdrawn: "Consent withdrawn",
};
const consentFields = (record: Row): [string, string | null][] => [
  ["When", when(record.created_at)],
  ["What happened", CONSENT_ACTIONS[String(record.action)] ?? text(record.action)],
  ["Wording", text(record.wording)],
  ["On the page", text(record.page)],
];

const ACTIVITY: Record<string, (row: Row) => string> = {
  note: (row) => `Note: ${text(row.body) ?? ""}`,
  status: (row) => `Status changed to ${statusLabel(String(row.body ?? ""))}`,
  owner: (row) => (row.body ? `Given to ${String(row.body)}` : "No longer given to anyone"),
  follow_up: (row) => (row.body ? `Follow-up set for ${String(row.body)}` : "Follow-up cleared"),
  correction: (row) => `Corrected at your request: ${text(row.body) ?? ""}`,
  restriction: (row) =>
    row.body === "restricted" ? "Use of your data restricted at your request" : "Restriction lifted",
};
const activityFields = (row: Row): [string, string | null][] => [
  ["When", when(row.created_at)],
  ["What", (ACTIVITY[String(row.kind)] ?? ((each: Row) => text(each.body) ?? ""))(row)],
  ["By", text(row.actor_email)],
];

const EMAILS: Record<string, string> = {
  quote_confirmation: "Your quote, e-mailed to you",
  quote_to_firm: "Our team's notice of your quote request",
  signup_confirmation: "The request to confirm your address",
  signup_to_firm: "Our team's notice of your eBook sign-up",
  contact_confirmation: "A copy of your message, e-mailed to you",
  contact_to_firm: "Our team's notice of your message",
  marketing: "Our tax tips e-mail",
};
const EMAIL_STATUS: Record<string, string> = {
  pending: "Waiting to be sent",
  sending: "Being sent",
  sent: "Sent",
  failed: "Could not be sent",
  withheld: "Not sent (you had unsubscribed)",
};
const emailFields = (row: Row): [string, string | null][] => [
  ["Which e-mail", EMAILS[String(row.kind)] ?? text(row.kind)],
  ["Written", when(row.created_at)],
  ["Sent", when(row.sent_at)],
  ["What became of it", EMAIL_STATUS[String(row.status)] ?? text(row.status)],
];

const list = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** The whole document, as a standalone HTML page. */
export function personalDataDocument(exported: Record<string, unknown>): string {
  const email = String(exported.email ?? "");
  const title = `The personal data ${firm.name} holds about ${email}`;
  const body = [
    `<h1>${escape(title)}</h1>`,
    `<p>Prepared ${escape(when(exported.exported_at) ?? "")} (UK time) in answer to your request. It lists everything our website's systems hold about your e-mail address. A machine-readable copy of the same data comes with it, for you to keep or give to another organisation. If anything here is wrong, tell us at ${escape(firm.privacyEmail)} and we will correct it.</p>`,
    section("Quote requests", list(exported.quotes), quoteFields, "You have made no quote request."),
    section(
      "Messages and call backs",
      list(exported.contact_requests),
      contactFields,
      "You have sent us no message through the website.",
    ),
    section("eBook sign-ups", list(exported.ebook_signups), signupFields, "You have not signed up for our eBook."),
    section(
      "Your consent to our e-mails",
      list(exported.consent_history),
      consentFields,
      "There is no record of consent.",
    ),
    section(
      "Notes and changes our staff made",
      list(exported.notes_and_changes),
      activityFields,
      "Our staff have made no notes or changes.",
    ),
    section("E-mails", list(exported.emails), emailFields, "We have sent no e-mail about your requests."),
    `<section><h2>Marketing</h2><p>${escape(
      exported.unsubscribed_from_marketing
        ? "Your address is on our suppression list: we send it no marketing."
        : "Your address is not on our suppression list.",
    )}</p></section>`,
    `<section><h2>Website measurement</h2><p>Our home page's headline test records which headline was shown and when, with no name, address or identifier, so none of its records can be linked to you.</p></section>`,
  ].join("\n");
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;max-width:48rem;margin:0 auto;padding:1.5rem;line-height:1.5}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #cbd5e1;padding-bottom:.25rem}
.record{border:1px solid #e2e8f0;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
dl{display:grid;grid-template-columns:minmax(9rem,14rem) 1fr;gap:.25rem 1rem;margin:0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
@media (max-width:32rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
