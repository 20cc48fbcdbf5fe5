// /functions/v1 with supabase-js (functions-js): a function file hosted unchanged on Deno, the env a
// hosted function gets, the caller's JWT reaching the database, errors, verify_jwt and CORS.
import { FunctionsHttpError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../../scripts/local-stack.mjs";
import { anonClient, createUser, stack, type TestUser } from "../../../tests/support/stack.ts";
import { resetStackTestSchema } from "./fixture.ts";

let alice: TestUser;

beforeAll(async () => {
  await resetStackTestSchema();
  alice = await createUser();
});

describe("edge functions", () => {
  // First in this file, and no other file calls stack-echo: these calls find the function cold.
  it("boots one worker for a cold function, however many calls arrive while it starts", async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        anonClient().functions.invoke("stack-echo", { body: { name: `caller ${n}` } }),
      ),
    );
    expect(answers.map(({ error }) => error)).toEqual(Array(16).fill(null));
    expect(new Set(answers.map(({ data }) => data.workerPid)).size).toBe(1);
  });

  it("invokes a function with a JSON body and the hosted environment, on the Edge Runtime's Deno", async () => {
    const { data, error } = await anonClient().functions.invoke("stack-echo", { body: { name: "Ada" } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      deno: "2.1.4",
      message: "Hello Ada",
      method: "POST",
      path: "/stack-echo",
      whoami: { role: "anon", sub: null },
      env: {
        supabaseUrl: stack().url,
        hasServiceRoleKey: true,
        hasDbUrl: true,
        mailFrom: "Elmstead Partners <hello@elmsteadpartners.co.uk>",
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

  it("verifies the JWT as the hosted platform does (verify_jwt defaults to true), but lets CORS preflights through", async () => {
    const url = `${stack().url}/functions/v1/stack-echo`;
    const call = (headers: Record<string, string>) => fetch(url, { method: "POST", body: "{}", headers });
    const none = await call({});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 401, message: "Missing authorization header" });
    const notBearer = await call({ authorization: stack().anonKey });
    expect(notBearer.status).toBe(401);
    expect(await notBearer.json()).toEqual({ code: 401, message: "Invalid Token or Protected Header formatting" });
    // A visitor's supabase-js with a publishable key sends the key as the bearer: not a JWT, so refused.
    for (const token of ["not.a.jwt", DEMO.publishableKey, DEMO.secretKey]) {
      const refused = await call({ authorization: `Bearer ${token}`, apikey: DEMO.publishableKey });
      expect(refused.status, token).toBe(401);
      expect(await refused.json()).toEqual({ code: 401, message: "Invalid JWT" });
    }
    const anon = await call({ authorization: `Bearer ${stack().anonKey}` });
    expect(anon.status).toBe(200);
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
