/** Brings a database up to date: Supabase's base objects, then migrations, then seeds on a new database. */
import type { Db } from "./types.ts";
import { PgError } from "./types.ts";
import { expandSeedPaths } from "./glob.ts";

const bootstrapUrl = new URL("./bootstrap.sql", import.meta.url);

export async function bootstrapSql(): Promise<string> {
  return await Deno.readTextFile(bootstrapUrl);
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function bootstrap(db: Db): Promise<void> {
  const script = await bootstrapSql();
  await db.transaction((sql) => sql.exec(script));
}

export interface Migration {
  version: string;
  name: string;
  path: string;
}

export async function listMigrations(migrationsDir: string): Promise<Migration[]> {
  const files: string[] = [];
  try {
    for await (const e of Deno.readDir(migrationsDir)) {
      if (e.isFile && e.name.endsWith(".sql")) files.push(e.name);
    }
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  files.sort();
  return files.map((file) => {
    const m = /^(\d+)_(.*)\.sql$/.exec(file);
    return { version: m?.[1] ?? file.replace(/\.sql$/, ""), name: m?.[2] ?? "", path: `${migrationsDir}/${file}` };
  });
}

/** A migration or seed that Postgres refused, with the file it came from. */
export class SetupError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    const pg = cause instanceof PgError ? cause : undefined;
    super(
      `${file}: ${pg ? `${pg.message} (SQLSTATE ${pg.code})${pg.detail ? `\n  detail: ${pg.detail}` : ""}${pg.hint ? `\n  hint: ${pg.hint}` : ""}` : String(cause)}`,
    );
  }
}

// PGlite is a single session: a migration's `set search_path` would otherwise leak into every later query.
const restoreSession = `reset all; set search_path = "$user", public, extensions;`;

export async function applyMigrations(db: Db, migrationsDir: string, log: (m: string) => void): Promise<number> {
  const applied = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).map(
      (r) => r.version,
    ),
  );
  let count = 0;
  for (const m of await listMigrations(migrationsDir)) {
    if (applied.has(m.version)) continue;
    const text = await Deno.readTextFile(m.path);
    try {
      await db.transaction(async (sql) => {
        await sql.exec(text);
        await sql.query(
          "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3::text])",
          [m.version, m.name, text],
        );
      });
    } catch (e) {
      throw new SetupError(m.path, e);
    } finally {
      await db.transaction((sql) => sql.exec(restoreSession));
    }
    log(`applied migration ${m.version}_${m.name}`);
    count++;
  }
  return count;
}

export async function applySeeds(
  db: Db,
  supabaseDir: string,
  patterns: string[],
  log: (m: string) => void,
): Promise<number> {
  const files = await expandSeedPaths(supabaseDir, patterns);
  for (const rel of files) {
    const text = await Deno.readTextFile(`${supabaseDir}/${rel}`);
    try {
      await db.transaction(async (sql) => {
        await sql.exec(text);
        await sql.query(
          "insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash",
          [rel, await sha256(text)],
        );
      });
    } catch (e) {
      throw new SetupError(`${supabaseDir}/${rel}`, e);
    } finally {
      await db.transaction((sql) => sql.exec(restoreSession));
    }
    log(`applied seed ${rel}`);
  }
  return files.length;
}
