/**
 * Whether this browser holds a staff sign-in, read from storage alone: free of React and
 * supabase-js, for what runs before the page's scripts start (the headline view's analytics).
 */
/** supabase-js stores the session under `sb-<project>-auth-token`. */
export const STORAGE_KEY = /^sb-.+-auth-token$/;

/** Only staff sign in, so any stored session is staff's. */
export function hasStoredSession(storage: Storage | undefined = globalThis.localStorage): boolean {
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key && STORAGE_KEY.test(key)) return true;
    }
  } catch {
    // Storage disabled: treat as signed out.
  }
  return false;
}
