/**
 * What the footer needs to know about staff sign-in, without loading the auth
 * client on every page: a stored Supabase session in localStorage is the hint
 * that the client is worth loading; the auth feature then publishes the real
 * state here.
 */
import { useSyncExternalStore } from "react";

export type StaffSessionState = { status: "signedOut" } | { status: "signedIn"; email: string };

const signedOut: StaffSessionState = { status: "signedOut" };
let state: StaffSessionState = signedOut;
const listeners = new Set<() => void>();

export function publishStaffSession(next: StaffSessionState): void {
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
    () => signedOut,
  );
}

/** supabase-js stores the session under `sb-<project>-auth-token`. */
export function hasStoredSession(storage: Storage | undefined = globalThis.localStorage): boolean {
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key && /^sb-.+-auth-token$/.test(key)) return true;
    }
  } catch {
    // Storage disabled: treat as signed out.
  }
  return false;
}
