// /auth/v1 with supabase-js (auth-js): password sign-in, refresh, getUser, sign-out scopes, GoTrue's
// error codes and body formats, the admin API, and users seeded the way Supabase seed files do it.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AuthApiError, AuthSessionMissingError } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, fetchFrom } from "../../../scripts/client-address.mjs";
import { freePorts, type RunningStack, startStack } from "../../../scripts/local-stack.mjs";
import { AttackTally } from "../../../tests/support/attack-ledger";
import {
  anonClient,
  createUser,
  mail,
  serviceClient,
  signTestJwt,
  sql,
  stack,
  type TestUser,
  userClient,
} from "../../../tests/support/stack.ts";

let staff: TestUser;

beforeAll(async () => {
  staff = await createUser({ appMetadata: { role: "staff" }, userMetadata: { name: "Sam Staff" } });
});

describe("password sign-in", () => {
  it("returns a session whose JWT carries the claims auth-js and RLS policies need", async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: staff.email,
      password: staff.password,
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^\S{8,}$/);
    expect(data.user).toMatchObject({ id: staff.id, email: staff.email, aud: "authenticated", role: "authenticated" });
    expect(data.user?.app_metadata).toMatchObject({ provider: "email", providers: ["email"], role: "staff" });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: staff.id,
      aud: "authenticated",
      role: "authenticated",
      email: staff.email,
      iss: `${stack().url}/auth/v1`,
      aal: "aal1",
      app_metadata: { role: "staff" },
      user_metadata: { name: "Sam Staff" },
      is_anonymous: false,
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it("refuses a wrong password or an unknown e-mail with invalid_credentials", async () => {
    for (const [email, password] of [
      [staff.email, "wrong-password"],
      ["nobody@example.test", "whatever-password"],
    ] as const) {
      const { data, error } = await anonClient().auth.signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
    }
  });

  it("speaks both GoTrue error formats, echoing X-Supabase-Api-Version", async () => {
    const url = `${stack().url}/auth/v1/token?grant_type=password`;
    const init = (headers: Record<string, string>) => ({
      method: "POST",
      headers: { apikey: stack().anonKey, "content-type": "application/json", ...headers },
      body: JSON.stringify({ email: staff.email, password: "wrong-password" }),
    });
    const versioned = await fetch(url, init({ "x-supabase-api-version": "2024-01-01" }));
    expect(versioned.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await versioned.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
    const legacy = await fetch(url, init({}));
    expect(legacy.headers.get("x-supabase-api-version")).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
  });

  it("signs in a user seeded with extensions.crypt(..., gen_salt('bf')), as Supabase seed files do", async () => {
    const id = crypto.randomUUID();
    await sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, email_change, email_change_token_new, recovery_token)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', 'seeded@example.test',
         extensions.crypt('seeded-password', extensions.gen_salt('bf')), now(),
         '{"provider":"email","providers":["email"],"role":"staff"}', '{}', now(), now(), '', '', '', '')`,
      [id],
    );
    const client = await userClient("seeded@example.test", "seeded-password");
    const { data } = await client.auth.getUser();
    expect(data.user?.id).toBe(id);
    expect(data.user?.app_metadata.role).toBe("staff");
  });

  it("fails every sign-in of a user seeded with NULL token columns, as real Auth does (supabase/auth#1940)", async () => {
    const id = crypto.randomUUID();
    await sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', 'null-tokens@example.test',
         extensions.crypt('seeded-password', extensions.gen_salt('bf')), now(), '{"provider":"email"}', '{}', now(), now())`,
      [id],
    );
    for (const password of ["seeded-password", "a-wrong-password"]) {
      const response = await fetch(`${stack().url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: stack().anonKey, "content-type": "application/json" },
        body: JSON.stringify({ email: "null-tokens@example.test", password }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        code: 500,
        error_code: "unexpected_failure",
        msg: "Database error querying schema",
      });
      // auth-js reports a 500 as a failure worth retrying, and there is no session.
      const { data, error } = await anonClient().auth.signInWithPassword({
        email: "null-tokens@example.test",
        password,
      });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ name: "AuthRetryableFetchError", status: 500 });
    }
    // Filled in as GoTrue itself writes them, the same user signs in.
    await sql(
      "update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '', email_change = '' where id = $1",
      [id],
    );
    const client = await userClient("null-tokens@example.test", "seeded-password");
    expect((await client.auth.getUser()).data.user?.id).toBe(id);
  });

  it("signs in the development staff account the seed creates", async () => {
    const client = await userClient("staff@example.co.uk", "staff-password-2026");
    expect((await client.auth.getUser()).data.user?.app_metadata.role).toBe("staff");
  });
});

describe("session lifecycle", () => {
  it("reads the current user, refreshes, and rotates refresh tokens", async () => {
    const client = await userClient(staff.email, staff.password);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.email).toBe(staff.email);

    const before = (await client.auth.getSession()).data.session!;
    const { data: refreshed, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(refreshed.session!.refresh_token).not.toBe(before.refresh_token);
    expect(decodeJwt(refreshed.session!.access_token).session_id).toBe(decodeJwt(before.access_token).session_id);

    // Replaying the old token inside the reuse interval gives the same successor, as GoTrue does.
    const replay = await anonClient().auth.refreshSession({ refresh_token: before.refresh_token });
    expect(replay.data.session?.refresh_token).toBe(refreshed.session!.refresh_token);

    const unknown = await anonClient().auth.refreshSession({ refresh_token: "not-a-real-token" });
    expect(unknown.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });

  it("signs out: the session's tokens stop working", async () => {
    const client = await userClient(staff.email, staff.password);
    const session = (await client.auth.getSession()).data.session!;
    const { error } = await client.auth.signOut({ scope: "local" });
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const stale = await anonClient().auth.getUser(session.access_token);
    expect(stale.error).toBeInstanceOf(AuthSessionMissingError);
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe("refresh_token_not_found");
  });

  it("global sign-out ends every session of the user", async () => {
    const first = await userClient(staff.email, staff.password);
    const second = await userClient(staff.email, staff.password);
    const secondToken = (await second.auth.getSession()).data.session!.access_token;
    await first.auth.signOut({ scope: "global" });
    expect((await anonClient().auth.getUser(secondToken)).error).toBeInstanceOf(AuthSessionMissingError);
  });

  it("rejects getUser with the anon key or a forged token", async () => {
    const anon = await anonClient().auth.getUser(stack().anonKey);
    expect(anon.error).toMatchObject({ status: 403, code: "bad_jwt" });
    const forged = await anonClient().auth.getUser("eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl");
    expect(forged.error).toMatchObject({ status: 403, code: "bad_jwt" });
  });
});

describe("a token GoTrue cannot use", () => {
  it("is refused in golang-jwt's words, as parseJWTClaims reports them (internal/api/auth.go)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const b64 = (value: unknown) =>
      Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
    const valid = await signTestJwt({ sub: staff.id, role: "authenticated", exp: now + 600 });
    const [header, claims, signature] = valid.split(".") as [string, string, string];
    const refusal = async (token: string) => {
      const response = await fetch(`${stack().url}/auth/v1/user`, {
        headers: { apikey: stack().anonKey, authorization: `Bearer ${token}`, "x-supabase-api-version": "2024-01-01" },
      });
      const body = (await response.json()) as { code: string; message: string };
      expect({ status: response.status, code: body.code }).toEqual({ status: 403, code: "bad_jwt" });
      return body.message.replace("invalid JWT: unable to parse or verify signature, ", "");
    };
    // golang-jwt v5.3.1, parser.go and errors.go; encoding/base64's and encoding/json's own errors.
    expect(await refusal("not-a-jwt")).toBe("token is malformed: token contains an invalid number of segments");
    expect(await refusal(`${valid}.x`)).toBe("token is malformed: token contains an invalid number of segments");
    expect(await refusal(`a.${claims}.${signature}`)).toBe(
      "token is malformed: could not base64 decode header: illegal base64 data at input byte 0",
    );
    expect(await refusal(`${header.slice(0, 5)}*${header.slice(6)}.${claims}.${signature}`)).toBe(
      "token is malformed: could not base64 decode header: illegal base64 data at input byte 5",
    );
    expect(await refusal(`${b64("nope")}.${claims}.${signature}`)).toBe(
      "token is malformed: could not JSON decode header: invalid character 'o' in literal null (expecting 'u')",
    );
    expect(await refusal(`${b64('{"alg":"HS256"')}.${claims}.${signature}`)).toBe(
      "token is malformed: could not JSON decode header: unexpected end of JSON input",
    );
    expect(await refusal(`${header}.${b64("{'sub':1}")}.${signature}`)).toBe(
      "token is malformed: could not JSON decode claim: invalid character '\\'' looking for beginning of object key string",
    );
    expect(await refusal(`${b64({ typ: "JWT" })}.${claims}.${signature}`)).toBe(
      "token is unverifiable: signing method (alg) is unspecified",
    );
    expect(await refusal(`${b64({ alg: "HS999" })}.${claims}.${signature}`)).toBe(
      "token is unverifiable: signing method (alg) is unavailable",
    );
    expect(await refusal(`${header}.${claims}.${signature}!`)).toBe(
      `token is malformed: could not base64 decode signature: illegal base64 data at input byte ${signature.length}`,
    );
    expect(await refusal(`${b64({ alg: "none" })}.${claims}.`)).toBe(
      "token signature is invalid: signing method none is invalid",
    );
    expect(await refusal(`${b64({ alg: "RS256" })}.${claims}.${signature}`)).toBe(
      "token signature is invalid: signing method RS256 is invalid",
    );
    expect(await refusal(`${header}.${claims}.${signature.slice(0, -4)}AAAA`)).toBe(
      "token signature is invalid: signature is invalid",
    );
    expect(await refusal(await signTestJwt({ sub: staff.id, exp: now - 60 }))).toBe(
      "token has invalid claims: token is expired",
    );
    expect(await refusal(await signTestJwt({ sub: staff.id, nbf: now + 600, exp: now - 60 }))).toBe(
      "token has invalid claims: token is expired, token is not valid yet",
    );
  });
});

describe("admin API and sign-up", () => {
  it("creates, lists, updates and deletes users with the service role", async () => {
    const admin = serviceClient().auth.admin;
    const created = await admin.createUser({
      email: "Admin.Made@Example.test",
      password: "long-enough-pw",
      email_confirm: true,
      app_metadata: { role: "partner" },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email: "admin.made@example.test",
      app_metadata: { role: "partner", provider: "email" },
    });
    expect(created.data.user?.identities?.[0]).toMatchObject({ provider: "email", user_id: id });

    const dup = await admin.createUser({ email: "admin.made@example.test", password: "long-enough-pw" });
    expect(dup.error).toMatchObject({ status: 422, code: "email_exists" });

    const list = await admin.listUsers();
    expect(list.data.users.map((u) => u.email)).toContain("admin.made@example.test");

    const updated = await admin.updateUserById(id, { app_metadata: { role: "staff" }, password: "another-long-pw" });
    expect(updated.data.user?.app_metadata.role).toBe("staff");
    await userClient("admin.made@example.test", "another-long-pw");

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect(await sql("select count(*)::int as n from auth.users where id = $1", [id])).toEqual([{ n: 0 }]);
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: "user_not_found" });
  });

  it("refuses the admin API to anyone but the service role", async () => {
    const { error } = await anonClient().auth.admin.createUser({ email: "x@example.test", password: "long-enough-pw" });
    expect(error).toMatchObject({ status: 403, code: "not_admin" });
  });

  it("refuses sign-up, as supabase/config.toml disables it", async () => {
    const { error } = await anonClient().auth.signUp({ email: "new@example.test", password: "long-enough-pw" });
    expect(error).toMatchObject({ status: 422, code: "signup_disabled" });
  });
});

describe("changing the e-mail address", () => {
  /** The link in the newest "Confirm Email Change" message to this address. */
  async function linkSentTo(address: string): Promise<string> {
    const message = await mail.waitFor({ to: address, subject: "Confirm Email Change" });
    return /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.Text)![1]!;
  }

  const follow = async (link: string) => {
    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    return new URLSearchParams(new URL(response.headers.get("location")!).hash.slice(1));
  };

  it("keeps the address until links sent to both the new and the current address are followed", async () => {
    const user = await createUser();
    const next = `changed-${Date.now()}@example.test`;
    const { data, error } = await user.client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: user.email, new_email: next });
    // Nothing has changed yet: the old address still signs in, the new one does not.
    expect((await userClient(user.email, user.password)).auth).toBeDefined();
    await expect(userClient(next, user.password)).rejects.toThrow(/sign-in/);

    const first = await follow(await linkSentTo(next));
    expect(first.get("message")).toBe(
      "Confirmation link accepted. Please proceed to confirm link sent to the other email",
    );
    const [pending] = await sql<{ email: string }>("select email from auth.users where id = $1", [user.id]);
    expect(pending!.email).toBe(user.email);

    const second = await follow(await linkSentTo(user.email));
    expect(second.get("type")).toBe("email_change");
    expect(decodeJwt(second.get("access_token")!).email).toBe(next);
    await expect(userClient(next, user.password)).resolves.toBeDefined();
    await expect(userClient(user.email, user.password)).rejects.toThrow(/sign-in/);
  });

  it("refuses a used, forged or missing link without changing anything", async () => {
    const user = await createUser();
    const next = `forged-${Date.now()}@example.test`;
    await user.client.auth.updateUser({ email: next });
    const link = await linkSentTo(next);
    const forged = link.replace(/token=[0-9a-f]+/, `token=${"0".repeat(64)}`);
    const forgedAnswer = await follow(forged);
    await follow(link);
    const reusedAnswer = await follow(link);
    const missing = await fetch(`${stack().url}/auth/v1/verify?token=abc`, { redirect: "manual" });
    const [row] = await sql<{ email: string }>("select email from auth.users where id = $1", [user.id]);
    // A refused link still redirects (303) with the error in the address, as GoTrue does.
    new AttackTally("a forged or reused e-mail change link")
      .answer(303, forgedAnswer.get("error_code") === "otp_expired")
      .answer(303, reusedAnswer.get("error_code") === "otp_expired")
      .answer(missing.status)
      .wrote(row!.email === user.email ? 0 : 1)
      .record();
    expect(forgedAnswer.get("error_code")).toBe("otp_expired");
    expect(reusedAnswer.get("error_code")).toBe("otp_expired");
    expect(missing.status).toBe(400);
    expect(row!.email).toBe(user.email);
  });

  it("sends a user back only to the site or an allowed address", async () => {
    const user = await createUser();
    const next = `redirect-${Date.now()}@example.test`;
    await fetch(`${stack().url}/auth/v1/user?redirect_to=${encodeURIComponent("https://evil.example/steal")}`, {
      method: "PUT",
      headers: {
        apikey: stack().anonKey,
        authorization: `Bearer ${(await user.client.auth.getSession()).data.session!.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: next }),
    });
    const link = await linkSentTo(next);
    expect(decodeURIComponent(link)).not.toContain("evil.example");
    const response = await fetch(link, { redirect: "manual" });
    expect(response.headers.get("location")).not.toContain("evil.example");
  });
});

