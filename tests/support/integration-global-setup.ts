/**
 * Vitest global setup for the `integration` project: one local Supabase stack on free ports and a
 * fresh temporary database (migrations + seeds), shared by every backend test file and stopped at the end.
 * Tests read its addresses and keys with `inject("stack")`, or through ./stack.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { attackSummary } from "./attack-summary";
import { DEMO, freePorts, startStack } from "../../scripts/local-stack.mjs";

export interface StackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  inboxUrl: string;
  smtp: { host: string; port: number };
  ports: { api: number; db: number; mail: number; smtp: number };
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackInfo;
    /** The file the security suite's attack counts go to (attack-ledger.ts). */
    attackLedger: string;
  }
}

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return startTestStack(project);
}

/** Starts the stack the backend tests share and provides its details to them; returns its stop. */
export async function startTestStack(
  project: TestProject,
  options: { databaseUrl?: string; keys?: "legacy" | "opaque" } = {},
): Promise<() => Promise<void>> {
  const [api, db, mail, smtp] = await freePorts(4);
  const stack = await startStack({
    databaseUrl: options.databaseUrl,
    ports: { api: api!, db: db!, mail: mail!, smtp: smtp! },
    fresh: true,
    // The project's functions plus test-only ones (tests/fixtures/functions).
    functionsDirs: ["supabase/functions", "tests/fixtures/functions"],
    quiet: process.env.SUPABASE_LOCAL_VERBOSE !== "1",
    verbose: process.env.SUPABASE_LOCAL_VERBOSE === "1",
    logs: process.env.SUPABASE_LOCAL_VERBOSE === "1" ? "pipe-through" : "pipe",
  });
  // A project created today has the opaque keys; older ones still use the JWT keys. The suites run
  // with both: the legacy keys on PGlite, the publishable and secret keys on PostgreSQL.
  const opaque = options.keys === "opaque";
  project.provide("stack", {
    url: stack.url,
    anonKey: opaque ? DEMO.publishableKey : stack.anonKey,
    serviceRoleKey: opaque ? DEMO.secretKey : stack.serviceRoleKey,
    dbUrl: stack.dbUrl,
    inboxUrl: stack.inboxUrl,
    smtp: stack.smtp,
    ports: stack.ports,
  });
  const ledgerDir = mkdtempSync(join(tmpdir(), "attack-ledger-"));
  const ledger = join(ledgerDir, "attacks.jsonl");
  project.provide("attackLedger", ledger);
  return async () => {
    await stack.stop();
    console.log(`\n${attackSummary(ledger, `Security suite (${project.name})`)}\n`);
    rmSync(ledgerDir, { recursive: true, force: true });
  };
}
