// Reading through /rest/v1 with supabase-js, checked against PostgREST's documented behaviour:
// filters, ordering with nulls, limits and ranges with counts, singular responses, embedding, errors.
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, serviceClient, stack } from "../../../tests/support/stack.ts";
import { resetStackTestSchema } from "./fixture.ts";

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);

beforeAll(resetStackTestSchema);

describe("filters", () => {
  const items = () => anonClient().from("stack_test_items").select("id").order("id");

  it("compares with eq, neq, gt, gte, lt and lte", async () => {
    expect(ids((await items().eq("category_id", 1)).data)).toEqual([1, 2, 4]);
    expect(ids((await items().neq("category_id", 1)).data)).toEqual([3]);
    expect(ids((await items().gt("price", 150)).data)).toEqual([2, 4]);
    expect(ids((await items().gte("price", 150)).data)).toEqual([1, 2, 4]);
    expect(ids((await items().lt("price", 150)).data)).toEqual([3]);
    expect(ids((await items().lte("price", 150)).data)).toEqual([1, 3]);
  });

  it("matches patterns with like (case-sensitive) and ilike", async () => {
    expect(ids((await items().like("name", "%tax%")).data)).toEqual([4]);
    expect(ids((await items().like("name", "%Tax%")).data)).toEqual([]);
    expect(ids((await items().ilike("name", "%TAX%")).data)).toEqual([4]);
    expect(ids((await items().ilike("name", "vat*")).data)).toEqual([1]);
  });

  it("filters lists with in, nulls with is, and negates with not", async () => {
    expect(ids((await items().in("id", [1, 3, 99])).data)).toEqual([1, 3]);
    expect(ids((await items().in("name", ["VAT return", "Payroll bureau"])).data)).toEqual([1, 3]);
    expect(ids((await items().is("category_id", null)).data)).toEqual([5]);
    expect(ids((await items().not("category_id", "is", null)).data)).toEqual([1, 2, 3, 4]);
    expect(ids((await items().not("name", "ilike", "%tax%")).data)).toEqual([1, 2, 3, 5]);
    expect(ids((await items().not("id", "in", "(1,2)")).data)).toEqual([3, 4, 5]);
  });

  it("combines conditions with or, including nested and", async () => {
    expect(ids((await items().or("rank.eq.1,price.gt.500")).data)).toEqual([3, 4]);
    expect(ids((await items().or("and(category_id.eq.1,rank.is.null),id.eq.3")).data)).toEqual([2, 3]);
    expect(ids((await items().eq("category_id", 1).or("rank.gte.3,rank.is.null")).data)).toEqual([1, 2]);
  });

  it("treats a literal value that contains reserved characters as data, not SQL", async () => {
    const { data, error } = await items().eq("name", "Bookkeeping%");
    expect(error).toBeNull();
    expect(ids(data)).toEqual([5]);
    expect(ids((await items().eq("name", "x' or '1'='1")).data)).toEqual([]);
  });

  it("filters arrays and JSON with contains and JSON paths", async () => {
    expect(ids((await items().contains("tags", ["annual"])).data)).toEqual([2, 4]);
    expect(ids((await items().overlaps("tags", ["vat", "payroll"])).data)).toEqual([1, 3]);
    expect(ids((await items().contains("meta", { level: "basic" })).data)).toEqual([1, 3]);
    expect(ids((await items().eq("meta->>level", "advanced")).data)).toEqual([4]);
  });

  it("selects JSON paths and casts under their own names", async () => {
    const { data } = await anonClient()
      .from("stack_test_items")
      .select("id, level:meta->>level, price::text")
      .eq("id", 3)
      .single();
    expect(data).toEqual({ id: 3, level: "basic", price: "95.50" });
  });
});

