/**
 * The browser's configuration, validated when the backend is first used (not
 * on pages that never touch it). Only the public anon key may be here.
 */
import { z } from "@shared/zod.ts";

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: "must be the Supabase project URL, e.g. https://xyz.supabase.co" }),
  VITE_SUPABASE_ANON_KEY: z.string().min(20, { message: "must be the project's anon (publishable) key" }),
});

export type PublicEnv = z.infer<typeof envSchema>;

export function readPublicEnv(source: Record<string, unknown> = import.meta.env): PublicEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`The site's environment is not configured:\n${problems}\nSee README.md, "Configuration".`);
  }
  return result.data;
}
