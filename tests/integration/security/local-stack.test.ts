/**
 * The local stack must never be more permissive than hosted Supabase: its own routes (/_local)
 * answer scripts on this machine, never a web page, and never give out a secret key.
 */
import { describe, expect, it } from "vitest";
import { DEMO } from "../../../scripts/local-stack.mjs";
import { AttackTally } from "../../support/attack-ledger";
import { signTestJwt, sql, stack } from "../../support/stack";

describe("/_local", () => {
  it("reports the stack's status to a script without its secret keys or CORS headers", async () => {
    const response = await fetch(`${stack().url}/_local/status`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ apiUrl: stack().url });
    for (const secret of [DEMO.serviceRoleKey, DEMO.secretKey]) expect(text).not.toContain(secret);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it.each([
    ["GET", "/_local/status"],
    ["POST", "/_local/reset"],
  ])("refuses %s %s from a web page on another site", async (method, path) => {
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await fetch(`${stack().url}${path}`, {
        method,
        headers: { ...headers, apikey: DEMO.serviceRoleKey, authorization: `Bearer ${DEMO.serviceRoleKey}` },
      });
      new AttackTally("the local stack's own routes from another site").answer(response.status).record();
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });
});

describe("a JWT signed with the project's secret", () => {
  it.each(["postgres", "supabase_admin", "authenticator", "pg_read_all_data"])(
    "acts as no role the API's authenticator cannot switch to: %s",
    async (role) => {
      const token = await signTestJwt({ role, exp: Math.floor(Date.now() / 1000) + 600 });
      const headers = { apikey: DEMO.anonKey, authorization: `Bearer ${token}` };
      const before = await sql("select count(*)::int as n from public.quotes");
      for (const [method, path, body] of [
        ["GET", "/rest/v1/quotes?select=contact_email", undefined],
        ["POST", "/rest/v1/rpc/record_event", JSON.stringify({ event_name: "hero_view" })],
        ["DELETE", "/rest/v1/quotes?id=not.is.null", undefined],
        ["POST", "/storage/v1/object/list/article-images", JSON.stringify({ prefix: "" })],
      ] as const) {
        const response = await fetch(`${stack().url}${path}`, {
          method,
          headers: { ...headers, "content-type": "application/json" },
          body,
        });
        new AttackTally("a token naming a role the API cannot switch to").answer(response.status).record();
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toMatchObject({
          code: "42501",
          message: `permission denied to set role "${role}"`,
        });
      }
      expect(await sql("select count(*)::int as n from public.quotes")).toEqual(before);
    },
  );
});

describe("Storage", () => {
  const bucket = "content-type-test";
  const upload = (name: string, type: string, body: string) =>
    fetch(`${stack().url}/storage/v1/object/${bucket}/${name}`, {
      method: "POST",
      headers: {
        apikey: DEMO.serviceRoleKey,
        authorization: `Bearer ${DEMO.serviceRoleKey}`,
        "content-type": type,
        "x-upsert": "true",
      },
      body,
    });
  const fetchPublic = (name: string) => fetch(`${stack().url}/storage/v1/object/public/${bucket}/${name}`);

  it("stores a content type as a media type only, and never lets a stored file run as a page", async () => {
    await sql(
      `insert into storage.buckets (id, name, public) values ('${bucket}', '${bucket}', true) on conflict (id) do nothing`,
    );
    const page = "<!doctype html><script>alert(document.cookie)</script>";

    expect((await upload("smuggled.png", "image/png;,text/html", page)).status).toBe(200);
    const smuggled = await fetchPublic("smuggled.png");
    // The upload is allowed; the attack gets through if the file is served as something a browser runs.
    new AttackTally("a page smuggled in as an image")
      .answer(
        smuggled.status,
        smuggled.headers.get("content-type") === "image/png" &&
          smuggled.headers.get("x-content-type-options") === "nosniff",
      )
      .record();
    expect(smuggled.headers.get("content-type")).toBe("image/png");
    expect(smuggled.headers.get("x-content-type-options")).toBe("nosniff");

    expect((await upload("page.html", "text/html", page)).status).toBe(200);
    const html = await fetchPublic("page.html");
    expect(html.headers.get("content-type")).toBe("text/plain;charset=utf-8");
    expect(html.headers.get("content-disposition")).toMatch(/^attachment; filename=page\.html/);
    expect(html.headers.get("x-content-type-options")).toBe("nosniff");

    expect((await upload("photo.webp", "IMAGE/WEBP", "RIFF")).status).toBe(200);
    const image = await fetchPublic("photo.webp");
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("content-disposition")).toBeNull();

    const refused = await upload("bad.bin", "not a type", "x");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: "415", error: "invalid_mime_type" });
  });

  // storage-api checks a key's characters only where it writes one (mustBeValidKey), but on a hosted
  // project a NUL in the address never reaches it: the gateway in front (nginx) refuses the request
  // with 400. The local stack refuses a NUL or a control character in a name with Storage's own
  // 400 InvalidKey wherever it appears, writing or reading.
  it("answers a NUL byte in an object's name with 400 InvalidKey, to write and to read", async () => {
    await sql(
      `insert into storage.buckets (id, name, public) values ('${bucket}', '${bucket}', true) on conflict (id) do nothing`,
    );
    const before = await sql("select count(*)::int as n from storage.objects");
    const write = await upload("a%00b.png", "image/png", "x");
    expect(write.status).toBe(400);
    expect(await write.json()).toMatchObject({ statusCode: "400", error: "InvalidKey" });
    const read = await fetchPublic("a%00b.png");
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ statusCode: "400", error: "InvalidKey" });
    expect(await sql("select count(*)::int as n from storage.objects")).toEqual(before);
  });
});

describe("the REST select parameter", () => {
  const select = (value: string) =>
    fetch(`${stack().url}/rest/v1/industries?select=${encodeURIComponent(value)}&limit=1`, {
      headers: { apikey: DEMO.anonKey },
    });

  it("takes a cast to a type name, as PostgREST's grammar does", async () => {
    const response = await select("name::text");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ name: expect.any(String) }]);
  });

  it.each([
    "name::text between session_user and session_user",
    "name::text from pg_authid --",
    "name::text);select 1;--",
    "name::pg_catalog.text",
  ])("refuses a cast that is more than a type name: %s", async (value) => {
    const response = await select(value);
    new AttackTally("SQL through the REST select parameter").answer(response.status).record();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PGRST100" });
  });
});
