import type { StaffRole } from "../../supabase/functions/_shared/kernel/schemas/staff-change.ts";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { clientAddresses, fetchFrom } from "../../scripts/client-address.mjs";
import { DEMO } from "../../scripts/local-stack.mjs";
/** The local backend the site's tests run against (started by scripts/test-site.mjs). */
export const inboxUrl = process.env.E2E_INBOX_URL ?? "http://127.0.0.1:28324";
export const apiUrl = process.env.E2E_API_URL ?? "http://127.0.0.1:28321";

/** The test backend's anon key: what a visitor's browser sends (the local stack's public demo key). */
export const anonKey = process.env.E2E_ANON_KEY ?? DEMO.anonKey;

/** The test backend's service-role key: the local stack's (Supabase's public demo key), never in the site's build. */
const serviceRoleKey = process.env.E2E_SERVICE_ROLE_KEY ?? DEMO.serviceRoleKey;

/** The local development staff account and its authenticator app's secret (supabase/seed.sql; README, "Staff sign-in"). */
export const staff = {
  email: process.env.E2E_STAFF_EMAIL ?? "staff@example.co.uk",
  password: process.env.E2E_STAFF_PASSWORD ?? "staff-password-2026",
  totpSecret: process.env.E2E_STAFF_TOTP_SECRET ?? "LOCALSTAFFTOTPSECRETFORDEVONLY23",
};

export interface StaffAccount {
  email: string;
  password: string;
  totpSecret: string;
}

/** The code an authenticator app holding `secret` shows now. */
export function totpCode(secret: string): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/**
 * The tests' own sign-ins come from other clients than the browsers (as a partner's second device
 * would), each from its own loopback address: otherwise they would spend the browsers' per-address
 * sign-in allowance, which Auth keeps as the hosted platform does. One sign-in keeps its address
 * throughout, since Auth refuses a factor verified from another address than its challenge.
 */
// Each Playwright worker counts from 0: without its own part of the block, two tests running at
// once took the same address and shared its sign-in allowance (a 429 in either).
const workerPart = Number(process.env.TEST_WORKER_INDEX ?? 0);
const nextHelperAddress = clientAddresses(32, workerPart);
const nextBrowserAddress = clientAddresses(33, workerPart);

/**
 * Sends a page's calls to Auth from a loopback address of its own, as a partner's browser on their
 * own connection would: Auth limits sign-ins per address, and every test's browser would otherwise
 * share 127.0.0.1's allowance.
 */
