/**
 * The one view of the Supabase Auth session, shared by the footer and the
 * staff area (DESIGN.md decision 2). It starts as "checking" (also at build
 * time and while hydrating) and stays so until something starts the watcher
 * (watch-staff-session.ts, loaded on demand): the footer does only when a
 * session is stored in localStorage (here, or by another tab), so a visitor's
 * pages never download supabase-js or the watcher; the staff area always does.
 *
 * Staff status and role (admin or editor) come from app_metadata, which only the service role and
 * the database's public.staff_members can set,
 * and the second factor from the token's assurance level. They only decide
 * what to show: the database checks both again on every request (RLS with
 * private.is_staff(), which requires aal2).
 */
import { useSyncExternalStore } from "react";

/**
 * Where the session stands on the second factor: proved (aal2), owed (an authenticator app is set
 * up but its code not yet given) or missing (none set up yet).
 */
export type SecondFactor = "verified" | "required" | "missing";

export type StaffSessionState =
  | { status: "checking" }
  | { status: "signedOut" }
  | {
      status: "signedIn";
      email: string;
      isStaff: boolean;
      isAdmin: boolean;
      /** Admins and editors work the leads; writers only write articles (the database enforces it). */
      worksLeads: boolean;
      secondFactor: SecondFactor;
    };

const checking: StaffSessionState = { status: "checking" };
let state: StaffSessionState = checking;
const listeners = new Set<() => void>();

function sameState(a: StaffSessionState, b: StaffSessionState): boolean {
  if (a.status !== "signedIn" || b.status !== "signedIn") return a.status === b.status;
  return (
    a.email === b.email &&
    a.isStaff === b.isStaff &&
    a.isAdmin === b.isAdmin &&
    a.worksLeads === b.worksLeads &&
    a.secondFactor === b.secondFactor
  );
}

export function publishStaffSession(next: StaffSessionState): void {
  // A token refresh gives a new session object for the same person: keep the state, avoid a re-render.
  if (sameState(state, next)) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffSession(): StaffSessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => checking,
  );
}
