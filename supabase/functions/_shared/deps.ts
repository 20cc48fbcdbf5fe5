/**
 * The functions' npm dependencies, pinned in one place. Versions must match
 * package.json: the local stack resolves `npm:` specifiers from node_modules
 * (tests/integration check they agree); the hosted runtime fetches them.
 */
export { z } from "./zod.ts";
export { createClient, type SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";
export { default as nodemailer } from "npm:nodemailer@10.6.0";
