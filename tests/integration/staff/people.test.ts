/**
 * The firm's people as data (issue 52, item 2; decision 021): anyone reads the people the firm
 * shows, never the hidden; only admins with the second factor add, change, hide and confirm them
 * and upload their photos (refused by the database and Storage for anyone else); a photo needs its
 * description; every change is recorded and sent to the public site at once; the samples leave the
 * launch checklist when changed or confirmed.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, stack, type TestUser } from "../../support/stack";

let admin: TestUser;
let editor: TestUser;
let visitorWithAccount: TestUser;

/** A 1 × 1 WebP. */
const WEBP = Uint8Array.from(atob("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="), (c) => c.charCodeAt(0));

const person = {
  name: "Priya Shah",
  role: "Payroll Manager",
  team: "accounting",
  qualifications: "CIPP",
  regulator: "",
  bio: "Priya runs payroll for sixty clients. She is the person to ask about auto-enrolment.",
  photoPath: null,
  photoAlt: null,
  shown: true,
};

const save = (client: SupabaseClient, id: string | null, value: unknown) =>
  client.rpc("save_person", { p_id: id, p_person: value });

const publicNames = async () =>
  ((await anonClient().from("people").select("name")).data ?? []).map((row) => row.name as string);

beforeAll(async () => {
  [admin, editor, visitorWithAccount] = await Promise.all([
    createUser({ appMetadata: { role: "staff" } }),
    createUser({ appMetadata: { role: "staff" }, staffRole: "editor" }),
    createUser(),
  ]);
});

afterAll(async () => {
  await sql("delete from public.people where not sample");
});

describe("the firm's people", () => {
  it("start as the samples, read by anyone, on the launch checklist", async () => {
    const { data, error } = await anonClient().from("people").select("name, sample, confirmed_at").order("position");
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(7);
    expect(data!.every((row) => row.sample)).toBe(true);
    expect(data!.some((row) => row.confirmed_at === null)).toBe(true);
  });

  it("cannot be changed by a visitor, a signed-in non-staff user or an editor, nor their photos uploaded", async () => {
    const [sample] = await sql<{ id: string; name: string }>(
      "select id, name from public.people order by position limit 1",
    );
    for (const client of [anonClient(), visitorWithAccount.client, editor.client]) {
      expect((await save(client, null, person)).error?.code).toBe("42501");
      expect((await save(client, sample!.id, { ...person, name: "Taken Over" })).error?.code).toBe("42501");
      expect((await client.rpc("confirm_person", { p_id: sample!.id })).error?.code).toBe("42501");
      const direct = await client.from("people").update({ name: "Taken Over" }).eq("id", sample!.id).select();
      expect(direct.error?.code).toBe("42501");
      const upload = await client.storage
        .from("people-photos")
        .upload(`${crypto.randomUUID()}.webp`, WEBP, { contentType: "image/webp" });
      expect(upload.error).not.toBeNull();
    }
    expect(await publicNames()).toContain(sample!.name);
    expect(await publicNames()).not.toContain("Taken Over");
  });

  it("refuse bad input with a clear message and change nothing", async () => {
    const [{ n: before } = { n: "0" }] = await sql<{ n: string }>("select count(*) as n from public.people");
    for (const bad of [
      { ...person, bio: "Too short" },
      { ...person, name: "" },
      { ...person, team: "marketing" },
      { ...person, photoPath: `${crypto.randomUUID()}.webp`, photoAlt: "" },
      { ...person, photoPath: "../../etc/passwd", photoAlt: "A photo of Priya" },
      { ...person, shown: "yes" },
      { ...person, name: "Priya\u0000Shah" },
      ["not", "an", "object"],
    ]) {
      const { error } = await save(admin.client, null, bad);
      expect(["22023", "23514", "22P05"], JSON.stringify(bad)).toContain(error?.code);
    }
    const [{ n: after } = { n: "0" }] = await sql<{ n: string }>("select count(*) as n from public.people");
    expect(after).toBe(before);
  });

  it("changed by an admin, with an uploaded photo, are the firm's own, recorded and published at once", async () => {
    const path = `${crypto.randomUUID()}.webp`;
    const upload = await admin.client.storage.from("people-photos").upload(path, WEBP, { contentType: "image/webp" });
    expect(upload.error).toBeNull();
    const served = await fetch(`${stack().url}/storage/v1/object/public/people-photos/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const svg = await admin.client.storage
      .from("people-photos")
      .upload(`${crypto.randomUUID()}.svg`, new TextEncoder().encode("<svg/>"), { contentType: "image/svg+xml" });
    expect(svg.error).not.toBeNull();

    const [sample] = await sql<{ id: string; name: string; bio: string }>(
      "select id, name, bio from public.people where sample order by position limit 1",
    );
    await sql("delete from public.site_updates");
    const changed = await save(admin.client, sample!.id, {
      ...person,
      name: sample!.name,
      bio: `${sample!.bio} She also chairs our diversity committee.`,
      photoPath: path,
      photoAlt: `${sample!.name} at her desk`,
    });
    expect(changed.error).toBeNull();
    expect(changed.data).toMatchObject({ photo_path: path, confirmed_at: expect.any(String) });
    const [update] = await sql<{ last_change: string; due: boolean }>(
      "select last_change, due_at <= now() as due from public.site_updates where hook_called_at is null",
    );
    expect(update).toEqual({ last_change: `Changed ${sample!.name} on Meet the Team`, due: true });
    const [change] = await sql<{ action: string; changed_by: string }>(
      "select action, changed_by from public.content_changes where content = 'person' and item = $1 order by id desc limit 1",
      [sample!.id],
    );
    expect(change).toEqual({ action: "changed", changed_by: admin.id });
  });

  it("hidden by an admin leave what visitors read; a sample confirmed as written leaves the checklist", async () => {
    const { data: added } = await save(admin.client, null, person);
    expect(await publicNames()).toContain("Priya Shah");
    expect((await save(admin.client, added.id, { ...person, shown: false })).error).toBeNull();
    expect(await publicNames()).not.toContain("Priya Shah");

    const [sample] = await sql<{ id: string }>(
      "select id from public.people where sample and confirmed_at is null order by position limit 1",
    );
    expect((await admin.client.rpc("confirm_person", { p_id: sample!.id })).error).toBeNull();
    expect((await admin.client.rpc("confirm_person", { p_id: sample!.id })).error?.code).toBe("PT404");
  });
});
