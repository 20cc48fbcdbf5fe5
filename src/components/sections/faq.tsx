import { Accordion } from "~/components/ui/accordion";
import { InlineText } from "~/components/ui/inline-text";
import type { FaqSection } from "~/content/types";
import { slugify } from "~/lib/slug";
import { SectionShell, type SectionTone } from "./section-shell";

/** Questions open and close individually. */
export default function Faq({ section, tone }: { section: FaqSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id ?? "faq"} heading={section.heading} lead={section.lead} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <Accordion
          mode="multiple"
          items={section.items.map((item) => ({
            id: slugify(item.question),
            title: item.question,
            body: (
              <p>
                <InlineText text={item.answer} />
              </p>
            ),
          }))}
        />
      </div>
    </SectionShell>
  );
}
