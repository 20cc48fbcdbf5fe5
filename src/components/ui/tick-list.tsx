import { cx } from "~/lib/cx";
import { Icon } from "./icon";

interface TickListProps {
  items: readonly string[];
  size?: "sm" | "md";
  /** On dark backgrounds the tick is amber and the text inherits the colour. */
  onDark?: boolean;
  className?: string;
}

/** A list of inclusions or reassurances, each with a tick. */
export function TickList({ items, size = "md", onDark = false, className }: TickListProps) {
  return (
    <ul className={cx(size === "sm" ? "space-y-2 text-sm" : "space-y-3", !onDark && "text-slate-700", className)}>
      {items.map((item) => (
        <li key={item} className={cx("flex", size === "sm" ? "gap-2" : "gap-3")}>
          <Icon
            name={onDark ? "check-circle" : "check"}
            className={cx(
              "mt-0.5 shrink-0",
              size === "sm" ? "h-4 w-4" : "h-5 w-5",
              onDark ? "text-accent-400" : "text-teal-700",
            )}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
