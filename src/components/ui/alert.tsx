import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import { Icon } from "./icon";

const tones = {
  destructive: "border-red-300 bg-red-50 text-red-900",
  info: "border-teal-200 bg-teal-50 text-teal-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
} as const;

interface AlertProps {
  title: string;
  children?: ReactNode;
  tone?: keyof typeof tones;
  /** "alert" interrupts a screen reader; use it for failures that need action. */
  role?: "alert" | "status";
  /** "h1" when the alert is all the page has to say (a page that could not load), so it still has its heading. */
  titleAs?: "p" | "h1";
  className?: string;
}

export function Alert({
  title,
  children,
  tone = "info",
  role = "status",
  titleAs: Title = "p",
  className,
}: AlertProps) {
  return (
    <div role={role} className={cx("flex gap-3 rounded-xl border p-4", tones[tone], className)}>
      <Icon name={tone === "success" ? "check-circle" : "alert-circle"} className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="space-y-2">
        <Title className="font-semibold">{title}</Title>
        {children}
      </div>
    </div>
  );
}
