import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { InlineText } from "~/components/ui/inline-text";
import { SmartLink } from "~/components/ui/smart-link";
import type { CardGridSection, CardItem } from "~/components/sections/types";
import { cx } from "~/lib/cx";
import { ActionRow } from "./action-row";
import { SectionShell, type SectionTone } from "./section-shell";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

function Card({ item, position, style }: { item: CardItem; position: number; style: CardGridSection["style"] }) {
  return (
    <li
      className={cx(
        "relative flex flex-col rounded-2xl border p-6 shadow-sm transition-shadow",
        style === "tinted" ? "border-teal-100 bg-teal-50/60" : "border-slate-200 bg-white",
        item.href && "focus-within:ring-3 focus-within:ring-teal-600 hover:shadow-md",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        {style === "numbered" ? (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
          >
            {position}
          </span>
        ) : (
          item.icon && (
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-teal-700/10 text-teal-700">
              <Icon name={item.icon} />
            </span>
          )
        )}
        {item.badge && <Badge tone="accent">{item.badge}</Badge>}
      </div>
      <h3 className="mt-4 text-xl font-semibold text-navy-900">
        {item.href ? (
          // The heading's link covers the whole card (the ::after overlay), so the card is one tab stop.
          <SmartLink href={item.href} className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {item.title}
          </SmartLink>
        ) : (
          item.title
        )}
      </h3>
      <p className="mt-2 text-slate-700">
        <InlineText text={item.description} />
      </p>
      {item.points && (
        // A link in a point sits above the card's own link overlay, so both can be clicked.
        <ul className="mt-4 space-y-1.5 text-sm text-slate-700 [&_a]:relative [&_a]:z-10">
          {item.points.map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-teal-600" />
              <span>
                <InlineText text={point} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {item.details && (
        <dl className="mt-4 space-y-3 border-t border-slate-200 pt-4">
          {item.details.map((detail) => (
            <div key={detail.label}>
              <dt className="text-sm font-semibold text-teal-800">{detail.label}</dt>
              <dd className="mt-1 text-slate-700">
                <InlineText text={detail.text} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {item.href && (
        <span aria-hidden="true" className="mt-auto flex items-center gap-1 pt-4 font-semibold text-teal-700">
          {item.linkLabel ?? "Learn more"} <Icon name="arrow-right" className="h-4 w-4" />
        </span>
      )}
    </li>
  );
}

export default function CardGrid({ section, tone }: { section: CardGridSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} tone={tone}>
      <ul className={cx("grid gap-6", columnClasses[section.columns ?? 3])}>
        {section.items.map((item, index) => (
          <Card key={item.title} item={item} position={index + 1} style={section.style} />
        ))}
      </ul>
      {section.actions && <ActionRow actions={section.actions} centred className="mt-10" />}
    </SectionShell>
  );
}
