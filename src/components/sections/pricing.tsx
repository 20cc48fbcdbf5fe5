import { ButtonLink } from "~/components/ui/button";
import { TickList } from "~/components/ui/tick-list";
import { InlineText } from "~/components/ui/inline-text";
import type { PricingSection } from "~/components/sections/types";
import { cx } from "~/lib/cx";
import { formatWholePounds } from "~/lib/format";
import { SectionShell, type SectionTone } from "./section-shell";

export const POPULAR_LABEL = "Popular";

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
            <TickList items={plan.features} className="mt-6 mb-8" />
            <ButtonLink href={plan.action.href} variant={plan.popular ? "primary" : "secondary"} className="mt-auto">
              {plan.action.label}
              <span className="sr-only"> — {plan.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
      {section.note && (
        <p className="mt-8 text-center text-sm text-slate-600">
          <InlineText text={section.note} />
        </p>
      )}
    </SectionShell>
  );
}
