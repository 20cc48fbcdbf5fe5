/**
 * Invitations as GoTrue makes them (internal/api/invite.go, mail.go sendInvite, verify.go
 * signupVerify): POST /invite, with admin credentials, creates an account with no password (or
 * reuses one not yet confirmed), stores sha256(address + one-time code) as its confirmation token
 * and e-mails a link carrying it; the link, followed once within [auth.email] otp_expiry, confirms
 * the address, gives the account a random password the person never sees, and signs them in so they
 * can choose their own (PUT /user). An address whose account is already confirmed is refused.
 */
import type { Sql } from "../db/types.ts";
import { oneTimeToken } from "./email-change.ts";
import * as users from "./users.ts";

export type Invitation = { status: "sent"; userId: string; token: string } | { status: "exists" };

export async function invite(sql: Sql, email: string, data: Record<string, unknown>): Promise<Invitation> {
  const address = email.trim().toLowerCase();
  const [existing] = await sql.query<{ id: string; confirmed: boolean }>(
    "select id::text, email_confirmed_at is not null as confirmed from auth.users where lower(email) = $1 for update",
    [address],
  );
  if (existing?.confirmed) return { status: "exists" };
  const userId =
    existing?.id ?? (await users.createUser(sql, { email: address, confirmed: false, userMetadata: data }));
  const token = await oneTimeToken(address);
  await sql.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(), updated_at = now()
      where id = $1::uuid`,
    [userId, token],
  );
  return { status: "sent", userId, token };
}

/** Uses an invitation link's token once: the account it signs in, or null when unknown, used or expired. */
export async function acceptInvite(sql: Pick<Sql, "query">, token: string, expirySeconds: number) {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const password = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(48))));
  const [user] = await sql.query<{ id: string }>(
    `update auth.users
        set confirmation_token = '', email_confirmed_at = now(), updated_at = now(),
            encrypted_password = case when encrypted_password = '' and invited_at is not null
                                      then extensions.crypt($3::text, extensions.gen_salt('bf', 10))
                                      else encrypted_password end
      where confirmation_token = $1 and confirmation_sent_at > now() - make_interval(secs => $2)
      returning id::text`,
    [token, expirySeconds, password],
  );
  if (user)
    await sql.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
        where user_id = $1::uuid and provider = 'email'`,
      [user.id],
    );
  return user?.id ?? null;
}
