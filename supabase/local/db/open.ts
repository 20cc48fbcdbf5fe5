/** Opens the configured database (PGlite folder or DATABASE_URL) and brings it up to date. */
import type { StackOptions } from "../options.ts";
import type { ProjectConfig } from "../project-config.ts";
import type { Db } from "./types.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";
import { applyMigrations, applySeeds, bootstrap, bootstrapSql, listMigrations, sha256 } from "./setup.ts";
import { extensionsIn } from "./extensions.ts";
import { expandSeedPaths } from "./glob.ts";

export interface OpenedDb {
  db: Db;
  created: boolean;
  /** Serves the wire protocol (PGlite only; a PostgreSQL server already has its own port). */
  listen?: (host: string, port: number) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface OpenArgs {
  options: StackOptions;
  config: ProjectConfig;
  log: (m: string) => void;
}

/** Extensions the project's SQL creates, so PGlite loads their bundles up front. */
async function wantedExtensions(options: StackOptions, config: ProjectConfig): Promise<string[]> {
  const files = (await listMigrations(`${options.supabaseDir}/migrations`)).map((m) => m.path);
  files.push(
    ...(await expandSeedPaths(options.supabaseDir, config.db.seedPaths)).map((p) => `${options.supabaseDir}/${p}`),
  );
  const names = new Set<string>();
  for (const f of files) for (const n of extensionsIn(await Deno.readTextFile(f))) names.add(n);
  return [...names];
}

export async function openDatabase({ options, config, log }: OpenArgs): Promise<OpenedDb> {
  let opened: OpenedDb;
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl);
    if (db.created) await bootstrap(db);
    opened = { db, created: db.fresh, close: () => db.close() };
  } else {
    const script = await bootstrapSql();
    const db = await openPglite({
      dataDir: `${options.dataDir}/pgdata`,
      extensions: await wantedExtensions(options, config),
      templateDir: options.templateDir,
      bootstrap,
      bootstrapHash: await sha256(script),
    });
    // A single session: restore the search path Supabase sets on the database.
    await db.exec(`set search_path = "$user", public, extensions`);
    opened = { db, created: db.created, listen: (h, p) => db.listen(h, p), close: () => db.close() };
  }
  try {
    const applied = await applyMigrations(opened.db, `${options.supabaseDir}/migrations`, log);
    if (applied) log(`${applied} migration(s) applied`);
    if (opened.created && config.db.seedEnabled && !options.noSeed)
      await applySeeds(opened.db, options.supabaseDir, config.db.seedPaths, log);
  } catch (e) {
    await opened.close().catch(() => {});
    throw e;
  }
  return opened;
}

/** Throws the database away and builds it again from migrations and seeds. */
export async function resetDatabase(current: OpenedDb, args: OpenArgs): Promise<OpenedDb> {
  if (args.options.databaseUrl) {
    await current.db.exec(`
      do $$
      declare s text;
      begin
        for s in select nspname from pg_namespace
                 where nspname not like 'pg\\_%' and nspname not in ('information_schema') loop
          execute format('drop schema %I cascade', s);
        end loop;
      end
      $$;
      create schema public;
      grant all on schema public to public;`);
    await current.close();
  } else {
    await current.close();
    await Deno.remove(`${args.options.dataDir}/pgdata`, { recursive: true }).catch(() => {});
  }
  return await openDatabase(args);
}
