import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

export function Tag({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <span
      className={cx(
        "inline-block max-w-full truncate rounded-full px-2.5 py-0.5 text-xs font-medium",
        muted ? "bg-slate-100 text-slate-700" : "bg-teal-50 text-teal-800",
      )}
    >
      {children}
    </span>
  );
}
