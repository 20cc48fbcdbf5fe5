/** The quote confirmation e-mail, as HTML and plain text. Every visitor-supplied value is escaped. */
import { firm, firmAddressLine, sraStatement } from "../kernel/firm.ts";
import { escapeHtml } from "./escape-html.ts";
import { unlinked } from "./unlinked.ts";
import { packages, priceText, quotePrice, type QuotePrices } from "../kernel/packages.ts";
import { priceWithVatText } from "../kernel/vat.ts";
import type { PackageName } from "../kernel/schemas/quote-request.ts";

export interface StoredQuote extends QuotePrices {
  id: string;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  industry: string;
  revenue_range: string;
  package_type: PackageName;
}

export function quoteConfirmationEmail(quote: StoredQuote): { subject: string; text: string; html: string } {
  const chosen = packages.find((item) => item.name === quote.package_type) ?? packages[0]!;
  const rows = packages.map((item) => {
    const monthly = quotePrice(quote, item.name);
    return {
      name: item.name,
      price: priceText(monthly),
      // What a consumer pays, beside the price before VAT (DMCC Act 2024).
      withVat: monthly === null ? "" : ` (${priceWithVatText(monthly)} with VAT)`,
      chosen: item.name === quote.package_type,
    };
  });
  const subject = `Your ${firm.name} quote: ${chosen.name} package`;

  const text = [
    `Dear ${unlinked(quote.contact_first_name)},`,
    "",
    `Thank you for requesting a quote from ${firm.name}. Here are the details you gave us and our fixed monthly prices.`,
    "",
    `Name: ${unlinked(`${quote.contact_first_name} ${quote.contact_last_name}`)}`,
    `Industry: ${quote.industry}`,
    `Expected revenue (next 12 months): ${quote.revenue_range}`,
    `Package you selected: ${chosen.name} (${chosen.description})`,
    "",
    "Monthly prices:",
    ...rows.map(
      (row) =>
        `- ${row.name}: ${row.price}${row.price.startsWith("£") ? " a month" : ""}${row.chosen ? " (your selection)" : ""}${row.withVat}`,
    ),
    "",
    "Prices exclude VAT. One fixed monthly fee, no hidden fees.",
    "",
    `What happens next: a partner will review your details and contact you ${firm.replyWithin} to confirm your price and answer any questions. Nothing is agreed until you sign our engagement letter.`,
    `If you would like to talk sooner, book a call: ${firm.bookingUrl}`,
    "",
    `${firm.name}`,
    `${firm.phone.display} · ${firm.email}`,
    `${firm.legalName}, ${firmAddressLine}. ${sraStatement}`,
    `Quote reference: ${quote.id}`,
  ].join("\n");

  const cell = "padding:8px 12px;border-bottom:1px solid #e2e8f0;";
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;background:#f8fafc;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b1f3a;color:#ffffff;padding:24px 28px;font-size:20px;font-weight:700">${escapeHtml(firm.name)}</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px">Dear ${escapeHtml(unlinked(quote.contact_first_name))},</p>
<p style="margin:0 0 16px">Thank you for requesting a quote from ${escapeHtml(firm.name)}. Here are the details you gave us and our fixed monthly prices.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;font-size:15px">
<tr><td style="padding:2px 16px 2px 0;color:#475569">Name</td><td>${escapeHtml(unlinked(`${quote.contact_first_name} ${quote.contact_last_name}`))}</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#475569">Industry</td><td>${escapeHtml(quote.industry)}</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#475569">Expected revenue</td><td>${escapeHtml(quote.revenue_range)}</td></tr>
<tr><td style="padding:2px 16px 2px 0;color:#475569">Your package</td><td><strong>${escapeHtml(chosen.name)}</strong>: ${escapeHtml(chosen.description)}</td></tr>
</table>
<table cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;font-size:15px;margin:0 0 8px">
<caption style="text-align:left;font-weight:700;padding:0 0 8px">Monthly prices</caption>
${rows
  .map(
    (row) =>
      `<tr style="${row.chosen ? "background:#f0fdfa;font-weight:700" : ""}"><td style="${cell}">${escapeHtml(row.name)}${row.chosen ? " (your selection)" : ""}</td><td style="${cell}text-align:right">${escapeHtml(row.price)}${row.price.startsWith("£") ? " a month" : ""}${row.withVat ? `<br><span style="font-weight:400;font-size:13px;color:#475569">${escapeHtml(row.withVat.slice(2, -1))}</span>` : ""}</td></tr>`,
  )
  .join("\n")}
</table>
<p style="margin:0 0 20px;font-size:13px;color:#475569">Prices exclude VAT. One fixed monthly fee, no hidden fees.</p>
<p style="margin:0 0 16px"><strong>What happens next:</strong> a partner will review your details and contact you ${escapeHtml(firm.replyWithin)} to confirm your price and answer any questions. Nothing is agreed until you sign our engagement letter.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(firm.bookingUrl)}" style="display:inline-block;background:#f59e0b;color:#06142a;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">Book a call with a partner</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(firm.phone.display)} · ${escapeHtml(firm.email)}<br>${escapeHtml(firm.legalName)}, ${escapeHtml(firmAddressLine)}. ${escapeHtml(sraStatement)}<br>Quote reference: ${escapeHtml(quote.id)}</p>
</td></tr></table></td></tr></table></body></html>`;

  return { subject, text, html };
}
