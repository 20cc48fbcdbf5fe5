/**
 * The one supabase-js client. Import this module lazily (only data pages do),
 * so the client never weighs on brochure pages' first load, and never create
 * it at module scope, so prerendering on Node stays safe.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { readPublicEnv } from "./env";

let client: SupabaseClient | undefined;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const env = readPublicEnv();
    client = createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  }
  return client;
}
