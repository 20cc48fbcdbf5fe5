import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { InlineText } from "~/components/ui/inline-text";
import { slugify } from "~/lib/slug";

export interface ExplainerSection {
  /** Lets the page put something extra after the section, such as a table. */
  readonly id?: string;
  readonly heading: string;
  /** Plain text with `**bold**` and `[label](href)` markup. */
  readonly paragraphs: readonly string[];
}

export interface ExplainerContent {
  readonly heading: string;
  readonly sections: readonly ExplainerSection[];
}

/**
 * The plain-English guide under a calculator: short headed sections of prose,
 * with room after any section for something the page computes, such as a
 * table of examples (which the site's prose section has no place for). The
 * FAQs after it are the site's own FAQ section.
 */
export function Explainer({
  content,
  extras = {},
}: {
  content: ExplainerContent;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const headingId = slugify(content.heading);
  return (
    <section aria-labelledby={headingId} className="no-print bg-white py-16 sm:py-20">
      <Container>
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {content.heading}
          </h2>
          {content.sections.map((section) => (
            <div key={section.heading} className="mt-10">
              <h3 className="text-xl font-semibold text-navy-900">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-slate-700">
                  <InlineText text={paragraph} />
                </p>
              ))}
              {section.id !== undefined && extras[section.id]}
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
