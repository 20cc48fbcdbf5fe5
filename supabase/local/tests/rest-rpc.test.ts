// Functions through /rest/v1/rpc: POST and GET, arguments and defaults, set-returning functions with
// filters, the caller's role inside the function, and errors raised in SQL.
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, serviceClient, type TestUser } from "../../../tests/support/stack.ts";
import { resetStackTestSchema } from "./fixture.ts";

let alice: TestUser;

beforeAll(async () => {
  await resetStackTestSchema();
  alice = await createUser();
});

describe("rpc", () => {
  it("calls a scalar function with POST and with GET, using defaults for missing arguments", async () => {
    expect((await anonClient().rpc("stack_test_add", { a: 2, b: 3 })).data).toBe(5);
    expect((await anonClient().rpc("stack_test_add", { a: 2 })).data).toBe(3);
    const get = await anonClient().rpc("stack_test_add", { a: 40, b: 2 }, { get: true });
    expect(get.error).toBeNull();
    expect(get.data).toBe(42);
  });

  it("filters, orders and counts the rows of a set-returning function", async () => {
    const { data, error } = await anonClient()
      .rpc("stack_test_cheaper_than", { max_price: 200 })
      .select("id, name")
      .order("price");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, name: "Payroll bureau" },
      { id: 1, name: "VAT return" },
    ]);
    const filtered = await anonClient()
      .rpc("stack_test_cheaper_than", { max_price: 1000 }, { count: "exact" })
      .eq("category_id", 1)
      .order("id");
    expect(filtered.data?.map((r: { id: number }) => r.id)).toEqual([1, 2, 4]);
    expect(filtered.count).toBe(3);
    const viaGet = await anonClient().rpc("stack_test_cheaper_than", { max_price: 100 }, { get: true });
    expect(viaGet.data).toEqual([expect.objectContaining({ id: 3 })]);
  });

  it("returns one object for a function returning a single row, and embeds from it", async () => {
    const { data } = await anonClient().rpc("stack_test_first_item").select("id, stack_test_categories(name)");
    expect(data).toEqual({ id: 1, stack_test_categories: { name: "Tax" } });
  });

  it("passes the whole body to a single unnamed jsonb parameter", async () => {
    const { data } = await anonClient().rpc("stack_test_echo_json", { anything: [1, "two"] });
    expect(data).toEqual({ anything: [1, "two"] });
  });

  it("runs as the caller's role with the caller's claims", async () => {
    expect((await anonClient().rpc("stack_test_whoami")).data).toEqual({ role: "anon", sub: null, claim_role: "anon" });
    expect((await alice.client.rpc("stack_test_whoami")).data).toEqual({
      role: "authenticated",
      sub: alice.id,
      claim_role: "authenticated",
    });
    expect((await serviceClient().rpc("stack_test_whoami")).data).toMatchObject({
      role: "service_role",
      claim_role: "service_role",
    });
  });

  it("turns RAISE into PostgREST's error: P0001 → 400, PT402 → 402", async () => {
    const fail = await anonClient().rpc("stack_test_fail");
    expect(fail.status).toBe(400);
    expect(fail.error).toEqual({
      code: "P0001",
      message: "I refuse!",
      details: "Pretty simple",
      hint: "There is nothing you can do.",
    });
    const pay = await anonClient().rpc("stack_test_payment_required");
    expect(pay.status).toBe(402);
    expect(pay.error).toMatchObject({ code: "PT402", message: "Payment Required", details: "Quota exceeded" });
  });

  it("refuses a writing function over GET (read-only transaction, 25006 → 405)", async () => {
    const { error, status } = await anonClient().rpc("stack_test_record", { email: "x@example.test" }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe("25006");
    const post = await anonClient().rpc("stack_test_record", { email: "x@example.test" });
    expect(post.error).toBeNull();
    expect(typeof post.data).toBe("string");
  });

  it("answers an unknown function or unknown arguments with 404 PGRST202", async () => {
    const missing = await anonClient().rpc("stack_test_nothing");
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe("PGRST202");
    const wrongArgs = await anonClient().rpc("stack_test_add", { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.message).toBe("Could not find the function public.stack_test_add(x) in the schema cache");
  });
});
