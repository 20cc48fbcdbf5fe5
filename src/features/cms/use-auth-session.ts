/**
 * The staff area's view of the Supabase Auth session. The first render (at
 * build time and while hydrating) is "checking"; the client then loads, the
 * footer starts following the session too (features/auth/watch-session), and
 * every sign-in, sign-out or refresh updates the state.
 *
 * Staff status is read from app_metadata, which only the service role can
 * set. It only decides what to show: the database checks it again on every
 * request (RLS with private.is_staff()).
 */
import type { Session } from "@supabase/supabase-js";
import { useEffect, useState } from "react";
import { loadSupabase } from "./api/backend";

export type AuthSessionState =
  { status: "checking" } | { status: "signedOut" } | { status: "signedIn"; email: string; isStaff: boolean };

export function authState(session: Session | null): AuthSessionState {
  if (!session?.user) return { status: "signedOut" };
  const role = (session.user.app_metadata as { role?: unknown } | undefined)?.role;
  return { status: "signedIn", email: session.user.email ?? "", isStaff: role === "staff" };
}

export function useAuthSession(): AuthSessionState {
  const [state, setState] = useState<AuthSessionState>({ status: "checking" });
  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    void Promise.all([loadSupabase(), import("~/features/auth/watch-session")]).then(([supabase, watcher]) => {
      if (cancelled) return;
      watcher.watchSession();
      const { data } = supabase.auth.onAuthStateChange((_event, session) => {
        setState((previous) => {
          const next = authState(session);
          // A token refresh gives a new session object for the same person: keep the state, avoid a re-render.
          return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
        });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return state;
}
