/**
 * Changing a signed-in user's e-mail address as GoTrue does (internal/api/user.go, verify.go): the
 * address stays as it is until the change is confirmed by a link sent to the new address and, with
 * [auth.email] double_confirm_changes, another sent to the current one; each link's token is
 * sha256(address + one-time code) in hex, stored on the user until it is used or expires.
 */
import type { Sql } from "../db/types.ts";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function oneTimeCode(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value! % 1_000_000).padStart(6, "0");
}

/** A link's token for an address: sha256(address + one-time code) in hex, as GoTrue makes it. */
export const oneTimeToken = (address: string) => sha256Hex(address + oneTimeCode());

export interface EmailChangeLinks {
  /** Sent to the new address. */
  newToken: string;
  /** Sent to the current address, when both must confirm. */
  currentToken: string | null;
}

export async function requestEmailChange(
  sql: Pick<Sql, "query">,
  user: { id: string; email: string },
  newEmail: string,
  doubleConfirm: boolean,
): Promise<EmailChangeLinks> {
  const next = newEmail.trim().toLowerCase();
  const newToken = await oneTimeToken(next);
  const currentToken = doubleConfirm ? await oneTimeToken(user.email) : null;
  await sql.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1::uuid`,
    [user.id, next, newToken, currentToken ?? ""],
  );
  return { newToken, currentToken };
}

export type EmailChangeOutcome =
  | { status: "invalid" }
  /** One of two links used: the other is still needed. */
  | { status: "waiting"; userId: string }
  | { status: "changed"; userId: string };

/** Uses one link's token: counts it, or, when it is the last needed, changes the address. */
export async function verifyEmailChange(
  sql: Pick<Sql, "query">,
  token: string,
  expirySeconds: number,
): Promise<EmailChangeOutcome> {
  if (!/^[0-9a-f]{64}$/.test(token)) return { status: "invalid" };
  const [user] = await sql.query<{ id: string; email_change: string; current: string; new: string; status: number }>(
    `select id::text, email_change, coalesce(email_change_token_current, '') as current,
            coalesce(email_change_token_new, '') as new, coalesce(email_change_confirm_status, 0) as status
       from auth.users
      where (email_change_token_new = $1 or email_change_token_current = $1)
        and email_change_sent_at > now() - make_interval(secs => $2)
      for update`,
    [token, expirySeconds],
  );
  if (!user) return { status: "invalid" };
  const used = token === user.new ? "email_change_token_new" : "email_change_token_current";
  const stillNeeded = (used === "email_change_token_new" ? user.current : user.new) !== "";
  if (stillNeeded) {
    await sql.query(
      `update auth.users set ${used} = '', email_change_confirm_status = 1, updated_at = now() where id = $1::uuid`,
      [user.id],
    );
    return { status: "waiting", userId: user.id };
  }
  await sql.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
            email_change_token_current = '', email_change_confirm_status = 0, email_change_sent_at = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1::uuid`,
    [user.id],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1::uuid and provider = 'email'`,
    [user.id, user.email_change],
  );
  return { status: "changed", userId: user.id };
}
