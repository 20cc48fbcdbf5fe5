import type { ReactNode } from "react";

/**
 * Lets a wide table scroll sideways inside its card rather than widen the
 * page on a phone. The scroll area can take focus, so keyboard users can
 * scroll it too; it is named after the table it holds.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      {children}
    </div>
  );
}
