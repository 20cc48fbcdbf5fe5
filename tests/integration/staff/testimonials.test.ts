/**
 * Testimonials with their evidence (issue 52, item 4; decision 021): visitors read only what may be
 * published (checked by an admin, consented, not retired; and the samples until retired), never the
 * evidence behind it; editors add and retire but cannot check; a correction needs checking again;
 * every change is recorded and sent to the public site at once; bad input changes nothing.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

let admin: TestUser;
let editor: TestUser;
let writer: TestUser;
let visitorWithAccount: TestUser;

const given = {
  text: "They answered every question within a day and saved us far more than their fee.",
  author: "Ruth O.",
  about: "Owner, Orchard Bakery Ltd",
  givenOn: "2026-11-02",
  source: "e-mail",
  sourceUrl: null,
  consentToPublish: true,
  incentive: null,
  onHomePage: true,
};

const add = (client: SupabaseClient, testimonial: unknown) =>
  client.rpc("save_testimonial", { p_id: null, p_testimonial: testimonial });

const publicAuthors = async () =>
  ((await anonClient().from("testimonials").select("author")).data ?? []).map((row) => row.author as string);

beforeAll(async () => {
  [admin, editor, writer, visitorWithAccount] = await Promise.all([
    createUser({ appMetadata: { role: "staff" } }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "editor" }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "writer" }),
    createUser(),
  ]);
});

describe("testimonials", () => {
  it("start as the samples, which visitors read without the evidence columns", async () => {
    const { data, error } = await anonClient().from("testimonials").select("author, source, on_home_page");
    expect(error).toBeNull();
    expect(data!.filter((row) => row.source === "sample").length).toBeGreaterThanOrEqual(10);
    expect((await anonClient().from("testimonials").select("checked_by")).error?.code).toBe("42501");
    expect((await anonClient().from("testimonials").select("consent_to_publish")).error?.code).toBe("42501");
  });

  it("are added by editors, but shown only once an admin has checked them", async () => {
    const { data: added, error } = await add(editor.client, { ...given, author: "Editor Added" });
    expect(error).toBeNull();
    expect(added).toMatchObject({ author: "Editor Added", checked_at: null, added_by: editor.id });
    expect(await publicAuthors()).not.toContain("Editor Added");

    expect((await editor.client.rpc("check_testimonial", { p_id: added.id })).error?.code).toBe("42501");
    expect(await publicAuthors()).not.toContain("Editor Added");

    await sql("delete from public.site_updates");
    const checked = await admin.client.rpc("check_testimonial", { p_id: added.id });
    expect(checked.error).toBeNull();
    expect(checked.data).toMatchObject({ checked_by: admin.id });
    expect(await publicAuthors()).toContain("Editor Added");
    const [update] = await sql<{ last_change: string; due: boolean }>(
      "select last_change, due_at <= now() as due from public.site_updates where hook_called_at is null",
    );
    expect(update).toEqual({ last_change: "Checked a testimonial from Editor Added", due: true });
    const actions = await sql<{ action: string; changed_by: string }>(
      "select action, changed_by from public.content_changes where content = 'testimonial' and item = $1 order by id",
      [added.id],
    );
    expect(actions).toEqual([
      { action: "added", changed_by: editor.id },
      { action: "confirmed", changed_by: admin.id },
    ]);

    // A correction leaves the site until it is checked again.
    const corrected = await editor.client.rpc("save_testimonial", {
      p_id: added.id,
      p_testimonial: { ...given, author: "Editor Added", text: `${given.text} Highly recommended.` },
    });
    expect(corrected.error).toBeNull();
    expect(corrected.data).toMatchObject({ checked_at: null });
    expect(await publicAuthors()).not.toContain("Editor Added");
  });

  it("are never shown without the client's consent, even checked", async () => {
    const { data: added } = await add(admin.client, { ...given, author: "No Consent", consentToPublish: false });
    expect((await admin.client.rpc("check_testimonial", { p_id: added.id })).error).toBeNull();
    expect(await publicAuthors()).not.toContain("No Consent");
  });

  it("are retired by editors and admins, samples included, and leave the site", async () => {
    const [sample] = await sql<{ id: string; author: string }>(
      "select id, author from public.testimonials where source = 'sample' and retired_at is null order by position limit 1",
    );
    expect((await writer.client.rpc("retire_testimonial", { p_id: sample!.id })).error?.code).toBe("42501");
    expect((await editor.client.rpc("retire_testimonial", { p_id: sample!.id })).error).toBeNull();
    expect(await publicAuthors()).not.toContain(sample!.author);
    expect((await editor.client.rpc("retire_testimonial", { p_id: sample!.id })).error?.code).toBe("PT404");
    // A sample is invented: it is never checked or corrected into a real one.
    const [other] = await sql<{ id: string }>(
      "select id from public.testimonials where source = 'sample' and retired_at is null limit 1",
    );
    expect((await admin.client.rpc("check_testimonial", { p_id: other!.id })).error?.code).toBe("PT404");
  });

  it("refuse bad input with a clear message and store nothing", async () => {
    const count = async () => Number((await sql<{ n: string }>("select count(*) as n from public.testimonials"))[0]!.n);
    const before = await count();
    for (const bad of [
      { ...given, text: "Too short" },
      { ...given, givenOn: "2999-01-01" },
      { ...given, givenOn: "2026-02-30" },
      { ...given, source: "sample" },
      { ...given, source: "review site", sourceUrl: null },
      { ...given, source: "review site", sourceUrl: "javascript:alert(1)" },
      { ...given, consentToPublish: "yes" },
      { ...given, author: "Ruth\nO." },
      "not an object",
    ]) {
      const { error } = await add(admin.client, bad);
      expect(["22023", "23514"]).toContain(error?.code);
      expect(error?.message.length).toBeGreaterThan(10);
    }
    expect(await count()).toBe(before);
  });

  it("cannot be added, checked or retired by a visitor or a signed-in non-staff user, or written directly", async () => {
    const [sample] = await sql<{ id: string }>("select id from public.testimonials where retired_at is null limit 1");
    for (const client of [anonClient(), visitorWithAccount.client]) {
      expect((await add(client, given)).error?.code).toBe("42501");
      expect((await client.rpc("check_testimonial", { p_id: sample!.id })).error?.code).toBe("42501");
      expect((await client.rpc("retire_testimonial", { p_id: sample!.id })).error?.code).toBe("42501");
      const direct = await client.from("testimonials").insert({ text: given.text, author: "Direct", source: "e-mail" });
      expect(direct.error?.code).toBe("42501");
    }
    const direct = await admin.client
      .from("testimonials")
      .update({ checked_at: new Date().toISOString() })
      .eq("id", sample!.id);
    expect(direct.error?.code).toBe("42501");
  });
});
