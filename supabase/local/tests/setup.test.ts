// Database set-up of the stack, on a small throw-away project: Supabase's base objects, migrations
// applied in order and recorded, new migrations applied on the next start, seed files (config.toml
// globs, missing files skipped) only on a new database, and buckets declared in config.toml.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts, type RunningStack, startStack } from "../../../scripts/local-stack.mjs";

let project: string;
let dataDir: string;

const config = `project_id = "setup-test"
[db.seed]
enabled = true
sql_paths = ["./seed.sql", "./seed/*.sql", "./missing.sql"]
[storage.buckets.brochures]
public = true
allowed_mime_types = ["application/pdf"]
`;

async function write(path: string, text: string) {
  await mkdir(join(project, "supabase", path, ".."), { recursive: true });
  await writeFile(join(project, "supabase", path), text);
}

async function start(): Promise<RunningStack> {
  const [api, db, mail, smtp] = await freePorts(4);
  return await startStack({
    projectDir: project,
    dataDir,
    ports: { api: api!, db: db!, mail: mail!, smtp: smtp! },
    quiet: true,
    env: { SUPABASE_LOCAL_NO_SEED: "" },
  });
}

async function query<T>(stack: RunningStack, text: string): Promise<T[]> {
  const db = postgres(stack.dbUrl, { max: 1, onnotice: () => {} });
  try {
    return (await db.unsafe(text)) as unknown as T[];
  } finally {
    await db.end({ timeout: 1 });
  }
}

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), "stack-setup-project-"));
  dataDir = join(project, ".local-db");
  await write("config.toml", config);
  await write(
    "migrations/20250101000000_clients.sql",
    "create table public.clients (id int primary key, name text not null);\nalter table public.clients enable row level security;\n",
  );
  await write("migrations/20250102000000_client_email.sql", "alter table public.clients add column email text;\n");
  await write("seed.sql", "insert into public.clients (id, name) values (1, 'seed.sql');\n");
  await write(
    "seed/b.sql",
    "insert into public.clients (id, name, email) values (3, 'seed/b.sql', extensions.crypt('x', extensions.gen_salt('bf')));\n",
  );
  await write("seed/a.sql", "insert into public.clients (id, name) values (2, 'seed/a.sql');\n");
});

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe("database set-up", () => {
  it("creates Supabase's base objects, applies migrations in order and seeds a new database", async () => {
    const stack = await start();
    try {
      const roles = await query<{ rolname: string; rolbypassrls: boolean }>(
        stack,
        "select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname",
      );
      expect(roles).toEqual([
        { rolname: "anon", rolbypassrls: false },
        { rolname: "authenticated", rolbypassrls: false },
        { rolname: "authenticator", rolbypassrls: false },
        { rolname: "service_role", rolbypassrls: true },
      ]);
      expect(
        await query(
          stack,
          "select to_regclass('auth.users')::text as u, to_regclass('storage.objects')::text as o, to_regprocedure('auth.uid()')::text as f",
        ),
      ).toEqual([{ u: "auth.users", o: "storage.objects", f: "auth.uid()" }]);
      expect(
        await query(stack, "select version, name from supabase_migrations.schema_migrations order by version"),
      ).toEqual([
        { version: "20250101000000", name: "clients" },
        { version: "20250102000000", name: "client_email" },
      ]);
      const clients = await query<{ id: number; name: string; hashed: boolean }>(
        stack,
        "select id, name, coalesce(email like '$2%', false) as hashed from public.clients order by id",
      );
      expect(clients).toEqual([
        { id: 1, name: "seed.sql", hashed: false },
        { id: 2, name: "seed/a.sql", hashed: false },
        { id: 3, name: "seed/b.sql", hashed: true },
      ]);
      expect(await query(stack, "select id, public, allowed_mime_types from storage.buckets")).toEqual([
        { id: "brochures", public: true, allowed_mime_types: ["application/pdf"] },
      ]);
      // Changes made while running must survive a restart.
      await query(stack, "insert into public.clients (id, name) values (4, 'added later')");
    } finally {
      await stack.stop();
    }
  });

  it("applies only new migrations on the next start and does not seed again", async () => {
    await write(
      "migrations/20250103000000_client_notes.sql",
      "alter table public.clients add column notes text default 'none';\n",
    );
    const stack = await start();
    try {
      expect(
        (
          await query<{ version: string }>(
            stack,
            "select version from supabase_migrations.schema_migrations order by version",
          )
        ).map((r) => r.version),
      ).toEqual(["20250101000000", "20250102000000", "20250103000000"]);
      expect(await query(stack, "select id, notes from public.clients order by id")).toEqual([
        { id: 1, notes: "none" },
        { id: 2, notes: "none" },
        { id: 3, notes: "none" },
        { id: 4, notes: "none" },
      ]);
    } finally {
      await stack.stop();
    }
  });

  it("stops with the file name when a migration fails", async () => {
    await write("migrations/20250104000000_broken.sql", "alter table public.nowhere add column x int;\n");
    await expect(start()).rejects.toThrow(/20250104000000_broken\.sql: relation "public\.nowhere" does not exist/);
    await rm(join(project, "supabase", "migrations", "20250104000000_broken.sql"));
  });
});
