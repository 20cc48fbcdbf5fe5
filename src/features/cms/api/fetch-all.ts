/**
 * Reads every row of a query, a page at a time: the API returns at most 1,000
 * rows per request (config.toml [api] max_rows), and an export must not stop there.
 */
import type { PostgrestError } from "@supabase/supabase-js";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";

export const PAGE_SIZE = 1000;

type Page<T> = PromiseLike<{ data: T[] | null; error: PostgrestError | null }>;

export async function fetchAllRows<T>(page: (from: number, to: number) => Page<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await page(from, from + PAGE_SIZE - 1);
    if (error) throw cmsError(error);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE_SIZE) return rows;
  }
}

/** The tables and views the staff area lists. */
type Relation =
  "knowledge_articles" | "quotes" | "contact_requests" | "staff_access_log" | "personal_data_audit" | "site_updates";
/** What checks the rows (z.array of a row's schema). */
interface RowsSchema<Row> {
  parse: (data: unknown) => Row[];
}

/** Every row of a list, newest first by `newest` (then by id, so pages never overlap), checked. */
export async function fetchNewestFirst<Row>(
  relation: Relation,
  columns: string,
  schema: RowsSchema<Row>,
  newest = "created_at",
): Promise<Row[]> {
  const supabase = await loadSupabase();
  const rows = await fetchAllRows((from, to) =>
    supabase.from(relation).select(columns).order(newest, { ascending: false }).order("id").range(from, to),
  );
  return schema.parse(rows);
}

/** The latest entries of a record staff look back over (20 of them), newest first, checked. */
export async function fetchLatest<Row>(
  relation: Relation,
  columns: string,
  schema: RowsSchema<Row>,
  newest = "created_at",
): Promise<Row[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from(relation).select(columns).order(newest, { ascending: false }).limit(20);
  if (error) throw cmsError(error);
  return schema.parse(data);
}
