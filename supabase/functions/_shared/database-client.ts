import type { SupabaseClient } from "./deps.ts";
import type { Database } from "./database.types.ts";

/** A supabase-js client that knows the database's tables, views and functions (database.types.ts). */
export type DatabaseClient = SupabaseClient<Database>;
