/**
 * The supabase-js client, loaded on first use: its code is fetched only when a
 * page (or the footer's session check) needs the backend. A module of its own,
 * so code that only needs the client does not bring the function-call helpers.
 */
export async function loadSupabase() {
  const { getSupabase } = await import("./supabase");
  return getSupabase();
}
