// Writing through /rest/v1: insert, update, delete and upsert with return=representation/minimal,
// row-level security allowing and refusing, and the SQLSTATE → HTTP status mapping for refusals.
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, serviceClient, sql, type TestUser } from "../../../tests/support/stack.ts";
import { resetStackTestSchema } from "./fixture.ts";

let staff: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  await resetStackTestSchema();
  staff = await createUser({ appMetadata: { role: "staff" } });
  alice = await createUser();
  bob = await createUser();
});

describe("insert", () => {
  it("returns the new row with defaults under return=representation (201)", async () => {
    const { data, error, status } = await staff.client
      .from("stack_test_items")
      .insert({ name: "Tax planning", price: 300 })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ id: 101, name: "Tax planning", price: 300, tags: [], meta: {}, rank: null });
    expect(typeof data.created_at).toBe("string");
  });

  it("returns no body under return=minimal, and the row is stored", async () => {
    const { data, error, status } = await staff.client
      .from("stack_test_items")
      .insert({ name: "Probate", sku: "PRB-1" });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await sql("select name from public.stack_test_items where sku = 'PRB-1'")).toEqual([{ name: "Probate" }]);
  });

  it("inserts several rows; a key missing from one row is null unless defaults are asked for", async () => {
    const nulls = await staff.client
      .from("stack_test_items")
      .insert([{ name: "A", tags: ["x"] }, { name: "B" }])
      .select();
    expect(nulls.status).toBe(400);
    expect(nulls.error).toMatchObject({ code: "23502" });
    const defaults = await staff.client
      .from("stack_test_items")
      .insert([{ name: "A", tags: ["x"] }, { name: "B" }], { defaultToNull: false })
      .select("name, tags")
      .order("name");
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { name: "A", tags: ["x"] },
      { name: "B", tags: [] },
    ]);
  });

  it("maps a unique violation (23505) to 409 and a bad value (22P02) to 400", async () => {
    const dup = await staff.client.from("stack_test_items").insert({ name: "Copy", sku: "VAT-1" });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: "23505", details: null });
    // Postgres shows the key only to roles that bypass RLS.
    const asService = await serviceClient().from("stack_test_items").insert({ name: "Copy", sku: "VAT-1" });
    expect(asService.error?.details).toBe("Key (sku)=(VAT-1) already exists.");
    const bad = await staff.client.from("stack_test_items").insert({ name: "Bad", price: "lots" });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe("22P02");
  });

  it("refuses an RLS-violating insert with 42501: 401 for anon, 403 for a signed-in user", async () => {
    const anon = await anonClient().from("stack_test_items").insert({ name: "Sneaky" });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe("42501");
    expect(anon.error?.message).toBe('new row violates row-level security policy for table "stack_test_items"');
    const user = await alice.client.from("stack_test_items").insert({ name: "Sneaky" });
    expect(user.status).toBe(403);
    expect(user.error?.code).toBe("42501");
    expect(await sql("select count(*)::int as n from public.stack_test_items where name = 'Sneaky'")).toEqual([
      { n: 0 },
    ]);
  });

  it("lets anon submit to an insert-only table, but not read the row back", async () => {
    const minimal = await anonClient().from("stack_test_submissions").insert({ email: "visitor@example.test" });
    expect(minimal.error).toBeNull();
    expect(minimal.status).toBe(201);
    const withSelect = await anonClient()
      .from("stack_test_submissions")
      .insert({ email: "nosy@example.test" })
      .select();
    expect(withSelect.status).toBe(401);
    expect(withSelect.error?.code).toBe("42501");
    const read = await anonClient().from("stack_test_submissions").select("*");
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    expect(await sql("select email from public.stack_test_submissions")).toEqual([{ email: "visitor@example.test" }]);
  });

  it("refuses a table the role has no privilege on with 42501 (401 anon)", async () => {
    const { error, status } = await anonClient().from("stack_test_tags").select("*");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "42501", message: "permission denied for table stack_test_tags" });
    const allowed = await alice.client.from("stack_test_tags").select("label").order("id");
    expect(allowed.data).toEqual([{ label: "popular" }, { label: "new" }]);
  });
});

