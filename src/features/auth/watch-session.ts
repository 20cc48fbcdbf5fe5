/**
 * Publishes the Supabase Auth session to the footer (`~/lib/staff-session`).
 * Loaded only when it can matter (DESIGN.md decision 2): by the footer when a
 * stored session exists, and by the CMS, which signs staff in. It reads the
 * current session, follows supabase-js's own auth events (sign-in, sign-out,
 * token refresh, and other tabs through its broadcast channel) and re-reads
 * the session when another tab changes the stored one.
 */
import type { Session } from "@supabase/supabase-js";
import { publishStaffSession, type StaffSessionState } from "~/lib/staff-session";
import { getSupabase } from "~/lib/supabase";

const STORAGE_KEY = /^sb-.+-auth-token$/;

export function sessionState(session: Session | null): StaffSessionState {
  return session?.user ? { status: "signedIn", email: session.user.email ?? "" } : { status: "signedOut" };
}

let watching = false;

/** Starts publishing the session; calling it again does nothing. */
export function watchSession(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  const auth = getSupabase().auth;
  // Fires INITIAL_SESSION at once with the stored session (refreshed if it had expired), then every change.
  auth.onAuthStateChange((_event, session) => publishStaffSession(sessionState(session)));
  window.addEventListener("storage", (event) => {
    if (event.key !== null && !STORAGE_KEY.test(event.key)) return;
    void auth.getSession().then(({ data }) => publishStaffSession(sessionState(data.session)));
  });
}
