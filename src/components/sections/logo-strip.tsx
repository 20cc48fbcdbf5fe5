import type { LogoStripSection } from "~/components/sections/types";
import { cx } from "~/lib/cx";
import { SectionShell, type SectionTone } from "./section-shell";

/**
 * Name tiles (accreditations, software partners). Names, not logos: a body's logo may be shown
 * only under its own licence, and an imitation would present something invented as theirs.
 */
export default function LogoStrip({ section, tone }: { section: LogoStripSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} heading={section.heading} lead={section.lead} tone={tone}>
      <ul
        className={cx(
          "grid grid-cols-2 gap-4",
          section.items.length === 2 && "mx-auto max-w-3xl",
          section.items.length > 2 && "sm:grid-cols-3",
          section.items.length > 3 && "lg:grid-cols-4",
        )}
      >
        {section.items.map((item) => (
          <li
            key={item.name}
            className="flex min-h-24 flex-col items-center justify-center rounded-xl border border-slate-200 bg-white p-4 text-center"
          >
            <span className="font-semibold text-navy-900">{item.name}</span>
            {item.caption && <span className="mt-1 text-sm text-slate-600">{item.caption}</span>}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
