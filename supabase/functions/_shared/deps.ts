/**
 * The functions' npm dependencies, pinned in one place. Versions must match
 * package.json: the local stack resolves `npm:` specifiers from node_modules
 * (tests/integration check they agree); the hosted runtime fetches them.
 * Written as `npm:` specifiers, not through an import map (so deno.json turns off deno lint's
 * no-import-prefix): the browser build reads the same files, and Vite resolves these specifiers
 * (vite.config.ts `npmSpecifiers`) but not a Deno import map.
 */
export { z } from "./kernel/zod.ts";
export { createClient, type SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";
export { default as nodemailer } from "npm:nodemailer@10.6.0";
