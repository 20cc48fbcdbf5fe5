/** Sign-out from the staff area: the spec's toasts (sections 4 and 8). */
import { notify } from "~/lib/notify";
import { sessionCopy } from "../copy";
import { loadSupabase } from "./backend";

export async function signOut(): Promise<boolean> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) {
    await notify("error", { title: error.message });
    return false;
  }
  await notify("success", { title: sessionCopy.signedOut });
  return true;
}
