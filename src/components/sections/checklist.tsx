import { InlineText } from "~/components/ui/inline-text";
import { Icon } from "~/components/ui/icon";
import type { ChecklistSection } from "~/components/sections/types";
import { cx } from "~/lib/cx";
import { ActionRow } from "./action-row";
import { SectionShell, type SectionTone } from "./section-shell";

export default function Checklist({ section, tone }: { section: ChecklistSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} tone={tone}>
      <ul className={cx("mx-auto grid max-w-4xl gap-x-10 gap-y-4", section.columns !== 1 && "md:grid-cols-2")}>
        {section.items.map((item) => (
          <li key={item} className="flex gap-3 text-lg text-slate-700">
            <Icon name="check-circle" className="mt-0.5 h-6 w-6 shrink-0 text-teal-700" />
            <span>
              <InlineText text={item} />
            </span>
          </li>
        ))}
      </ul>
      {section.actions && <ActionRow actions={section.actions} centred className="mt-10" />}
    </SectionShell>
  );
}