describe("password recovery", () => {
  const follow = async (link: string) => {
    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    return new URLSearchParams(new URL(response.headers.get("location")!).hash.slice(1));
  };

  it("e-mails a link that signs the user in once, so they can choose a new password", async () => {
    const user = await createUser();
    const { error } = await anonClient().auth.resetPasswordForEmail(user.email, {
      redirectTo: "http://127.0.0.1:5173/knowledge/cms",
    });
    expect(error).toBeNull();
    const message = await mail.waitFor({ to: user.email, subject: "Reset Your Password" });
    const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.Text)![1]!;
    expect(link).toContain("type=recovery");

    const session = await follow(link);
    expect(session.get("type")).toBe("recovery");
    const client = anonClient();
    const { error: setError } = await client.auth.setSession({
      access_token: session.get("access_token")!,
      refresh_token: session.get("refresh_token")!,
    });
    expect(setError).toBeNull();
    expect((await client.auth.updateUser({ password: "a-brand-new-password" })).error).toBeNull();
    await expect(userClient(user.email, "a-brand-new-password")).resolves.toBeDefined();
    await expect(userClient(user.email, user.password)).rejects.toThrow(/sign-in/);

    // The link works once.
    expect((await follow(link)).get("error_code")).toBe("otp_expired");
  });

  it("answers an address with no account exactly as one with, and sends it nothing", async () => {
    const nobody = `nobody-${Date.now()}@example.test`;
    const response = await fetch(`${stack().url}/auth/v1/recover`, {
      method: "POST",
      headers: { apikey: stack().anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: nobody }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    await expect(mail.waitFor({ to: nobody }, 1500)).rejects.toThrow(/no e-mail/);
  });

  it("refuses a second request within [auth.email] max_frequency, and an address that is not one", async () => {
    const user = await createUser();
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const again = await anonClient().auth.resetPasswordForEmail(user.email);
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    const bad = await anonClient().auth.resetPasswordForEmail("not an address");
    expect(bad.error).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("a NUL byte, as GoTrue answers it", () => {
  const post = (path: string, body: unknown) =>
    fetch(`${stack().url}/auth/v1/${path}`, {
      method: "POST",
      headers: { apikey: stack().anonKey, "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
      body: JSON.stringify(body),
    });

  it("in a password is a wrong password; in an address to recover, an invalid address", async () => {
    const wrong = await post("token?grant_type=password", { email: staff.email, password: `${staff.password}\u0000` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "invalid_credentials" });
    const recover = await post("recover", { email: "someone\u0000@example.test" });
    expect(recover.status).toBe(400);
    expect(await recover.json()).toEqual({
      code: "validation_failed",
      message: "Unable to validate email address: invalid format",
    });
  });

  it("in the address of a sign-in fails the lookup, which GoTrue reports as a database error", async () => {
    const response = await post("token?grant_type=password", { email: "a\u0000@example.test", password: "x" });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: "unexpected_failure", message: "Database error querying schema" });
  });
});

describe("guessing a password", () => {
  const attacker = clientAddresses(28);
  /** A POST to /auth/v1/{path} as auth-js sends it, leaving from `address`. */
  const postFrom = (address: string, path: string, body: unknown) =>
    fetchFrom(address)(`${stack().url}/auth/v1/${path}`, {
      method: "POST",
      headers: { apikey: stack().anonKey, "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
      body: JSON.stringify(body),
    });

  it("is throttled per client address as GoTrue does: a burst of 30, then 429 over_request_rate_limit", async () => {
    const from = attacker();
    const signIn = (password: string, address = from) =>
      postFrom(address, "token?grant_type=password", { email: staff.email, password });
    const answers = [];
    const started = Date.now();
    for (let guess = 0; guess < 60; guess++) answers.push(await signIn(`guess-${guess}`));
    const statuses = answers.map((answer) => answer.status);
    // Past the burst, the bucket refills at token_refresh (150) per five minutes: a guess answered
    // beyond that allowance got through the throttle.
    const allowance = Math.ceil(((Date.now() - started) * 150) / 300_000);
    let refilled = allowance;
    const tally = new AttackTally("guessing a staff password past the limit");
    for (const status of statuses.slice(30)) tally.answer(status, status === 429 || refilled-- > 0);
    tally.record();

    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    // However slow the machine, nothing beyond what the bucket refilled meanwhile (and one for the
    // clock's rounding) gets through.
    expect(statuses.slice(30).filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - allowance - 1);
    // The bucket refilled a little while a busy machine checked those passwords: empty it again
    // with guesses at addresses that have no account, which cost no password check, until refused.
    let refused: Response | undefined;
    for (let n = 0; n < 200 && refused?.status !== 429; n++)
      refused = await postFrom(from, "token?grant_type=password", {
        email: `nobody-${n}@example.test`,
        password: "guess",
      });
    expect(await refused!.json()).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
    // Even the right password waits, unless the two seconds a token takes to come back went by first.
    const asked = Date.now();
    const right = await signIn(staff.password);
    if (Date.now() - asked < 2_000) expect(right.status).toBe(429);
    // A member of staff elsewhere signs in as usual.
    expect((await signIn(staff.password, attacker())).status).toBe(200);
  });

  it("throttles password-reset requests per address, whatever the address asked for", async () => {
    const from = attacker();
    const statuses = [];
    for (let n = 0; n < 32; n++) {
      const response = await postFrom(from, "recover", { email: `nobody-${n}@example.test` });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it("spends the sign-up limit before refusing a sign-up, as api.go's /signup route does, in a bucket of its own", async () => {
    // api.go: /signup takes a request from limiterOpts.Signups, then Signup (signup.go) refuses it with
    // DisableSignup; each limiter (apilimiter.go: Signups, Recover, User) keeps its own buckets.
    const from = attacker();
    const statuses = [];
    for (let n = 0; n < 31; n++) {
      const response = await postFrom(from, "signup", { email: `new-${n}@example.test`, password: "long-enough-pw" });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(30).fill(422), 429]);
    // No address and no phone is an anonymous sign-in, refused before any limit.
    expect(await (await postFrom(from, "signup", {})).json()).toEqual({
      code: "anonymous_provider_disabled",
      message: "Anonymous sign-ins are disabled",
    });
    expect((await postFrom(from, "recover", { email: "someone@example.test" })).status).toBe(200);
  });

  it("counts every request under /verify, whatever its method, as GoTrue's limiter on the group does", async () => {
    // api.go: r.With(api.limitHandler(api.limiterOpts.Verify)).Route("/verify", ...): the limiter runs
    // for the whole group, so a POST (which the local stack does not serve) spends the same bucket.
    const from = attacker();
    const statuses = [];
    for (let n = 0; n < 30; n++) {
      const response = await fetchFrom(from)(`${stack().url}/auth/v1/verify`, {
        method: n % 2 ? "POST" : "PATCH",
        headers: { apikey: stack().anonKey },
      });
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([405, 501]));
    const followed = await fetchFrom(from)(`${stack().url}/auth/v1/verify?type=recovery&token=x`, { method: "GET" });
    expect(followed.status).toBe(429);
  });
});

describe("with the e-mail provider off ([auth.email] enable_signup = false, GoTrue's EXTERNAL_EMAIL_ENABLED)", () => {
  // A stack of its own, on a project whose config.toml turns the e-mail provider off; its limiter is its
  // own, so its client addresses may be any.
  let project: string;
  let other: RunningStack;
  const from = clientAddresses(30);

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), "stack-email-off-"));
    await mkdir(join(project, "supabase"));
    await writeFile(
      join(project, "supabase", "config.toml"),
      'project_id = "email-off"\n[auth]\nenable_signup = true\n[auth.email]\nenable_signup = false\n',
    );
    const [api, db, mailPort, smtp] = await freePorts(4);
    other = await startStack({
      projectDir: project,
      ports: { api: api!, db: db!, mail: mailPort!, smtp: smtp! },
      noSeed: true,
      quiet: true,
    });
  });

  afterAll(async () => {
    await other?.stop();
    await rm(project, { recursive: true, force: true });
  });

  const answer = async (path: string, body: unknown, address = from()) => {
    const response = await fetchFrom(address)(`${other.url}/auth/v1/${path}`, {
      method: "POST",
      headers: { apikey: other.anonKey, "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it("refuses a reset, a password sign-in and a sign-up by e-mail, each as GoTrue does", async () => {
    const email = "someone@example.test";
    // api.go: requireEmailProvider on /recover (middleware.go).
    expect(await answer("recover", { email })).toEqual({
      status: 400,
      body: { code: "email_provider_disabled", message: "Email logins are disabled" },
    });
    // token.go, ResourceOwnerPasswordGrant: before the address is looked up.
    expect(await answer("token?grant_type=password", { email, password: "long-enough-pw" })).toEqual({
      status: 422,
      body: { code: "email_provider_disabled", message: "Email logins are disabled" },
    });
    expect(await answer("token?grant_type=password", { phone: "+447700900000", password: "x" })).toEqual({
      status: 422,
      body: { code: "phone_provider_disabled", message: "Phone logins are disabled" },
    });
    expect(await answer("token?grant_type=password", { email, phone: "+447700900000", password: "x" })).toEqual({
      status: 400,
      body: {
        code: "validation_failed",
        message: "Only an email address or phone number should be provided on login.",
      },
    });
    // signup.go, Signup: after DisableSignup and the password.
    expect(await answer("signup", { email, password: "long-enough-pw" })).toEqual({
      status: 400,
      body: { code: "email_provider_disabled", message: "Email signups are disabled" },
    });
    const settings = await (
      await fetch(`${other.url}/auth/v1/settings`, { headers: { apikey: other.anonKey } })
    ).json();
    expect(settings.external).toMatchObject({ email: false });
  });

  it("spends /recover's allowance before the provider's check, as api.go orders the route's middleware", async () => {
    const address = from();
    const statuses = [];
    for (let n = 0; n < 31; n++)
      statuses.push((await answer("recover", { email: `nobody-${n}@example.test` }, address)).status);
    expect(statuses).toEqual([...Array(30).fill(400), 429]);
  });
});

describe("sessions that end ([auth.sessions] in config.toml)", () => {
  async function signedInSession(user?: TestUser) {
    user ??= await createUser();
    const { data } = await user.client.auth.getSession();
    const session = data.session!;
    return { refreshToken: session.refresh_token, sessionId: String(decodeJwt(session.access_token).session_id) };
  }
  const refresh = (refreshToken: string) => anonClient().auth.refreshSession({ refresh_token: refreshToken });

  it("refuses to refresh a session older than the 12-hour timebox, as GoTrue does", async () => {
    const { refreshToken, sessionId } = await signedInSession();
    await sql("update auth.sessions set created_at = now() - interval '13 hours' where id = $1::uuid", [sessionId]);
    const { error } = await refresh(refreshToken);
    expect(error).toMatchObject({
      status: 400,
      code: "session_expired",
      message: "Invalid Refresh Token: Session Expired",
    });
  });

  it("refuses to refresh a session no tab has refreshed for two hours", async () => {
    const { refreshToken, sessionId } = await signedInSession();
    await sql(
      "update auth.sessions set created_at = now() - interval '3 hours', refreshed_at = now() - interval '3 hours' where id = $1::uuid",
      [sessionId],
    );
    const { error } = await refresh(refreshToken);
    expect(error).toMatchObject({
      status: 400,
      code: "session_expired",
      message: "Invalid Refresh Token: Session Expired (Inactivity)",
    });
  });

  it("refuses an administrator's token whose session is past either limit, before its role", async () => {
    // middleware.go, requireAdminCredentials: a token naming a session has it checked with Session.CheckValidity
    // (models/sessions.go: timebox, then inactivity from refreshed_at, else created_at), 403 session_expired.
    const user = await createUser();
    const { data } = await user.client.auth.getSession();
    const sessionId = String(decodeJwt(data.session!.access_token).session_id);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const admin = await signTestJwt({ sub: user.id, role: "service_role", session_id: sessionId, exp });
    const users = (token: string) =>
      fetch(`${stack().url}/auth/v1/admin/users`, {
        headers: { apikey: stack().anonKey, authorization: `Bearer ${token}`, "x-supabase-api-version": "2024-01-01" },
      });
    expect((await users(admin)).status).toBe(200);
    const expired = { status: 403, body: { code: "session_expired", message: "Session is no longer valid" } };
    for (const [createdAt, refreshedAt] of [
      ["13 hours", null],
      ["3 hours", "3 hours"],
      ["3 hours", null],
    ] as const) {
      await sql(
        `update auth.sessions set created_at = now() - $2::interval,
           refreshed_at = now() - $3::interval where id = $1::uuid`,
        [sessionId, createdAt, refreshedAt],
      );
      for (const token of [admin, data.session!.access_token]) {
        const res = await users(token);
        expect({ what: `${createdAt} ${refreshedAt}`, status: res.status, body: await res.json() }).toEqual({
          what: `${createdAt} ${refreshedAt}`,
          ...expired,
        });
      }
    }
    await sql(
      "update auth.sessions set created_at = now() - interval '11 hours', refreshed_at = now() - interval '90 minutes' where id = $1::uuid",
      [sessionId],
    );
    expect((await users(admin)).status).toBe(200);
  });

  it("refuses to refresh a banned user's session, before its limits, as RefreshTokenGrant does", async () => {
    // token_refresh.go, RefreshTokenGrant: the token's user is loaded, and a banned one is refused with 400
    // user_banned before the session's validity is checked or the token is rotated.
    const user = await createUser();
    const { refreshToken, sessionId } = await signedInSession(user);
    expect((await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: "24h" })).error).toBeNull();
    const banned = {
      status: 400,
      code: "user_banned",
      message: "Invalid Refresh Token: User Banned",
    };
    expect((await refresh(refreshToken)).error).toMatchObject(banned);
    await sql("update auth.sessions set created_at = now() - interval '13 hours' where id = $1::uuid", [sessionId]);
    expect((await refresh(refreshToken)).error).toMatchObject(banned);
    // Nothing was rotated: lifted, the ban leaves the same token working (within the session's limits).
    await sql("update auth.sessions set created_at = now() where id = $1::uuid", [sessionId]);
    expect((await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: "none" })).error).toBeNull();
    const { data, error } = await refresh(refreshToken);
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
  });

  it("refreshes a session within both limits", async () => {
    const { refreshToken, sessionId } = await signedInSession();
    await sql(
      "update auth.sessions set created_at = now() - interval '11 hours', refreshed_at = now() - interval '90 minutes' where id = $1::uuid",
      [sessionId],
    );
    const { data, error } = await refresh(refreshToken);
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
  });
});

