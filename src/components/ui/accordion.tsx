import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";

export interface AccordionEntry {
  id: string;
  title: string;
  body: ReactNode;
}

type AccordionProps = { items: AccordionEntry[] } & (
  | { mode: "multiple" }
  /** At most one open; clicking the open item closes it. */
  | { mode: "single" }
);

/**
 * Panels stay in the DOM when closed (hidden by CSS), so their text is in the
 * prerendered HTML for search engines and in-page find.
 */
export function Accordion({ items, mode }: AccordionProps) {
  const list = items.map((item) => (
    <AccordionPrimitive.Item key={item.id} value={item.id} className="border-b border-slate-200 last:border-b-0">
      <AccordionPrimitive.Header className="flex">
        <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-navy-900 hover:text-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600">
          {item.title}
          <Icon
            name="chevron-down"
            className="h-5 w-5 shrink-0 text-teal-700 transition-transform group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content forceMount className="pb-5 text-slate-700 data-[state=closed]:hidden">
        {item.body}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  ));
  const className = "rounded-2xl border border-slate-200 bg-white px-6 shadow-sm";
  return mode === "single" ? (
    <AccordionPrimitive.Root type="single" collapsible className={className}>
      {list}
    </AccordionPrimitive.Root>
  ) : (
    <AccordionPrimitive.Root type="multiple" className={className}>
      {list}
    </AccordionPrimitive.Root>
  );
}
