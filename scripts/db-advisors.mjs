// `npm run db:advisors`: Supabase's own database linter (splinter, via the Supabase CLI) over the
// schema our migrations build, plus the lints the hosted dashboard runs that the CLI lacks
// (scripts/advisors/current-lints.mjs). By default it starts a throw-away stack on free ports with
// a fresh database; `--db-url URL` checks another database instead. Fails on any finding at WARN or
// above, except one the migrations accept on purpose, with a reason, in the object's comment.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { runCurrentLints } from "./advisors/current-lints.mjs";
import { freePorts, projectRoot, startStack } from "./local-stack.mjs";

const { values } = parseArgs({ options: { "db-url": { type: "string" } } });

function supabaseCli() {
  const require = createRequire(import.meta.url);
  const pkg = require("supabase/package.json");
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin.supabase;
  return join(dirname(require.resolve("supabase/package.json")), bin);
}

let stack = null;
let dbUrl = values["db-url"];
if (!dbUrl) {
  const [api, db, mail, smtp] = await freePorts(4);
  stack = await startStack({ ports: { api, db, mail, smtp }, fresh: true, noSeed: true, quiet: true });
  dbUrl = stack.dbUrl;
}

let exitCode = 0;
try {
  const r = spawnSync(
    process.execPath,
    [supabaseCli(), "db", "advisors", `--remote=${dbUrl}`, "--type", "all", "--output-format", "json"],
    {
      cwd: projectRoot,
      encoding: "utf8",
      env: { ...process.env, PGSSLMODE: "disable" },
    },
  );
  const jsonStart = r.stdout.indexOf("{");
  let report;
  try {
    report = JSON.parse(r.stdout.slice(jsonStart));
  } catch {
    console.error(`The Supabase CLI did not return a report (exit ${r.status}).\n${r.stdout}\n${r.stderr}`);
    process.exit(1);
  }
  const db = postgres(dbUrl, { max: 1, onnotice: () => {}, idle_timeout: 1 });
  let current;
  try {
    current = await runCurrentLints((text, params = []) => db.unsafe(text, /** @type {never[]} */ (params)));
  } finally {
    await db.end({ timeout: 1 });
  }
  const results = [
    ...(report.results ?? []),
    ...current.map((f) => ({
      ...f,
      categories: ["SECURITY"],
      remediation: f.accepted ? `Accepted: ${f.accepted}` : f.title,
    })),
  ];
  console.log(
    `Supabase database advisors (security and performance) on ${stack ? "a fresh database built from supabase/migrations" : dbUrl}`,
  );
  if (!results.length) console.log("No issues found.");
  for (const f of results)
    console.log(
      `  [${f.accepted ? "ACCEPTED" : f.level}] ${f.name} (${f.categories.join(", ")}): ${f.detail}\n      ${f.remediation}`,
    );
  const serious = results.filter((f) => (f.level === "WARN" || f.level === "ERROR") && !f.accepted);
  const counts = ["ERROR", "WARN", "INFO"]
    .map((l) => `${results.filter((f) => f.level === l && !f.accepted).length} ${l}`)
    .join(", ");
  const accepted = results.filter((f) => f.accepted).length;
  console.log(`Findings: ${counts}; ${accepted} accepted with their reasons.`);
  if (serious.length) {
    console.error(`Failing: ${serious.length} finding(s) at WARN or above.`);
    exitCode = 1;
  }
} finally {
  await stack?.stop();
}
process.exit(exitCode);
