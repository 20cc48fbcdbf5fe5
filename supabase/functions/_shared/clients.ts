import { createClient, type SupabaseClient } from "./deps.ts";
import { requireEnv } from "./env.ts";

let service: SupabaseClient | undefined;

/** The service-role client: bypasses RLS, so only functions use it, and only after validating input. */
export function serviceClient(): SupabaseClient {
  service ??= createClient(requireEnv("SUPABASE_URL"), requireEnv("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return service;
}
