import { Card } from "~/components/ui/card";
import { InlineText } from "~/components/ui/inline-text";
import type { StepsSection } from "~/components/sections/types";
import { cx } from "~/lib/cx";
import { ActionRow } from "./action-row";
import { SectionShell, type SectionTone } from "./section-shell";

export default function Steps({ section, tone }: { section: StepsSection; tone: SectionTone }) {
  const columns = section.steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} lead={section.lead} tone={tone}>
      <ol className={cx("grid gap-6 md:grid-cols-2", columns)}>
        {section.steps.map((step, index) => (
          <Card as="li" key={step.title} className="relative">
            <span className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Step {index + 1}</span>
            <h3 className="mt-2 text-xl font-semibold text-navy-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">
              <InlineText text={step.description} />
            </p>
            {step.duration && <p className="mt-3 text-sm font-medium text-slate-600">{step.duration}</p>}
          </Card>
        ))}
      </ol>
      {section.actions && <ActionRow actions={section.actions} centred className="mt-10" />}
    </SectionShell>
  );
}
