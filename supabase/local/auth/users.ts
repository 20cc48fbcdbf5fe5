/** auth.users, identities, sessions and refresh tokens, read and written as GoTrue does. */
import type { Db, Sql } from "../db/types.ts";
import { addMethod, USER_FACTORS_JSON } from "./mfa.ts";

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: Record<string, unknown>[];
  created_at: string;
  updated_at: string;
  banned_until?: string;
  is_anonymous: boolean;
  factors?: Record<string, unknown>[];
}

/** One user rendered as GoTrue's JSON, straight from SQL so timestamps match Postgres' rendering. */
const USER_JSON = `
  select json_strip_nulls(json_build_object(
    'id', u.id, 'aud', coalesce(u.aud, ''), 'role', coalesce(u.role, ''), 'email', coalesce(u.email, ''),
    'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''), 'confirmed_at', u.confirmed_at,
    'confirmation_sent_at', u.confirmation_sent_at, 'recovery_sent_at', u.recovery_sent_at,
    'new_email', nullif(u.email_change, ''), 'email_change_sent_at', u.email_change_sent_at,
    'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb), 'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'identities', coalesce((select json_agg(json_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
        'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
        'updated_at', i.updated_at, 'email', i.email) order by i.created_at)
      from auth.identities i where i.user_id = u.id), '[]'),
    'created_at', u.created_at, 'updated_at', u.updated_at, 'banned_until', u.banned_until,
    'is_anonymous', u.is_anonymous, 'factors', ${USER_FACTORS_JSON}))::text as j
  from auth.users u`;

type Q = Pick<Sql, "query">;

export async function userById(db: Q, id: string): Promise<UserJson | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [r] = await db.query<{ j: string }>(`${USER_JSON} where u.id = $1::uuid`, [id]);
  return r ? JSON.parse(r.j) : null;
}

export async function listUsers(db: Q, limit: number, offset: number): Promise<{ users: UserJson[]; total: number }> {
  const rows = await db.query<{ j: string }>(
    `${USER_JSON} order by u.created_at, u.id limit ${limit} offset ${offset}`,
  );
  const [c] = await db.query<{ n: number }>("select count(*)::int as n from auth.users");
  return { users: rows.map((r) => JSON.parse(r.j)), total: c!.n };
}

export interface Credentials {
  id: string;
  passwordOk: boolean;
  confirmed: boolean;
  banned: boolean;
  /** GoTrue reads these columns into Go strings: a NULL in any fails the whole read. */
  unreadable: boolean;
}

/**
 * auth.users columns GoTrue scans into non-nullable Go strings (internal/models/user.go). A row
 * with NULL in one, as hand-written seeds often leave them, makes every sign-in answer 500
 * "Database error querying schema" (supabase/auth#1940); the local stack fails the same way.
 */
const STRING_COLUMNS = [
  "aud",
  "role",
  "confirmation_token",
  "recovery_token",
  "email_change_token_current",
  "email_change_token_new",
  "email_change",
  "phone_change_token",
  "phone_change",
  "reauthentication_token",
];

export async function checkPassword(db: Q, email: string, password: string): Promise<Credentials | null> {
  const [r] = await db.query<Credentials>(
    `select id::text as id,
            coalesce(encrypted_password <> '' and encrypted_password = extensions.crypt($2::text, encrypted_password), false) as "passwordOk",
            email_confirmed_at is not null as confirmed,
            coalesce(banned_until > now(), false) as banned,
            ${STRING_COLUMNS.map((column) => `${column} is null`).join(" or ")} as unreadable
       from auth.users where lower(email) = lower($1::text) and deleted_at is null
       order by created_at limit 1`,
    [email, password],
  );
  return r ?? null;
}

export async function emailTaken(db: Q, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db.query(
    "select 1 from auth.users where lower(email) = lower($1::text) and id::text <> $2::text",
    [email, exceptId ?? ""],
  );
  return rows.length > 0;
}

export interface NewUser {
  email: string;
  password?: string;
  confirmed: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  role?: string;
}

/** Inserts the user and its email identity, as GoTrue's signup and admin create do. */
export async function createUser(sql: Sql, u: NewUser): Promise<string> {
  const id = crypto.randomUUID();
  const app = { provider: "email", providers: ["email"], ...(u.appMetadata ?? {}) };
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
        email_change_token_new, email_change, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', $2::text, lower($3::text),
        case when $4::text is null then '' else extensions.crypt($4::text, extensions.gen_salt('bf', 10)) end,
        case when $5::boolean then now() end, case when not $5::boolean then now() end,
        $6::text::jsonb, $7::text::jsonb, now(), now(), '', '', '', '', false, false)`,
    [
      id,
      u.role ?? "authenticated",
      u.email,
      u.password ?? null,
      u.confirmed,
      JSON.stringify(app),
      JSON.stringify(u.userMetadata ?? {}),
    ],
  );
  await sql.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
     values (gen_random_uuid(), $1::text, $1::uuid, $2::text::jsonb, 'email', now(), now())`,
    [id, JSON.stringify({ sub: id, email: u.email.toLowerCase(), email_verified: u.confirmed, phone_verified: false })],
  );
  return id;
}

