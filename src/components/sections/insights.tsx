import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import type { InsightsSection } from "~/components/sections/types";
import { ActionRow } from "./action-row";
import { SectionShell, type SectionTone } from "./section-shell";

export default function Insights({ section, tone }: { section: InsightsSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} heading={section.heading} lead={section.lead} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {section.items.map((item) => (
          <Card
            as="li"
            key={item.title}
            className="relative flex flex-col focus-within:ring-3 focus-within:ring-teal-600 hover:shadow-md"
          >
            <p className="flex items-center gap-3 text-sm text-slate-600">
              <span className="font-semibold text-teal-800">{item.category}</span>
              <span aria-hidden="true">·</span>
              <span>{item.date ?? item.label}</span>
            </p>
            <h3 className="mt-3 text-xl font-semibold text-navy-900">
              <SmartLink
                href={item.href}
                className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
              >
                {item.title}
              </SmartLink>
            </h3>
            <p className="mt-2 flex-1 text-slate-700">{item.excerpt}</p>
            <span aria-hidden="true" className="mt-4 flex items-center gap-1 font-semibold text-teal-700">
              Read more <Icon name="arrow-right" className="h-4 w-4" />
            </span>
          </Card>
        ))}
      </ul>
      {section.action && <ActionRow actions={[section.action]} centred size="md" className="mt-10" />}
    </SectionShell>
  );
}
