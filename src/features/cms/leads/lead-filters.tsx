/** The search and filters above a list of leads: status, owner, audience and the days received. */
import { Button } from "~/components/ui/button";
import { controlClasses, Field } from "~/components/ui/field";
import { type StaffMember, staffLabel } from "../api/list-staff";
import { leadsCopy } from "./copy";
import { filtersActive, leadStatuses, leadStatusLabels, noLeadFilters, type LeadFilters } from "./lead-work";
import { DayRangeFields } from "./day-range-fields";
import { SearchField } from "../ui/search-field";

const copy = leadsCopy.filters;

interface LeadFiltersProps {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  search: { label: string; hint: string };
  staff: StaffMember[];
  /** The audiences found in the list (an industry, a campaign), with how each reads. */
  audiences: { value: string; label: string }[];
}

export function LeadFiltersBar({ filters, onChange, search, staff, audiences }: LeadFiltersProps) {
  const set = (key: keyof LeadFilters) => (value: string) => onChange({ ...filters, [key]: value });
  const select = (key: "status" | "owner" | "audience", options: { value: string; label: string }[]) => (
    <select value={filters[key]} onChange={(event) => set(key)(event.target.value)} className={controlClasses}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  return (
    <div className="space-y-4">
      <SearchField label={search.label} hint={search.hint} value={filters.search} onChange={set("search")} />
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">{copy.legend}</legend>
        <Field label={copy.status}>
          {select("status", [
            { value: "all", label: copy.all },
            ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] })),
          ])}
        </Field>
        <Field label={copy.owner}>
          {select("owner", [
            { value: "all", label: copy.anyone },
            { value: "none", label: copy.nobody },
            ...staff.map((member) => ({ value: member.id, label: staffLabel(member) })),
          ])}
        </Field>
        <Field label={copy.audience}>{select("audience", [{ value: "all", label: copy.all }, ...audiences])}</Field>
        <DayRangeFields
          range={filters}
          onChange={(range) => onChange({ ...filters, from: range.from, to: range.to })}
          labels={copy}
        />
      </fieldset>
      {filtersActive(filters) && (
        <Button variant="ghost" size="sm" onClick={() => onChange(noLeadFilters)}>
          {copy.clear}
        </Button>
      )}
    </div>
  );
}

/** Every distinct value of a list's audience, sorted, for its filter. */
export const audienceOptions = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, "en-GB")).map((value) => ({ value, label: label(value) }));
