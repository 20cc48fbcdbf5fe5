import { packages, priceText, quotePrice } from "#kernel/packages.ts";
import { withVat } from "~/lib/vat";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { TickList } from "~/components/ui/tick-list";
import { firm } from "~/config/firm";
import { cx } from "~/lib/cx";
import type { StoredQuote } from "./api/get-quote";
import { thankYouCopy } from "./copy";

/** 'Compare Our Packages': the three cards, the customer's own marked 'Your Selection'. */
export function PackageComparison({ quote }: { quote: StoredQuote }) {
  const copy = thankYouCopy.compare;
  return (
    <section aria-labelledby="compare-heading" className="mt-14">
      <h2 id="compare-heading" className="text-3xl font-bold text-navy-900">
        {copy.heading}
      </h2>
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {packages.map((item) => {
          const selected = item.name === quote.package_type;
          const monthly = quotePrice(quote, item.name);
          const price = priceText(monthly);
          return (
            <li
              key={item.id}
              className={cx(
                "flex flex-col rounded-2xl border bg-white p-6 shadow-sm",
                selected ? "border-teal-600 ring-2 ring-teal-600" : "border-slate-200",
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-2xl font-bold text-navy-900">{item.name}</h3>
                {selected && <Badge tone="teal">{copy.yourSelection}</Badge>}
                {item.recommended && !selected && <Badge tone="accent">{copy.recommended}</Badge>}
              </div>
              <p className="mt-1 text-slate-700">{item.description}</p>
              <p className="mt-1 text-sm text-slate-600 italic">{item.tagline}</p>
              <p className="mt-5">
                <span className="text-3xl font-bold text-navy-900">{price}</span>
                {price.startsWith("£") && <span className="ml-1 text-slate-600">{copy.perMonth}</span>}
              </p>
              {monthly !== null && <p className="mt-1 text-sm text-slate-600">{withVat(monthly)}</p>}
              <TickList items={item.features} size="sm" className="mt-5" />
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">{copy.vatNote}</p>
        <ButtonLink href={firm.bookingUrl}>{thankYouCopy.bookConsultation}</ButtonLink>
      </div>
    </section>
  );
}
