import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

const tones = {
  accent: "bg-accent-100 text-navy-900 ring-accent-300",
  teal: "bg-teal-50 text-teal-800 ring-teal-200",
  onDark: "bg-white/10 text-white ring-white/25",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

export function Badge({
  children,
  tone = "teal",
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
