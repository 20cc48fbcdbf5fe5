/**
 * /auth/v1: the GoTrue endpoints supabase-js uses for email+password accounts, with GoTrue's paths,
 * bodies, error codes and the X-Supabase-Api-Version echo that auth-js reads to pick the error format.
 * Its endpoints are the table `routes`, one entry per method and path; `scopes` are the checks GoTrue's
 * middleware makes for every request under a path (the signed-in user of /factors, the administrator
 * of /admin/users/{user_id}).
 */
import { isRedirectUrlValid } from "./redirect.ts";
import type { Db } from "../db/types.ts";
import type { ProjectConfig } from "../project-config.ts";
import { type Claims, keyToJwt, signJwt } from "../keys.ts";
import { parseAccessToken } from "./jwt.ts";
import { requestEmailChange, verifyEmailChange } from "./email-change.ts";
import { acceptInvite, invite } from "./invite.ts";
import { requestRecovery, verifyRecovery } from "./recovery.ts";
import { MFA_PER_FIVE_MINUTES, type RequestLimits, RequestLimiter } from "./rate-limit.ts";
import * as users from "./users.ts";
import { AuthError } from "./errors.ts";
import * as mfa from "./mfa.ts";

export interface AuthContext {
  db: Db;
  config: ProjectConfig;
  publicUrl: string;
  /** Sends an e-mail through the local inbox (confirmation links and the like). */
  sendMail?: (to: string, subject: string, text: string) => Promise<void>;
}

const API_VERSION = "2024-01-01";

function versioned(req: Request): boolean {
  const v = req.headers.get("x-supabase-api-version");
  return !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= API_VERSION;
}

function json(req: Request, status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const h: Record<string, string> = { "content-type": "application/json", ...headers };
  if (versioned(req)) h["x-supabase-api-version"] = API_VERSION;
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: h });
}

function errorResponse(req: Request, e: AuthError): Response {
  // Since API version 2024-01-01 GoTrue answers {code, message}; before it {code: status, error_code, msg}.
  const body = versioned(req)
    ? { code: e.code, message: e.message, ...e.extra }
    : { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
  // errors.go names the code in x-sb-error-code, but for a weak password in the 2024-01-01 format.
  const named = e.code !== "weak_password" || !versioned(req);
  return json(req, e.status, body, named ? { "x-sb-error-code": e.code } : {});
}

async function body(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    const v = JSON.parse(text);
    if (v && typeof v === "object" && !Array.isArray(v)) return v;
  } catch {
    /* fall through */
  }
  throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
}

/** The address format GoTrue's validateEmail accepts (badoux/checkmail's ValidateFormat). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's extractBearerToken (auth.go): `(?i)^bearer (\S+$)`, one space and no other whitespace. */
function bearer(req: Request): string {
  const m = /^bearer (\S+)$/i.exec(req.headers.get("authorization") ?? "");
  if (!m) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  return keyToJwt(m[1]!);
}

/**
 * GoTrue's parseJWTClaims (auth.go): a JWT signed with the project's key, or 403 bad_jwt naming
 * golang-jwt's error (jwt.ts).
 */
