import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

const tones = {
  accent: "bg-accent-100 text-navy-900 ring-accent-300",
  teal: "bg-teal-50 text-teal-800 ring-teal-200",
  onDark: "bg-white/10 text-white ring-white/25",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

const sizes = {
  md: "px-3 py-1 text-sm",
  /** For tags on article cards and pages. */
  sm: "px-2.5 py-0.5 text-xs",
} as const;

export function Badge({
  children,
  tone = "teal",
  size = "md",
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full font-semibold ring-1 ring-inset",
        sizes[size],
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
