// /functions/v1 with supabase-js (functions-js): a function file hosted unchanged on Deno, the env a
// hosted function gets, the caller's JWT reaching the database, errors, verify_jwt and CORS.
import { FunctionsHttpError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, stack, type TestUser } from "../../support/stack.ts";
import { resetStackTestSchema } from "./fixture.ts";

let alice: TestUser;

beforeAll(async () => {
  await resetStackTestSchema();
  alice = await createUser();
});

describe("edge functions", () => {
  it("invokes a function with a JSON body and the hosted environment", async () => {
    const { data, error } = await anonClient().functions.invoke("stack-echo", { body: { name: "Ada" } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      message: "Hello Ada",
      method: "POST",
      path: "/stack-echo",
      whoami: { role: "anon", sub: null },
      env: {
        supabaseUrl: stack().url,
        hasServiceRoleKey: true,
        hasDbUrl: true,
        mailFrom: "Firm Website <no-reply@example.co.uk>",
      },
    });
  });

  it("passes the signed-in user's JWT through to the database", async () => {
    const { data } = await alice.client.functions.invoke("stack-echo", { body: {} });
    expect(data.whoami).toEqual({ role: "authenticated", sub: alice.id, claim_role: "authenticated" });
  });

  it("surfaces a failing function as FunctionsHttpError with its JSON body", async () => {
    const { data, error } = await anonClient().functions.invoke("stack-echo", { body: { fail: true } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "You asked me to fail", code: "asked_to_fail" });
  });

  it("answers an exception thrown in a function with 500 WORKER_ERROR", async () => {
    const { error } = await anonClient().functions.invoke("stack-echo", { body: { crash: true } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    expect((await response.json()).code).toBe("WORKER_ERROR");
  });

  it("verifies the JWT (verify_jwt defaults to true) but lets CORS preflights through", async () => {
    const url = `${stack().url}/functions/v1/stack-echo`;
    const none = await fetch(url, { method: "POST", body: "{}" });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ msg: "Error: Missing authorization header" });
    const bad = await fetch(url, { method: "POST", body: "{}", headers: { authorization: "Bearer not.a.jwt" } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ msg: "Invalid JWT" });
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:5173", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers an unknown function with 404", async () => {
    const res = await fetch(`${stack().url}/functions/v1/no-such-function`, {
      method: "POST",
      headers: { authorization: `Bearer ${stack().anonKey}` },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Function not found");
  });
});
