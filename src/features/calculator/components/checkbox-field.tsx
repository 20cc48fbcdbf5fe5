import { useId, useRef } from "react";
import { useEarlyInput } from "~/lib/use-early-input";

interface CheckboxFieldProps {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name: string;
  error?: string;
}

/** A checkbox with its label beside it, a hint underneath and an error, all announced with it. */
export function CheckboxField({ label, hint, checked, onCheckedChange, name, error }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, (box) => {
    if (box.checked !== checked) onCheckedChange(box.checked);
  });
  return (
    <div className="flex gap-3">
      <input
        ref={ref}
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-teal-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      />
      <div className="space-y-1">
        <label htmlFor={id} className="block font-medium text-navy-900">
          {label}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
        {error && (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