function jwtClaims(req: Request): Promise<Claims> {
  const parsed = parseAccessToken(bearer(req));
  if (!parsed.ok) {
    return Promise.reject(
      new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${parsed.message}`),
    );
  }
  return Promise.resolve(parsed.claims);
}

/** A session_id claim GoTrue looks up: present and not the nil UUID (auth.go, maybeLoadUserOrSession). */
const namesSession = (claims: Claims) =>
  typeof claims.session_id === "string" &&
  claims.session_id !== "" &&
  claims.session_id !== "00000000-0000-0000-0000-000000000000";

/**
 * GoTrue's maybeLoadUserOrSession (auth.go): the sub claim's user, then the session_id claim's session;
 * the claims come back with the session's id as GoTrue reads it.
 */
async function loadUserOrSession(ctx: AuthContext, claims: Claims): Promise<{ claims: Claims; user: users.UserJson }> {
  if (!claims.sub) throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  const userId = goUuid(String(claims.sub));
  if (!userId) throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await users.userById(ctx.db, userId);
  if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  if (!namesSession(claims)) return { claims, user };
  const sessionId = goUuid(String(claims.session_id));
  if (!sessionId) throw new AuthError(403, "bad_jwt", "invalid claim: session_id claim must be a UUID");
  if (!(await users.sessionExists(ctx.db, sessionId)))
    throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  return { claims: { ...claims, session_id: sessionId }, user };
}

/**
 * GoTrue's requireAuthentication (auth.go): a valid JWT, its user and session, and a user not banned
 * (a token issued before the ban is refused).
 */
async function requireUser(req: Request, ctx: AuthContext): Promise<{ claims: Claims; user: users.UserJson }> {
  const loaded = await loadUserOrSession(ctx, await jwtClaims(req));
  const bannedUntil = loaded.user.banned_until;
  if (bannedUntil && new Date(bannedUntil).getTime() > Date.now())
    throw new AuthError(403, "user_banned", "User is banned");
  return loaded;
}

/** The roles GoTrue takes for an administrator: [jwt] admin_roles, by default these (internal/conf). */
const ADMIN_ROLES = ["service_role", "supabase_admin"];

/**
 * GoTrue's requireAdminCredentials (middleware.go): a valid JWT; one that names a session has its user
 * and session loaded first, and the session refused past its timebox or inactivity timeout
 * (Session.CheckValidity, 403 session_expired); then requireAdmin (auth.go): the token's role is an
 * administrator's.
 */
async function requireAdmin(req: Request, ctx: AuthContext): Promise<void> {
  const claims = await jwtClaims(req);
  if (namesSession(claims)) {
    const loaded = await loadUserOrSession(ctx, claims);
    if (await users.sessionExpiry(ctx.db, String(loaded.claims.session_id), ctx.config.auth.sessions))
      throw new AuthError(403, "session_expired", "Session is no longer valid");
  }
  if (!ADMIN_ROLES.includes(String(claims.role))) throw new AuthError(403, "not_admin", "User not allowed");
}

async function accessToken(
  ctx: AuthContext,
  user: users.UserJson,
  sessionId: string,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const { aal, amr } = await mfa.assurance(ctx.db, sessionId);
  const exp = now + ctx.config.auth.jwtExpiry;
  const claims: Claims = {
    iss: `${ctx.publicUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud || "authenticated",
    exp,
    iat: now,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role || "authenticated",
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: await signJwt(claims), expiresAt: exp };
}

/** GoTrue sends a user back only where its rule allows (redirect.ts); anything else goes to the site. */
function allowedRedirect(ctx: AuthContext, requested: string | null): string {
  const { siteUrl, additionalRedirectUrls } = ctx.config.auth;
  return requested && isRedirectUrlValid(siteUrl, additionalRedirectUrls, requested) ? requested : siteUrl;
}

/** A followed link that signs the user in: a new session, its tokens in the fragment (the implicit flow). */
async function signedInRedirect(req: Request, ctx: AuthContext, userId: string, to: string, type: string) {
  const method = type === "recovery" || type === "invite" ? "otp" : type;
  const s = await ctx.db.transaction((sql) => users.startSession(sql, userId, req.headers.get("user-agent"), method));
  const user = (await users.userById(ctx.db, userId))!;
  const { token, expiresAt } = await accessToken(ctx, user, s.sessionId);
  return redirect(to, {
    access_token: token,
    expires_at: String(expiresAt),
    expires_in: String(ctx.config.auth.jwtExpiry),
    refresh_token: s.refreshToken,
    token_type: "bearer",
    type,
  });
}

/** GoTrue's answer to a followed e-mail link: 303 to the page, with the outcome in the fragment. */
function redirect(to: string, fragment: Record<string, string>): Response {
  return new Response(null, { status: 303, headers: { location: `${to}#${new URLSearchParams(fragment)}` } });
}

async function sessionResponse(
  req: Request,
  ctx: AuthContext,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  const user = (await users.userById(ctx.db, userId))!;
  const { token, expiresAt } = await accessToken(ctx, user, sessionId);
  return json(req, 200, {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.config.auth.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  });
}

function checkPasswordStrength(ctx: AuthContext, password: unknown): string {
  if (typeof password !== "string" || password === "")
    throw new AuthError(422, "validation_failed", "Password is required");
  const min = ctx.config.auth.minimumPasswordLength;
  if (password.length < min) {
    throw new AuthError(422, "weak_password", `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ["length"] },
    });
  }
  return password;
}

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

function banUntil(duration: unknown): string | null | undefined {
  if (duration === undefined) return undefined;
  if (duration === "none" || duration === "" || duration === null) return null;
  const m = /^(\d+)(h|m|s)$/.exec(String(duration));
  if (!m) throw new AuthError(400, "validation_failed", "invalid format for ban duration");
  const secs = Number(m[1]) * ({ h: 3600, m: 60, s: 1 } as Record<string, number>)[m[2]!]!;
  return new Date(Date.now() + secs * 1000).toISOString();
}

export async function handleAuth(req: Request, url: URL, path: string, ctx: AuthContext): Promise<Response> {
  try {
    return await route(req, url, path, ctx);
  } catch (e) {
    if (e instanceof AuthError) return errorResponse(req, e);
    console.error("[auth] unexpected error", e);
    return errorResponse(
      req,
      new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
    );
  }
}

const limiters = new WeakMap<AuthContext, RequestLimiter>();

/** GoTrue's per-address request limit for this kind of request: 429 once the address's bucket is empty. */
function limit(req: Request, ctx: AuthContext, kind: keyof RequestLimits) {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    const { tokenRefresh, tokenVerifications, signInSignUps } = ctx.config.auth.rateLimit;
    limiter = new RequestLimiter({
      token: tokenRefresh,
      verify: tokenVerifications,
      signups: signInSignUps,
      recover: signInSignUps,
      user: signInSignUps,
      factorChallenge: MFA_PER_FIVE_MINUTES,
      factorVerify: MFA_PER_FIVE_MINUTES,
    });
    limiters.set(ctx, limiter);
  }
  if (!limiter.take(kind, req.headers.get("cf-connecting-ip")))
    throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
}

/** One request as an endpoint sees it. */
interface Call {
  req: Request;
  url: URL;
  ctx: AuthContext;
  /**
   * The path's parameters (`{user_id}` and the like) as chi hands them to GoTrue, from the path it routes on
   * (chiPath): decoded, unless the path as sent is not how Go would escape it (Go keeps it as RawPath), and then as
   * sent, still percent-encoded.
   */
  params: Record<string, string>;
}

/** One endpoint of GoTrue's. */
interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /**
   * The path under /auth/v1 as chi composes it; `{name}` stands for one segment, a parameter. A path
   * ending in `/` is a group's own route (`r.Route("/user", ...)` with `r.Get("/", ...)`), which chi's
   * Mount serves with or without the slash; any other path matches exactly.
   */
  path: string;
  handle(call: Call): Response | Promise<Response>;
}

/**
 * What GoTrue's middleware checks for every request under a path before its router looks at the
 * method (chi's `Use` in a `Route`): a refusal here is the answer whatever the method.
 */
interface Scope {
  path: RegExp;
  check(call: Call): Promise<unknown>;
}

/** A path parameter, as chi hands it to GoTrue (see chiPath). */
const param = (call: Call, name: string) => call.params[name]!;

/**
 * A UUID as gofrs/uuid's FromString (v4.3.1, codec.go) reads one, which GoTrue uses for every id in a
 * path or a claim: canonical, 32 hex digits, either in braces, or after `urn:uuid:`; null otherwise.
 */
function goUuid(text: string): string | null {
  const plain = (t: string) =>
    t.length === 32
      ? t
      : t.length === 36 && t[8] === "-" && t[13] === "-" && t[18] === "-" && t[23] === "-"
        ? t.slice(0, 8) + t.slice(9, 13) + t.slice(14, 18) + t.slice(19, 23) + t.slice(24)
        : null;
  let hex: string | null = null;
  if (text.length === 32 || text.length === 36) hex = plain(text);
  else if (text.length === 34 || text.length === 38)
    hex = text.startsWith("{") && text.endsWith("}") ? plain(text.slice(1, -1)) : null;
  else if (text.length === 41 || text.length === 45) hex = text.startsWith("urn:uuid:") ? plain(text.slice(9)) : null;
  if (!hex || !/^[0-9a-fA-F]{32}$/.test(hex)) return null;
  const h = hex.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The path chi routes on: Go's net/url keeps the path as sent (RawPath) when it is not how Go itself
 * would escape the decoded path, and chi then routes on that; otherwise it routes on the decoded path.
 */
function chiPath(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return raw;
  }
  const goEscaped = Array.from(new TextEncoder().encode(decoded), (b) => {
    const c = String.fromCharCode(b);
    return /[A-Za-z0-9\-_.~$&+,/:;=@]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
  return goEscaped === raw ? decoded : raw;
}

/** A check that a scope and its endpoint both ask for, made once per request. */
function perCall<T>(load: (call: Call) => Promise<T>): (call: Call) => Promise<T> {
  const made = new WeakMap<Call, Promise<T>>();
  return (call) => {
    let result = made.get(call);
    if (!result) made.set(call, (result = load(call)));
    return result;
  };
}

/** The signed-in user (requireAuthentication). */
const signedIn = perCall((call) => requireUser(call.req, call.ctx));

/** The user of /factors: signed in, and a token that does not say it is anonymous (requireNotAnonymous). */
const factorOwner = perCall(async (call) => {
  const session = await signedIn(call);
  if (session.claims.is_anonymous === true)
    throw new AuthError(403, "no_authorization", "Anonymous user not allowed to perform these actions");
  return session;
});

/** The factor of /factors/{factor_id}, the user's own (loadFactor). */
const ownFactor = perCall(async (call) => loadFactor(call, (await factorOwner(call)).user.id));

/** GoTrue's loadFactor (admin.go): the path's factor_id, a factor of the user already loaded. */
function loadFactor(call: Call, userId: string): Promise<mfa.Factor> {
  const id = goUuid(param(call, "factor_id"));
  if (!id) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  return mfa.ownedFactor(call.ctx.db, userId, id);
}

/** The administrator of everything under /admin (requireAdminCredentials). */
const administrator = perCall((call) => requireAdmin(call.req, call.ctx));

/** The user of /admin/users/{user_id}, for an administrator (requireAdminCredentials, then loadUser). */
const adminTarget = perCall(async (call) => {
  await administrator(call);
  const id = goUuid(param(call, "user_id"));
  if (!id) throw new AuthError(404, "validation_failed", "user_id must be an UUID");
  const user = await users.userById(call.ctx.db, id);
  if (!user) throw new AuthError(404, "user_not_found", "User not found");
  return user;
});

/** The factor of /admin/users/{user_id}/factors/{factor_id}, the user's (loadUser, then loadFactor). */
const adminTargetFactor = perCall(async (call) => loadFactor(call, (await adminTarget(call)).id));

/**
 * A feature this project leaves off and the local stack does not have: GoTrue's check for it
 * (requireSAMLEnabled and the like, middleware.go) refuses everything under its path with a 404.
 */
const featureOff = (code: string, message: string) => (): Promise<never> =>
  Promise.reject(new AuthError(404, code, message));
const oauthServerOff = featureOff("feature_disabled", "OAuth server is disabled");

const scopes: Scope[] = [
  // r.With(api.limitHandler(api.limiterOpts.Verify)).Route("/verify", ...): every request under it.
  { path: /^\/verify(?:\/|$)/, check: ({ req, ctx }) => Promise.resolve(limit(req, ctx, "verify")) },
  { path: /^\/reauthenticate(?:\/|$)/, check: signedIn },
  { path: /^\/user(?:\/|$)/, check: signedIn },
  { path: /^\/user\/identities(?:\/|$)/, check: featureOff("manual_linking_disabled", "Manual linking is disabled") },
  { path: /^\/user\/oauth\/grants(?:\/|$)/, check: oauthServerOff },
  { path: /^\/passkeys(?:\/|$)/, check: featureOff("passkey_disabled", "Passkeys are disabled") },
  { path: /^\/sso(?:\/|$)/, check: featureOff("saml_provider_disabled", "SAML 2.0 is disabled") },
  { path: /^\/oauth(?:\/|$)/, check: oauthServerOff },
  { path: /^\/scim\/v2(?:\/|$)/, check: featureOff("feature_disabled", "SCIM server is disabled") },
  { path: /^\/factors(?:\/|$)/, check: factorOwner },
  { path: /^\/factors\/(?<factor_id>[^/]+)(?:\/|$)/, check: ownFactor },
  { path: /^\/admin(?:\/|$)/, check: administrator },
  { path: /^\/admin\/oauth(?:\/|$)/, check: oauthServerOff },
  {
    path: /^\/admin\/custom-providers(?:\/|$)/,
    check: featureOff("feature_disabled", "Custom OAuth providers are disabled"),
  },
  { path: /^\/admin\/users\/(?<user_id>[^/]+)(?:\/|$)/, check: adminTarget },
  { path: /^\/admin\/users\/(?<user_id>[^/]+)\/factors\/(?<factor_id>[^/]+)(?:\/|$)/, check: adminTargetFactor },
];

/**
 * An endpoint GoTrue serves that the local stack does not implement: after the checks GoTrue's
 * middleware makes for its path, it is refused, never answered as if it had worked.
 */
const notImplemented = ({ req, url }: Call): never => {
  throw new AuthError(
    501,
    "not_implemented",
    `The local stack does not implement ${req.method.toUpperCase()} ${url.pathname} (docs/local-stack.md, "Not implemented")`,
  );
};

/** The address a challenge is bound to: the one the platform vouches for. */
const clientIp = (req: Request) => req.headers.get("cf-connecting-ip") ?? "127.0.0.1";

const routes: Route[] = [
  {
    method: "GET",
    path: "/health",
    handle: ({ req }) =>
      json(req, 200, { version: "local", name: "GoTrue", description: "GoTrue-compatible auth of the local stack" }),
  },
  {
    method: "GET",
    path: "/settings",
    handle: ({ req, ctx }) => {
      const cfg = ctx.config.auth;
      return json(req, 200, {
        // settings.go: the e-mail provider is GOTRUE_EXTERNAL_EMAIL_ENABLED, which the CLI sets from [auth.email] enable_signup.
        external: { email: cfg.emailSignup, phone: false, anonymous_users: false },
        disable_signup: !cfg.enableSignup,
        mailer_autoconfirm: !cfg.emailConfirmations,
        phone_autoconfirm: false,
        sms_provider: "",
        saml_enabled: false,
      });
    },
  },
  { method: "GET", path: "/.well-known/jwks.json", handle: ({ req }) => json(req, 200, { keys: [] }) },
  // r.With(api.requireOAuthServerEnabled).Get(...): the OAuth server is off.
  { method: "GET", path: "/.well-known/oauth-authorization-server", handle: oauthServerOff },
  {
    method: "POST",
    path: "/token",
    handle: async ({ req, url, ctx }) => {
      const cfg = ctx.config.auth;
      const grant = url.searchParams.get("grant_type");
      if (grant === "password" || grant === "refresh_token" || grant === "pkce" || grant === "id_token")
        limit(req, ctx, "token");
      const b = await body(req);
      if (grant === "password") {
        // token.go, ResourceOwnerPasswordGrant: one of address or phone, its provider on, then the lookup.
        const email = typeof b.email === "string" ? b.email : "";
        const phone = typeof b.phone === "string" ? b.phone : "";
        const password = typeof b.password === "string" ? b.password : "";
        if (email && phone)
          throw new AuthError(
            400,
            "validation_failed",
            "Only an email address or phone number should be provided on login.",
          );
        if (email && !cfg.emailSignup) throw new AuthError(422, "email_provider_disabled", "Email logins are disabled");
        if (!email && phone) throw new AuthError(422, "phone_provider_disabled", "Phone logins are disabled");
        if (!email) throw new AuthError(400, "validation_failed", "missing email or phone");
        // GoTrue looks the address up without checking its format, and an address Postgres cannot read
        // (a NUL byte) fails the lookup, reported as below (internal/api/token.go). It compares the
        // password itself, in Go: one with a NUL byte is simply not the user's (none can be stored here).
        const cred = await users.checkPassword(ctx.db, email, password.includes("\0") ? "" : password).catch(() => {
          throw new AuthError(500, "unexpected_failure", "Database error querying schema");
        });
        if (cred?.unreadable) throw new AuthError(500, "unexpected_failure", "Database error querying schema");
        if (!cred || !cred.passwordOk) throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
        if (cred.banned) throw new AuthError(400, "user_banned", "User is banned");
        if (!cred.confirmed && cfg.emailConfirmations)
          throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
        const s = await ctx.db.transaction(async (sql) => {
          const started = await users.startSession(sql, cred.id, req.headers.get("user-agent"), "password");
          await users.audit(sql, "login", cred.id, null);
          return started;
        });
        return await sessionResponse(req, ctx, cred.id, s.sessionId, s.refreshToken);
      }
      if (grant === "refresh_token") {
        const token = typeof b.refresh_token === "string" ? b.refresh_token : "";
        if (!token) throw new AuthError(400, "validation_failed", "refresh_token required");
        const r = await ctx.db.transaction((sql) =>
          users.rotateRefreshToken(sql, token, cfg.refreshTokenReuseInterval, cfg.sessions),
        );
        if (!r.ok) {
          throw new AuthError(
            400,
            r.code,
            r.code === "refresh_token_not_found"
              ? "Invalid Refresh Token: Refresh Token Not Found"
              : r.code === "user_banned"
                ? "Invalid Refresh Token: User Banned"
                : r.code === "refresh_token_already_used"
                  ? "Invalid Refresh Token: Already Used"
                  : "reason" in r && r.reason === "inactivity"
                    ? "Invalid Refresh Token: Session Expired (Inactivity)"
                    : "Invalid Refresh Token: Session Expired",
          );
        }
        return await sessionResponse(req, ctx, r.userId, r.sessionId, r.refreshToken);
      }
      throw new AuthError(400, "validation_failed", "unsupported_grant_type");
    },
  },
  {
    method: "POST",
    path: "/signup/",
    handle: async ({ req, ctx }) => {
      const cfg = ctx.config.auth;
      // api.go's /signup: the body read; no address and no phone is an anonymous sign-in, refused
      // before any limit when they are off (as this project has them: the local stack has none);
      // then the Signups limiter; then Signup (signup.go): DisableSignup, validateSignupParams, the
      // provider, the address.
      const b = await body(req);
      const email = typeof b.email === "string" ? b.email.trim() : "";
      const phone = typeof b.phone === "string" ? b.phone : "";
      if (!email && !phone) throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
      limit(req, ctx, "signups");
      if (!cfg.enableSignup) throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
      if (typeof b.password !== "string" || b.password === "")
        throw new AuthError(400, "validation_failed", "Signup requires a valid password");
      const password = checkPasswordStrength(ctx, b.password);
      if (email && phone)
        throw new AuthError(
          400,
          "validation_failed",
          "Only an email address or phone number should be provided on signup.",
        );
      // Phone sign-ups: the phone provider is off ([auth.sms] enable_signup), as /settings says.
      if (!email) throw new AuthError(400, "phone_provider_disabled", "Phone signups are disabled");
      if (!cfg.emailSignup) throw new AuthError(400, "email_provider_disabled", "Email signups are disabled");
      if (!EMAIL.test(email))
        throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
      if (await users.emailTaken(ctx.db, email))
        throw new AuthError(422, "user_already_exists", "User already registered");
      const confirmed = !cfg.emailConfirmations;
      const id = await ctx.db.transaction((sql) =>
        users.createUser(sql, { email, password, confirmed, userMetadata: obj(b.data) }),
      );
      if (!confirmed) {
        await ctx.sendMail?.(email, "Confirm Your Signup", `Follow this link to confirm your user: ${cfg.siteUrl}`);
        return json(req, 200, await users.userById(ctx.db, id));
      }
      const s = await ctx.db.transaction((sql) =>
        users.startSession(sql, id, req.headers.get("user-agent"), "password"),
      );
      return await sessionResponse(req, ctx, id, s.sessionId, s.refreshToken);
    },
  },
  {
    method: "GET",
    path: "/user/",
    handle: async (call) => json(call.req, 200, (await signedIn(call)).user),
  },
  {
    method: "PUT",
    path: "/user/",
    handle: async (call) => {
      const { req, url, ctx } = call;
      const cfg = ctx.config.auth;
      const { claims, user } = await signedIn(call);
      limit(req, ctx, "user");
      const b = await body(req);
      const changesSignIn =
        (typeof b.password === "string" && b.password !== "") ||
        (typeof b.email === "string" && b.email !== "" && b.email !== user.email);
      if (
        changesSignIn &&
        user.factors?.some((f) => f.status === "verified") &&
        (await mfa.sessionAal(ctx.db, claims.session_id)) !== "aal2"
      )
        throw new AuthError(
          401,
          "insufficient_aal",
          "AAL2 session is required to update email or password when MFA is enabled.",
        );
      const changes: users.UserChanges = {};
      if (b.password !== undefined) changes.password = checkPasswordStrength(ctx, b.password);
      if (b.data !== undefined) changes.userMetadata = obj(b.data) ?? {};
      let newEmail: string | null = null;
      if (typeof b.email === "string" && b.email.trim().toLowerCase() !== user.email) {
        if (!EMAIL.test(b.email.trim()))
          throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
        if (await users.emailTaken(ctx.db, b.email.trim(), user.id))
          throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
        newEmail = b.email.trim().toLowerCase();
      }
      const links = await ctx.db.transaction(async (sql) => {
        await users.updateUser(sql, user.id, changes);
        // The address itself changes only once the links are followed (GET /verify, type email_change).
        return newEmail ? await requestEmailChange(sql, user, newEmail, cfg.doubleConfirmChanges) : null;
      });
      if (newEmail && links) {
        const redirectTo = allowedRedirect(ctx, url.searchParams.get("redirect_to"));
        const link = (token: string) =>
          `${ctx.publicUrl}/auth/v1/verify?token=${token}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
        await ctx.sendMail?.(
          newEmail,
          "Confirm Email Change",
          `Follow this link to confirm the update of your email from ${user.email} to ${newEmail}: ${link(links.newToken)}`,
        );
        if (links.currentToken)
          await ctx.sendMail?.(
            user.email,
            "Confirm Email Change",
            `Follow this link to confirm the update of your email from ${user.email} to ${newEmail}: ${link(links.currentToken)}`,
          );
      }
      return json(req, 200, await users.userById(ctx.db, user.id));
    },
  },
  // Enrol, challenge, verify and unenrol a second factor.
  {
    method: "POST",
    path: "/factors/",
    handle: async (call) => {
      const { req, ctx } = call;
      const cfg = ctx.config.auth.mfa;
      const { claims, user } = await factorOwner(call);
      const b = await body(req);
      if (b.factor_type !== "totp") {
        if (b.factor_type === "phone" || b.factor_type === "webauthn")
          throw new AuthError(
            422,
            `mfa_${b.factor_type}_enroll_not_enabled`,
            `MFA enroll is disabled for ${b.factor_type === "phone" ? "Phone" : "WebAuthn"}`,
          );
        throw new AuthError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
      }
      if (!cfg.totpEnroll) throw new AuthError(422, "mfa_totp_enroll_not_enabled", "MFA enroll is disabled for TOTP");
      const issuer = typeof b.issuer === "string" && b.issuer ? b.issuer : new URL(ctx.config.auth.siteUrl).host;
      const enrolled = await ctx.db.transaction(async (sql) =>
        mfa.enrolTotp(sql, {
          userId: user.id,
          email: user.email,
          friendlyName: typeof b.friendly_name === "string" ? b.friendly_name : "",
          issuer,
          maxEnrolledFactors: cfg.maxEnrolledFactors,
          sessionAal: await mfa.sessionAal(sql, String(claims.session_id ?? "")),
        }),
      );
      return json(req, 200, enrolled);
    },
  },
  {
    method: "POST",
    path: "/factors/{factor_id}/challenge",
    handle: async (call) => {
      const { req, ctx } = call;
      const factor = await ownFactor(call);
      limit(req, ctx, "factorChallenge");
      if (!ctx.config.auth.mfa.totpVerify)
        throw new AuthError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
      return json(req, 200, await ctx.db.transaction((sql) => mfa.challenge(sql, factor, clientIp(req))));
    },
  },
  {
    method: "POST",
    path: "/factors/{factor_id}/verify",
    handle: async (call) => {
      const { req, ctx } = call;
      const { claims, user } = await factorOwner(call);
      const factor = await ownFactor(call);
      const sessionId = String(claims.session_id ?? "");
      limit(req, ctx, "factorVerify");
      const b = await body(req);
      if (!ctx.config.auth.mfa.totpVerify)
        throw new AuthError(422, "mfa_totp_verify_not_enabled", "MFA verification is disabled for TOTP");
      // A wrong code is refused without undoing the challenge's checks (GoTrue keeps an expired one deleted).
      let refusal: AuthError | null = null;
      const refreshToken = await ctx.db.transaction(async (sql) => {
        try {
          await mfa.verify(sql, factor, {
            challengeId: b.challenge_id,
            code: b.code,
            ip: clientIp(req),
            sessionId,
            userId: user.id,
          });
        } catch (e) {
          if (!(e instanceof AuthError)) throw e;
          refusal = e;
          return "";
        }
        await users.audit(sql, "verification_attempted", user.id, clientIp(req));
        return await users.swapRefreshToken(sql, user.id, sessionId);
      });
      if (refusal) throw refusal;
      return await sessionResponse(req, ctx, user.id, sessionId, refreshToken);
    },
  },
  {
    method: "DELETE",
    path: "/factors/{factor_id}/",
    handle: async (call) => {
      const { req, ctx } = call;
      const { claims } = await factorOwner(call);
      const factor = await ownFactor(call);
      const sessionId = String(claims.session_id ?? "");
      await ctx.db.transaction(async (sql) => mfa.unenrol(sql, factor, await mfa.sessionAal(sql, sessionId)));
      return json(req, 200, { id: factor.id });
    },
  },
  {
    method: "POST",
    path: "/recover",
    handle: async ({ req, url, ctx }) => {
      // api.go: the Recover limiter, then requireEmailProvider (middleware.go), then Recover.
      limit(req, ctx, "recover");
      if (!ctx.config.auth.emailSignup)
        throw new AuthError(400, "email_provider_disabled", "Email logins are disabled");
      const b = await body(req);
      const email = typeof b.email === "string" ? b.email.trim() : "";
      if (!email) throw new AuthError(400, "validation_failed", "Password recovery requires an email");
      if (!EMAIL.test(email))
        throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
      const gap = ctx.config.auth.emailMaxFrequencySeconds;
      const recovery = await ctx.db.transaction((sql) => requestRecovery(sql, email, gap));
      if (recovery.status === "too_soon")
        throw new AuthError(
          429,
          "over_email_send_rate_limit",
          `For security purposes, you can only request this after ${gap} seconds.`,
        );
      if (recovery.status === "sent") {
        const redirectTo = allowedRedirect(ctx, url.searchParams.get("redirect_to"));
        const link = `${ctx.publicUrl}/auth/v1/verify?token=${recovery.token}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
        await ctx.sendMail?.(
          email,
          "Reset Your Password",
          `Follow this link to reset the password for your user: ${link}`,
        );
      }
      // The same answer whether or not the address has an account.
      return json(req, 200, {});
    },
  },
  {
    method: "POST",
    path: "/invite",
    handle: async ({ req, url, ctx }) => {
      await requireAdmin(req, ctx);
      const b = await body(req);
      const email = typeof b.email === "string" ? b.email.trim() : "";
      if (!email) throw new AuthError(400, "validation_failed", "An email address is required");
      if (!EMAIL.test(email))
        throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
      const invitation = await ctx.db.transaction((sql) => invite(sql, email, obj(b.data) ?? {}));
      if (invitation.status === "exists")
        throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      const redirectTo = allowedRedirect(ctx, url.searchParams.get("redirect_to"));
      const link = `${ctx.publicUrl}/auth/v1/verify?token=${invitation.token}&type=invite&redirect_to=${encodeURIComponent(redirectTo)}`;
      await ctx.sendMail?.(
        email,
        "You have been invited",
        `You have been invited to create a user on ${ctx.config.auth.siteUrl}. Follow this link to accept the invite: ${link}`,
      );
      return json(req, 200, await users.userById(ctx.db, invitation.userId));
    },
  },
  {
    method: "GET",
    path: "/verify/",
    handle: async ({ req, url, ctx }) => {
      const cfg = ctx.config.auth;
      const type = url.searchParams.get("type") ?? "";
      const redirectTo = allowedRedirect(ctx, url.searchParams.get("redirect_to"));
      const token = url.searchParams.get("token") ?? "";
      const invalidLink = () =>
        redirect(redirectTo, {
          error: "access_denied",
          error_code: "otp_expired",
          error_description: "Email link is invalid or has expired",
        });
      if (!type) throw new AuthError(400, "validation_failed", "Verify requires a verification type");
      if (type === "recovery") {
        const userId = await ctx.db.transaction((sql) => verifyRecovery(sql, token, cfg.otpExpirySeconds));
        return userId ? await signedInRedirect(req, ctx, userId, redirectTo, "recovery") : invalidLink();
      }
      if (type === "invite") {
        const userId = await ctx.db.transaction((sql) => acceptInvite(sql, token, cfg.otpExpirySeconds));
        return userId ? await signedInRedirect(req, ctx, userId, redirectTo, "invite") : invalidLink();
      }
      if (type !== "email_change")
        throw new AuthError(400, "validation_failed", `The local stack does not verify type ${type}`);
      const outcome = await ctx.db.transaction((sql) => verifyEmailChange(sql, token, cfg.otpExpirySeconds));
      if (outcome.status === "invalid") return invalidLink();
      if (outcome.status === "waiting")
        return redirect(redirectTo, {
          message: "Confirmation link accepted. Please proceed to confirm link sent to the other email",
        });
      return await signedInRedirect(req, ctx, outcome.userId, redirectTo, "email_change");
    },
  },
  {
    method: "POST",
    path: "/logout",
    handle: async (call) => {
      const { req, url, ctx } = call;
      const { claims, user } = await signedIn(call);
      const scope = (url.searchParams.get("scope") ?? "global") as "global" | "local" | "others";
      if (!["global", "local", "others"].includes(scope)) {
        throw new AuthError(400, "validation_failed", 'Unsupported logout scope "' + scope + '"');
      }
      await ctx.db.transaction(async (sql) => {
        await users.endSessions(sql, user.id, String(claims.session_id ?? ""), scope);
        await users.audit(sql, "logout", user.id, null);
      });
      return json(req, 204, null);
    },
  },
  // The admin API, for the service role: the scope /admin checks the caller.
  {
    method: "GET",
    path: "/admin/users/",
    handle: async ({ req, url, ctx }) => {
      const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
      const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get("per_page") ?? 50) || 50));
      const { users: list, total } = await users.listUsers(ctx.db, perPage, (page - 1) * perPage);
      return json(req, 200, { users: list, aud: "authenticated" }, { "x-total-count": String(total) });
    },
  },
  {
    method: "POST",
    path: "/admin/users/",
    handle: async ({ req, ctx }) => {
      const b = await body(req);
      const email = typeof b.email === "string" ? b.email.trim() : "";
      if (!email || !EMAIL.test(email))
        throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
      if (await users.emailTaken(ctx.db, email))
        throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      const password = b.password === undefined ? undefined : checkPasswordStrength(ctx, b.password);
      const id = await ctx.db.transaction(async (sql) => {
        const created = await users.createUser(sql, {
          email,
          password,
          confirmed: b.email_confirm === true,
          appMetadata: obj(b.app_metadata),
          userMetadata: obj(b.user_metadata),
          role: typeof b.role === "string" ? b.role : undefined,
        });
        const until = banUntil(b.ban_duration);
        if (until !== undefined) await users.updateUser(sql, created, { bannedUntil: until });
        return created;
      });
      return json(req, 200, await users.userById(ctx.db, id));
    },
  },
  {
    method: "GET",
    path: "/admin/users/{user_id}/",
    handle: async (call) => json(call.req, 200, await adminTarget(call)),
  },
  {
    method: "PUT",
    path: "/admin/users/{user_id}/",
    handle: async (call) => {
      const { req, ctx } = call;
      const { id } = await adminTarget(call);
      const b = await body(req);
      if (typeof b.email === "string" && (await users.emailTaken(ctx.db, b.email, id))) {
        throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      }
      await ctx.db.transaction((sql) =>
        users.updateUser(sql, id, {
          email: typeof b.email === "string" ? b.email : undefined,
          password: b.password === undefined ? undefined : checkPasswordStrength(ctx, b.password),
          confirmEmail: b.email_confirm === true,
          appMetadata: obj(b.app_metadata),
          userMetadata: obj(b.user_metadata),
          role: typeof b.role === "string" ? b.role : undefined,
          bannedUntil: banUntil(b.ban_duration),
        }),
      );
      return json(req, 200, await users.userById(ctx.db, id));
    },
  },
  {
    method: "DELETE",
    path: "/admin/users/{user_id}/",
    handle: async (call) => {
      const { id } = await adminTarget(call);
      await call.ctx.db.transaction((sql) => users.deleteUser(sql, id));
      return json(call.req, 200, {});
    },
  },
  {
    method: "GET",
    path: "/admin/users/{user_id}/factors/",
    handle: async (call) => json(call.req, 200, await mfa.listFactors(call.ctx.db, (await adminTarget(call)).id)),
  },
  {
    method: "DELETE",
    path: "/admin/users/{user_id}/factors/{factor_id}/",
    handle: async (call) => {
      const { ctx } = call;
      const factor = await adminTargetFactor(call);
      await ctx.db.transaction((sql) => mfa.removeFactor(sql, factor.id));
      return json(call.req, 200, { id: factor.id });
    },
  },
  // What GoTrue serves beyond this (internal/api/api.go): refused here, after its middleware's checks.
  ...(
    [
      ["GET", "/.well-known/openid-configuration"],
      ["GET", "/callback/"],
      ["POST", "/callback/"],
      ["GET", "/authorize"],
      ["POST", "/resend"],
      ["POST", "/magiclink"],
      ["POST", "/otp"],
      ["POST", "/verify/"],
      ["GET", "/reauthenticate/"],
      ["GET", "/admin/audit/"],
      ["PUT", "/admin/users/{user_id}/factors/{factor_id}/"],
      ["GET", "/admin/users/{user_id}/passkeys/"],
      ["DELETE", "/admin/users/{user_id}/passkeys/{passkey_id}/"],
      ["POST", "/admin/generate_link"],
      ["GET", "/admin/sso/providers/"],
      ["POST", "/admin/sso/providers/"],
      ["GET", "/admin/sso/providers/{idp_id}/"],
      ["PUT", "/admin/sso/providers/{idp_id}/"],
      ["DELETE", "/admin/sso/providers/{idp_id}/"],
    ] as const
  ).map(([method, path]): Route => ({ method, path, handle: notImplemented })),
];

/** A route's path as a pattern: `{name}` one segment, captured under its name; a group's root with or without its slash. */
function pattern(path: string): RegExp {
  const groupRoot = path.length > 1 && path.endsWith("/");
  const literal = (groupRoot ? path.slice(0, -1) : path).replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${literal.replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}${groupRoot ? "/?" : ""}$`);
}

const table = routes.map((r) => ({ ...r, pattern: pattern(r.path) }));

/** chi's answer to a path no route matches, which GoTrue keeps: net/http's NotFound, in plain text. */
const chiNotFound = () =>
  new Response("404 page not found\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
  });

/** chi's answer to a route without the request's method: 405, empty, an Allow header per method it takes. */
function chiMethodNotAllowed(methods: string[]): Response {
  const headers = new Headers();
  for (const m of methods) headers.append("allow", m);
  return new Response(null, { status: 405, headers });
}

/**
 * Runs the checks of the scopes the path is in, then the endpoint for its path and method, as GoTrue's
 * chi router does: the middleware of a group (`r.Route` with `r.Use`) refuses before the router looks
 * at the method or the rest of the path; then a path no route matches is chi's plain-text 404, and a
 * route without the method its empty 405.
 */
async function route(req: Request, url: URL, path: string, ctx: AuthContext): Promise<Response> {
  const method = req.method.toUpperCase();
  const p = chiPath(path) || "/";
  const call: Call = { req, url, ctx, params: {} };
  for (const scope of scopes) {
    const m = scope.path.exec(p);
    if (!m) continue;
    Object.assign(call.params, m.groups);
    await scope.check(call);
  }
  const allowed: string[] = [];
  for (const r of table) {
    const m = r.pattern.exec(p);
    if (!m) continue;
    if (r.method !== method) {
      allowed.push(r.method);
      continue;
    }
    Object.assign(call.params, m.groups);
    return await r.handle(call);
  }
  return allowed.length ? chiMethodNotAllowed(allowed) : chiNotFound();
}
