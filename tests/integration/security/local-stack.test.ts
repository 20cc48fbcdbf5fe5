/**
 * The local stack must never be more permissive than hosted Supabase: its own routes (/_local)
 * answer scripts on this machine, never a web page, and never give out a secret key.
 */
import { describe, expect, it } from "vitest";
import { DEMO } from "../../../scripts/local-stack.mjs";
import { stack } from "../../support/stack";

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
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });
});
