import { useRef, type ChangeEvent } from "react";
import { controlClasses } from "~/components/ui/field";
import { cx } from "~/lib/cx";
import { useEarlyInput } from "~/lib/use-early-input";
import { caretAfterSanitising, sanitiseAmountInput } from "../lib/parse-amount";

interface MoneyInputProps {
  /** The field's text, e.g. "12,345"; "" while empty (which counts as £0). */
  value: string;
  onValueChange: (value: string) => void;
  name: string;
  /** Set by Field: the label's target and the hint and error wiring. */
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  onBlur?: () => void;
}

/**
 * A pounds amount typed as text (spec §5 "Calculator inputs"): only digits
 * are kept, thousands separators appear as the user types, and the caret
 * stays after the digit it followed rather than jumping to the end.
 * `inputMode="numeric"` brings up the digit keypad on phones without the
 * quirks of type="number" (spinners, "e", the wheel changing the value).
 */
export function MoneyInput({ value, onValueChange, name, id, onBlur, ...aria }: MoneyInputProps) {
  const ref = useRef<HTMLInputElement>(null);

  useEarlyInput(ref, (input) => {
    if (input.value !== "" && input.value !== value) onValueChange(sanitiseAmountInput(input.value));
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    const sanitised = sanitiseAmountInput(raw);
    const caret = caretAfterSanitising(raw, input.selectionStart ?? raw.length, sanitised);
    // Writing the value here, before React does, lets the caret be placed now;
    // React then finds the field already showing its state and leaves it alone.
    input.value = sanitised;
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
    onValueChange(sanitised);
  }

  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3.5 text-base font-medium text-slate-600"
      >
        £
      </span>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="0"
        value={value}
        onChange={handleChange}
        onBlur={onBlur}
        className={cx(controlClasses, "pl-8 tabular-nums")}
        {...aria}
      />
    </div>
  );
}
