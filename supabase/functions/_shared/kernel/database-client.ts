import type { SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";
import type { Database } from "./database.types.ts";

/** A supabase-js client that knows the database's tables, views and functions (database.types.ts). */
export type DatabaseClient = SupabaseClient<Database>;