export interface UserChanges {
  email?: string;
  password?: string;
  confirmEmail?: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: string | null;
}

export async function updateUser(sql: Sql, id: string, c: UserChanges): Promise<void> {
  await sql.query(
    `update auth.users set
        email = coalesce(lower($2::text), email),
        encrypted_password = case when $3::text is null then encrypted_password else extensions.crypt($3::text, extensions.gen_salt('bf', 10)) end,
        email_confirmed_at = case when $4::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
        raw_app_meta_data = case when $5::text is null then raw_app_meta_data else coalesce(raw_app_meta_data, '{}'::jsonb) || $5::text::jsonb end,
        raw_user_meta_data = case when $6::text is null then raw_user_meta_data else coalesce(raw_user_meta_data, '{}'::jsonb) || $6::text::jsonb end,
        role = coalesce($7::text, role),
        banned_until = case when $8::boolean then $9::timestamptz else banned_until end,
        updated_at = now()
      where id = $1::uuid`,
    [
      id,
      c.email ?? null,
      c.password ?? null,
      c.confirmEmail ?? false,
      c.appMetadata ? JSON.stringify(c.appMetadata) : null,
      c.userMetadata ? JSON.stringify(c.userMetadata) : null,
      c.role ?? null,
      c.bannedUntil !== undefined,
      c.bannedUntil ?? null,
    ],
  );
  if (c.email) {
    await sql.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)), updated_at = now()
        where user_id = $1::uuid and provider = 'email'`,
      [id, c.email],
    );
  }
}

export async function deleteUser(sql: Sql, id: string): Promise<boolean> {
  return (await sql.run("delete from auth.users where id = $1::uuid", [id])) > 0;
}

// ---- sessions ---------------------------------------------------------------------------------

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

/** A new aal1 session, recording how the user proved who they are (`password`, `otp`, …). */
export async function startSession(
  sql: Sql,
  userId: string,
  userAgent: string | null,
  method: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = crypto.randomUUID();
  const refreshToken = randomToken();
  await sql.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent)
     values ($1::uuid, $2::uuid, now(), now(), 'aal1', now(), $3::text)`,
    [sessionId, userId, userAgent],
  );
  await addMethod(sql, sessionId, method);
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1::text, $2::text, false, now(), now(), $3::uuid)`,
    [refreshToken, userId, sessionId],
  );
  await sql.query("update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid", [userId]);
  await sql.query("update auth.identities set last_sign_in_at = now() where user_id = $1::uuid", [userId]);
  return { sessionId, refreshToken };
}

export type RefreshOutcome =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; code: "refresh_token_not_found" | "refresh_token_already_used" | "user_banned" }
  | { ok: false; code: "session_expired"; reason: "timebox" | "inactivity" };

/** `[auth.sessions]` in seconds, 0 for no limit. */
export interface SessionLimits {
  timeboxSeconds: number;
  inactivityTimeoutSeconds: number;
}

/**
 * GoTrue's Session.CheckValidity (models/sessions.go) for the timebox and the inactivity timeout, as SQL on the
 * session `s`, with the limits in seconds as the parameters `timebox` and `inactivity`: past its timebox, and not
 * refreshed within the inactivity timeout (LastRefreshedAt: the session's refreshed_at, else the refresh token's
 * time when there is one and it is later than the session's creation, else the creation).
 */
function expirySql(timebox: string, inactivity: string, tokenTime?: string) {
  const lastRefresh = `coalesce(s.refreshed_at, ${tokenTime ? `greatest(${tokenTime}, s.created_at)` : "s.created_at"})`;
  return {
    pastTimebox: `coalesce(${timebox}::int > 0 and now() > s.created_at + make_interval(secs => ${timebox}::int), false)`,
    timedOut: `coalesce(${inactivity}::int > 0 and now() > ${lastRefresh} + make_interval(secs => ${inactivity}::int), false)`,
  };
}

/**
 * Whether a session is past its timebox or its inactivity timeout, as GoTrue's requireAdminCredentials checks the
 * session a token names (Session.CheckValidity without a refresh token); null while it is valid or not there.
 */
export async function sessionExpiry(
  db: Q,
  sessionId: string,
  limits: SessionLimits,
): Promise<"timebox" | "inactivity" | null> {
  const { pastTimebox, timedOut } = expirySql("$2", "$3");
  const [row] = await db.query<{ past_timebox: boolean; timed_out: boolean }>(
    `select ${pastTimebox} as past_timebox, ${timedOut} as timed_out from auth.sessions s where s.id = $1::uuid`,
    [sessionId, limits.timeboxSeconds, limits.inactivityTimeoutSeconds],
  );
  return row?.past_timebox ? "timebox" : row?.timed_out ? "inactivity" : null;
}

/**
 * Rotates a refresh token; a just-rotated token may be replayed within the reuse interval. A banned
 * user's token is refused first, then a session past its timebox or not refreshed within the
 * inactivity timeout, as GoTrue's RefreshTokenGrant does (token_refresh.go: user.IsBanned(), then
 * Session.CheckValidity, here expirySql with the token's own time), before anything is rotated.
 */
export async function rotateRefreshToken(
  sql: Sql,
  token: string,
  reuseSeconds: number,
  limits: SessionLimits = { timeboxSeconds: 0, inactivityTimeoutSeconds: 0 },
): Promise<RefreshOutcome> {
  const { pastTimebox, timedOut } = expirySql("$3", "$4", "t.updated_at");
  const [row] = await sql.query<{
    id: string;
    user_id: string;
    session_id: string;
    revoked: boolean;
    recent: boolean;
    past_timebox: boolean;
    timed_out: boolean;
    banned: boolean;
  }>(
    `select t.id::text, t.user_id, t.session_id::text, t.revoked,
            t.updated_at > now() - make_interval(secs => $2::int) as recent,
            ${pastTimebox} as past_timebox, ${timedOut} as timed_out,
            coalesce(u.banned_until > now(), false) as banned
       from auth.refresh_tokens t left join auth.sessions s on s.id = t.session_id
       left join auth.users u on u.id::text = t.user_id::text
      where t.token = $1::text for update of t`,
    [token, reuseSeconds, limits.timeboxSeconds, limits.inactivityTimeoutSeconds],
  );
  if (!row) return { ok: false, code: "refresh_token_not_found" };
  if (row.banned) return { ok: false, code: "user_banned" };
  if (!row.session_id) return { ok: false, code: "refresh_token_not_found" };
  if (row.past_timebox) return { ok: false, code: "session_expired", reason: "timebox" };
  if (row.timed_out) return { ok: false, code: "session_expired", reason: "inactivity" };
  if (row.revoked) {
    const [child] = row.recent
      ? await sql.query<{ token: string }>(
          "select token from auth.refresh_tokens where parent = $1::text and not revoked order by id desc limit 1",
          [token],
        )
      : [];
    if (!child) {
      // Reuse outside the window: the whole session is considered compromised.
      await sql.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid", [
        row.session_id,
      ]);
      return { ok: false, code: "refresh_token_already_used" };
    }
    return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken: child.token };
  }
  const next = randomToken();
  await sql.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint", [row.id]);
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1::text, $2::text, false, now(), now(), $3::text, $4::uuid)`,
    [next, row.user_id, token, row.session_id],
  );
  await sql.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid", [
    row.session_id,
  ]);
  return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken: next };
}

