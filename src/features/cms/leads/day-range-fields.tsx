import { controlClasses, Field } from "~/components/ui/field";
import type { DayRange } from "./lead-work";

/** Two date fields that bound each other: the first day cannot come after the last. */
export function DayRangeFields({
  range,
  onChange,
  labels,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
  labels: { from: string; to: string };
}) {
  return (
    <>
      <Field label={labels.from}>
        <input
          type="date"
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => onChange({ ...range, from: event.target.value })}
          className={controlClasses}
        />
      </Field>
      <Field label={labels.to}>
        <input
          type="date"
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => onChange({ ...range, to: event.target.value })}
          className={controlClasses}
        />
      </Field>
    </>
  );
}
