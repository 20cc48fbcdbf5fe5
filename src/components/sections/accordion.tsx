import { Accordion } from "~/components/ui/accordion";
import { InlineText } from "~/components/ui/inline-text";
import type { AccordionSection } from "~/content/types";
import { slugify } from "~/lib/slug";
import { SectionShell, type SectionTone } from "./section-shell";

/** At most one item open at a time; clicking the open item closes it. */
export default function AccordionList({ section, tone }: { section: AccordionSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} heading={section.heading} lead={section.lead} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <Accordion
          mode="single"
          items={section.items.map((item) => ({
            id: slugify(item.title),
            title: item.title,
            body: (
              <p>
                <InlineText text={item.body} />
              </p>
            ),
          }))}
        />
      </div>
    </SectionShell>
  );
}
