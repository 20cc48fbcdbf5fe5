/**
 * Helpers for backend integration tests against the local stack started by the global setup:
 * supabase-js clients for each role, test users, the mail inbox and superuser SQL.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";
import postgres from "postgres";
import { inject } from "vitest";
import WebSocket from "ws";
import { DEMO } from "../../scripts/local-stack.mjs";
import { clientAddresses, fetchFrom } from "../../scripts/client-address.mjs";
import type { StackInfo } from "./integration-global-setup.ts";

export type { StackInfo };

/** URL, keys and ports of the running test stack. */
export function stack(): StackInfo {
  return inject("stack");
}

export interface ClientOptions {
  /** Schema for .from() (default public). */
  schema?: string;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** The loopback address requests leave from, so that the stack sees a client of its own (scripts/client-address.mjs). */
  from?: string;
}

function client(key: string, options: ClientOptions = {}): SupabaseClient {
  // Typed as the default (public) client; `schema` is for testing other exposed schemas.
  return createClient(stack().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js needs a WebSocket implementation on Node 20 (see DESIGN.md, pitfalls).
    realtime: { transport: WebSocket as never },
    db: { schema: (options.schema ?? "public") as "public" },
    global: { headers: options.headers ?? {}, ...(options.from ? { fetch: fetchFrom(options.from) } : {}) },
  });
}

/** A client with the public anon key: what a visitor's browser has. */
export function anonClient(options?: ClientOptions): SupabaseClient {
  return client(stack().anonKey, options);
}

/** A client with the service-role key: bypasses RLS, like edge functions and admin scripts. */
export function serviceClient(options?: ClientOptions): SupabaseClient {
  return client(stack().serviceRoleKey, options);
}

/**
 * Each signed-in test user is a client of its own, as real users are: Auth allows one address a
 * burst of 30 sign-ins and then one every two seconds (supabase/local/auth/rate-limit.ts).
 */
const signedInAddresses = clientAddresses(27);

/** The code an authenticator app holding `secret` shows now. */
export function totpCode(secret: string): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/** Enrols an authenticator app for a signed-in client and proves it (the session becomes aal2); returns its secret. */
export async function enrolSecondFactor(c: SupabaseClient): Promise<string> {
  const { data, error } = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator app" });
  if (error) throw new Error(`enrolling a second factor failed: ${error.message}`);
  const { error: refused } = await c.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totpCode(data.totp.secret),
  });
  if (refused) throw new Error(`verifying the second factor failed: ${refused.message}`);
  return data.totp.secret;
}

/** Proves the signed-in client's verified authenticator app, whose secret is given (the session becomes aal2). */
export async function proveSecondFactor(c: SupabaseClient, secret: string): Promise<void> {
  const { data } = await c.auth.mfa.listFactors();
  const factor = data?.totp.find((f) => f.status === "verified");
  if (!factor) throw new Error("no verified second factor");
  const { error } = await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(secret) });
  if (error) throw new Error(`second factor refused: ${error.message}`);
}

export interface SecondFactor {
  /** "enrol" a new authenticator app, or prove the one holding this secret. */
  secondFactor?: "enrol" | { secret: string };
}

/**
 * A client signed in with email and password (throws if sign-in fails), and with a second factor
 * if asked, as staff sign in. The secret of an enrolled app is on `client.totpSecret`.
 */
