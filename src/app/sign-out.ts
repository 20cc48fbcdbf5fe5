/** Footer sign-out: loaded only when a signed-in member of staff clicks it. */
import { getSupabase } from "~/lib/supabase";
import { notify } from "~/lib/notify";
import { publishStaffSession } from "~/lib/staff-session";

export const SIGNED_OUT_MESSAGE = "Successfully logged out";

export async function signOut(): Promise<void> {
  const { error } = await getSupabase().auth.signOut();
  if (error) {
    await notify("error", { title: error.message });
    return;
  }
  publishStaffSession({ status: "signedOut" });
  await notify("success", { title: SIGNED_OUT_MESSAGE });
}
