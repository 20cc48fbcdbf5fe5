/**
 * A read of a public table as the site's key may make it, with a plain request: for what runs at
 * load beside the page loader (src/article-check.ts, src/knowledge-check.ts, src/not-found-check.ts, src/quote-check.ts)
 * without supabase-js or the app, and for the app where it asks the same. `null` when there is no backend to ask, it refuses, or it cannot be reached.
 */
export async function plainRead(
  table: string,
  query: Record<string, string>,
  request: typeof fetch = fetch,
): Promise<unknown[] | null> {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (!url || !key) return null;
  try {
    const response = await request(`${url}/rest/v1/${table}?${new URLSearchParams(query)}`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
    if (!response.ok) return null;
    const rows: unknown = await response.json();
    return Array.isArray(rows) ? rows : null;
  } catch {
    return null;
  }
}

/** A column list as PostgREST's `select` takes it (supabase-js strips the spaces the same way). */
export const selectOf = (columns: string) => columns.replace(/\s+/g, "");