export async function userClient(
  email: string,
  password: string,
  options?: ClientOptions & SecondFactor,
): Promise<SupabaseClient & { totpSecret?: string }> {
  // Signed in from an address of its own; the client then makes its requests as any other does.
  const signingIn = anonClient({ ...options, from: options?.from ?? signedInAddresses() });
  const { data, error } = await signingIn.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in as ${email} failed: ${error?.message}`);
  const factor = options?.secondFactor;
  const totpSecret = factor === "enrol" ? await enrolSecondFactor(signingIn) : factor ? factor.secret : undefined;
  if (factor && factor !== "enrol") await proveSecondFactor(signingIn, factor.secret);
  const { data: current } = await signingIn.auth.getSession();
  const c = anonClient(options) as SupabaseClient & { totpSecret?: string };
  const { error: kept } = await c.auth.setSession(current.session!);
  if (kept) throw new Error(`keeping the session of ${email} failed: ${kept.message}`);
  if (totpSecret) c.totpSecret = totpSecret;
  return c;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** The secret of the user's authenticator app: staff have one, others null. */
  totpSecret: string | null;
  /** Signed in as this user (staff with their second factor: aal2). */
  client: SupabaseClient;
}

let userCounter = 0;

/**
 * Creates a confirmed user through the Auth admin API (service role) and signs it in.
 * `createUser({ appMetadata: { role: "staff" } })` makes a member of staff (public.staff_members,
 * an admin unless `staffRole` says otherwise), who enrols an authenticator app and signs in with it,
 * unless `secondFactor: false`.
 */
export async function createUser(
  options: {
    email?: string;
    password?: string;
    appMetadata?: Record<string, unknown>;
    userMetadata?: Record<string, unknown>;
    secondFactor?: boolean;
    staffRole?: "admin" | "editor" | "writer";
  } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${Date.now()}-${++userCounter}@example.test`;
  const password = options.password ?? "correct-horse-battery";
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: options.appMetadata,
    user_metadata: options.userMetadata,
  });
  if (error || !data.user) throw new Error(`creating ${email} failed: ${error?.message}`);
  if (options.appMetadata?.role === "staff") {
    const { error: joined } = await serviceClient()
      .from("staff_members")
      .insert({ user_id: data.user.id, email: email.toLowerCase(), role: options.staffRole ?? "admin" });
    if (joined) throw new Error(`adding ${email} to the staff failed: ${joined.message}`);
  }
  const staff = options.appMetadata?.role === "staff" && options.secondFactor !== false;
  const client = await userClient(email, password, staff ? { secondFactor: "enrol" } : {});
  return { id: data.user.id, email, password, totpSecret: client.totpSecret ?? null, client };
}

// ---- mail ---------------------------------------------------------------------------------------

export interface MailAddress {
  Name: string;
  Address: string;
}

export interface MailSummary {
  ID: string;
  From: MailAddress;
  To: MailAddress[];
  Subject: string;
  Created: string;
  Snippet: string;
}

export interface MailMessage extends MailSummary {
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Text: string;
  HTML: string;
}

async function inbox<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${stack().inboxUrl}${path}`, init);
  if (!res.ok) throw new Error(`inbox ${path}: ${res.status}`);
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("json") ? await res.json() : await res.text()) as T;
}

export const mail = {
  /** Captured messages, newest first. */
  async list(): Promise<MailSummary[]> {
    return (await inbox<{ messages: MailSummary[] }>("/api/v1/messages")).messages;
  },
  /** One message with its text and HTML bodies. */
  async get(id: string): Promise<MailMessage> {
    return await inbox<MailMessage>(`/api/v1/message/${id}`);
  },
  /** Deletes every captured message. */
  async clear(): Promise<void> {
    await inbox("/api/v1/messages", { method: "DELETE" });
  },
  /** Waits for a message matching `to` and/or `subject` (substring) and returns it in full. */
  async waitFor(match: { to?: string; subject?: string | RegExp }, timeoutMs = 10_000): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await mail.list()).find(
        (m) =>
          (!match.to || m.To.some((t) => t.Address.toLowerCase() === match.to!.toLowerCase())) &&
          (!match.subject ||
            (typeof match.subject === "string" ? m.Subject.includes(match.subject) : match.subject.test(m.Subject))),
      );
      if (found) return await mail.get(found.ID);
      if (Date.now() > deadline)
        throw new Error(
          `no e-mail matching ${JSON.stringify({ ...match, subject: String(match.subject ?? "") })} within ${timeoutMs} ms`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  },
};

// ---- SQL as superuser ------------------------------------------------------------------------

/**
 * Runs SQL as the `postgres` superuser over the wire protocol (RLS does not apply): for setting up
 * fixtures and asserting what the database holds. Parameters are $1, $2, ...
 */
export async function sql<T extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const db = postgres(stack().dbUrl, {
    max: 1,
    onnotice: () => {},
    idle_timeout: 1,
    connection: { application_name: "integration-test" },
  });
  try {
    return (await db.unsafe(text, params as never[])) as unknown as T[];
  } finally {
    await db.end({ timeout: 1 });
  }
}

/** Runs a script of several statements (no parameters) as superuser, e.g. a fixture file. */
export async function sqlScript(script: string): Promise<void> {
  const db = postgres(stack().dbUrl, { max: 1, onnotice: () => {}, idle_timeout: 1 });
  try {
    await db.unsafe(script).simple();
  } finally {
    await db.end({ timeout: 1 });
  }
}

/** Signs an arbitrary JWT with the stack's (public demo) secret: for expired or odd tokens in tests. */
export async function signTestJwt(claims: Record<string, unknown>): Promise<string> {
  const { SignJWT } = await import("jose");
  const secret = new TextEncoder().encode(DEMO.jwtSecret);
  return await new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secret);
}
