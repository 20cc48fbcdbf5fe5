import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

/** The element a card is: a list item in a list of cards, a figure for a quotation. */
type CardElement = "div" | "li" | "figure";

/** A white panel with a border and a light shadow. */
export function Card({
  as: Element = "div",
  children,
  className,
}: {
  as?: CardElement;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Element className={cx("rounded-2xl border border-slate-200 bg-white p-6 shadow-sm", className)}>
      {children}
    </Element>
  );
}
