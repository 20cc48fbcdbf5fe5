/**
 * Password recovery as GoTrue does it (internal/api/recover.go, verify.go): POST /recover stores
 * sha256(address + one-time code) as the user's recovery token and e-mails a link carrying it; the
 * link, followed once within [auth.email] otp_expiry, signs the user in so they can choose a new
 * password (PUT /user). An address with no account gets the same answer and no e-mail.
 */
import type { Sql } from "../db/types.ts";
import { oneTimeToken } from "./email-change.ts";

export type RecoveryRequest = { status: "sent"; token: string } | { status: "no_user" } | { status: "too_soon" };

export async function requestRecovery(
  sql: Pick<Sql, "query">,
  email: string,
  minimumGapSeconds: number,
): Promise<RecoveryRequest> {
  const address = email.trim().toLowerCase();
  const [user] = await sql.query<{ id: string; recent: boolean }>(
    `select id::text, coalesce(recovery_sent_at > now() - make_interval(secs => $2), false) as recent
       from auth.users where lower(email) = $1 and deleted_at is null for update`,
    [address, minimumGapSeconds],
  );
  if (!user) return { status: "no_user" };
  if (user.recent) return { status: "too_soon" };
  const token = await oneTimeToken(address);
  await sql.query(
    "update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1::uuid",
    [user.id, token],
  );
  return { status: "sent", token };
}

/** Uses a recovery link's token once: the user it signs in, or null when it is unknown, used or expired. */
export async function verifyRecovery(sql: Pick<Sql, "query">, token: string, expirySeconds: number) {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [user] = await sql.query<{ id: string }>(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
            updated_at = now()
      where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
      returning id::text`,
    [token, expirySeconds],
  );
  return user?.id ?? null;
}
