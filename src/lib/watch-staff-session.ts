/**
 * Publishes the Supabase Auth session to the shared staff-session state: reads
 * the current session, follows supabase-js's own auth events (sign-in,
 * sign-out, token refresh, a verified second factor, and other tabs through
 * its broadcast channel) and re-reads the session when another tab changes the
 * stored one. Loaded only where a session may exist (see staff-session.ts).
 */
import type { AuthMFAGetAuthenticatorAssuranceLevelResponse, Session, SupabaseClient } from "@supabase/supabase-js";
import { loadSupabase } from "./load-supabase";
import { publishStaffSession, type StaffSessionState } from "./staff-session";
import { STORAGE_KEY } from "./stored-session";

type Assurance = AuthMFAGetAuthenticatorAssuranceLevelResponse["data"];

export function sessionState(session: Session | null, assurance: Assurance = null): StaffSessionState {
  if (!session?.user) return { status: "signedOut" };
  const claims = session.user.app_metadata as { role?: unknown; staff_role?: unknown } | undefined;
  return {
    status: "signedIn",
    email: session.user.email ?? "",
    isStaff: claims?.role === "staff",
    isAdmin: claims?.role === "staff" && claims.staff_role === "admin",
    worksLeads: claims?.role === "staff" && (claims.staff_role === "admin" || claims.staff_role === "editor"),
    secondFactor:
      assurance?.currentLevel === "aal2" ? "verified" : assurance?.nextLevel === "aal2" ? "required" : "missing",
  };
}

async function readState(auth: SupabaseClient["auth"]): Promise<StaffSessionState> {
  const { data } = await auth.getSession();
  if (!data.session) return { status: "signedOut" };
  const { data: assurance } = await auth.mfa.getAuthenticatorAssuranceLevel();
  return sessionState(data.session, assurance);
}

let watching = false;
let reads = 0;

/** Publishes the stored session's state; an earlier read that answers later is dropped. */
function publishCurrent(auth: SupabaseClient["auth"]): void {
  const read = ++reads;
  void readState(auth).then((state) => read === reads && publishStaffSession(state));
}

/** Starts publishing the session, loading supabase-js; calling it again does nothing. */
export function watchStaffSession(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  loadSupabase().then(
    ({ auth }) => {
      // Fires INITIAL_SESSION, then every change. Auth calls inside the callback would wait on the
      // lock it holds, so the session is read again just after it (as Supabase's docs advise).
      auth.onAuthStateChange(() => void setTimeout(() => publishCurrent(auth), 0));
      window.addEventListener("storage", (event) => {
        if (event.key !== null && !STORAGE_KEY.test(event.key)) return;
        publishCurrent(auth);
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
