/**
 * Second factors as GoTrue's internal/api/mfa.go keeps them, for the authenticator-app (TOTP) kind
 * only: enrol, challenge, verify, unenrol and list, with its expiries, limits and error codes. A
 * verified challenge records the "totp" method on the session, which makes its tokens aal2.
 */
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { Sql } from "../db/types.ts";
import { AuthError } from "./errors.ts";

type Q = Pick<Sql, "query">;

/** GoTrue's defaults: an unverified factor or a challenge lives five minutes. */
const FACTOR_EXPIRY_SECONDS = 300;
const CHALLENGE_EXPIRY_SECONDS = 300;
const MAX_VERIFIED_FACTORS = 10;
/** Methods that make a session aal2 (models.AMRClaim.IsAAL2Claim). */
const SECOND_FACTOR_METHODS = ["totp", "mfa/phone", "mfa/webauthn"];

export interface Factor {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: "unverified" | "verified";
  secret: string;
}

/** A factor as GoTrue renders it in a user's `factors`. */
const FACTOR_JSON = `json_build_object('id', f.id, 'friendly_name', nullif(f.friendly_name, ''), 'factor_type', f.factor_type,
  'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at, 'last_challenged_at', f.last_challenged_at,
  'phone', '')`;

/** The SQL expression of a user's factors (u is auth.users), for the user JSON. */
export const USER_FACTORS_JSON = `(select json_agg(json_strip_nulls(${FACTOR_JSON}) order by f.created_at)
  from auth.mfa_factors f where f.user_id = u.id)`;

export async function listFactors(db: Q, userId: string): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ j: string }>(
    `select json_strip_nulls(${FACTOR_JSON})::text as j from auth.mfa_factors f where f.user_id = $1::uuid order by f.created_at`,
    [userId],
  );
  return rows.map((r) => JSON.parse(r.j));
}

/** The user's factor with this id, a UUID as loadFactor reads it (handler.ts): 404 for another user's or none. */
export async function ownedFactor(db: Q, userId: string, factorId: string): Promise<Factor> {
  const [factor] = await db.query<Factor>(
    `select id::text, user_id::text, friendly_name, factor_type::text, status::text, coalesce(secret, '') as secret
       from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid`,
    [factorId, userId],
  );
  if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
  return factor;
}

export interface Enrolment {
  userId: string;
  email: string;
  friendlyName: string;
  /** The name the authenticator app shows; GoTrue uses the site URL's host when none is given. */
  issuer: string;
  maxEnrolledFactors: number;
  sessionAal: string;
}

/** POST /factors for a TOTP factor: a new unverified factor, its secret and a QR code of its URI. */
export async function enrolTotp(sql: Sql, e: Enrolment) {
  await sql.query(
    `delete from auth.mfa_factors f where status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and created_at + make_interval(secs => $1::int) < now()`,
    [FACTOR_EXPIRY_SECONDS],
  );
  const factors = await sql.query<{ friendly_name: string | null; status: string }>(
    "select friendly_name, status::text from auth.mfa_factors where user_id = $1::uuid",
    [e.userId],
  );
  if (factors.some((f) => (f.friendly_name ?? "") === e.friendlyName))
    throw new AuthError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name ${JSON.stringify(e.friendlyName)} for this user already exists`,
    );
  const verified = factors.filter((f) => f.status === "verified").length;
  if (factors.length >= e.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS)
    throw new AuthError(
      422,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    );
  if (verified > 0 && e.sessionAal !== "aal2")
    throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");

  const totp = new OTPAuth.TOTP({
    issuer: e.issuer,
    label: e.email,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: new OTPAuth.Secret({ size: 20 }),
  });
  const uri = totp.toString();
  const id = crypto.randomUUID();
  await sql.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1::uuid, $2::uuid, $3::text, 'totp', 'unverified', now(), now(), $4::text)`,
    [id, e.userId, e.friendlyName, totp.secret.base32],
  );
  return {
    id,
    type: "totp",
    friendly_name: e.friendlyName,
    totp: {
      qr_code: await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H" }),
      secret: totp.secret.base32,
      uri,
    },
  };
}

