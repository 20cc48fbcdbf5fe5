/**
 * What the site's two public values must be. Free of Vite's `import.meta.env`, so that the deploy
 * (scripts/deploy/deploy.ts, on Deno) checks them by the same rules before it builds.
 */
import { z } from "#kernel/zod.ts";

/** The role a legacy JWT key carries, or null for anything else (the opaque keys, garbage). */
function jwtRole(key: string): string | null {
  const payload = key.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return claims && typeof claims === "object" && "role" in claims ? String(claims.role) : null;
  } catch {
    return null;
  }
}

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: "must be the Supabase project URL, e.g. https://xyz.supabase.co" }),
  VITE_SUPABASE_ANON_KEY: z
    .string()
    .min(20, { message: "must be the project's publishable key (or its legacy anon key)" })
    // A secret key in a page would give every visitor the whole database.
    .refine((key) => !key.startsWith("sb_secret_") && jwtRole(key) !== "service_role", {
      message: "is a secret key: the browser must have the publishable key (sb_publishable_…) or the anon key",
    }),
});

export type PublicEnv = z.infer<typeof envSchema>;

/** The values, or an error naming each one that is wrong. */
export function checkPublicEnv(source: Record<string, unknown>): PublicEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`The site's environment is not configured:\n${problems}\nSee README.md, "Configuration".`);
  }
  return result.data;
}
