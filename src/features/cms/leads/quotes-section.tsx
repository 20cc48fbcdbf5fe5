import { telHref } from "#kernel/schemas/contact-constants.ts";
import { packages, priceText, quotePrice } from "#kernel/packages.ts";
import type { QuoteLead } from "../api/list-quotes";
import { headlineTestCopy } from "../reports/copy";
import { leadsCopy } from "./copy";
import type { CsvColumn } from "./csv";
import { spreadsheetDateTime } from "../lib/format";
import type { LeadWorkContext } from "./lead-details";
import {
  ConfirmationAndReference,
  Detail,
  DetailList,
  LeadSection,
  leadsCsv,
  type LeadListKind,
  type ListWork,
} from "./lead-section";

const copy = leadsCopy.quotes;
const columns = copy.columns;

function QuoteDetails({ quote }: { quote: QuoteLead }) {
  const details = copy.details;
  return (
    <DetailList>
      <Detail term={details.prices} className="sm:row-span-3">
        <ul>
          {packages.map((item) => (
            <li key={item.id}>
              {item.name}: {priceText(quotePrice(quote, item.name))}
              {item.name === quote.package_type ? ` ${details.chosen}` : ""}
            </li>
          ))}
        </ul>
      </Detail>
      {quote.contact_phone && (
        <Detail term={columns.phone}>
          <a className="text-teal-700 underline" href={telHref(quote.contact_phone)}>
            {quote.contact_phone}
          </a>
        </Detail>
      )}
      {quote.message && (
        <Detail term={columns.message} className="sm:col-span-2" descriptionClassName="whitespace-pre-line break-words">
          {quote.message}
        </Detail>
      )}
      <Detail term={columns.headline}>
        {quote.hero_variant ? headlineTestCopy.variant(quote.hero_variant) : details.headlineUnknown}
      </Detail>
      <ConfirmationAndReference
        lead={quote}
        labels={{
          confirmation: details.confirmation,
          sent: details.confirmationSent,
          notSent: details.confirmationNotSent,
          reference: columns.reference,
        }}
      />
    </DetailList>
  );
}

const quoteName = (quote: QuoteLead) => `${quote.contact_first_name} ${quote.contact_last_name}`;

/** Quote requests: the package, revenue and industry of each, and the prices it was quoted. */
export const quoteList: LeadListKind<QuoteLead> = {
  kind: "quote",
  copy,
  count: copy.count,
  access: { exported: "exported_quotes", opened: "opened_quote" },
  csvColumns: [
    { header: columns.received, value: (quote) => spreadsheetDateTime(quote.created_at) },
    { header: columns.firstName, value: (quote) => quote.contact_first_name },
    { header: columns.lastName, value: (quote) => quote.contact_last_name },
    { header: columns.email, value: (quote) => quote.contact_email },
    { header: columns.phone, value: (quote) => quote.contact_phone },
    { header: columns.company, value: (quote) => quote.company_name },
    { header: columns.industry, value: (quote) => quote.industry },
    { header: columns.revenue, value: (quote) => quote.revenue_range },
    { header: columns.package, value: (quote) => quote.package_type },
    ...packages.map((item): CsvColumn<QuoteLead> => ({
      header: columns.price(item.name),
      // Blank would read as "not quoted": the largest band is priced individually.
      value: (quote) => quotePrice(quote, item.name) ?? priceText(null),
    })),
    { header: columns.message, value: (quote) => quote.message },
    { header: columns.headline, value: (quote) => quote.hero_variant?.toUpperCase() },
    { header: columns.confirmation, value: (quote) => spreadsheetDateTime(quote.confirmation_sent_at) },
    { header: columns.reference, value: (quote) => quote.id },
  ],
  audience: (quote) => quote.industry,
  searchable: (quote) => [quoteName(quote), quote.contact_email, quote.industry, quote.company_name],
  receivedLabel: columns.received,
  columns: [columns.industry, columns.revenue, columns.package],
  cells: (quote) => [quote.industry, quote.revenue_range, quote.package_type],
  name: quoteName,
  email: (quote) => quote.contact_email,
  phone: (quote) => quote.contact_phone,
  nameNote: (quote) =>
    quote.company_name && <span className="block font-normal text-slate-700">{quote.company_name}</span>,
  card: (quote) => (
    <p className="text-sm text-slate-800">
      {quote.package_type} · {quote.revenue_range} · {quote.industry}
    </p>
  ),
  details: (quote) => <QuoteDetails quote={quote} />,
  correctable: (quote) => [
    { name: "first_name", label: "First name", value: quote.contact_first_name, type: "text", required: true },
    { name: "last_name", label: "Last name", value: quote.contact_last_name, type: "text", required: true },
    { name: "email", label: "E-mail address", value: quote.contact_email, type: "email", required: true },
    { name: "phone", label: "Phone", value: quote.contact_phone, type: "tel", required: false },
  ],
};

export const quotesCsv = (quotes: QuoteLead[], work: LeadWorkContext): string => leadsCsv(quoteList, quotes, work);

/** Quote requests, newest first: search and filters, the details and work of each, and a CSV export. */
export const QuotesSection = ({
  quotes,
  openQuoteId = null,
  ...work
}: { quotes: QuoteLead[]; openQuoteId?: string | null } & ListWork) => (
  <LeadSection list={quoteList} leads={quotes} openId={openQuoteId} {...work} />
);
