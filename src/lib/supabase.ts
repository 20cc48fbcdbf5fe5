/**
 * The one supabase-js client. Import this module lazily (only data pages do),
 * so the client never weighs on brochure pages' first load, and never create
 * it at module scope, so prerendering on Node stays safe.
 */
import { createClient } from "@supabase/supabase-js";
import type { DatabaseClient } from "#kernel/database-client.ts";
import type { Database } from "#kernel/database.types.ts";
import { readPublicEnv } from "./env";

let client: DatabaseClient | undefined;

export function getSupabase(): DatabaseClient {
  if (!client) {
    const env = readPublicEnv();
    client = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  }
  return client;
}
