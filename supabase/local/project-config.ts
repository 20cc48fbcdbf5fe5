/** The parts of supabase/config.toml the local stack honours, with the CLI's defaults. */
import { parse } from "smol-toml";

export interface BucketConfig {
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export interface ProjectConfig {
  projectId: string;
  api: { port: number; schemas: string[]; maxRows: number };
  /** `vault` values as written: `env(NAME)` is resolved when the stack starts (vault.ts). */
  db: { port: number; seedEnabled: boolean; seedPaths: string[]; vault: Record<string, string> };
  auth: {
    siteUrl: string;
    jwtExpiry: number;
    enableSignup: boolean;
    emailSignup: boolean;
    emailConfirmations: boolean;
    doubleConfirmChanges: boolean;
    otpExpirySeconds: number;
    /** The shortest gap between two recovery e-mails to one user. */
    emailMaxFrequencySeconds: number;
    additionalRedirectUrls: string[];
    minimumPasswordLength: number;
    refreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    /** `[auth.sessions]`, in seconds; 0 where unset (no limit). */
    sessions: { timeboxSeconds: number; inactivityTimeoutSeconds: number };
    /** `[auth.rate_limit]`: requests per five minutes per client address, by kind. */
    rateLimit: { tokenRefresh: number; tokenVerifications: number; signInSignUps: number };
    /** `[auth.mfa]`: the TOTP factor only (phone and WebAuthn are not offered). */
    mfa: { maxEnrolledFactors: number; totpEnroll: boolean; totpVerify: boolean };
  };
  mail: { port: number; smtpPort: number };
  storage: { fileSizeLimit: number; buckets: Record<string, BucketConfig> };
  functions: Record<string, { verifyJwt: boolean; enabled: boolean; entrypoint?: string }>;
}

type Table = Record<string, unknown>;

const table = (v: unknown): Table => (v && typeof v === "object" && !Array.isArray(v) ? (v as Table) : {});
const num = (v: unknown, d: number) => (typeof v === "number" ? v : d);
/** A Go duration as config.toml writes one ("1s", "60s", "5m", "1h"), in seconds. */
function seconds(value: unknown, fallback: number): number {
  const match = /^(\d+)(s|m|h)$/.exec(String(value ?? ""));
  if (!match) return fallback;
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[match[2] as "s" | "m" | "h"];
}
const bool = (v: unknown, d: boolean) => (typeof v === "boolean" ? v : d);
const str = (v: unknown, d: string) => (typeof v === "string" ? v : d);
const strs = (v: unknown): string[] | null => (Array.isArray(v) ? v.map(String) : null);

/** "50MiB" → bytes, as the CLI reads sizes. */
export function parseSize(v: unknown, d: number): number {
  if (typeof v === "number") return v;
  if (typeof v !== "string") return d;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?i?b?)?\s*$/i.exec(v);
  if (!m) return d;
  const unit = (m[2] ?? "").toLowerCase().replace(/i?b$/, "");
  const power = { "": 0, k: 1, m: 2, g: 3, t: 4 }[unit] ?? 0;
  return Math.round(Number(m[1]) * 1024 ** power);
}

export async function readProjectConfig(supabaseDir: string): Promise<ProjectConfig> {
  let raw: Table = {};
  try {
    raw = parse(await Deno.readTextFile(`${supabaseDir}/config.toml`)) as Table;
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw new Error(`supabase/config.toml: ${(e as Error).message}`);
  }
  const api = table(raw.api);
  const db = table(raw.db);
  const seed = table(db.seed);
  const auth = table(raw.auth);
  const email = table(auth.email);
  const rateLimit = table(auth.rate_limit);
  const sessions = table(auth.sessions);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const mail = { ...table(raw.inbucket), ...table(raw.local_smtp) };
  const storage = table(raw.storage);
  const functions: ProjectConfig["functions"] = {};
  for (const [name, f] of Object.entries(table(raw.functions))) {
    const t = table(f);
    functions[name] = {
      verifyJwt: bool(t.verify_jwt, true),
      enabled: bool(t.enabled, true),
      entrypoint: typeof t.entrypoint === "string" ? t.entrypoint : undefined,
    };
  }
  const buckets: Record<string, BucketConfig> = {};
  for (const [name, b] of Object.entries(table(storage.buckets))) {
    const t = table(b);
    buckets[name] = {
      public: bool(t.public, false),
      fileSizeLimit: t.file_size_limit === undefined ? null : parseSize(t.file_size_limit, 0),
      allowedMimeTypes: strs(t.allowed_mime_types),
    };
  }
  return {
    projectId: str(raw.project_id, "local"),
    api: {
      port: num(api.port, 54321),
      schemas: strs(api.schemas) ?? ["public", "graphql_public"],
      maxRows: num(api.max_rows, 1000),
    },
    db: {
      port: num(db.port, 54322),
      seedEnabled: bool(seed.enabled, true),
      seedPaths: strs(seed.sql_paths) ?? ["./seed.sql"],
      vault: Object.fromEntries(Object.entries(table(db.vault)).map(([name, value]) => [name, String(value)])),
    },
    auth: {
      siteUrl: str(auth.site_url, "http://127.0.0.1:3000"),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      enableSignup: bool(auth.enable_signup, true),
      emailSignup: bool(email.enable_signup, true),
      emailConfirmations: bool(email.enable_confirmations, false),
      doubleConfirmChanges: bool(email.double_confirm_changes, true),
      otpExpirySeconds: num(email.otp_expiry, 3600),
      emailMaxFrequencySeconds: seconds(email.max_frequency, 60),
      additionalRedirectUrls: strs(auth.additional_redirect_urls) ?? [],
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      sessions: {
        timeboxSeconds: seconds(sessions.timebox, 0),
        inactivityTimeoutSeconds: seconds(sessions.inactivity_timeout, 0),
      },
      rateLimit: {
        tokenRefresh: num(rateLimit.token_refresh, 150),
        tokenVerifications: num(rateLimit.token_verifications, 30),
        signInSignUps: num(rateLimit.sign_in_sign_ups, 30),
      },
      mfa: {
        maxEnrolledFactors: num(mfa.max_enrolled_factors, 10),
        totpEnroll: bool(totp.enroll_enabled, false),
        totpVerify: bool(totp.verify_enabled, false),
      },
    },
    mail: { port: num(mail.port, 54324), smtpPort: num(mail.smtp_port, 54325) },
    storage: { fileSizeLimit: parseSize(storage.file_size_limit, 50 * 1024 * 1024), buckets },
    functions,
  };
}
