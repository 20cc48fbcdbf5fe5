import type { AccordionSection } from "~/components/sections/types";
import { CollapsibleList } from "./collapsible-list";
import type { SectionTone } from "./section-shell";

/** At most one item open at a time; clicking the open item closes it. */
export default function AccordionList({ section, tone }: { section: AccordionSection; tone: SectionTone }) {
  return (
    <CollapsibleList
      id={section.id}
      heading={section.heading}
      lead={section.lead}
      tone={tone}
      mode="single"
      items={section.items}
    />
  );
}
