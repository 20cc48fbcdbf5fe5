/**
 * Staff passwords through Supabase Auth's own flows: a reset link by e-mail (resetPasswordForEmail),
 * the session that link opens (its tokens arrive in the address's fragment), and choosing a new
 * password while signed in (updateUser).
 */
import { paths } from "~/config/paths";
import { loadSupabase } from "~/lib/load-supabase";
import { passwordCopy } from "../auth/copy";

/** Auth's minimum ([auth] minimum_password_length in supabase/config.toml). */
export const MINIMUM_PASSWORD_LENGTH = 8;

type AuthFailure = Error & { code?: string; status?: number };

function inWords(error: AuthFailure): Error {
  if (error.code === "over_email_send_rate_limit") return new Error(passwordCopy.tooSoon);
  if (error.code === "same_password") return new Error(passwordCopy.samePassword);
  if (error.code === "weak_password") return new Error(passwordCopy.tooShort(MINIMUM_PASSWORD_LENGTH));
  if (error.name === "AuthRetryableFetchError" || error.status === 0) return new Error(passwordCopy.offline);
  return new Error(error.message || passwordCopy.offline);
}

export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}${paths.cms.href()}?view=password`,
  });
  if (error) throw inWords(error);
}

export async function setNewPassword(password: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw inWords(error);
}

export type RecoveryLink =
  { kind: "none" } | { kind: "signedIn"; from: "recovery" | "invite" } | { kind: "failed"; message: string };

/**
 * A reset or invitation link's answer, if the page was opened from one: its session is taken up (so
 * the staff area opens on "Choose a new password", or the welcome that asks for a first one), or its
 * error is returned in words. The fragment is removed either way, so the tokens are not left in the
 * address bar or the history.
 */
export async function takeRecoveryLink(location: Location = window.location): Promise<RecoveryLink> {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const accessToken = fragment.get("access_token");
  const refreshToken = fragment.get("refresh_token");
  const failed = fragment.get("error_code") ?? fragment.get("error");
  if (!accessToken && !failed) return { kind: "none" };
  window.history.replaceState(window.history.state, "", `${location.pathname}${location.search}`);
  if (failed) return { kind: "failed", message: passwordCopy.linkExpired };
  const from = fragment.get("type");
  if ((from !== "recovery" && from !== "invite") || !refreshToken) return { kind: "none" };
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.setSession({ access_token: accessToken!, refresh_token: refreshToken });
  return error ? { kind: "failed", message: passwordCopy.linkExpired } : { kind: "signedIn", from };
}
