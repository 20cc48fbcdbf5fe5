/**
 * The browser's configuration, validated when the backend is first used (not
 * on pages that never touch it). Only the public anon key may be here.
 */
import { checkPublicEnv, type PublicEnv } from "./public-env-schema";

export type { PublicEnv };

/**
 * Names the two variables one by one: passing `import.meta.env` whole would make Vite write every
 * VITE_* variable of the build into the bundle, whatever it holds.
 */
const publicVariables = () => ({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
});

export function readPublicEnv(source: Record<string, unknown> = publicVariables()): PublicEnv {
  return checkPublicEnv(source);
}
