/** Applies the stack tests' own tables and functions (supabase/local/tests/fixtures/stack-test-schema.sql). */
import { readFile } from "node:fs/promises";
import { sqlScript } from "../../../tests/support/stack.ts";

const schemaFile = new URL("./fixtures/stack-test-schema.sql", import.meta.url);

export async function resetStackTestSchema(): Promise<void> {
  await sqlScript(await readFile(schemaFile, "utf8"));
}

const corpusFile = new URL("./fixtures/stack-test-postgrest-corpus.sql", import.meta.url);

/** Applies the tables shaped like postgrest-js's own test schema (supabase/local/tests/fixtures/stack-test-postgrest-corpus.sql). */
export async function resetPostgrestCorpus(): Promise<void> {
  await sqlScript(await readFile(corpusFile, "utf8"));
}
