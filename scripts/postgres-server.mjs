// @ts-check
/**
 * A real PostgreSQL server for the tests, set up as a hosted Supabase project's
 * database is: an administrator role (`supabase_admin`, the superuser) creates
 * Supabase's base objects (supabase/local/db/bootstrap.sql), and everything else
 * (migrations, seeds, the API's requests) connects as `postgres`, which is not a
 * superuser there either. ICU collation, as hosted databases sort text (as
 * PGlite's databases do too, supabase/local/db/pglite.ts). Debian's PostgreSQL: installed from Debian's packages when
 * missing and we are root, as the browser tests install Chromium.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { projectRoot } from "./local-stack.mjs";

const isRoot = process.getuid?.() === 0;

/** The newest Debian PostgreSQL's bin folder, installing the package if needed. */
function postgresBin() {
  const find = () => {
    const base = "/usr/lib/postgresql";
    if (!existsSync(base)) return null;
    const versions = readdirSync(base)
      .filter((version) => existsSync(join(base, version, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    return versions[0] ? join(base, versions[0], "bin") : null;
  };
  let bin = find();
  if (!bin && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's PostgreSQL for the tests against a real server…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql", "postgresql-contrib"], {
      stdio: "inherit",
      env,
    });
    bin = find();
  }
  if (!bin) throw new Error("PostgreSQL is not installed. On Debian: sudo apt-get install postgresql");
  return bin;
}

/** PostgreSQL refuses to run as root: as root, its commands run as Debian's `postgres` system user. */
function run(/** @type {string} */ command, /** @type {string[]} */ args) {
  const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Starts a server on `port` and prepares it as hosted Supabase would be before any migration.
 * @param {{ port: number }} options
 */
export async function startPostgresServer({ port }) {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "pg-hosted-like-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, "data");
  run(join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "supabase_admin",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C.UTF-8",
    "--locale-provider=icu",
    "--icu-locale=en-US",
  ]);
  run(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-w",
    "-l",
    join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    "start",
  ]);

  const admin = postgres(`postgresql://supabase_admin@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => {} });
  try {
    // The project's own role, as on a hosted project: no superuser, but able to create roles and
    // schemas, to bypass RLS, and to manage Storage's policies.
    await admin.unsafe(`
      create role postgres login password 'postgres' createrole createdb bypassrls;
      alter schema public owner to postgres;
      grant create on database postgres to postgres;`);
    await admin.unsafe(readFileSync(join(projectRoot, "supabase/local/db/bootstrap.sql"), "utf8")).simple();
    // The CLI records migrations as postgres; the local stack's own bookkeeping is read by it too.
    await admin.unsafe(`
      grant supabase_storage_admin to postgres;
      grant usage, create on schema extensions to postgres;
      alter schema supabase_migrations owner to postgres;
      alter table supabase_migrations.schema_migrations owner to postgres;
      alter table supabase_migrations.seed_files owner to postgres;
      grant usage on schema supabase_local to postgres;
      grant select, usage on sequence supabase_local.schema_version to postgres;`);
  } finally {
    await admin.end({ timeout: 2 });
  }

  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    adminUrl: `postgresql://supabase_admin@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
