/**
 * Staff management (issue 18, item 4): an admin invites a member of staff by e-mail and removes one
 * through the manage-staff function; admins manage the staff and erase personal data, editors write
 * articles and work leads, and the database enforces the difference. The local stack's Auth answers
 * POST /invite and the invitation link (GET /verify, type invite) as GoTrue does.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, mail, sql, stack, type TestUser, userClient } from "../../support/stack";

let counter = 0;
const unique = () => `${Date.now()}-${++counter}`;

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ appMetadata: { role: "staff" } });
  await sql(
    `insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type, hero_variant)
     values ('Roles', 'Lead', $1, 'Retail', 'Under £50,000', 'Insights', 'a')`,
    [`roles-lead-${unique()}@example.test`],
  );
});

type Change =
  | { action: "invite"; email: string; role: string; name?: string }
  | { action: "remove" | "resetSecondFactor"; userId: string };

/** Calls manage-staff as this client; the status and body whatever they are. */
async function manageStaff(client: SupabaseClient, change: Change | Record<string, unknown>) {
  const { data: session } = await client.auth.getSession();
  const response = await fetch(`${stack().url}/functions/v1/manage-staff`, {
    method: "POST",
    headers: {
      apikey: stack().anonKey,
      Authorization: `Bearer ${session.session?.access_token ?? stack().anonKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(change),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const follow = async (link: string) => {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URLSearchParams(new URL(response.headers.get("location")!).hash.slice(1));
};

const quotesRead = async (client: SupabaseClient) => {
  const { data, error } = await client.from("quotes").select("id");
  expect(error).toBeNull();
  return data!.length;
};

const memberRow = async (email: string) =>
  (
    await sql<{ role: string; added_by: string | null; name: string | null }>(
      "select role, added_by, name from public.staff_members where email = $1",
      [email],
    )
  )[0];

describe("an admin invites a member of staff by e-mail", () => {
  it("sends Auth's invitation, whose link lets the person choose a password and join as an editor", async () => {
    const email = `invited-${unique()}@example.test`;
    const invited = await manageStaff(admin.client, { action: "invite", email, role: "editor" });
    expect(invited).toMatchObject({ status: 200, body: { success: true } });
    expect(await memberRow(email)).toEqual({ role: "editor", added_by: admin.id, name: null });

    const message = await mail.waitFor({ to: email, subject: "You have been invited" });
    const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.Text)![1]!;
    expect(link).toContain("type=invite");
    // Nobody can sign in to the account before the link is followed: it has no password yet.
    await expect(userClient(email, "")).rejects.toThrow(/sign-in/);

    const session = await follow(link);
    expect(session.get("type")).toBe("invite");
    const client = anonClient();
    await client.auth.setSession({
      access_token: session.get("access_token")!,
      refresh_token: session.get("refresh_token")!,
    });
    expect((await client.auth.updateUser({ password: "the-editors-own-password" })).error).toBeNull();
    // The link works once.
    expect((await follow(link)).get("error_code")).toBe("otp_expired");

    const editor = await userClient(email, "the-editors-own-password", { secondFactor: "enrol" });
    const { data: user } = await editor.auth.getUser();
    expect(user.user?.app_metadata).toMatchObject({ role: "staff", staff_role: "editor" });
    expect(await quotesRead(editor)).toBeGreaterThan(0);
  });

  it("refuses an address already on the staff, a role that does not exist and a malformed address", async () => {
    const email = `twice-${unique()}@example.test`;
    expect((await manageStaff(admin.client, { action: "invite", email, role: "admin" })).status).toBe(200);
    expect(
      await manageStaff(admin.client, { action: "invite", email: email.toUpperCase(), role: "editor" }),
    ).toMatchObject({
      status: 409,
      body: { code: "already_staff" },
    });
    expect((await manageStaff(admin.client, { action: "invite", email: `x-${email}`, role: "owner" })).status).toBe(
      400,
    );
    expect(
      (await manageStaff(admin.client, { action: "invite", email: "not an address", role: "editor" })).status,
    ).toBe(400);
    expect(await memberRow(`x-${email}`)).toBeUndefined();
  });
});

describe("the three roles, enforced by the database", () => {
  let editor: TestUser;
  beforeAll(async () => {
    editor = await createUser({ appMetadata: { role: "staff" }, staffRole: "editor" });
  });

  it("lets an editor work leads but not manage the staff, change a role or erase personal data", async () => {
    expect(await quotesRead(editor.client)).toBeGreaterThan(0);
    const { data: staff } = await editor.client.from("staff_members").select("email, role");
    expect(staff!.map((member) => member.email)).toContain(admin.email);

    const email = `by-editor-${unique()}@example.test`;
    expect(await manageStaff(editor.client, { action: "invite", email, role: "admin" })).toMatchObject({
      status: 403,
      body: { code: "not_admin" },
    });
    expect(await memberRow(email)).toBeUndefined();
    expect((await manageStaff(editor.client, { action: "remove", userId: admin.id })).status).toBe(403);

    const { data: promoted } = await editor.client
      .from("staff_members")
      .update({ role: "admin" })
      .eq("user_id", editor.id)
      .select();
    expect(promoted).toEqual([]);
    expect((await memberRow(editor.email))!.role).toBe("editor");
    const { error: inserted } = await editor.client
      .from("staff_members")
      .insert({ user_id: editor.id, email: "someone@example.test", role: "admin" });
    expect(inserted?.code).toBe("42501");

    const { error: erased } = await editor.client.rpc("erase_personal_data", { p_email: "anyone@example.test" });
    expect(erased?.code).toBe("42501");
    const { error: exported } = await editor.client.rpc("export_personal_data", { p_email: "anyone@example.test" });
    expect(exported).toBeNull();
  });

  it("lets a writer write articles and see no one's data: no lead, consent, e-mail, log or export", async () => {
    const writer = await createUser({ appMetadata: { role: "staff" }, staffRole: "writer" });
    for (const table of [
      "quotes",
      "contact_requests",
      "campaign_engagements",
      "consent_records",
      "lead_activity",
      "mail_outbox",
      "marketing_emails",
      "marketing_suppressions",
      "personal_data_audit",
      "staff_access_log",
    ]) {
      const { data, error } = await writer.client.from(table).select("*").limit(5);
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    for (const [fn, args] of [
      ["export_personal_data", { p_email: "anyone@example.test" }],
      ["record_marketing_withdrawal", { p_email: "anyone@example.test" }],
      ["signup_consent_status", {}],
      ["marketing_audience", {}],
      ["record_staff_access", { p_action: "opened_leads", p_rows: 1 }],
      ["retry_mail", { message_id: crypto.randomUUID() }],
    ] as const) {
      const { error } = await writer.client.rpc(fn, args);
      expect(error?.code, fn).toBe("42501");
    }
    const { error: noted } = await writer.client
      .from("lead_activity")
      .insert({ quote_id: crypto.randomUUID(), kind: "note", body: "A note" });
    expect(noted?.code).toBe("42501");

    // Articles are their work.
    const slug = `writer-${unique()}`;
    const { error: written } = await writer.client
      .from("knowledge_articles")
      .insert({ title: "A writer's draft", slug, content: "<p>Draft.</p>", published: false });
    expect(written).toBeNull();
    expect(await sql("select 1 from public.knowledge_articles where slug = $1", [slug])).toHaveLength(1);
    // And an admin can make them an editor, who works leads at their next token.
    await admin.client.from("staff_members").update({ role: "editor" }).eq("user_id", writer.id);
    expect((await memberRow(writer.email))!.role).toBe("editor");
  });

  it("lets an admin make an editor an admin, and never leaves the firm without one", async () => {
    const other = await createUser({ appMetadata: { role: "staff" }, staffRole: "editor" });
    const { data, error } = await admin.client
      .from("staff_members")
      .update({ role: "admin" })
      .eq("user_id", other.id)
      .select("role");
    expect(error).toBeNull();
    expect(data).toEqual([{ role: "admin" }]);

    const admins = async () =>
      Number((await sql("select count(*)::int as n from public.staff_members where role = 'admin'"))[0]!.n);
    const before = await admins();
    await expect(sql("update public.staff_members set role = 'editor' where role = 'admin'")).rejects.toThrow(
      /at least one admin/,
    );
    await expect(sql("delete from public.staff_members where role = 'admin'")).rejects.toThrow(/at least one admin/);
    expect(await admins()).toBe(before);
  });

  it("gives visitors and signed-in users who are not staff nothing", async () => {
    const outsider = await createUser();
    for (const client of [anonClient(), outsider.client]) {
      const { data } = await client.from("staff_members").select("email");
      expect(data ?? []).toEqual([]);
      const { error } = await client
        .from("staff_members")
        .insert({ user_id: outsider.id, email: outsider.email, role: "admin" });
      expect(error).not.toBeNull();
      expect(
        (await manageStaff(client, { action: "invite", email: `x-${unique()}@example.test`, role: "admin" })).status,
      ).toBeGreaterThanOrEqual(401);
    }
    expect(await memberRow(outsider.email)).toBeUndefined();
  });
});

describe("names", () => {
  it("come with the invitation and show in the list of staff; each sets their own, an admin anyone's", async () => {
    const email = `named-${unique()}@example.test`;
    const invited = await manageStaff(admin.client, { action: "invite", email, role: "editor", name: " Tomi Bello " });
    expect(invited.status).toBe(200);
    expect((await memberRow(email))!.name).toBe("Tomi Bello");

    const editor = await createUser({ appMetadata: { role: "staff" }, staffRole: "editor" });
    const { data: listed } = await editor.client.rpc("list_staff");
    expect((listed as { email: string; name: string | null }[]).find((member) => member.email === email)?.name).toBe(
      "Tomi Bello",
    );

    expect((await editor.client.rpc("set_staff_name", { p_user: editor.id, p_name: "Kemi Ade" })).error).toBeNull();
    expect((await memberRow(editor.email))!.name).toBe("Kemi Ade");
    const { error: other } = await editor.client.rpc("set_staff_name", { p_user: admin.id, p_name: "Mallory" });
    expect(other?.code).toBe("42501");
    expect((await admin.client.rpc("set_staff_name", { p_user: editor.id, p_name: "Kemi Adeyemi" })).error).toBeNull();
    expect((await memberRow(editor.email))!.name).toBe("Kemi Adeyemi");
    for (const bad of ["", "   ", "x".repeat(101), "Line\nbreak"]) {
      const { error } = await admin.client.rpc("set_staff_name", { p_user: editor.id, p_name: bad });
      expect(error?.code, JSON.stringify(bad)).toBe("22023");
    }
    expect((await memberRow(editor.email))!.name).toBe("Kemi Adeyemi");
    const outsider = await createUser();
    expect((await outsider.client.rpc("set_staff_name", { p_user: outsider.id, p_name: "Me" })).error?.code).toBe(
      "42501",
    );
  });
});

describe("an admin removes a member of staff", () => {
  it("ends their access at once, even with a token still in date, and deletes their account", async () => {
    const leaving = await createUser({ appMetadata: { role: "staff" }, staffRole: "editor" });
    expect(await quotesRead(leaving.client)).toBeGreaterThan(0);

    expect(await manageStaff(admin.client, { action: "remove", userId: leaving.id })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await quotesRead(leaving.client)).toBe(0);
    expect(await memberRow(leaving.email)).toBeUndefined();
    await expect(userClient(leaving.email, leaving.password)).rejects.toThrow(/sign-in/);
  });

  it("refuses removing yourself, someone not on the staff and a malformed request", async () => {
    expect(await manageStaff(admin.client, { action: "remove", userId: admin.id })).toMatchObject({
      status: 400,
      body: { code: "self" },
    });
    expect(await memberRow(admin.email)).toBeDefined();
    const outsider = await createUser();
    expect((await manageStaff(admin.client, { action: "remove", userId: outsider.id })).status).toBe(404);
    expect((await manageStaff(admin.client, { action: "remove", userId: "not-a-uuid" })).status).toBe(400);
    expect((await manageStaff(admin.client, { action: "promote", userId: outsider.id })).status).toBe(400);
  });
});

describe("an admin resets the authenticator app of someone who lost their phone", () => {
  it("forgets their app, so a password alone reads nothing and their next sign-in sets up a new one", async () => {
    const lostPhone = await createUser({ appMetadata: { role: "staff" }, staffRole: "editor" });
    const other = await createUser({ appMetadata: { role: "staff" }, staffRole: "editor" });
    expect((await manageStaff(other.client, { action: "resetSecondFactor", userId: lostPhone.id })).status).toBe(403);

    expect(await manageStaff(admin.client, { action: "resetSecondFactor", userId: lostPhone.id })).toMatchObject({
      status: 200,
      body: { success: true, removed: 1 },
    });
    const factors = await sql("select id from auth.mfa_factors where user_id = $1", [lostPhone.id]);
    expect(factors).toEqual([]);
    // The session on the lost phone ends at once: its token, still in date, reads nothing, and it
    // cannot be refreshed to set up an app of the thief's.
    expect(await quotesRead(lostPhone.client)).toBe(0);
    expect((await lostPhone.client.auth.refreshSession()).error).not.toBeNull();
    // The old app's codes prove nothing now; a new app, set up at sign-in, gives the staff powers back.
    await expect(
      userClient(lostPhone.email, lostPhone.password, { secondFactor: { secret: lostPhone.totpSecret! } }),
    ).rejects.toThrow();
    const passwordOnly = await userClient(lostPhone.email, lostPhone.password);
    expect(await quotesRead(passwordOnly)).toBe(0);
    const newApp = await userClient(lostPhone.email, lostPhone.password, { secondFactor: "enrol" });
    expect(await quotesRead(newApp)).toBeGreaterThan(0);

    const outsider = await createUser();
    expect((await manageStaff(admin.client, { action: "resetSecondFactor", userId: outsider.id })).status).toBe(404);
  });
});

describe("a member of staff's token counts only while its session lives", () => {
  it("reads nothing once the person signs out everywhere, though the token is still in date", async () => {
    const partner = await createUser({ appMetadata: { role: "staff" }, staffRole: "editor" });
    const otherDevice = await userClient(partner.email, partner.password, {
      secondFactor: { secret: partner.totpSecret! },
    });
    expect(await quotesRead(otherDevice)).toBeGreaterThan(0);
    expect((await partner.client.auth.signOut({ scope: "global" })).error).toBeNull();
    expect(await quotesRead(otherDevice)).toBe(0);
  });
});
