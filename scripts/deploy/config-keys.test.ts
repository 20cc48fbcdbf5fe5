import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { unknownConfigKeys } from "./config-keys.mjs";

const config = parse(readFileSync(new URL("../../supabase/config.toml", import.meta.url), "utf8"));

describe("supabase/config.toml", () => {
  it("holds only settings the Supabase CLI applies", () => {
    expect(unknownConfigKeys(config)).toEqual([]);
  });

  it("keeps the e-mail provider on (staff sign in with it) and sign-ups off", () => {
    const auth = config.auth as Record<string, Record<string, unknown>>;
    expect(auth.enable_signup).toBe(false);
    expect(auth.email?.enable_signup).toBe(true);
    expect(auth.sms?.enable_signup).toBe(false);
  });
});

describe("unknownConfigKeys", () => {
  it("names the keys the CLI would ignore, at any depth, and accepts named tables", () => {
    const outdated = parse(`
      [db]
      port = 54322
      orioledb_version = ""
      [auth.email]
      enabled = true
      [auth.sms]
      enabled = false
      [functions.any-name]
      verify_jwt = false
      [storage.buckets.images]
      public = false
      [local_smtp]
      smtp_port = 54325
    `);
    expect(unknownConfigKeys(outdated)).toEqual(["db.orioledb_version", "auth.email.enabled", "auth.sms.enabled"]);
  });
});
