/**
 * The backend client for the staff area, loaded on first use so the CMS
 * route's shell (and every public page) stays free of supabase-js until a
 * session is being checked.
 */
import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js";
import { commonCopy } from "../copy";

export async function loadSupabase(): Promise<SupabaseClient> {
  const { getSupabase } = await import("~/lib/supabase");
  return getSupabase();
}

/** An error carrying the message staff should read, and PostgREST's code when there is one. */
export class CmsError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "CmsError";
  }
}

/** PostgREST errors in plain words: refusals say so; anything else keeps the server's message. */
export function cmsError(error: PostgrestError | { message: string; code?: string }): CmsError {
  if (error.code === "42501" || error.code === "PGRST301" || error.code === "PGRST303")
    return new CmsError(commonCopy.permission, error.code);
  return new CmsError(error.message || commonCopy.unknownError, error.code);
}
