import { describe, expect, it } from "vitest";
import { DEMO } from "../../scripts/local-stack.mjs";
import { readPublicEnv } from "./env";

const url = "https://abcdefghijklmnop.supabase.co";

describe("the browser's configuration", () => {
  it("takes the publishable key, or the legacy anon key", () => {
    for (const key of [DEMO.publishableKey, DEMO.anonKey])
      expect(readPublicEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key }).VITE_SUPABASE_ANON_KEY).toBe(key);
  });

  it("refuses a secret key of either kind, saying which variable and why", () => {
    for (const key of [DEMO.secretKey, DEMO.serviceRoleKey]) {
      expect(() => readPublicEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key })).toThrow(
        /VITE_SUPABASE_ANON_KEY: is a secret key/,
      );
    }
  });

  it("lists every missing or malformed value", () => {
    expect(() => readPublicEnv({ VITE_SUPABASE_URL: "not a url" })).toThrow(
      /VITE_SUPABASE_URL: must be the Supabase project URL[\s\S]*VITE_SUPABASE_ANON_KEY/,
    );
  });
});
