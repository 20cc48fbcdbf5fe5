import { DEMO } from "../../scripts/local-stack.mjs";
/** The local backend the site's tests run against (started by scripts/test-site.mjs). */
export const inboxUrl = process.env.E2E_INBOX_URL ?? "http://127.0.0.1:28324";
export const apiUrl = process.env.E2E_API_URL ?? "http://127.0.0.1:28321";

/** The test backend's anon key: what a visitor's browser sends (the local stack's public demo key). */
export const anonKey = process.env.E2E_ANON_KEY ?? DEMO.anonKey;

/** The test backend's service-role key: the local stack's (Supabase's public demo key), never in the site's build. */
const serviceRoleKey = process.env.E2E_SERVICE_ROLE_KEY ?? DEMO.serviceRoleKey;

/** The local development staff account (supabase/seed.sql; README, "Staff sign-in"). */
export const staff = {
  email: process.env.E2E_STAFF_EMAIL ?? "staff@example.co.uk",
  password: process.env.E2E_STAFF_PASSWORD ?? "staff-password-2026",
};

/** Signs the staff account in over the Auth API and returns its access token, for REST calls as staff. */
export async function staffToken(): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(staff),
  });
  if (!response.ok) throw new Error(`staff sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Creates a confirmed user through the Auth admin API (service role); authorisation lives in app_metadata. */
export async function createAuthUser(user: {
  email: string;
  password: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
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
export async function waitForMail(
  to: string,
  timeoutMs = 15_000,
  subject = "",
): Promise<{ subject: string; text: string; html: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
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
