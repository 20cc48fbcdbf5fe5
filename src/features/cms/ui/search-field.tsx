import { controlClasses, Field } from "~/components/ui/field";

interface SearchFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a staff list, with a hint saying what it searches. */
export function SearchField({ label, hint, value, onChange }: SearchFieldProps) {
  return (
    <Field label={label} hint={hint} className="max-w-md">
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses}
      />
    </Field>
  );
}
