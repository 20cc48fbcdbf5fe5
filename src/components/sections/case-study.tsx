import { ButtonLink } from "~/components/ui/button";
import { InlineText } from "~/components/ui/inline-text";
import type { CaseStudySection } from "~/components/sections/types";
import { SectionShell, type SectionTone } from "./section-shell";

export default function CaseStudy({ section, tone }: { section: CaseStudySection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} tone={tone}>
      <article className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6 p-8 sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{section.client}</p>
          <div>
            <h3 className="text-lg font-semibold text-navy-900">The challenge</h3>
            <p className="mt-2 text-slate-700">
              <InlineText text={section.challenge} />
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-navy-900">What we did</h3>
            <p className="mt-2 text-slate-700">
              <InlineText text={section.solution} />
            </p>
          </div>
          {section.quote && (
            <figure className="border-l-4 border-accent-500 pl-4">
              <blockquote className="text-lg text-navy-900 italic">“{section.quote.text}”</blockquote>
              <figcaption className="mt-2 text-sm text-slate-600">
                {section.quote.author}, {section.quote.company}
              </figcaption>
            </figure>
          )}
          {section.action && (
            <ButtonLink href={section.action.href} variant="secondary">
              {section.action.label}
            </ButtonLink>
          )}
        </div>
        <div className="bg-navy-900 p-8 text-white sm:p-10">
          <h3 className="text-lg font-semibold">The results</h3>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            {section.results.map((result) => (
              <div key={result.label} className="flex flex-col-reverse">
                <dt className="text-slate-300">{result.label}</dt>
                <dd className="text-3xl font-bold text-accent-400">{result.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </article>
    </SectionShell>
  );
}
