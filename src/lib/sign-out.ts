/**
 * Sign-out, for the footer and the staff area, with the spec's toasts
 * (sections 4 and 8): the server's message on failure, 'Successfully logged
 * out' on success. The footer loads this module only when clicked.
 */
import { loadSupabase } from "./load-supabase";
import { notify } from "./notify";
import { publishStaffSession } from "./staff-session";

export const SIGNED_OUT_MESSAGE = "Successfully logged out";

export interface SignOutOptions {
  /** "global" ends every session of the account, on every device; "local" (the default) this browser's. */
  scope?: "global" | "local";
  /** The success toast's words; null for none (the caller says what happened its own way). */
  message?: string | null;
}

/** Resolves to whether the session ended. */
export async function signOut({
  scope = "local",
  message = SIGNED_OUT_MESSAGE,
}: SignOutOptions = {}): Promise<boolean> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut({ scope });
  if (error) {
    await notify("error", { title: error.message });
    return false;
  }
  publishStaffSession({ status: "signedOut" });
  if (message) await notify("success", { title: message });
  return true;
}