describe("row-level security per user", () => {
  it("shows each user only their own rows and gives anon none", async () => {
    const a = await alice.client
      .from("stack_test_notes")
      .insert({ body: "alice's note" })
      .select("body, owner_id")
      .single();
    expect(a.error).toBeNull();
    expect(a.data).toEqual({ body: "alice's note", owner_id: alice.id });
    await bob.client.from("stack_test_notes").insert({ body: "bob's note" });
    expect((await alice.client.from("stack_test_notes").select("body")).data).toEqual([{ body: "alice's note" }]);
    expect((await bob.client.from("stack_test_notes").select("body")).data).toEqual([{ body: "bob's note" }]);
    expect((await anonClient().from("stack_test_notes").select("body")).data).toEqual([]);
    expect((await serviceClient().from("stack_test_notes").select("body").order("id")).data).toHaveLength(2);
  });

  it("refuses writing a row for someone else", async () => {
    const { error, status } = await bob.client.from("stack_test_notes").insert({ body: "forged", owner_id: alice.id });
    expect(status).toBe(403);
    expect(error?.code).toBe("42501");
  });

  it("silently leaves other users' rows alone on update and delete", async () => {
    const upd = await bob.client
      .from("stack_test_notes")
      .update({ body: "defaced" })
      .eq("body", "alice's note")
      .select();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    const del = await bob.client.from("stack_test_notes").delete().eq("body", "alice's note").select();
    expect(del.data).toEqual([]);
    expect(await sql("select body from public.stack_test_notes where owner_id = $1", [alice.id])).toEqual([
      { body: "alice's note" },
    ]);
  });
});

describe("update, delete and upsert", () => {
  it("updates with representation (200) and minimal (204)", async () => {
    const rep = await staff.client.from("stack_test_items").update({ price: 160 }).eq("id", 1).select("id, price");
    expect(rep.status).toBe(200);
    expect(rep.data).toEqual([{ id: 1, price: 160 }]);
    const min = await staff.client.from("stack_test_items").update({ rank: 7 }).eq("id", 1);
    expect(min.status).toBe(204);
    expect(min.data).toBeNull();
    expect(await sql("select price::text, rank from public.stack_test_items where id = 1")).toEqual([
      { price: "160.00", rank: 7 },
    ]);
  });

  it("rolls back a write that asked for one object but touched several (PGRST116)", async () => {
    const { error, status } = await staff.client
      .from("stack_test_items")
      .update({ rank: 9 })
      .in("id", [2, 3])
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe("PGRST116");
    expect(await sql("select count(*)::int as n from public.stack_test_items where rank = 9")).toEqual([{ n: 0 }]);
  });

  it("deletes with representation and minimal", async () => {
    const rep = await serviceClient().from("stack_test_items").delete().eq("name", "A").select("name");
    expect(rep.data).toEqual([{ name: "A" }]);
    const min = await serviceClient().from("stack_test_items").delete().eq("name", "B");
    expect(min.status).toBe(204);
    expect(await sql("select count(*)::int as n from public.stack_test_items where name in ('A', 'B')")).toEqual([
      { n: 0 },
    ]);
  });

  it("upserts on the primary key and on another unique column, or ignores duplicates", async () => {
    const merged = await serviceClient()
      .from("stack_test_items")
      .upsert({ id: 3, name: "Payroll bureau (monthly)" })
      .select("id, name, price");
    expect(merged.error).toBeNull();
    // Only updated, nothing inserted: PostgREST answers 200 (Response.hs, isInsertIfGTZero).
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ id: 3, name: "Payroll bureau (monthly)", price: 95.5 }]);
    const bySku = await serviceClient()
      .from("stack_test_items")
      .upsert({ sku: "CT-1", name: "Corporation tax return" }, { onConflict: "sku" })
      .select("id, name");
    expect(bySku.data).toEqual([{ id: 4, name: "Corporation tax return" }]);
    const ignored = await serviceClient()
      .from("stack_test_items")
      .upsert({ id: 4, name: "Ignored" }, { ignoreDuplicates: true })
      .select("id");
    expect(ignored.data).toEqual([]);
    expect(await sql("select name from public.stack_test_items where id = 4")).toEqual([
      { name: "Corporation tax return" },
    ]);
  });

  it("reports the count of affected rows when asked", async () => {
    const { count, error } = await serviceClient()
      .from("stack_test_items")
      .update({ meta: { reviewed: true } }, { count: "exact" })
      .eq("category_id", 1);
    expect(error).toBeNull();
    expect(count).toBe(3);
  });
});
