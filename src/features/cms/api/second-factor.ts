/**
 * The staff area's second factor through Supabase Auth's MFA API: setting up an authenticator app
 * (enroll, then the first code verifies it) and giving its code at each sign-in (challengeAndVerify).
 * A verified code makes the session aal2, which the database requires for every staff power.
 */
import { loadSupabase } from "~/lib/load-supabase";
import { secondFactorCopy } from "../auth/copy";

export interface Enrolment {
  factorId: string;
  /** An SVG data URL of the app's otpauth:// address. */
  qrCode: string;
  /** The same secret, for typing into an app that cannot scan. */
  secret: string;
}

type AuthFailure = Error & { code?: string; status?: number };

function inWords(error: AuthFailure): Error {
  if (error.code === "mfa_verification_failed") return new Error(secondFactorCopy.wrongCode);
  if (error.code === "mfa_challenge_expired") return new Error(secondFactorCopy.expired);
  if (error.code === "over_request_rate_limit" || error.status === 429) return new Error(secondFactorCopy.throttled);
  if (error.name === "AuthRetryableFetchError" || error.status === 0) return new Error(secondFactorCopy.offline);
  return new Error(error.message || secondFactorCopy.offline);
}

/**
 * A new authenticator app to set up. An earlier set-up left unfinished (a closed tab) is removed
 * first, as Auth refuses a second factor of the same name.
 */
export async function startEnrolment(): Promise<Enrolment> {
  const { auth } = await loadSupabase();
  const { data: factors, error: listFailed } = await auth.mfa.listFactors();
  if (listFailed) throw inWords(listFailed);
  for (const stale of factors.all.filter((factor) => factor.status === "unverified")) {
    const { error } = await auth.mfa.unenroll({ factorId: stale.id });
    if (error) throw inWords(error);
  }
  const { data, error } = await auth.mfa.enroll({ factorType: "totp", friendlyName: secondFactorCopy.factorName });
  if (error) throw inWords(error);
  return { factorId: data.id, qrCode: svgDataUrl(data.totp.qr_code), secret: data.totp.secret };
}

const RAW_SVG = "data:image/svg+xml;utf-8,";

/**
 * auth-js hands the QR code over as raw SVG after a data-URL prefix; a "#" in it (a colour) would
 * end the URL there, so the SVG is percent-encoded.
 */
export function svgDataUrl(qrCode: string): string {
  if (!qrCode.startsWith(RAW_SVG)) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(RAW_SVG.length))}`;
}

/** The verified authenticator app of the signed-in account, if it has one. */
async function verifiedFactorId(): Promise<string> {
  const { auth } = await loadSupabase();
  const { data, error } = await auth.mfa.listFactors();
  if (error) throw inWords(error);
  const factor = data.totp.find((f) => f.status === "verified");
  if (!factor) throw new Error(secondFactorCopy.noFactor);
  return factor.id;
}

/** Gives the app's code: for the app being set up (`factorId`), else the account's own. */
export async function verifyCode(code: string, factorId?: string): Promise<void> {
  const { auth } = await loadSupabase();
  const { error } = await auth.mfa.challengeAndVerify({ factorId: factorId ?? (await verifiedFactorId()), code });
  if (error) throw inWords(error);
}
