/**
 * The staff area's errors in words staff can act on. The client itself is
 * ~/lib/functions' loadSupabase, loaded on first use so the CMS route's shell
 * (and every public page) stays free of supabase-js until a session is checked.
 */
import type { PostgrestError } from "@supabase/supabase-js";
import { commonCopy } from "../copy";

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
