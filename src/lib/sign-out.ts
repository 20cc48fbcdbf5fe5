/**
 * Sign-out, for the footer and the staff area, with the spec's toasts
 * (sections 4 and 8): the server's message on failure, 'Successfully logged
 * out' on success. The footer loads this module only when clicked.
 */
import { loadSupabase } from "./load-supabase";
import { notify } from "./notify";
import { publishStaffSession } from "./staff-session";

export const SIGNED_OUT_MESSAGE = "Successfully logged out";

/** Resolves to whether the session ended. */
export async function signOut(): Promise<boolean> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) {
    await notify("error", { title: error.message });
    return false;
  }
  publishStaffSession({ status: "signedOut" });
  await notify("success", { title: SIGNED_OUT_MESSAGE });
  return true;
}
