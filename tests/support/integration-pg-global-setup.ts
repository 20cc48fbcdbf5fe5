/**
 * Vitest global setup for the `integration-pg` project: the same backend tests against a real
 * PostgreSQL server set up as a hosted project's database is (scripts/postgres-server.mjs), so the
 * migrations, the row-level security and the functions are proven on Postgres itself as well as
 * on PGlite, with the same results; and with the publishable and secret keys a project created
 * today has, where the PGlite run uses the legacy JWT keys.
 */
import type { TestProject } from "vitest/node";
import { freePorts } from "../../scripts/local-stack.mjs";
import { startPostgresServer } from "../../scripts/postgres-server.mjs";
import { startTestStack } from "./integration-global-setup";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [port] = await freePorts(1);
  const server = await startPostgresServer({ port: port! });
  try {
    const stop = await startTestStack(project, { databaseUrl: server.url, keys: "opaque" });
    return async () => {
      await stop();
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
