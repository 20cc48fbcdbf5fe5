/**
 * Staff powers need a second factor (issue 18): the database gives staff rights only to tokens at
 * aal2, so a member of staff signed in with the right password but no authenticator code reads
 * nothing. And the local stack's Auth answers the MFA endpoints as hosted Supabase Auth does
 * (internal/api/mfa.go): enrol, challenge, verify, unenrol, list, their limits and error codes.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, fetchFrom } from "../../../scripts/client-address.mjs";
import {
  anonClient,
  createUser,
  proveSecondFactor,
  serviceClient,
  sql,
  stack,
  totpCode,
  userClient,
} from "../../support/stack";

const addresses = clientAddresses(31);
let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;

beforeAll(async () => {
  await sql(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, hero_variant)
     values ('Factor', 'Lead', $1, 'Retail', 'Under £50,000', 'Insights', 'a')`,
    [`factor-lead-${unique()}@example.test`],
  );
  await sql(
    `insert into public.campaign_engagements (campaign_id, email, first_name, consent_wording, consented_at)
     values ('influencer-tax-playbook', $1, 'Factor', 'I agree to receive occasional tax tips and updates via email', now())`,
    [`factor-signup-${unique()}@example.test`],
  );
});

/** Reads a table over the REST API with this client's token, as the staff area does. */
async function rows(client: SupabaseClient, table: string): Promise<number> {
  const { data, error } = await client.from(table).select("id");
  expect(error).toBeNull();
  return data!.length;
}

/** A six-digit code the app will not show in the next minute or showed in the last. */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((offset) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset }),
  );
  return ["000000", "111111", "222222", "333333"].find((code) => !near.includes(code))!;
}

const token = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token;

