import { packages, priceText, quotePrice } from "@shared/packages.ts";
import { Fragment, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import type { QuoteLead } from "../api/list-quotes";
import { leadsCopy } from "../copy";
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from "../lib/csv";
import { formatDateTime, spreadsheetDateTime } from "../lib/format";
import { matchesSearch } from "../lib/search";
import { cellClasses, linkButtonClasses } from "./table";
import { DataTable, EmptyNote } from "./data-table";
import { SearchField } from "./search-field";

const copy = leadsCopy.quotes;
const columns = copy.columns;

const tableColumns = [
  columns.received,
  columns.name,
  columns.email,
  columns.company,
  columns.industry,
  columns.revenue,
  columns.package,
  columns.details,
];

const csvColumns: CsvColumn<QuoteLead>[] = [
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
];

export const quotesCsv = (quotes: QuoteLead[]): string => toCsv(csvColumns, quotes);

function QuoteDetails({ quote, id }: { quote: QuoteLead; id: string }) {
  const details = copy.details;
  return (
    <dl id={id} className="grid gap-x-8 gap-y-3 bg-slate-50 px-3 py-4 sm:grid-cols-2">
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
            <a className="text-teal-700 underline" href={`tel:${quote.contact_phone.replace(/[^0-9+]/g, "")}`}>
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

/** Opens and closes a quote's details, in its card or its table row. */
function DetailsButton({
  name,
  detailsId,
  expanded,
  onToggle,
  className = "",
}: {
  name: string;
  detailsId: string;
  expanded: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${linkButtonClasses} ${className}`}
      aria-expanded={expanded}
      aria-controls={expanded ? detailsId : undefined}
      aria-label={copy.showDetailsLabel(name)}
      onClick={onToggle}
    >
      {copy.showDetails}
    </button>
  );
}

/** Quote requests, newest first: search by name, e-mail or industry, the details of each, and a CSV export. */
export function QuotesSection({ quotes, openQuoteId = null }: { quotes: QuoteLead[]; openQuoteId?: string | null }) {
  const id = useId();
  const [search, setSearch] = useState("");
  // A link to one lead (the firm's notice e-mail: ?view=leads&quote=<id>) opens its details.
  const [open, setOpen] = useState<Set<string>>(() => new Set(openQuoteId ? [openQuoteId] : []));
  useEffect(() => {
    if (!openQuoteId) return;
    // The table on a wide screen, the card on a phone: whichever is shown.
    [`${id}-details-${openQuoteId}`, `${id}-card-details-${openQuoteId}`]
      .map((elementId) => document.getElementById(elementId))
      .find((element) => element?.offsetParent !== null)
      ?.scrollIntoView({ block: "center" });
  }, [id, openQuoteId]);
  const shown = quotes.filter((quote) =>
    matchesSearch(search, [
      `${quote.contact_first_name} ${quote.contact_last_name}`,
      quote.contact_email,
      quote.industry,
      quote.company_name,
    ]),
  );
  const toggle = (quoteId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(quoteId)) next.delete(quoteId);
      else next.add(quoteId);
      return next;
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
          onClick={() => downloadCsv(csvFileName(copy.csvPrefix), quotesCsv(search.trim() ? shown : quotes))}
        >
          {leadsCopy.downloadCsv}
        </Button>
      </div>
      <SearchField label={copy.search} hint={copy.searchHint} value={search} onChange={setSearch} />
      {quotes.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : shown.length === 0 ? (
        <EmptyNote>{copy.noMatch(search.trim())}</EmptyNote>
      ) : (
        <>
          {/* A phone shows each request as a card, so nothing scrolls sideways. */}
          <ul aria-label={copy.caption} className="space-y-3 md:hidden">
            {shown.map((quote) => {
              const name = `${quote.contact_first_name} ${quote.contact_last_name}`;
              const detailsId = `${id}-card-details-${quote.id}`;
              const expanded = open.has(quote.id);
              return (
                <li key={quote.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                  <div className="space-y-1 p-4">
                    <p className="font-semibold text-navy-900">{name}</p>
                    <p className="text-sm text-slate-700">{formatDateTime(quote.created_at)}</p>
                    <p className="break-all">
                      <a href={`mailto:${quote.contact_email}`} className="text-teal-800 underline">
                        {quote.contact_email}
                      </a>
                    </p>
                    <p className="text-sm text-slate-800">
                      {quote.package_type} · {quote.revenue_range} · {quote.industry}
                    </p>
                    <DetailsButton
                      name={name}
                      detailsId={detailsId}
                      expanded={expanded}
                      onToggle={() => toggle(quote.id)}
                      className="mt-2 inline-flex min-h-11 items-center"
                    />
                  </div>
                  {expanded && <QuoteDetails quote={quote} id={detailsId} />}
                </li>
              );
            })}
          </ul>
          <div className="hidden md:block">
            <DataTable id={id} caption={copy.caption} columns={tableColumns}>
              {shown.map((quote) => {
                const name = `${quote.contact_first_name} ${quote.contact_last_name}`;
                const detailsId = `${id}-details-${quote.id}`;
                const expanded = open.has(quote.id);
                return (
                  <Fragment key={quote.id}>
                    <tr>
                      <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(quote.created_at)}</td>
                      <th scope="row" className={`${cellClasses} font-semibold text-navy-900`}>
                        {name}
                      </th>
                      <td className={`${cellClasses} break-all`}>
                        <a href={`mailto:${quote.contact_email}`} className="text-teal-800 underline">
                          {quote.contact_email}
                        </a>
                      </td>
                      <td className={cellClasses}>{quote.company_name ?? ""}</td>
                      <td className={cellClasses}>{quote.industry}</td>
                      <td className={cellClasses}>{quote.revenue_range}</td>
                      <td className={cellClasses}>{quote.package_type}</td>
                      <td className={cellClasses}>
                        <DetailsButton
                          name={name}
                          detailsId={detailsId}
                          expanded={expanded}
                          onToggle={() => toggle(quote.id)}
                        />
                      </td>
                    </tr>
                    {expanded && (
                      <tr>
                        <td colSpan={tableColumns.length} className="border-b border-slate-200 p-0">
                          <QuoteDetails quote={quote} id={detailsId} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </DataTable>
          </div>
        </>
      )}
    </section>
  );
}
