import { useId, type KeyboardEvent, type ReactNode } from "react";
import { Disclosure } from "~/components/ui/disclosure";
import { useStateFromPage } from "~/lib/use-early-input";

export interface AccordionEntry {
  id: string;
  title: string;
  body: ReactNode;
}

interface AccordionProps {
  items: AccordionEntry[];
  /** "multiple": items open and close individually; "single": at most one open, and pressing it closes it. */
  mode: "single" | "multiple";
}

/**
 * Each item is a `Disclosure` the page loader may open and close before the page's scripts have
 * started (scripts/page-loader.js; `data-disclosure-group` makes it close the others in single
 * mode); what it opened is taken over on hydration. Panels stay in the DOM when closed, so their
 * text is in the prerendered HTML for search engines.
 */
export function Accordion({ items, mode }: AccordionProps) {
  const baseId = useId();
  // What the page loader opened before hydration.
  const [open, setOpen] = useStateFromPage(
    () =>
      items
        .filter((_, index) => document.getElementById(`${baseId}-${index}`)?.getAttribute("aria-expanded") === "true")
        .map((item) => item.id),
    [],
    (a, b) => a.join() === b.join(),
  );
  // Up and Down (round the ends), Home and End move between the questions, as the ARIA accordion pattern offers.
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const questions = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[data-disclosure]")];
    const at = questions.findIndex((question) => question === document.activeElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: questions.length - 1 }[event.key];
    if (at < 0 || to === undefined) return;
    event.preventDefault();
    questions[(to + questions.length) % questions.length]?.focus();
  };
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : mode === "single" ? [id] : [...current, id],
    );

  return (
    <div
      onKeyDown={moveFocus}
      data-disclosure-group={mode === "single" ? "single" : undefined}
      className="rounded-2xl border border-slate-200 bg-white px-6 shadow-sm"
    >
      {items.map((item, index) => (
        <Disclosure
          key={item.id}
          id={`${baseId}-${index}`}
          title={item.title}
          open={open.includes(item.id)}
          onOpenChange={() => toggle(item.id)}
          headingLevel={3}
          opensBeforeScripts
          region
          className="border-b border-slate-200 last:border-b-0"
          headingClassName="flex"
          buttonClassName="py-5 text-lg"
          panelClassName="pb-5 text-slate-700"
        >
          {item.body}
        </Disclosure>
      ))}
    </div>
  );
}
