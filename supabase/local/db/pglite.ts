/**
 * PGlite (PostgreSQL compiled to WebAssembly) as the stack's database, persisted in a folder.
 *
 * A fresh database is created from a cached template (initdb + Supabase's base objects) when one
 * exists, because initdb in WebAssembly takes seconds while loading a tarball takes about one.
 */
import { PGlite, type Extensions } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { Mutex } from "./mutex.ts";
import { type Db, type Sql, toPgError } from "./types.ts";
import { contribExtensions } from "./extensions.ts";

export interface PgliteOptions {
  /** Folder holding PGDATA. */
  dataDir: string;
  /** Extension names the migrations ask for (pgcrypto and uuid-ossp are always loaded). */
  extensions: string[];
  /** Where template tarballs are cached; none when undefined. */
  templateDir?: string;
  /** Creates Supabase's base objects on a brand-new database (then the result becomes the template). */
  bootstrap: (db: Db) => Promise<void>;
  /** Identifies the bootstrap script, so a changed script makes a new template. */
  bootstrapHash: string;
}

export interface PgliteDb extends Db {
  /** True when the folder held no database before this start. */
  readonly created: boolean;
  /** Serves the PostgreSQL wire protocol on host:port. */
  listen(host: string, port: number): Promise<() => Promise<void>>;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

export async function openPglite(options: PgliteOptions): Promise<PgliteDb> {
  const extensions: Extensions = await contribExtensions(["pgcrypto", "uuid-ossp", ...options.extensions]);
  const fresh = !(await exists(`${options.dataDir}/PG_VERSION`));
  const version = await pgliteVersion();
  const templatePath = options.templateDir
    ? `${options.templateDir}/pglite-${version}-icu-${options.bootstrapHash.slice(0, 16)}.tar`
    : undefined;

  let pg: PGlite;
  let bootstrapped = false;
  if (fresh && templatePath && (await exists(templatePath))) {
    await Deno.mkdir(options.dataDir, { recursive: true });
    const tar = await Deno.readFile(templatePath);
    pg = await PGlite.create({ dataDir: options.dataDir, loadDataDir: new Blob([tar]), extensions });
    bootstrapped = true;
  } else {
    await Deno.mkdir(options.dataDir, { recursive: true });
    pg = await PGlite.create({ dataDir: options.dataDir, extensions });
    if (fresh) pg = await sortAsHosted(pg, options.dataDir, extensions);
  }

  const db = wrap(pg, fresh);
  if (fresh && !bootstrapped) {
    await options.bootstrap(db);
    if (templatePath) await saveTemplate(pg, templatePath);
  }
  return db;
}

/**
 * A hosted database sorts text by its locale (en_US.UTF-8), PGlite's initdb by C, which puts "IT, software" before
 * "Influencers". PGlite has ICU with its root locale built in (`und`, the Unicode Collation Algorithm's order, which
 * English uses untailored): a new database, before it holds anything sorted, takes it as its default collation,
 * as `initdb --locale-provider=icu` would make it, and is reopened so the server uses it.
 */
async function sortAsHosted(pg: PGlite, dataDir: string, extensions: Extensions): Promise<PGlite> {
  await pg.exec("update pg_catalog.pg_database set datlocprovider = 'i', datlocale = 'und'");
  await pg.close();
  return await PGlite.create({ dataDir, extensions });
}

/** The installed PGlite version: a template made by another version must not be reused. */
async function pgliteVersion(): Promise<string> {
  const entry = import.meta.resolve("@electric-sql/pglite");
  let dir = new URL(".", entry);
  for (let i = 0; i < 4; i++) {
    try {
      const pkg = JSON.parse(await Deno.readTextFile(new URL("package.json", dir)));
      if (pkg.name === "@electric-sql/pglite") return String(pkg.version);
    } catch {
      /* go up */
    }
    dir = new URL("..", dir);
  }
  return "unknown";
}

async function saveTemplate(pg: PGlite, path: string): Promise<void> {
  try {
    const dump = await pg.dumpDataDir("none");
    const dir = path.slice(0, path.lastIndexOf("/"));
    await Deno.mkdir(dir, { recursive: true });
    const tmp = `${path}.${Deno.pid}.tmp`;
    await Deno.writeFile(tmp, new Uint8Array(await dump.arrayBuffer()));
    await Deno.rename(tmp, path);
  } catch (e) {
    console.warn(`[db] could not cache the database template: ${(e as Error).message}`);
  }
}

function wrap(pg: PGlite, created: boolean): PgliteDb {
  // PGlite is one session. Our own calls are serialised by `gate`; wire-protocol clients go
  // through the same gate, and we never start a transaction while one of theirs is open.
  const gate = new Mutex();
  // True while one of our own transactions runs, so the wire bridge does not mistake it for a client's.
  let ownTransaction = false;
  // True between a wire client's first extended-protocol message (Parse, Bind, Describe, Execute,
  // Close, Flush) and its Sync. The socket server runs each message on its own, and PGlite has one
  // unnamed statement: anything run in between (ours, or another client's Parse) would replace it,
  // and the client's Bind fails with "unnamed prepared statement does not exist".
  let wireMidSequence = false;
  const EXTENDED_PROTOCOL = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
  const ENDS_SEQUENCE = new Set([0x53, 0x51, 0x58]); // Sync, simple Query, Terminate

  async function withGate<T>(fn: () => Promise<T>): Promise<T> {
    let waited = 0;
    for (;;) {
      const result = await gate.run(async () =>
        pg.isInTransaction() || wireMidSequence ? busy : { value: await fn() },
      );
      if (result !== busy) return (result as { value: T }).value;
      await new Promise((r) => setTimeout(r, 5));
      waited += 5;
      if (waited === 5000) console.warn("[db] waiting for a wire-protocol client to finish its transaction");
    }
  }

  const query = async <T>(text: string, params?: unknown[]): Promise<T[]> => {
    try {
      return (await pg.query<T>(text, params)).rows;
    } catch (e) {
      throw toPgError(e);
    }
  };

  return {
    kind: "pglite",
    created,
    query: (text, params) => withGate(() => query(text, params)),
    run: (text, params) =>
      withGate(async () => {
        try {
          return (await pg.query(text, params)).affectedRows ?? 0;
        } catch (e) {
          throw toPgError(e);
        }
      }),
    exec: (script) =>
      withGate(async () => {
        try {
          await pg.exec(script);
        } catch (e) {
          throw toPgError(e);
        }
      }),
    transaction: (fn) =>
      withGate(async () => {
        ownTransaction = true;
        try {
          return await pg.transaction(async (tx) => {
            const sql: Sql = {
              query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
              exec: async (script: string) => void (await tx.exec(script)),
              run: async (text: string, params?: unknown[]) => (await tx.query(text, params)).affectedRows ?? 0,
            };
            return await fn(sql);
          });
        } catch (e) {
          throw toPgError(e);
        } finally {
          ownTransaction = false;
        }
      }),
    close: () => gate.run(() => pg.close()),
    async listen(host, port) {
      // The socket server only needs these four members; each runs behind our gate.
      const bridge = {
        runExclusive: <T>(fn: () => Promise<T>) => gate.run(() => pg.runExclusive(fn)),
        execProtocolRawStream: (...args: Parameters<PGlite["execProtocolRawStream"]>) => {
          const type = args[0][0] ?? 0;
          if (EXTENDED_PROTOCOL.has(type)) wireMidSequence = true;
          else if (ENDS_SEQUENCE.has(type)) wireMidSequence = false;
          return pg.execProtocolRawStream(...args);
        },
        // Read by the socket server's queue: while true, it takes only the same client's messages.
        isInTransaction: () => wireMidSequence || (!ownTransaction && pg.isInTransaction()),
        // The server's clean-up when that client disconnects.
        exec: (q: string) =>
          gate.run(() => {
            if (q === "ROLLBACK") wireMidSequence = false;
            return pg.exec(q);
          }),
      } as unknown as PGlite;
      const server = new PGLiteSocketServer({ db: bridge, host, port, maxConnections: 100 });
      await server.start();
      return () => server.stop();
    },
  };
}

const busy = Symbol("busy");