describe("order, limit and ranges", () => {
  it("orders with nulls first or last as asked", async () => {
    const client = anonClient();
    const nullsFirst = await client
      .from("stack_test_items")
      .select("id")
      .order("rank", { ascending: true, nullsFirst: true })
      .order("id");
    expect(ids(nullsFirst.data)).toEqual([2, 5, 3, 4, 1]);
    const nullsLast = await client
      .from("stack_test_items")
      .select("id")
      .order("rank", { ascending: false, nullsFirst: false })
      .order("id");
    expect(ids(nullsLast.data)).toEqual([1, 4, 3, 2, 5]);
    const defaultDesc = await client
      .from("stack_test_items")
      .select("id")
      .order("rank", { ascending: false })
      .order("id");
    expect(ids(defaultDesc.data)).toEqual([2, 5, 1, 4, 3]);
  });

  it("limits, and pages with range and an exact count (206 Partial Content)", async () => {
    const client = anonClient();
    expect(ids((await client.from("stack_test_items").select("id").order("id").limit(2)).data)).toEqual([1, 2]);
    const page = await client.from("stack_test_items").select("id", { count: "exact" }).order("id").range(1, 2);
    expect(ids(page.data)).toEqual([2, 3]);
    expect(page.count).toBe(5);
    expect(page.status).toBe(206);
    const all = await client.from("stack_test_items").select("id", { count: "exact" });
    expect(all.status).toBe(200);
    expect(all.count).toBe(5);
  });

  it("reports Content-Range as PostgREST does", async () => {
    const { url, anonKey } = stack();
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    const r1 = await fetch(`${url}/rest/v1/stack_test_items?select=id&order=id&offset=1&limit=2`, {
      headers: { ...headers, prefer: "count=exact" },
    });
    expect(r1.status).toBe(206);
    expect(r1.headers.get("content-range")).toBe("1-2/5");
    const r2 = await fetch(`${url}/rest/v1/stack_test_items?select=id&order=id`, {
      headers: { ...headers, range: "0-1" },
    });
    expect(r2.headers.get("content-range")).toBe("0-1/*");
    expect(await r2.json()).toEqual([{ id: 1 }, { id: 2 }]);
    const r3 = await fetch(`${url}/rest/v1/stack_test_items?select=id&id=eq.999`, { headers });
    expect(r3.headers.get("content-range")).toBe("*/*");
    const r4 = await fetch(`${url}/rest/v1/stack_test_items?select=id&offset=10`, {
      headers: { ...headers, prefer: "count=exact" },
    });
    expect(r4.status).toBe(416);
    expect((await r4.json()).code).toBe("PGRST103");
  });

  it("counts without rows with head: true", async () => {
    const { data, count, error } = await anonClient()
      .from("stack_test_items")
      .select("*", { count: "exact", head: true })
      .eq("category_id", 1);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
  });
});

describe("singular responses", () => {
  it("single() returns one object", async () => {
    const { data, error } = await anonClient().from("stack_test_items").select("id, name").eq("id", 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, name: "VAT return" });
  });

  it("single() with no row or several rows is PGRST116 with 406", async () => {
    const none = await anonClient().from("stack_test_items").select("id").eq("id", 999).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: "PGRST116", details: "The result contains 0 rows" });
    const many = await anonClient().from("stack_test_items").select("id").single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: "PGRST116", details: "The result contains 5 rows" });
  });

  it("maybeSingle() gives null for no row and PGRST116 for several", async () => {
    const none = await anonClient().from("stack_test_items").select("id").eq("id", 999).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await anonClient().from("stack_test_items").select("id").eq("id", 2).maybeSingle();
    expect(one.data).toEqual({ id: 2 });
    const many = await anonClient().from("stack_test_items").select("id").maybeSingle();
    expect(many.error?.code).toBe("PGRST116");
    expect(many.status).toBe(406);
  });
});

