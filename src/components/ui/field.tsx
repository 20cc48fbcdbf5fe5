import { cloneElement, useId, type ReactElement, type ReactNode } from "react";
import { cx } from "~/lib/cx";

interface FieldProps {
  label: string;
  /** Shown under the control and announced with it; the spec's validation messages go here. */
  error?: string;
  /** Makes the error an alert, for one that appears without a submit (an upload that failed). */
  announceError?: boolean;
  hint?: ReactNode;
  /**
   * The control: an <input>, <select> or <textarea>. It receives the id and the ARIA wiring; its own
   * aria-describedby (a message shown elsewhere) is kept after the hint and error, and its own
   * aria-invalid applies when the field has no error of its own.
   */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
  optional?: boolean;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ label, error, announceError, hint, children, className, optional }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const own = children.props;
  const describedBy = [hintId, errorId, own["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={id} className="block font-medium text-navy-900">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : own["aria-invalid"],
      })}
      {error && (
        <p id={errorId} role={announceError ? "alert" : undefined} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-navy-900 shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:outline-3 focus:outline-teal-600/30 aria-[invalid=true]:border-red-600 disabled:bg-slate-100";
