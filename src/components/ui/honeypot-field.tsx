import type { ComponentPropsWithRef } from "react";

type HoneypotFieldProps = Omit<ComponentPropsWithRef<"input">, "type" | "tabIndex" | "autoComplete"> & {
  /** What the field says to anyone who does find it, e.g. "Leave this field empty". */
  label: string;
};

/**
 * The honeypot (supabase/functions/_shared/kernel/schemas/honeypot.ts): a text field
 * kept out of sight, out of the tab order and away from assistive technology,
 * so only automated form-fillers complete it and the server refuses them.
 * Spread react-hook-form's `register("website")` into it.
 */
export function HoneypotField({ label, ...input }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input {...input} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
