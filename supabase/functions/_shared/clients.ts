import { createClient } from "./deps.ts";
import type { DatabaseClient } from "./kernel/database-client.ts";
import type { Database } from "./kernel/database.types.ts";
import { requireEnv } from "./env.ts";

let service: DatabaseClient | undefined;

/**
 * The project's secret key: the "default" entry of SUPABASE_SECRET_KEYS, or the legacy
 * service_role key while the project still has one (the legacy keys are being retired).
 */
function secretKey(): string {
  const keys = Deno.env.get("SUPABASE_SECRET_KEYS");
  if (keys) {
    try {
      const key: unknown = (JSON.parse(keys) as Record<string, unknown>).default;
      if (typeof key === "string" && key) return key;
    } catch {
      console.error("SUPABASE_SECRET_KEYS is not a JSON object of keys.");
    }
  }
  return requireEnv("SUPABASE_SERVICE_ROLE_KEY");
}

/** The service-role client: bypasses RLS, so only functions use it, and only after validating input. */
export function serviceClient(): DatabaseClient {
  service ??= createClient<Database>(requireEnv("SUPABASE_URL"), secretKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return service;
}
