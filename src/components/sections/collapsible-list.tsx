import { Accordion } from "~/components/ui/accordion";
import { InlineText } from "~/components/ui/inline-text";
import { slugify } from "~/lib/slug";
import { SectionShell, type SectionTone } from "./section-shell";

interface CollapsibleListProps {
  id?: string;
  heading: string;
  lead?: string;
  tone: SectionTone;
  /** "multiple": items open and close individually (FAQs); "single": at most one open. */
  mode: "single" | "multiple";
  items: { title: string; body: string }[];
}

/** A section of collapsible items: the FAQ and the single-open accordion share it. */
export function CollapsibleList({ id, heading, lead, tone, mode, items }: CollapsibleListProps) {
  return (
    <SectionShell id={id} heading={heading} lead={lead} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <Accordion
          mode={mode}
          items={items.map((item) => ({
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
