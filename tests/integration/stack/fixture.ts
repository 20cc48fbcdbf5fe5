/** Applies the stack tests' own tables and functions (tests/fixtures/stack-test-schema.sql). */
import { readFile } from "node:fs/promises";
import { sqlScript } from "../../support/stack.ts";

const schemaFile = new URL("../../fixtures/stack-test-schema.sql", import.meta.url);

export async function resetStackTestSchema(): Promise<void> {
  await sqlScript(await readFile(schemaFile, "utf8"));
}
