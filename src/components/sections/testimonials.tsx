import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { formatLongDate } from "~/lib/format";
import type { TestimonialsSection } from "~/components/sections/types";
import { ActionRow } from "./action-row";
import { SectionShell, type SectionTone } from "./section-shell";

/** A testimonial given for something in return says so (DMCC Act 2024). */
export const incentiveNote = (incentive: string) => `We gave ${incentive} in return for this review.`;

export default function Testimonials({ section, tone }: { section: TestimonialsSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} heading={section.heading} lead={section.lead} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.author + item.company}>
            <Card as="figure" className="flex h-full flex-col">
              <Icon name="quote" className="h-8 w-8 text-accent-500" />
              <blockquote className="mt-4 flex-1 text-slate-700">“{item.text}”</blockquote>
              <figcaption className="mt-6 border-t border-slate-200 pt-4">
                <span className="block font-semibold text-navy-900">{item.author}</span>
                {item.company && <span className="block text-sm text-slate-600">{item.company}</span>}
                {item.source && (
                  <span className="mt-1 block text-sm text-slate-600">
                    {item.source.rating !== undefined && `${item.source.rating} out of 5, `}
                    {item.source.url ? (
                      <SmartLink
                        href={item.source.url}
                        className="font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900"
                      >
                        {item.source.name}
                      </SmartLink>
                    ) : (
                      item.source.name
                    )}
                    , <time dateTime={item.source.date}>{formatLongDate(item.source.date)}</time>
                  </span>
                )}
                {item.incentive && (
                  <span className="mt-1 block text-sm text-slate-600">{incentiveNote(item.incentive)}</span>
                )}
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
      {section.action && <ActionRow actions={[section.action]} centred size="md" className="mt-10" />}
    </SectionShell>
  );
}
