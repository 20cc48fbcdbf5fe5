/** Applies the stack tests' own tables and functions (supabase/local/tests/fixtures/stack-test-schema.sql). */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql, sqlScript } from "../../../tests/support/stack.ts";

const schemaFile = new URL("./fixtures/stack-test-schema.sql", import.meta.url);

export async function resetStackTestSchema(): Promise<void> {
  await sqlScript(await readFile(schemaFile, "utf8"));
}

const corpusFile = new URL("./fixtures/stack-test-postgrest-corpus.sql", import.meta.url);
const corpusRowsFile = new URL("./fixtures/stack-test-postgrest-corpus-rows.sql", import.meta.url);

/**
 * The tables shaped like postgrest-js's own test schema (supabase/local/tests/fixtures/stack-test-postgrest-corpus.sql),
 * with their rows as the tests expect them. The tables are built once per database (again when the file changes, known
 * by its hash on the users table); before every test only the rows are put back, since a schema change makes the stack
 * reload its schema cache, which every request then waits for.
 */
export async function resetPostgrestCorpus(): Promise<void> {
  const schema = await readFile(corpusFile, "utf8");
  const version = `corpus ${createHash("sha256").update(schema).digest("hex")}`;
  const [built] = await sql<{ version: string | null }>(
    "select obj_description(to_regclass('public.stack_test_users'), 'pg_class') as version",
  );
  if (built?.version !== version)
    await sqlScript(`${schema}\ncomment on table public.stack_test_users is '${version}';`);
  await sqlScript(await readFile(corpusRowsFile, "utf8"));
}
