// The gateway and PostgREST's JWT handling: missing keys, bad signatures, expiry, and the
// opaque publishable/secret keys standing in for the anon/service-role JWTs.
import { createClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signTestJwt, stack } from "../../../tests/support/stack.ts";
import { resetStackTestSchema } from "./fixture.ts";

beforeAll(resetStackTestSchema);

const rest = (path: string, headers: Record<string, string>) => fetch(`${stack().url}/rest/v1/${path}`, { headers });

describe("JWT and API keys", () => {
  it("refuses a request with no API key", async () => {
    const res = await rest("stack_test_items", {});
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("No API key found in request");
  });

  it("refuses a token with a bad signature with 401 PGRST301", async () => {
    const forged = stack().anonKey.slice(0, -4) + "AAAA";
    const res = await rest("stack_test_items", { apikey: stack().anonKey, authorization: `Bearer ${forged}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "PGRST301" });
    expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("refuses an expired token with 401 PGRST303 'JWT expired'", async () => {
    const expired = await signTestJwt({
      role: "authenticated",
      sub: crypto.randomUUID(),
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const res = await rest("stack_test_items", { apikey: stack().anonKey, authorization: `Bearer ${expired}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: "PGRST303", details: null, hint: null, message: "JWT expired" });
  });

  it("gives supabase-js a PostgrestError for a garbage key", async () => {
    const client = createClient(stack().url, "not-a-key", {
      realtime: { transport: WebSocket as never },
      auth: { persistSession: false },
    });
    const { error, status } = await client.from("stack_test_items").select("id");
    expect(status).toBe(401);
    expect(error?.code).toBe("PGRST301");
  });

  it("accepts the publishable and secret keys `supabase start` prints", async () => {
    const anon = await rest("rpc/stack_test_whoami", { apikey: "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH" });
    expect(anon.status).toBe(200);
    expect((await anon.json()).role).toBe("anon");
    const service = await rest("rpc/stack_test_whoami", { apikey: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz" });
    expect((await service.json()).role).toBe("service_role");
  });

  it("answers CORS preflights for the browser", async () => {
    const res = await fetch(`${stack().url}/rest/v1/stack_test_items`, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey, authorization, content-type, prefer",
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    expect(res.headers.get("access-control-allow-headers")).toContain("prefer");
    const get = await rest("stack_test_categories?select=id", {
      apikey: stack().anonKey,
      origin: "http://127.0.0.1:5173",
    });
    expect(get.headers.get("access-control-expose-headers")).toContain("Content-Range");
  });
});