describe("the database requires the second factor for staff", () => {
  it("gives a staff password alone 0 quotes and 0 sign-ups, and the same account with its code both", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const passwordOnly = await userClient(staff.email, staff.password);
    expect(decodeJwt(await token(passwordOnly)).aal).toBe("aal1");
    expect(await rows(passwordOnly, "quotes")).toBe(0);
    expect(await rows(passwordOnly, "campaign_engagements")).toBe(0);

    const withCode = await userClient(staff.email, staff.password, { secondFactor: { secret: staff.totpSecret! } });
    expect(decodeJwt(await token(withCode)).aal).toBe("aal2");
    expect(await rows(withCode, "quotes")).toBeGreaterThan(0);
    expect(await rows(withCode, "campaign_engagements")).toBeGreaterThan(0);
  });

  it("refuses the staff functions to an aal1 token with 42501", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const passwordOnly = await userClient(staff.email, staff.password);
    const { error } = await passwordOnly.rpc("export_personal_data", { p_email: "anyone@example.test" });
    expect(error?.code).toBe("42501");
  });

  it("does not take an aal2 claim the user wrote: a token with a forged aal fails its signature", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" }, secondFactor: false });
    const passwordOnly = await userClient(staff.email, staff.password);
    const [header, payload] = (await token(passwordOnly)).split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, aal: "aal2" })).toString("base64url")}.c2ln`;
    const response = await fetch(`${stack().url}/rest/v1/quotes?select=id`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });
});

describe("MFA endpoints of the local stack's Auth", () => {
  async function signedIn() {
    const user = await createUser();
    const from = addresses();
    const client = await userClient(user.email, user.password, { from });
    return { user, client, from };
  }

  it("enrols an authenticator app: an unverified factor with its secret, URI and QR code", async () => {
    const { user, client } = await signedIn();
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: "totp", friendly_name: "Phone" });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toMatch(
      new RegExp(`^otpauth://totp/.+${encodeURIComponent(user.email)}\\?.*secret=${data!.totp.secret}`),
    );
    // auth-js makes GoTrue's SVG a data URL.
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: data!.id, status: "unverified" })]);
    expect(listed.data?.totp).toEqual([]);

    const again = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(again.error).toMatchObject({ status: 422, code: "mfa_factor_name_conflict" });
  });

  it("verifies a challenge with the current code: aal2, totp first in amr, a new refresh token", async () => {
    const { client } = await signedIn();
    const before = (await client.auth.getSession()).data.session!;
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: "totp" });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(challenge!.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(290);

    const wrong = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: wrongCode(enrolled!.totp.secret),
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: "mfa_verification_failed",
      message: "Invalid TOTP code entered",
    });

    const { data, error } = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: totpCode(enrolled!.totp.secret),
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data!.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(["totp", "password"]);
    expect(data!.refresh_token).not.toBe(before.refresh_token);
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });

    // A used challenge cannot be verified again, and a refresh keeps aal2.
    const reused = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: totpCode(enrolled!.totp.secret),
    });
    expect(reused.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe("aal2");
  });

  it("a new sign-in is aal1 until the code is given, and nextLevel tells the app to ask for it", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const client = await userClient(staff.email, staff.password, { from: addresses() });
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
  });

  it("refuses at aal1 what needs aal2: unenrolling, another factor, a new password", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const client = await userClient(staff.email, staff.password, { from: addresses() });
    const { data: factors } = await client.auth.mfa.listFactors();
    const factorId = factors!.totp[0]!.id;

    expect((await client.auth.mfa.unenroll({ factorId })).error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
    });
    expect((await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second" })).error).toMatchObject({
      status: 403,
      code: "insufficient_aal",
    });
    expect((await client.auth.updateUser({ password: "a-new-long-password" })).error).toMatchObject({
      status: 401,
      code: "insufficient_aal",
    });

    await proveSecondFactor(client, staff.totpSecret!);
    expect((await client.auth.updateUser({ password: "a-new-long-password" })).error).toBeNull();
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    // Without the factor the session is aal1 again, and the database gives it nothing.
    const { data: after } = await client.auth.refreshSession();
    expect(decodeJwt(after.session!.access_token).aal).toBe("aal1");
    expect(await rows(client, "quotes")).toBe(0);
  });

  it("finds no factor of another user's, and refuses an expired challenge or one from another address", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const { data: enrolled } = await a.client.auth.mfa.enroll({ factorType: "totp" });
    expect((await b.client.auth.mfa.challenge({ factorId: enrolled!.id })).error).toMatchObject({
      status: 404,
      code: "mfa_factor_not_found",
    });

    const { data: challenge } = await a.client.auth.mfa.challenge({ factorId: enrolled!.id });
    const elsewhere = anonClient({ from: addresses() });
    await elsewhere.auth.setSession((await a.client.auth.getSession()).data.session!);
    const moved = await elsewhere.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: totpCode(enrolled!.totp.secret),
    });
    expect(moved.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });

    const { data: old } = await a.client.auth.mfa.challenge({ factorId: enrolled!.id });
    await sql("update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1", [old!.id]);
    const expired = await a.client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: old!.id,
      code: totpCode(enrolled!.totp.secret),
    });
    expect(expired.error).toMatchObject({ status: 422, code: "mfa_challenge_expired" });
  });

  it("lets an admin remove a lost factor: the user's sessions fall to aal1 and can enrol again", async () => {
    const staff = await createUser({ appMetadata: { role: "staff" } });
    const admin = serviceClient().auth.admin.mfa;
    const { data: listed } = await admin.listFactors({ userId: staff.id });
    expect(listed!.factors).toEqual([expect.objectContaining({ factor_type: "totp", status: "verified" })]);
    const { error } = await admin.deleteFactor({ userId: staff.id, id: listed!.factors[0]!.id });
    expect(error).toBeNull();
    const { data: refreshed } = await staff.client.auth.refreshSession();
    expect(decodeJwt(refreshed.session!.access_token).aal).toBe("aal1");
    expect(await rows(staff.client, "quotes")).toBe(0);
    const aal = await staff.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });

  it("allows one address a burst of 30 verifications, then 429, as GoTrue's MFA limit does", async () => {
    const { user } = await signedIn();
    const from = addresses();
    const client = await userClient(user.email, user.password, { from });
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: "totp" });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    const access = await token(client);
    const verify = fetchFrom(from);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await verify(`${stack().url}/auth/v1/factors/${enrolled!.id}/verify`, {
        method: "POST",
        headers: { apikey: stack().anonKey, Authorization: `Bearer ${access}`, "Content-Type": "application/json" },
        body: JSON.stringify({ challenge_id: challenge!.id, code: wrongCode(enrolled!.totp.secret) }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
