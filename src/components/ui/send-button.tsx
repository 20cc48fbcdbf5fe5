import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonClasses } from "./button";
import { Spinner } from "./spinner";

interface SendButtonProps {
  /** The form is being sent: the button says so and stays focusable, so focus is not lost. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * A form's send button. Until the page's scripts run it is a plain button, since a native
 * submission would put the details in the address; a press on it then is held by the page loader
 * and replayed once they run, counted once however often pressed (docs/decisions/020), so it does
 * not look unavailable before then; only while the form is being sent.
 */
export function SendButton({ busy, busyLabel, children, className }: SendButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={hydrated ? "submit" : "button"}
      data-press-once
      aria-disabled={busy || undefined}
      className={buttonClasses("primary", "lg", `w-full aria-disabled:cursor-wait ${className ?? ""}`)}
    >
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </button>
  );
}
