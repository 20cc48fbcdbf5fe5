/**
 * The secrets `[db.vault]` in config.toml names, written to the vault as `supabase start` and
 * `supabase db push` write them: `env(NAME)` takes NAME from the environment. The stack supplies
 * its own address and publishable key for the names the project's scheduled jobs read
 * (PROJECT_URL, PROJECT_PUBLISHABLE_KEY) when the environment has none.
 */
import type { Db } from "./types.ts";

export function resolveVault(entries: Record<string, string>, env: Record<string, string | undefined>) {
  const resolved: Record<string, string> = {};
  const missing: string[] = [];
  for (const [name, value] of Object.entries(entries)) {
    const reference = /^env\((\w+)\)$/.exec(value.trim());
    const resolvedValue = reference ? env[reference[1]!] : value;
    if (resolvedValue === undefined || resolvedValue === "") missing.push(reference?.[1] ?? name);
    else resolved[name] = resolvedValue;
  }
  return { resolved, missing };
}

export async function writeVault(db: Db, secrets: Record<string, string>): Promise<void> {
  for (const [name, secret] of Object.entries(secrets))
    await db.run(
      `insert into vault.secrets (name, secret) values ($1, $2)
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [name, secret],
    );
}
