import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useEarlyInput } from "~/lib/use-early-input";

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
 * Each item is a disclosure (a button with `aria-expanded` controlling its panel), marked so the
 * page loader can open and close it before the page's scripts have started (scripts/page-loader.js,
 * `data-disclosure`, `data-disclosure-group`); what it opened is taken over on hydration. Panels
 * stay in the DOM when closed, so their text is in the prerendered HTML for search engines.
 */
export function Accordion({ items, mode }: AccordionProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  // Over the prerendered page, what the page loader opened before hydration: read as React hydrates
  // (a press that hydrates this part then toggles from what the visitor sees), and again once
  // hydrated, for one made while the rest of the page hydrated.
  const openInPage = () =>
    typeof document === "undefined"
      ? []
      : items
          .filter((_, index) => document.getElementById(`${baseId}-${index}`)?.getAttribute("aria-expanded") === "true")
          .map((item) => item.id);
  const [open, setOpen] = useState(openInPage);
  useEarlyInput(list, () => {
    const shown = openInPage();
    setOpen((current) => (current.join() === shown.join() ? current : shown));
  });
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
      ref={list}
      onKeyDown={moveFocus}
      data-disclosure-group={mode === "single" ? "single" : undefined}
      className="rounded-2xl border border-slate-200 bg-white px-6 shadow-sm"
    >
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-${index}`;
        const panelId = `${buttonId}-panel`;
        return (
          <div key={item.id} className="border-b border-slate-200 last:border-b-0">
            <h3 className="flex">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-disclosure=""
                onClick={() => toggle(item.id)}
                className="group flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-navy-900 hover:text-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                {item.title}
                <Icon
                  name="chevron-down"
                  className="h-5 w-5 shrink-0 text-teal-700 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="pb-5 text-slate-700"
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
