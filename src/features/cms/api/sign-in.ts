/**
 * Staff sign-in with e-mail and password (Supabase Auth). Empty fields are
 * refused before any request with the spec's message; wrong credentials and
 * other failures come back as words a person can act on.
 */
import { loadSupabase } from "~/lib/load-supabase";
import { signInCopy } from "../auth/copy";

export type SignInResult = { ok: true } | { ok: false; kind: "missing" | "credentials" | "other"; message: string };

export function checkSignInInput(email: string, password: string): SignInResult | null {
  if (email.trim() === "" || password === "") return { ok: false, kind: "missing", message: signInCopy.missing };
  return null;
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const invalid = checkSignInInput(email, password);
  if (invalid) return invalid;
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  if (!error) return { ok: true };
  return signInFailure(error);
}

/** auth-js's errors carry GoTrue's `code` and the HTTP `status` (0 when the request never got an answer). */
type AuthFailure = Error & { code?: string; status?: number };

export function signInFailure(error: AuthFailure): SignInResult & { ok: false } {
  if (error.code === "invalid_credentials" || /invalid login credentials/i.test(error.message))
    return { ok: false, kind: "credentials", message: signInCopy.invalidCredentials };
  if (error.code === "over_request_rate_limit" || error.status === 429)
    return { ok: false, kind: "other", message: signInCopy.throttled };
  if (error.name === "AuthRetryableFetchError" || error.status === 0)
    return { ok: false, kind: "other", message: signInCopy.offline };
  return { ok: false, kind: "other", message: error.message || signInCopy.offline };
}
