import { useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import { TickList } from "~/components/ui/tick-list";
import { InlineText } from "~/components/ui/inline-text";
import type { PricingSection } from "~/components/sections/types";
import { cx } from "~/lib/cx";
import { formatPounds, formatWholePounds } from "~/lib/format";
import { withVat, withVatShort } from "~/lib/vat";
import { SectionShell, type SectionTone } from "./section-shell";

export const POPULAR_LABEL = "Popular";
export const BANDS_CAPTION = "Monthly prices by yearly turnover, before VAT";
export const CUSTOM_PRICING = "Custom pricing";

/** A price in a table cell: whole pounds where it has no pence. */
const cellPrice = (price: number) => (Number.isInteger(price) ? formatWholePounds(price) : formatPounds(price));

/** The price of every plan in every turnover band: what a quote will say, before a visitor gives an address. */
function PriceBands({ section }: { section: PricingSection }) {
  const headingId = useId();
  if (!section.bands?.length) return null;
  return (
    <div className="mt-10">
      <h3 id={headingId} className="mb-3 text-lg font-semibold text-navy-900">
        {BANDS_CAPTION}
      </h3>
      {/* The screen's full width on a phone: four columns fit without scrolling. */}
      <div className="-mx-4 overflow-x-auto border-y border-slate-200 bg-white sm:mx-0 sm:rounded-2xl sm:border">
        <table aria-labelledby={headingId} className="w-full text-left text-sm sm:text-base">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-1 pl-4 font-semibold text-slate-700 sm:px-4">
                Turnover
              </th>
              {section.plans.map((plan) => (
                <th key={plan.title} scope="col" className="px-1.5 py-2 font-semibold text-slate-700 sm:px-4">
                  {plan.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.bands.map((band) => (
              <tr key={band.range} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-1 pl-4 font-medium text-navy-900 sm:px-4">
                  {band.range}
                </th>
                {band.prices.map((price, index) => (
                  <td key={section.plans[index]?.title ?? index} className="px-1.5 py-2 align-top sm:px-4">
                    {price === null ? (
                      CUSTOM_PRICING
                    ) : (
                      <>
                        <span className="font-semibold text-navy-900">{cellPrice(price)}</span>
                        <span className="block text-xs text-slate-600">{withVatShort(price)}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function Pricing({ section, tone }: { section: PricingSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} heading={section.heading} lead={section.lead} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {section.plans.map((plan) => (
          <li
            key={plan.title}
            className={cx(
              "relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm",
              plan.popular ? "border-teal-600 ring-2 ring-teal-600" : "border-slate-200",
            )}
          >
            {plan.popular && (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-teal-700 px-4 py-1 text-sm font-semibold text-white">
                {POPULAR_LABEL}
              </p>
            )}
            <h3 className="text-2xl font-bold text-navy-900">{plan.title}</h3>
            <p className="mt-1 text-slate-600">{plan.subtitle}</p>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-sm font-semibold tracking-wide text-slate-600 uppercase">From</span>
              <span className="text-4xl font-bold text-navy-900">{formatWholePounds(plan.price)}</span>
              <span className="text-slate-600">/month</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">{withVat(plan.price)}</p>
            <TickList items={plan.features} className="mt-6 mb-8" />
            <ButtonLink href={plan.action.href} variant={plan.popular ? "primary" : "secondary"} className="mt-auto">
              {plan.action.label}
              <span className="sr-only"> — {plan.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
      <PriceBands section={section} />
      {section.note && (
        <p className="mt-8 text-center text-sm text-slate-600">
          <InlineText text={section.note} />
        </p>
      )}
    </SectionShell>
  );
}
