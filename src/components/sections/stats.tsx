import type { StatsSection } from "~/components/sections/types";
import { SectionShell, type SectionTone } from "./section-shell";

export default function Stats({ section, tone }: { section: StatsSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} heading={section.heading} tone={tone}>
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse rounded-2xl bg-navy-900 p-6 text-center text-white">
            <dt className="mt-1 text-slate-300">{item.label}</dt>
            <dd className="text-4xl font-bold text-accent-400">{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
