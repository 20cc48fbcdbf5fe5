/**
 * Whether the quote form's lookups, as the page was built with them, are what the app would load
 * now: asked at load by the built quote page (src/quote-check.ts), whose other scripts wait for
 * the visitor. Plain requests, without supabase-js or the app.
 */
import { plainRead } from "~/lib/plain-read";
import { inReadingOrder, LOOKUP_READS, restQueryOf, type QuoteFormData } from "../lib/lookups";
import type { Industry, RevenueRange } from "./schemas";

const industryShown = (industry: Partial<Industry>) => JSON.stringify([industry.id, industry.name]);
const rangeShown = (range: Partial<RevenueRange>) => JSON.stringify([range.id, range.range]);

const same = <T>(built: T[], now: T[], shown: (row: T) => string) =>
  built.length === now.length && built.every((row, index) => shown(row) === shown(now[index] as T));

/**
 * `true` only when both lookups read (spec calls 2 and 3, both at once), each has rows, and each is
 * the build's. Anything else (a refusal, no rows, a change, no answer) is the app's to handle, with
 * the spec's access step, retries, debug log and messages. Two reads that answer with rows show
 * that visitors can read the lookup tables, which is all the spec's first call ensures.
 */
export async function areLookupsAsBuilt(built: QuoteFormData, request: typeof fetch = fetch): Promise<boolean> {
  const [industries, ranges] = await Promise.all(
    [LOOKUP_READS.industries, LOOKUP_READS.revenueRanges].map((read) =>
      plainRead(read.table, restQueryOf(read), request),
    ),
  );
  if (!industries?.length || !ranges?.length) return false;
  return (
    same(built.industries, inReadingOrder(industries as Industry[]), industryShown) &&
    same(built.revenueRanges, ranges as RevenueRange[], rangeShown)
  );
}
