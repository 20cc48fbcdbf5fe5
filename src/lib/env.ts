/**
 * The browser's configuration, validated when the backend is first used (not
 * on pages that never touch it). Only the public anon key may be here.
 */
import { z } from "@shared/zod.ts";

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

/**
 * Names the two variables one by one: passing `import.meta.env` whole would make Vite write every
 * VITE_* variable of the build into the bundle, whatever it holds.
 */
const publicVariables = () => ({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
});

export function readPublicEnv(source: Record<string, unknown> = publicVariables()): PublicEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`The site's environment is not configured:\n${problems}\nSee README.md, "Configuration".`);
  }
  return result.data;
}
