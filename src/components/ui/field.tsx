import { cloneElement, useId, type ReactElement, type ReactNode } from "react";
import { cx } from "~/lib/cx";

interface FieldProps {
  label: string;
  /** Shown under the control and announced with it; the spec's validation messages go here. */
  error?: string;
  hint?: ReactNode;
  /** The control: an <input>, <select> or <textarea> (it receives id and ARIA wiring). */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
  optional?: boolean;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ label, error, hint, children, className, optional }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
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
      {cloneElement(children, { id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-navy-900 shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:outline-3 focus:outline-teal-600/30 aria-[invalid=true]:border-red-600 disabled:bg-slate-100";