/** POST /factors/{id}/challenge: a challenge bound to the caller's address. */
export async function challenge(sql: Sql, factor: Factor, ip: string) {
  const id = crypto.randomUUID();
  const [row] = await sql.query<{ expires_at: number }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1::uuid, $2::uuid, now(), $3::inet)
     returning extract(epoch from created_at + make_interval(secs => $4::int))::bigint::int as expires_at`,
    [id, factor.id, ip, CHALLENGE_EXPIRY_SECONDS],
  );
  await sql.query("update auth.mfa_factors set last_challenged_at = now() where id = $1::uuid", [factor.id]);
  return { id, type: factor.factor_type, expires_at: row!.expires_at };
}

/**
 * POST /factors/{id}/verify: checks the challenge and the code (one 30-second step either side,
 * as GoTrue allows), then verifies the factor, raises the session to aal2 and ends the user's
 * other aal1 sessions. The caller issues the new tokens.
 */
export async function verify(
  sql: Sql,
  factor: Factor,
  input: { challengeId: unknown; code: unknown; ip: string; sessionId: string; userId: string },
): Promise<void> {
  const code = typeof input.code === "string" ? input.code : "";
  if (!code) throw new AuthError(400, "validation_failed", "Code needs to be non-empty");
  const challengeId = typeof input.challengeId === "string" ? input.challengeId : "";
  const [found] = /^[0-9a-f-]{36}$/i.test(challengeId)
    ? await sql.query<{ verified: boolean; ip: string; expired: boolean }>(
        `select verified_at is not null as verified, host(ip_address) as ip,
                created_at + make_interval(secs => $3::int) < now() as expired
           from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid`,
        [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
      )
    : [];
  if (!found) throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
  if (found.verified || found.ip !== input.ip)
    throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
  if (found.expired) {
    await sql.query("delete from auth.mfa_challenges where id = $1::uuid", [challengeId]);
    throw new AuthError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const totp = new OTPAuth.TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(factor.secret),
  });
  if (totp.validate({ token: code, window: 1 }) === null)
    throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");

  await sql.query("update auth.mfa_challenges set verified_at = now() where id = $1::uuid", [challengeId]);
  await sql.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid", [
    factor.id,
  ]);
  await sql.query(
    "update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now() where id = $1::uuid",
    [input.sessionId, factor.id],
  );
  await addMethod(sql, input.sessionId, "totp");
  await sql.query("delete from auth.sessions where user_id = $1::uuid and aal < 'aal2'", [input.userId]);
  await sql.query(
    "delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and factor_type = 'totp'",
    [input.userId],
  );
}

/** DELETE /factors/{id}: a verified factor needs an aal2 session; its sessions drop to aal1. */
export async function unenrol(sql: Sql, factor: Factor, sessionAal: string): Promise<void> {
  if (factor.status === "verified" && sessionAal !== "aal2")
    throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
  await removeFactor(sql, factor.id);
}

/** Deletes a factor and takes its method off every session it raised (also the admin's DELETE). */
export async function removeFactor(sql: Sql, factorId: string): Promise<void> {
  await sql.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1::uuid and c.authentication_method = 'totp'`,
    [factorId],
  );
  await sql.query(
    "update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1::uuid",
    [factorId],
  );
  await sql.query("delete from auth.mfa_factors where id = $1::uuid", [factorId]);
}

/** Records how the session was authenticated (models.AddClaimToSession). */
export async function addMethod(sql: Q, sessionId: string, method: string): Promise<void> {
  await sql.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1::uuid, now(), now(), $2::text)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The session's aal and amr claims (Session.CalculateAALAndAMR): most recent method first. */
export async function assurance(
  db: Q,
  sessionId: string,
): Promise<{ aal: string; amr: { method: string; timestamp: number }[] }> {
  const rows = await db.query<{ method: string; at: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as at
       from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
    [sessionId],
  );
  return {
    aal: rows.some((r) => SECOND_FACTOR_METHODS.includes(r.method)) ? "aal2" : "aal1",
    amr: rows.map((r) => ({ method: r.method, timestamp: r.at })),
  };
}

/** The aal GoTrue holds for the token's session (Session.IsAAL2 reads the session row, not the token). */
export async function sessionAal(db: Q, sessionId: unknown): Promise<string> {
  const id = typeof sessionId === "string" ? sessionId : "";
  if (!/^[0-9a-f-]{36}$/i.test(id)) return "aal1";
  const [row] = await db.query<{ aal: string | null }>("select aal::text from auth.sessions where id = $1::uuid", [id]);
  return row?.aal ?? "aal1";
}
