/**
 * The quote form's lookups as the spec reads them (section 4, calls 2 and 3), in one place for the
 * app (api/get-quote-form-data.ts), the build (server/prerender.ts) and the check at load
 * (api/lookups-as-built.ts): the same columns, the same order, the same reading order.
 */
import { selectOf } from "~/lib/plain-read";
import type { Industry, RevenueRange } from "../api/schemas";

export interface QuoteFormData {
  industries: Industry[];
  revenueRanges: RevenueRange[];
}

/** Each lookup's read: its table, columns and order (ascending, supabase-js's default). */
export const LOOKUP_READS = {
  industries: { table: "industries", columns: "id, name", orderBy: "name" },
  revenueRanges: { table: "revenue_ranges", columns: "id, range", orderBy: "start_amount" },
} as const;

export type LookupRead = (typeof LOOKUP_READS)[keyof typeof LOOKUP_READS];

/** A lookup's read as REST parameters, as supabase-js writes `.select(columns).order(column)`. */
export const restQueryOf = ({ columns, orderBy }: LookupRead) => ({
  select: selectOf(columns),
  order: `${orderBy}.asc`,
});

/**
 * Case aside, by character: the names are plain English. Not Intl.Collator, whose first use loads
 * the browser's ICU data, a long task as the quote form opens (#kernel/en-gb.js).
 */
function byName(a: string, b: string) {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Industries as a person reads a list: alphabetically whatever the database's
 * collation ("IT, software and technology" after "Influencers and content
 * creators"; a database collating C puts capitals first), with "Other" last.
 */
export function inReadingOrder(industries: Industry[]): Industry[] {
  const isOther = (industry: Industry) => industry.name === "Other";
  return [...industries].sort((a, b) => Number(isOther(a)) - Number(isOther(b)) || byName(a.name, b.name));
}
