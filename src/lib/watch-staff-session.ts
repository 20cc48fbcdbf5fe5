/**
 * Publishes the Supabase Auth session to the shared staff-session state: reads
 * the current session, follows supabase-js's own auth events (sign-in,
 * sign-out, token refresh, and other tabs through its broadcast channel) and
 * re-reads the session when another tab changes the stored one. Loaded only
 * where a session may exist (see staff-session.ts).
 */
import type { Session } from "@supabase/supabase-js";
import { loadSupabase } from "./load-supabase";
import { publishStaffSession, STORAGE_KEY, type StaffSessionState } from "./staff-session";

export function sessionState(session: Session | null): StaffSessionState {
  if (!session?.user) return { status: "signedOut" };
  const role = (session.user.app_metadata as { role?: unknown } | undefined)?.role;
  return { status: "signedIn", email: session.user.email ?? "", isStaff: role === "staff" };
}

let watching = false;

/** Starts publishing the session, loading supabase-js; calling it again does nothing. */
export function watchStaffSession(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  loadSupabase().then(
    ({ auth }) => {
      // Fires INITIAL_SESSION with the stored session (refreshed if it had expired), then every change.
      auth.onAuthStateChange((_event, session) => publishStaffSession(sessionState(session)));
      window.addEventListener("storage", (event) => {
        if (event.key !== null && !STORAGE_KEY.test(event.key)) return;
        void auth.getSession().then(({ data }) => publishStaffSession(sessionState(data.session)));
      });
    },
    (error: unknown) => {
      // The client could not be loaded (offline): show the signed-out state; the next call tries again.
      console.error("The sign-in client could not be loaded:", error);
      watching = false;
      publishStaffSession({ status: "signedOut" });
    },
  );
}
