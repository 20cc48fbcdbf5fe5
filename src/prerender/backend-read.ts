/**
 * Build time only (imported by the page modules' server prerender code behind
 * `import.meta.env.SSR`): a read of the backend's REST API as a visitor, with the
 * site's public key, so row-level security shows exactly what a visitor sees.
 * Unlike the plain reads made at load (~/lib/plain-read.ts), it throws: the build
 * decides whether a page can be written without the data.
 */
import { readPublicEnv } from "~/lib/env";

const REQUEST_TIMEOUT_MS = 15_000;

export async function readBackend(path: string): Promise<unknown> {
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key } = readPublicEnv();
  const response = await fetch(`${url.replace(/\/$/, "")}/rest/v1/${path}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json" },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GET /rest/v1/${path.split("?")[0]} answered ${response.status}`);
  return await response.json();
}

/** A column list as PostgREST's `select` takes it, encoded for an address. */
export const selectParam = (columns: string) => encodeURIComponent(columns.replace(/\s+/g, ""));
