import { useState, type ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { InlineText } from "~/components/ui/inline-text";
import { slugify } from "~/lib/slug";
import { Disclosure } from "./disclosure";

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

export interface FaqContent {
  readonly heading: string;
  readonly items: readonly { readonly question: string; readonly answer: string }[];
}

/** The plain-English guide under a calculator: short headed sections of prose. */
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

function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      title={question}
      open={open}
      onOpenChange={setOpen}
      headingLevel={3}
      className="border-b border-slate-200 last:border-b-0"
      buttonClassName="py-5 text-lg"
      panelClassName="pb-5 text-slate-700"
    >
      <p>
        <InlineText text={answer} />
      </p>
    </Disclosure>
  );
}

/** Questions that open and close individually, styled like the site's other FAQs. */
export function Faqs({ content }: { content: FaqContent }) {
  const headingId = slugify(content.heading);
  return (
    <section aria-labelledby={headingId} className="no-print bg-slate-50 py-16 sm:py-20">
      <Container>
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {content.heading}
          </h2>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
            {content.items.map((item) => (
              <FaqItem key={item.question} question={item.question} answer={item.answer} />
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
