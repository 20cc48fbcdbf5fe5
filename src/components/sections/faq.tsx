import type { FaqSection } from "~/components/sections/types";
import { CollapsibleList } from "./collapsible-list";
import type { SectionTone } from "./section-shell";

/** Questions open and close individually. */
export default function Faq({ section, tone }: { section: FaqSection; tone: SectionTone }) {
  return (
    <CollapsibleList
      id={section.id ?? "faq"}
      heading={section.heading}
      lead={section.lead}
      tone={tone}
      mode="multiple"
      items={section.items.map((item) => ({ title: item.question, body: item.answer }))}
    />
  );
}