/**
 * Swaps the session's current refresh token for a new one (GrantRefreshTokenSwap), as a verified
 * second factor does: the aal1 refresh token can no longer be used.
 */
export async function swapRefreshToken(sql: Sql, userId: string, sessionId: string): Promise<string> {
  const [current] = await sql.query<{ token: string }>(
    "select token from auth.refresh_tokens where session_id = $1::uuid and not revoked order by id desc limit 1",
    [sessionId],
  );
  const next = randomToken();
  await sql.query("update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid", [
    sessionId,
  ]);
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1::text, $2::text, false, now(), now(), $3::text, $4::uuid)`,
    [next, userId, current?.token ?? null, sessionId],
  );
  return next;
}

export async function sessionExists(db: Q, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  return (await db.query("select 1 from auth.sessions where id = $1::uuid", [sessionId])).length > 0;
}

export async function endSessions(
  sql: Sql,
  userId: string,
  sessionId: string,
  scope: "global" | "local" | "others",
): Promise<void> {
  if (scope === "local") await sql.query("delete from auth.sessions where id = $1::uuid", [sessionId]);
  else if (scope === "others")
    await sql.query("delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid", [userId, sessionId]);
  else await sql.query("delete from auth.sessions where user_id = $1::uuid", [userId]);
}

export async function audit(sql: Sql, action: string, actorId: string, ip: string | null): Promise<void> {
  await sql.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), $1::text::json, now(), coalesce($2::text, ''))`,
    [
      JSON.stringify({
        action,
        actor_id: actorId,
        log_type: action === "login" || action === "logout" ? "account" : "token",
      }),
      ip,
    ],
  );
}

export type { Db };