export async function authFromOwnAddress(page: Page, address = nextBrowserAddress()): Promise<void> {
  const from = fetchFrom(address);
  await page.route(`${apiUrl}/auth/v1/**`, async (route) => {
    const request = route.request();
    const response = await from(request.url(), {
      method: request.method(),
      headers: request.headers(),
      body: request.postDataBuffer()?.toString() ?? undefined,
    });
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}

async function auth<T>(path: string, body: unknown, token: string | undefined, from: string): Promise<T> {
  const response = await fetchFrom(from)(`${apiUrl}/auth/v1/${path}`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`auth ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Proves the factor with its current code; returns the aal2 access token. */
async function proveFactor(token: string, factorId: string, secret: string, from: string): Promise<string> {
  const challenge = await auth<{ id: string }>(`factors/${factorId}/challenge`, {}, token, from);
  const verified = await auth<{ access_token: string }>(
    `factors/${factorId}/verify`,
    { challenge_id: challenge.id, code: totpCode(secret) },
    token,
    from,
  );
  return verified.access_token;
}

/** Signs a staff account in over the Auth API with its second factor, and returns the access token, for REST calls as staff. */
export async function staffToken(account: StaffAccount = staff): Promise<string> {
  const from = nextHelperAddress();
  const signedIn = await auth<{ access_token: string; user: { factors?: { id: string; status: string }[] } }>(
    "token?grant_type=password",
    { email: account.email, password: account.password },
    undefined,
    from,
  );
  const factor = signedIn.user.factors?.find((f) => f.status === "verified");
  if (!factor) throw new Error(`${account.email} has no second factor`);
  return await proveFactor(signedIn.access_token, factor.id, account.totpSecret, from);
}

/**
 * A member of staff of the test's own, with an authenticator app set up as at a first sign-in.
 * Tests that sign staff in use their own: proving a factor ends the account's other aal1 sessions,
 * as Supabase Auth does, so two tests signing one account in at once would end each other's.
 */
export async function createStaffUser(label: string, staffRole: StaffRole = "admin"): Promise<StaffAccount> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const password = "a-long-staff-password";
  await createAuthUser({ email, password, appMetadata: { role: "staff" }, staffRole });
  const from = nextHelperAddress();
  const signedIn = await auth<{ access_token: string }>(
    "token?grant_type=password",
    { email, password },
    undefined,
    from,
  );
  const factor = await auth<{ id: string; totp: { secret: string } }>(
    "factors",
    { factor_type: "totp", friendly_name: "Authenticator app" },
    signedIn.access_token,
    from,
  );
  await proveFactor(signedIn.access_token, factor.id, factor.totp.secret, from);
  return { email, password, totpSecret: factor.totp.secret };
}

/**
 * Creates a confirmed user through the Auth admin API (service role). With `appMetadata: { role:
 * "staff" }` the user joins the staff (public.staff_members) as `staffRole`, an admin by default.
 */
export async function createAuthUser(user: {
  email: string;
  password: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  staffRole?: StaffRole;
}): Promise<void> {
  const response = await fetch(`${apiUrl}/auth/v1/admin/users`, {
    method: "POST",
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      email_confirm: true,
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata,
    }),
  });
  if (!response.ok) throw new Error(`create user ${user.email}: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  if (user.appMetadata?.role === "staff")
    await adminRest("staff_members", {
      method: "POST",
      body: JSON.stringify({ user_id: id, email: user.email.toLowerCase(), role: user.staffRole ?? "admin" }),
    });
}

/**
 * Reads or changes the test backend's data over its REST API with the service
 * role (bypassing RLS). Tests use this rather than SQL over the wire: the local
 * database is one session, and two test workers' SQL could interleave.
 */
export async function adminRest<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      "Content-Type": "application/json",
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

interface MailSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** Waits for an e-mail to `to` (whose subject contains `subject`, if given) in the local inbox and returns its text. */
/**
 * Calls deliver-mail as its schedule does every 30 seconds: a message that only the schedule sends
 * (the tax tips e-mail) goes without waiting for the next tick, however busy the machine.
 */
export async function deliverDueMail(): Promise<void> {
  await fetch(`${apiUrl}/functions/v1/deliver-mail`, {
    method: "POST",
    headers: { apikey: anonKey, "Content-Type": "application/json" },
    body: "{}",
  });
}

/** `deliver`: call deliver-mail while waiting, as the schedule would (see deliverDueMail). */
export async function waitForMail(
  to: string,
  timeoutMs = 15_000,
  subject = "",
  { deliver = false }: { deliver?: boolean } = {},
): Promise<{ subject: string; text: string; html: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (deliver) await deliverDueMail();
    const { messages } = (await (await fetch(`${inboxUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] };
    const found = messages.find(
      (message) =>
        message.To.some((recipient) => recipient.Address === to) && (!subject || message.Subject.includes(subject)),
    );
    if (found) {
      const full = (await (await fetch(`${inboxUrl}/api/v1/message/${found.ID}`)).json()) as {
        Subject: string;
        Text: string;
        HTML: string;
      };
      return { subject: full.Subject, text: full.Text, html: full.HTML };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms`);
}

export async function countMailTo(to: string): Promise<number> {
  const { messages } = (await (await fetch(`${inboxUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] };
  return messages.filter((message) => message.To.some((recipient) => recipient.Address === to)).length;
}
