import { useId, useRef, type ComponentPropsWithRef, type ReactNode } from "react";
import { changeOf, useEarlyInput } from "~/lib/use-early-input";

type CheckboxFieldProps = Omit<ComponentPropsWithRef<"input">, "type" | "id" | "children" | "className"> & {
  label: ReactNode;
  hint: ReactNode;
  error?: string;
  /**
   * For controlled use (with `checked`): told the new state on each change,
   * and once after hydration if the box was ticked or cleared before then (as is `onChange`).
   */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox with its label beside it, a hint underneath and an error, all
 * announced with it. Use it controlled (`checked` and `onCheckedChange`) or
 * spread react-hook-form's `register()` into it (its `ref`, `name`,
 * `onChange` and `onBlur` reach the input).
 */
export function CheckboxField({ label, hint, error, onCheckedChange, onChange, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const own = useRef<HTMLInputElement>(null);
  useEarlyInput(own, (box) => {
    if (box.checked === (input.checked ?? box.defaultChecked)) return;
    onCheckedChange?.(box.checked);
    onChange?.(changeOf(box));
  });
  return (
    <div className="flex gap-3">
      <input
        {...input}
        ref={(element) => {
          own.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        id={id}
        type="checkbox"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
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
