import { controlClasses } from "~/components/ui/field";

interface SearchFieldProps {
  /** Prefix for the field's and its hint's ids. */
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a staff list, with a hint saying what it searches. */
export function SearchField({ id, label, hint, value, onChange }: SearchFieldProps) {
  return (
    <div className="max-w-md space-y-1.5">
      <label htmlFor={`${id}-search`} className="block font-medium text-navy-900">
        {label}
      </label>
      <p id={`${id}-search-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <input
        id={`${id}-search`}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-search-hint`}
        className={controlClasses}
      />
    </div>
  );
}
