/**
 * Reads every row of a query, a page at a time: the API returns at most 1,000
 * rows per request (config.toml [api] max_rows), and an export must not stop there.
 */
import type { PostgrestError } from "@supabase/supabase-js";
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
