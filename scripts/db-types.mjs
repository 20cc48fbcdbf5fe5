// @ts-check
/**
 * `npm run db:types`: writes, from the database the migrations alone build on a throw-away stack,
 * - the `Database` type the browser's and the functions' supabase-js clients are typed with, in
 *   Supabase's own format (@supabase/postgrest-typegen is the engine of `supabase gen types`, which
 *   needs Docker here);
 * - supabase/schema.sql, the schema as the migrations leave it, each table with its policies,
 *   triggers and grants, and every function as it now is (scripts/db-schema.mjs, docs/decisions/018).
 * `--check` (in `npm test`) writes nothing and fails when either file is stale, so a migration cannot
 * change a table without the code that reads it being checked against the change, nor land without
 * the schema a reader sees.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { introspect } from "@supabase/postgrest-typegen/introspection";
import { generateTypescript, sortGeneratorMetadata } from "@supabase/postgrest-typegen/generation";
import postgres from "postgres";
import * as prettier from "prettier";
import { readSchema } from "./db-schema.mjs";
import { freePorts, projectRoot, startStack } from "./local-stack.mjs";

export const DATABASE_TYPES = join(projectRoot, "supabase/functions/_shared/kernel/database.types.ts");
export const DATABASE_SCHEMA = join(projectRoot, "supabase/schema.sql");

/** The schemas the API exposes (supabase/config.toml), which the clients read. */
const SCHEMAS = ["public"];

/**
 * The PostgREST release whose features the types allow: 12, the behaviour the local stack
 * reproduces, which hosted projects on later releases also serve.
 */
const POSTGREST_VERSION = "12";

const HEADER = `/**
 * The database as the API exposes it, generated from the migrations by \`npm run db:types\`
 * (scripts/db-types.mjs): do not edit. \`npm test\` fails when it is stale.
 */
`;

const SCHEMA_HEADER = `-- The database as the migrations leave it: the product's schemas (public, private), each table with
-- its constraints, row level security, policies, triggers, indexes and grants, then every function as
-- it now is. Generated from the migrations by \`npm run db:types\` (scripts/db-schema.mjs): do not edit,
-- change the database with a new migration. \`npm test\` fails when it is stale.

`;

/** The generated files' texts, from a fresh database built by the migrations alone. */
async function generate() {
  const [api, db, mail, smtp] = await freePorts(4);
  const stack = await startStack({ ports: { api, db, mail, smtp }, fresh: true, noSeed: true, quiet: true });
  const sql = postgres(stack.dbUrl, { max: 1, onnotice: () => {} });
  try {
    const metadata = await introspect(
      { query: async (/** @type {string} */ text) => ({ rows: await sql.unsafe(text) }) },
      { includedSchemas: SCHEMAS },
    );
    const types = await generateTypescript(sortGeneratorMetadata(metadata), { postgrestVersion: POSTGREST_VERSION });
    const options = await prettier.resolveConfig(DATABASE_TYPES);
    const schema = SCHEMA_HEADER + (await readSchema((text) => sql.unsafe(text)));
    return [
      { file: DATABASE_TYPES, text: await prettier.format(HEADER + types, { ...options, filepath: DATABASE_TYPES }) },
      { file: DATABASE_SCHEMA, text: schema },
    ];
  } finally {
    await sql.end({ timeout: 1 });
    await stack.stop();
  }
}

/** What the migrations add to the committed file and what they no longer build (the first of each). */
function changedLines(/** @type {string} */ current, /** @type {string} */ generated, limit = 12) {
  const before = new Set(current.split("\n"));
  const after = new Set(generated.split("\n"));
  const added = [...after].filter((line) => line.trim() && !before.has(line)).map((line) => `+ ${line.trim()}`);
  const removed = [...before].filter((line) => line.trim() && !after.has(line)).map((line) => `- ${line.trim()}`);
  return [...added.slice(0, limit), ...removed.slice(0, limit)];
}

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
let stale = false;
for (const { file, text: generated } of await generate()) {
  const where = relative(projectRoot, file);
  if (values.check) {
    const current = await readFile(file, "utf8").catch(() => "");
    if (current !== generated) {
      console.error(`${where} is not what the migrations build: run \`npm run db:types\` and commit the result.`);
      for (const line of changedLines(current, generated)) console.error(line);
      stale = true;
    } else console.log(`${where} matches the migrations.`);
  } else {
    await writeFile(file, generated);
    console.log(`Wrote ${where}.`);
  }
}
if (stale) process.exit(1);
