import { telHref } from "#kernel/schemas/contact-constants.ts";
import { packages, priceText, quotePrice } from "#kernel/packages.ts";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useRecordAccess } from "../api/access-log";
import type { QuoteLead } from "../api/list-quotes";
import type { StaffMember } from "../api/list-staff";
import { leadsCopy } from "../copy";
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from "../lib/csv";
import { formatDateTime, spreadsheetDateTime } from "../lib/format";
import { filterLeads, filtersActive, noLeadFilters, type LeadFilters } from "../lib/lead-work";
import { EmptyNote } from "./data-table";
import { workCsvColumns, type LeadWorkContext } from "./lead-details";
import { audienceOptions, LeadFiltersBar } from "./lead-filters";
import { LeadList } from "./lead-list";
import { LeadWorkPanel } from "./lead-work-panel";

const copy = leadsCopy.quotes;
const columns = copy.columns;

const quoteName = (quote: QuoteLead) => `${quote.contact_first_name} ${quote.contact_last_name}`;

const csvColumns = (work: LeadWorkContext): CsvColumn<QuoteLead>[] => [
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
  ...workCsvColumns<QuoteLead>(work.staff, work.activity),
];

export const quotesCsv = (quotes: QuoteLead[], work: LeadWorkContext): string => toCsv(csvColumns(work), quotes);

function QuoteDetails({ quote }: { quote: QuoteLead }) {
  const details = copy.details;
  return (
    <dl className="grid gap-x-8 gap-y-3 bg-slate-50 px-3 py-4 sm:grid-cols-2">
      <div className="sm:row-span-3">
        <dt className="font-semibold text-navy-900">{details.prices}</dt>
        <dd>
          <ul>
            {packages.map((item) => (
              <li key={item.id}>
                {item.name}: {priceText(quotePrice(quote, item.name))}
                {item.name === quote.package_type ? ` ${details.chosen}` : ""}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {quote.contact_phone && (
        <div>
          <dt className="font-semibold text-navy-900">{columns.phone}</dt>
          <dd>
            <a className="text-teal-700 underline" href={telHref(quote.contact_phone)}>
              {quote.contact_phone}
            </a>
          </dd>
        </div>
      )}
      {quote.message && (
        <div className="sm:col-span-2">
          <dt className="font-semibold text-navy-900">{columns.message}</dt>
          <dd className="whitespace-pre-line break-words">{quote.message}</dd>
        </div>
      )}
      <div>
        <dt className="font-semibold text-navy-900">{columns.headline}</dt>
        <dd>{quote.hero_variant ? leadsCopy.hero.variant(quote.hero_variant) : details.headlineUnknown}</dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{details.confirmation}</dt>
        <dd>
          {quote.confirmation_sent_at
            ? details.confirmationSent(formatDateTime(quote.confirmation_sent_at))
            : details.confirmationNotSent}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{columns.reference}</dt>
        <dd className="font-mono text-xs break-all">{quote.id}</dd>
      </div>
    </dl>
  );
}

/** Quote requests, newest first: search and filters, the details and work of each, and a CSV export. */
export function QuotesSection({
  quotes,
  openQuoteId = null,
  staff,
  activity,
}: {
  quotes: QuoteLead[];
  openQuoteId?: string | null;
  staff: StaffMember[];
  activity: LeadWorkContext["activity"];
}) {
  const id = useId();
  const [filters, setFilters] = useState<LeadFilters>(noLeadFilters);
  const record = useRecordAccess();
  const shown = filterLeads(quotes, filters, {
    audience: (quote) => quote.industry,
    searchable: (quote) => [quoteName(quote), quote.contact_email, quote.industry, quote.company_name],
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
            {copy.heading}
          </h3>
          <p className="text-slate-700" role="status">
            {copy.count(shown.length, quotes.length)}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={quotes.length === 0}
          onClick={() => {
            const rows = filtersActive(filters) ? shown : quotes;
            downloadCsv(csvFileName(copy.csvPrefix), quotesCsv(rows, { staff, activity }));
            record("exported_quotes", null, rows.length);
          }}
        >
          {leadsCopy.downloadCsv}
        </Button>
      </div>
      <LeadFiltersBar
        filters={filters}
        onChange={setFilters}
        search={{ label: copy.search, hint: copy.searchHint }}
        staff={staff}
        audiences={audienceOptions(quotes.map((quote) => quote.industry))}
      />
      {quotes.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : shown.length === 0 ? (
        <EmptyNote>{copy.noMatch}</EmptyNote>
      ) : (
        <LeadList
          leads={shown}
          caption={copy.caption}
          receivedLabel={columns.received}
          columns={[columns.industry, columns.revenue, columns.package]}
          staff={staff}
          onOpen={(lead) => record("opened_quote", lead.id)}
          openId={openQuoteId}
          name={quoteName}
          email={(quote) => quote.contact_email}
          detailsLabel={copy.showDetailsLabel}
          nameNote={(quote) =>
            quote.company_name && <span className="block font-normal text-slate-700">{quote.company_name}</span>
          }
          phone={(quote) => quote.contact_phone}
          card={(quote) => (
            <p className="text-sm text-slate-800">
              {quote.package_type} · {quote.revenue_range} · {quote.industry}
            </p>
          )}
          cells={(quote) => [quote.industry, quote.revenue_range, quote.package_type]}
          details={(quote, name) => (
            <>
              <QuoteDetails quote={quote} />
              <LeadWorkPanel
                kind="quote"
                lead={quote}
                name={name}
                staff={staff}
                activity={activity.get(quote.id) ?? []}
                details={[
                  {
                    name: "first_name",
                    label: "First name",
                    value: quote.contact_first_name,
                    type: "text",
                    required: true,
                  },
                  {
                    name: "last_name",
                    label: "Last name",
                    value: quote.contact_last_name,
                    type: "text",
                    required: true,
                  },
                  { name: "email", label: "E-mail address", value: quote.contact_email, type: "email", required: true },
                  { name: "phone", label: "Phone", value: quote.contact_phone, type: "tel", required: false },
                ]}
              />
            </>
          )}
        />
      )}
    </section>
  );
}
