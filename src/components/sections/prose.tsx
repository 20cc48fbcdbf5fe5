import { InlineText } from "~/components/ui/inline-text";
import type { ProseBlock, ProseSection } from "~/components/sections/types";
import { ActionRow } from "./action-row";
import { SectionShell, type SectionTone } from "./section-shell";

function Block({ block }: { block: ProseBlock }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "h3":
      return <h3 className="pt-2 text-xl font-semibold text-navy-900">{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={block.ordered ? "list-decimal space-y-2 pl-6" : "list-disc space-y-2 pl-6 marker:text-teal-700"}
        >
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

export default function Prose({ section, tone }: { section: ProseSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} tone={tone} centred={false}>
      <div className={section.aside ? "grid gap-10 lg:grid-cols-[2fr_1fr]" : "max-w-3xl"}>
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
          {section.actions && <ActionRow actions={section.actions} className="pt-4" />}
        </div>
        {section.aside && (
          <aside className="h-fit rounded-2xl border-l-4 border-teal-600 bg-teal-50 p-6">
            <h3 className="font-semibold text-navy-900">{section.aside.heading}</h3>
            <p className="mt-2 text-slate-700">
              <InlineText text={section.aside.text} />
            </p>
          </aside>
        )}
      </div>
    </SectionShell>
  );
}