describe("embedding related rows", () => {
  it("embeds a many-to-one row as an object and one-to-many rows as an array", async () => {
    const item = await anonClient()
      .from("stack_test_items")
      .select("id, category:stack_test_categories(name)")
      .eq("id", 3)
      .single();
    expect(item.data).toEqual({ id: 3, category: { name: "Payroll" } });
    const orphan = await anonClient()
      .from("stack_test_items")
      .select("id, stack_test_categories(name)")
      .eq("id", 5)
      .single();
    expect(orphan.data).toEqual({ id: 5, stack_test_categories: null });
    const cats = await anonClient()
      .from("stack_test_categories")
      .select("name, stack_test_items(id)")
      .order("id")
      .order("id", { referencedTable: "stack_test_items" });
    expect(cats.data).toEqual([
      { name: "Tax", stack_test_items: [{ id: 1 }, { id: 2 }, { id: 4 }] },
      { name: "Payroll", stack_test_items: [{ id: 3 }] },
      { name: "Empty", stack_test_items: [] },
    ]);
  });

  it("filters embedded rows, and keeps only parents with matches using !inner", async () => {
    const filtered = await anonClient()
      .from("stack_test_categories")
      .select("name, stack_test_items(id)")
      .eq("stack_test_items.rank", 2)
      .order("id");
    expect(filtered.data?.map((c) => c.stack_test_items)).toEqual([[{ id: 4 }], [], []]);
    const inner = await anonClient()
      .from("stack_test_categories")
      .select("name, stack_test_items!inner(id)")
      .eq("stack_test_items.rank", 2);
    expect(inner.data).toEqual([{ name: "Tax", stack_test_items: [{ id: 4 }] }]);
  });

  it("embeds many-to-many through a junction table and spreads a to-one relation", async () => {
    // anon has no privilege on the tags table, so read as the service role.
    const tags = await serviceClient()
      .from("stack_test_items")
      .select("id, stack_test_tags(label)")
      .eq("id", 1)
      .single();
    expect(tags.data?.stack_test_tags).toEqual(expect.arrayContaining([{ label: "popular" }, { label: "new" }]));
    const spread = await anonClient()
      .from("stack_test_items")
      .select("id, ...stack_test_categories(category_name:name)")
      .eq("id", 1)
      .single();
    expect(spread.data).toEqual({ id: 1, category_name: "Tax" });
  });

  it("answers an unknown relationship with PGRST200", async () => {
    const { error, status } = await anonClient().from("stack_test_items").select("id, stack_test_notes(id)");
    expect(status).toBe(400);
    expect(error?.code).toBe("PGRST200");
  });
});

describe("other representations and errors", () => {
  it("returns CSV when asked, each value quoted as Postgres quotes it in a record", async () => {
    const { data } = await anonClient().from("stack_test_items").select("id,name").in("id", [1, 3]).order("id").csv();
    expect(data).toBe('id,name\n1,"VAT return"\n3,"Payroll bureau"');
  });

  it("answers an unknown table with 404 PGRST205", async () => {
    const { error, status } = await anonClient().from("stack_test_nothing").select("*");
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PGRST205",
      message: "Could not find the table 'public.stack_test_nothing' in the schema cache",
    });
  });

  it("maps an invalid value (22P02) and an unknown column (42703) to 400 with Postgres' message", async () => {
    const bad = await anonClient().from("stack_test_items").select("id").eq("id", "abc");
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: "22P02" });
    expect(bad.error?.message).toContain('invalid input syntax for type bigint: "abc"');
    const col = await anonClient().from("stack_test_items").select("nope");
    expect(col.status).toBe(400);
    expect(col.error?.code).toBe("42703");
  });

  it("rejects a malformed filter with PGRST100", async () => {
    const { url, anonKey } = stack();
    const res = await fetch(`${url}/rest/v1/stack_test_items?id=equals.1`, { headers: { apikey: anonKey } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PGRST100", hint: null });
  });

  it("refuses a schema that is not exposed with PGRST106", async () => {
    const { error, status } = await anonClient({ schema: "auth" }).from("users").select("id");
    expect(status).toBe(406);
    expect(error?.code).toBe("PGRST106");
  });
});
