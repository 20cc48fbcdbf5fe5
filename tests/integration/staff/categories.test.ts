/**
 * Categories as staff edit them (issue 17, item 5): names unique whatever their case, a description,
 * and an order staff set in one step that visitors' chips follow.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql, type TestUser } from "../../support/stack";

const order = async () =>
  (await sql<{ id: string }>("select id from public.knowledge_categories order by sort_order, name")).map(
    (row) => row.id,
  );

let staff: TestUser;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

let original: string[] = [];
beforeAll(async () => {
  staff = await createUser({ appMetadata: { role: "staff" } });
  original = await order();
});
// Other files read the chips in the order the reference data gives them.
afterAll(async () => {
  await staff.client.rpc("reorder_categories", { p_ids: original });
});

describe("category names", () => {
  it("refuses a second category whose name differs only in case or spaces, and changes nothing", async () => {
    const name = `Payroll ${unique()}`;
    const insert = (value: string, slug: string) =>
      staff.client.from("knowledge_categories").insert({ name: value, slug }).select("id");
    expect((await insert(name, `cat-${unique()}`)).error).toBeNull();
    for (const twin of [name.toUpperCase(), ` ${name.toLowerCase()} `]) {
      const { error } = await insert(twin, `cat-${unique()}`);
      expect(error?.code).toBe("23505");
    }
    const rows = await sql("select 1 from public.knowledge_categories where lower(btrim(name)) = lower($1)", [name]);
    expect(rows).toHaveLength(1);
  });

  it("lets staff give a category a description, which visitors can read", async () => {
    const slug = `described-${unique()}`;
    const { data } = await staff.client
      .from("knowledge_categories")
      .insert({ name: `Described ${unique()}`, slug, description: "Guides for employers running a payroll." })
      .select("id")
      .single();
    const { data: seen } = await anonClient()
      .from("knowledge_categories")
      .select("description")
      .eq("id", data!.id)
      .single();
    expect(seen?.description).toBe("Guides for employers running a payroll.");
  });
});

describe("category order", () => {
  it("puts every category in the order staff give, in one step", async () => {
    const before = await order();
    const reversed = [...before].reverse();
    expect((await staff.client.rpc("reorder_categories", { p_ids: reversed })).error).toBeNull();
    expect(await order()).toEqual(reversed);
    const { data: chips } = await anonClient()
      .from("knowledge_categories")
      .select("id")
      .order("sort_order")
      .order("name");
    expect(chips!.map((chip) => chip.id)).toEqual(reversed);
  });

  it("puts a new category's chip last", async () => {
    const { data } = await staff.client
      .from("knowledge_categories")
      .insert({ name: `Newest ${unique()}`, slug: `newest-${unique()}` })
      .select("id")
      .single();
    expect((await order()).at(-1)).toBe(data!.id);
  });

  it("puts a category left out (one added meanwhile) after those named, in its place as it was", async () => {
    const before = await order();
    const [first, ...rest] = before;
    expect((await staff.client.rpc("reorder_categories", { p_ids: rest })).error).toBeNull();
    expect(await order()).toEqual([...rest, first]);
  });

  it("refuses an order that repeats a category, names one that does not exist or names none", async () => {
    const before = await order();
    const attempts = [
      [before[0], ...before.slice(0, -1)],
      [...before.slice(1), "00000000-0000-4000-8000-000000000000"],
      [],
    ];
    for (const ids of attempts) {
      const { error } = await staff.client.rpc("reorder_categories", { p_ids: ids });
      expect(error?.code).toBe("22023");
    }
    expect(await order()).toEqual(before);
  });

  it("refuses visitors and signed-in users who are not staff", async () => {
    const before = await order();
    const outsider = await createUser();
    for (const client of [anonClient(), outsider.client]) {
      const { error } = await client.rpc("reorder_categories", { p_ids: [...before].reverse() });
      expect(error).not.toBeNull();
    }
    expect(await order()).toEqual(before);
  });
});