describe("routing, as the router answers a request it has no endpoint for", () => {
  const call = (method: string, path: string, headers: Record<string, string> = {}) =>
    fetch(`${stack().url}/auth/v1/${path}`, {
      method,
      headers: { apikey: stack().anonKey, "x-supabase-api-version": "2024-01-01", ...headers },
    });
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
  // chi's own answers (go-chi/chi v5.2.4, as supabase/auth's go.mod pins it), which GoTrue leaves in
  // place (internal/api/api.go sets no NotFound or MethodNotAllowed handler but under /scim/v2): a path
  // no route matches is http.NotFound, plain text; a route without the method is 405, empty, with an
  // Allow header per method it takes (mux.go, methodNotAllowedHandler). Neither is a GoTrue error body.
  const plain = async (response: Response) => ({
    status: response.status,
    type: response.headers.get("content-type"),
    body: await response.text(),
  });
  const notFound = { status: 404, type: "text/plain; charset=utf-8", body: "404 page not found\n" };
  const allowed = (response: Response) => (response.headers.get("allow") ?? "").split(/,\s*/).filter(Boolean).sort();

  it("answers an unknown path with chi's plain-text 404, whatever the method and error format", async () => {
    for (const [method, path, headers] of [
      ["GET", "nowhere", {}],
      ["GET", "nowhere", { "x-supabase-api-version": "" }],
      ["POST", "admins", {}],
      ["GET", "", {}],
      ["GET", "token/password", {}],
    ] as const)
      expect(await plain(await call(method, path, headers)), `${method} /${path}`).toEqual(notFound);
  });

  it("answers a method a route does not take with chi's empty 405 and the methods it does", async () => {
    for (const [method, path, allow] of [
      ["DELETE", "token?grant_type=password", ["POST"]],
      ["GET", "signup", ["POST"]],
      ["POST", "settings", ["GET"]],
      ["HEAD", "settings", ["GET"]],
      ["GET", "logout", ["POST"]],
      ["GET", "recover", ["POST"]],
      ["GET", "otp", ["POST"]],
      ["PATCH", "verify", ["GET", "POST"]],
    ] as const) {
      const response = await call(method, path);
      expect({ status: response.status, body: await response.text() }, `${method} /${path}`).toEqual({
        status: 405,
        body: "",
      });
      expect(allowed(response), `${method} /${path}`).toEqual(allow);
    }
  });

  it("takes a trailing slash only where chi mounts a group (r.Route), as api.go declares each path", async () => {
    const service = as(stack().serviceRoleKey);
    // Plain routes (r.Get, r.Post, r.With(...).Post) match their path exactly.
    for (const [method, path] of [
      ["GET", "settings/"],
      ["GET", "health/"],
      ["POST", "token/?grant_type=password"],
      ["POST", "recover/"],
      ["POST", "logout/"],
      ["POST", "invite/"],
      ["GET", "settings//"],
    ] as const)
      expect(await plain(await call(method, path, service)), `${method} /${path}`).toEqual(notFound);
    // A group's own route (r.Route("/user", ...) with r.Get("/", ...)) is its path with or without one.
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    expect(await answer(await call("GET", "user/", as(token)))).toMatchObject({ status: 200, body: { id: user.id } });
    expect((await call("GET", "admin/users/", service)).status).toBe(200);
    expect(await answer(await call("GET", `admin/users/${user.id}/`, service))).toMatchObject({
      status: 200,
      body: { id: user.id },
    });
    expect((await call("GET", `admin/users/${user.id}/factors/`, service)).status).toBe(200);
  });

  it("refuses, as not implemented, a route GoTrue serves that the local stack does not", async () => {
    for (const [method, path] of [
      ["POST", "otp"],
      ["POST", "magiclink"],
      ["POST", "resend"],
      ["GET", "authorize?provider=github"],
      ["POST", "verify"],
      ["GET", ".well-known/openid-configuration"],
    ] as const)
      expect(await answer(await call(method, path)), `${method} /${path}`).toMatchObject({
        status: 501,
        body: { code: "not_implemented" },
      });
  });

  it("checks the caller under /admin/users/{id} before it looks at the method, as GoTrue's middleware does", async () => {
    const service = as(stack().serviceRoleKey);
    expect(await answer(await call("PATCH", `admin/users/${staff.id}`))).toMatchObject({
      status: 401,
      body: { code: "no_authorization" },
    });
    expect(await answer(await call("PATCH", `admin/users/${crypto.randomUUID()}`, service))).toMatchObject({
      status: 404,
      body: { code: "user_not_found" },
    });
    const patched = await call("PATCH", `admin/users/${staff.id}`, service);
    expect({ status: patched.status, allow: allowed(patched) }).toEqual({
      status: 405,
      allow: ["DELETE", "GET", "PUT"],
    });
    expect(await plain(await call("GET", `admin/users/${staff.id}/elsewhere`, service))).toEqual(notFound);
  });

  it("checks the administrator for every path under /admin, whatever the method, before anything else", async () => {
    // api.go: r.Route("/admin", ...) with r.Use(api.requireAdminCredentials) (middleware.go), which runs
    // for the whole group before chi looks for a route: no Bearer token is 401 no_authorization
    // (auth.go, extractBearerToken), a token whose role is not one of [jwt] admin_roles (service_role,
    // supabase_admin) 403 not_admin (auth.go, requireAdmin).
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    for (const [method, path] of [
      ["GET", "admin"],
      ["GET", "admin/"],
      ["GET", "admin/nowhere"],
      ["PATCH", "admin/users"],
      ["GET", "admin/audit"],
      ["POST", "admin/generate_link"],
      ["GET", "admin/sso/providers"],
      ["GET", "admin/oauth/clients"],
      ["GET", `admin/users/${user.id}/passkeys`],
    ] as const) {
      const what = `${method} /${path}`;
      expect(await answer(await call(method, path)), what).toMatchObject({
        status: 401,
        body: { code: "no_authorization" },
      });
      for (const key of [stack().anonKey, token])
        expect(await answer(await call(method, path, as(key))), what).toEqual({
          status: 403,
          body: { code: "not_admin", message: "User not allowed" },
        });
    }
    const service = as(stack().serviceRoleKey);
    expect(await plain(await call("GET", "admin", service))).toEqual(notFound);
    expect(await plain(await call("GET", "admin/nowhere", service))).toEqual(notFound);
  });

  it("reads the token as GoTrue does: one space after Bearer, and a signed-out session refused", async () => {
    // auth.go: bearerRegexp `(?i)^bearer (\S+$)`; middleware.go, requireAdminCredentials: a token that
    // names a session has its user and session loaded (maybeLoadUserOrSession) before the role is read.
    expect(
      await answer(await call("GET", "admin/users", { authorization: `Bearer  ${stack().serviceRoleKey}` })),
    ).toMatchObject({ status: 401, body: { code: "no_authorization" } });
    expect((await call("GET", "admin/users", { authorization: `bearer ${stack().serviceRoleKey}` })).status).toBe(200);
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    await user.client.auth.signOut();
    expect(await answer(await call("GET", "admin/users", as(token)))).toMatchObject({
      status: 403,
      body: { code: "session_not_found" },
    });
    expect(await answer(await call("GET", "user", { authorization: `Bearer\t${token}` }))).toMatchObject({
      status: 401,
      body: { code: "no_authorization" },
    });
  });

  it("loads the user, then the factor, under /admin/users/{id} before it looks at the method", async () => {
    // api.go: r.Route("/{user_id}", ...) with r.Use(api.loadUser), and r.Route("/{factor_id}", ...) with
    // r.Use(api.loadFactor), both in admin.go: an id gofrs/uuid (v4.3.1, uuid.FromString) does not read
    // is 404 validation_failed, one it reads but no row has 404 user_not_found or mfa_factor_not_found.
    const service = as(stack().serviceRoleKey);
    const user = await createUser();
    for (const method of ["GET", "PATCH"])
      expect(await answer(await call(method, "admin/users/not-a-uuid", service)), method).toEqual({
        status: 404,
        body: { code: "validation_failed", message: "user_id must be an UUID" },
      });
    // chi routes on the path as Go's net/url keeps it (RawPath when the client escaped what Go would not).
    const escapedDigit = `%${user.id.charCodeAt(0).toString(16).toUpperCase()}${user.id.slice(1)}`;
    expect(await answer(await call("GET", `admin/users/${escapedDigit}`, service))).toMatchObject({
      status: 404,
      body: { code: "validation_failed" },
    });
    // Every form uuid.FromString reads names the user.
    for (const form of [user.id.replaceAll("-", ""), `%7B${user.id}%7D`, `urn:uuid:${user.id}`, user.id.toUpperCase()])
      expect(await answer(await call("GET", `admin/users/${form}`, service)), form).toMatchObject({
        status: 200,
        body: { id: user.id },
      });
    for (const [method, path] of [
      ["GET", `admin/users/${user.id}/factors/${crypto.randomUUID()}`],
      ["PUT", `admin/users/${user.id}/factors/${crypto.randomUUID()}`],
      ["POST", `admin/users/${user.id}/factors/${crypto.randomUUID()}/elsewhere`],
    ] as const)
      expect(await answer(await call(method, path, service)), `${method} /${path}`).toEqual({
        status: 404,
        body: { code: "mfa_factor_not_found", message: "Factor not found" },
      });
    expect(await answer(await call("DELETE", `admin/users/${user.id}/factors/not-a-uuid`, service))).toEqual({
      status: 404,
      body: { code: "validation_failed", message: "factor_id must be an UUID" },
    });
  });

  it("checks the signed-in user for every path under /user and /reauthenticate, and for POST /logout first", async () => {
    // api.go: r.With(api.requireAuthentication).Route("/user", ...) and .Route("/reauthenticate", ...)
    // run it for the whole group; r.With(api.requireAuthentication).Post("/logout", ...) before Logout
    // reads its scope.
    for (const [method, path] of [
      ["DELETE", "user"],
      ["PATCH", "user/"],
      ["GET", "user/identities/authorize"],
      ["GET", "reauthenticate"],
      ["POST", "reauthenticate"],
      ["POST", "logout?scope=bogus"],
    ] as const)
      expect(await answer(await call(method, path)), `${method} /${path}`).toMatchObject({
        status: 401,
        body: { code: "no_authorization" },
      });
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const deleted = await call("DELETE", "user", as(token));
    expect({ status: deleted.status, allow: allowed(deleted) }).toEqual({ status: 405, allow: ["GET", "PUT"] });
    expect((await call("POST", "reauthenticate", as(token))).status).toBe(405);
  });

  it("reads the user, then the session, of the token, and refuses a banned user, as requireAuthentication does", async () => {
    // auth.go, requireAuthentication and maybeLoadUserOrSession: sub not a UUID is 400 bad_jwt; the user
    // is looked up before the session; a session_id not a UUID is 403 bad_jwt; a banned user's token,
    // issued before the ban, is 403 user_banned.
    const exp = Math.floor(Date.now() / 1000) + 600;
    const claims = { role: "authenticated", aud: "authenticated", exp };
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const signed = async (extra: Record<string, unknown>) => as(await signTestJwt({ ...claims, ...extra }));
    expect(await answer(await call("GET", "user", await signed({ sub: "not-a-uuid" })))).toEqual({
      status: 400,
      body: { code: "bad_jwt", message: "invalid claim: sub claim must be a UUID" },
    });
    const gone = await signed({ sub: crypto.randomUUID(), session_id: crypto.randomUUID() });
    expect(await answer(await call("GET", "user", gone))).toMatchObject({
      status: 403,
      body: { code: "user_not_found" },
    });
    expect(await answer(await call("GET", "user", await signed({ sub: user.id, session_id: "x" })))).toEqual({
      status: 403,
      body: { code: "bad_jwt", message: "invalid claim: session_id claim must be a UUID" },
    });
    const banned = await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: "24h" });
    expect(banned.error).toBeNull();
    for (const [method, path] of [
      ["GET", "user"],
      ["POST", "logout"],
      ["POST", "factors"],
      ["GET", "reauthenticate"],
    ] as const)
      expect(await answer(await call(method, path, as(token))), `${method} /${path}`).toEqual({
        status: 403,
        body: { code: "user_banned", message: "User is banned" },
      });
  });

  it("refuses /factors to a token that says it is anonymous, as requireNotAnonymous does", async () => {
    // auth.go, requireNotAnonymous: the token's is_anonymous claim, 403 no_authorization.
    const user = await createUser();
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = await signTestJwt({ sub: user.id, role: "authenticated", is_anonymous: true, exp });
    expect(await answer(await call("POST", "factors", as(token)))).toEqual({
      status: 403,
      body: { code: "no_authorization", message: "Anonymous user not allowed to perform these actions" },
    });
  });

  it("answers a feature the project leaves off as GoTrue's middleware does for its whole group", async () => {
    // middleware.go: requireSAMLEnabled, requirePasskeyEnabled, requireOAuthServerEnabled,
    // requireManualLinkingEnabled, requireCustomOAuthEnabled, requireScimServerEnabled, each a
    // 404 with its code, placed in api.go after the group's own user or administrator check.
    const user = await createUser();
    const token = as((await user.client.auth.getSession()).data.session!.access_token);
    const service = as(stack().serviceRoleKey);
    const oauthOff = { code: "feature_disabled", message: "OAuth server is disabled" };
    for (const [method, path, headers, body] of [
      ["POST", "sso", {}, { code: "saml_provider_disabled", message: "SAML 2.0 is disabled" }],
      ["GET", "sso/saml/metadata", {}, { code: "saml_provider_disabled", message: "SAML 2.0 is disabled" }],
      ["GET", "passkeys", {}, { code: "passkey_disabled", message: "Passkeys are disabled" }],
      ["POST", "passkeys/authentication/options", {}, { code: "passkey_disabled", message: "Passkeys are disabled" }],
      ["POST", "oauth/token", {}, oauthOff],
      ["GET", "oauth/nowhere", {}, oauthOff],
      ["GET", ".well-known/oauth-authorization-server", {}, oauthOff],
      ["GET", "scim/v2/Schemas", {}, { code: "feature_disabled", message: "SCIM server is disabled" }],
      [
        "GET",
        "user/identities/authorize",
        token,
        { code: "manual_linking_disabled", message: "Manual linking is disabled" },
      ],
      ["GET", "user/oauth/grants", token, oauthOff],
      ["GET", "admin/oauth/clients", service, oauthOff],
      [
        "GET",
        "admin/custom-providers",
        service,
        { code: "feature_disabled", message: "Custom OAuth providers are disabled" },
      ],
    ] as const)
      expect(await answer(await call(method, path, headers)), `${method} /${path}`).toEqual({ status: 404, body });
    const posted = await call("POST", ".well-known/oauth-authorization-server");
    expect({ status: posted.status, allow: allowed(posted) }).toEqual({ status: 405, allow: ["GET"] });
  });

  it("names the error code in x-sb-error-code as GoTrue's error handler does", async () => {
    // errors.go, handleResponseErrorHTTP: x-sb-error-code whenever the error has a code, in either body
    // format; handleResponseErrorWeakPassword sets it in the legacy format only.
    for (const version of ["2024-01-01", ""]) {
      const refused = await call("GET", "user", { "x-supabase-api-version": version });
      expect(refused.headers.get("x-sb-error-code"), version).toBe("no_authorization");
    }
    expect((await call("GET", "nowhere")).headers.get("x-sb-error-code")).toBeNull();
    const service = as(stack().serviceRoleKey);
    const weak = (version: string) =>
      fetch(`${stack().url}/auth/v1/admin/users`, {
        method: "POST",
        headers: { apikey: stack().anonKey, "x-supabase-api-version": version, ...service },
        body: JSON.stringify({ email: `weak-${crypto.randomUUID()}@example.test`, password: "short" }),
      });
    const [versioned, legacy] = [await weak("2024-01-01"), await weak("")];
    expect([versioned.status, versioned.headers.get("x-sb-error-code")]).toEqual([422, null]);
    expect([legacy.status, legacy.headers.get("x-sb-error-code")]).toEqual([422, "weak_password"]);
  });

  it("checks the user, then the factor, under /factors before it looks at the method", async () => {
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    expect(await answer(await call("GET", "factors"))).toMatchObject({
      status: 401,
      body: { code: "no_authorization" },
    });
    const listed = await call("GET", "factors", as(token));
    expect({ status: listed.status, allow: allowed(listed) }).toEqual({ status: 405, allow: ["POST"] });
    expect(await answer(await call("GET", "factors/not-a-uuid/verify", as(token)))).toEqual({
      status: 404,
      body: { code: "validation_failed", message: "factor_id must be an UUID" },
    });
    for (const path of [`factors/${crypto.randomUUID()}`, `factors/${crypto.randomUUID()}/elsewhere`])
      expect(await answer(await call("POST", path, as(token))), path).toMatchObject({
        status: 404,
        body: { code: "mfa_factor_not_found" },
      });
  });
});
