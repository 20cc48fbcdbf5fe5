/** supabase-js stores the session under `sb-<project>-auth-token`. */
export const STORAGE_KEY = /^sb-.+-auth-token$/;

/** Whether this browser holds a sign-in (only staff sign in). */
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
