// @ts-check
/**
 * `npm test`: every check, in stages. Stages in one group run side by side; groups run one after
 * another, and the first group with a failure ends the run. No test decides by the clock (a time is
 * only ever a ratio against a control measured in the same run, or CPU time from a trace:
 * docs/decisions/017), so the stages need no machine to themselves: most of each is waiting (on a
 * browser, a database, a function), and side by side they keep both cores busy. The quick checks
 * come first, so a type or lint error fails in a minute. Each stage's time is printed as it ends
 * and again at the end.
 *
 * `node scripts/test.mjs [stage…]`: only the named stages (e.g. `node scripts/test.mjs unit site`).
 * `npm run check` is the inner loop (scripts/check.mjs).
 */
import { spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { failureSummary } from "./gate-results.mjs";

/** @typedef {{ name: string, command: string[] }} Stage */

/** @type {Stage[][]} */
/**
 * Where each stage of tests writes every test's outcome (JSON), so two runs of the gate can be
 * compared test by test (scripts/gate-outcomes.mjs).
 */
const OUTCOMES = process.env.GATE_OUTCOMES_DIR ?? "reports/gate";
const vitest = (/** @type {string} */ name, /** @type {string[]} */ projects) => [
  "npx",
  "vitest",
  "run",
  ...projects.flatMap((project) => ["--project", project]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${OUTCOMES}/${name}.json`,
];

/** @type {Stage[][]} */
const groups = [
  [
    { name: "typecheck", command: ["npm", "run", "typecheck"] },
    { name: "lint", command: ["npm", "run", "lint"] },
    { name: "db-types", command: ["node", "scripts/db-types.mjs", "--check"] },
    { name: "unit", command: vitest("unit", ["unit", "logic"]) },
  ],
  [
    { name: "site", command: ["npm", "run", "test:site"] },
    { name: "integration", command: vitest("integration", ["integration"]) },
    { name: "integration-pg", command: vitest("integration-pg", ["integration-pg"]) },
    { name: "advisors", command: ["npm", "run", "db:advisors"] },
    { name: "publishing", command: vitest("publishing", ["publishing"]) },
    { name: "load", command: ["npm", "run", "test:load"] },
  ],
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !groups.flat().some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(
    `No such stage: ${unknown.join(", ")}. Stages: ${groups
      .flat()
      .map((stage) => stage.name)
      .join(", ")}`,
  );
  process.exit(2);
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs one stage. Alone, its output streams as it comes; beside others it is gathered and printed
 * whole when the stage ends, so that no two stages' lines interleave.
 * @param {Stage} stage
 * @param {boolean} alone
 * @returns {Promise<{ name: string, ok: boolean, ms: number }>}
 */
function runStage(stage, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...args] = stage.command;
    const child = spawn(/** @type {string} */ (command), args, {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const ms = Date.now() - started;
      const ok = code === 0;
      if (!alone) {
        console.log(`\n──── ${stage.name} (${stage.command.join(" ")}) ────`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`\n[test] ${stage.name}: ${ok ? "passed" : `FAILED (exit ${code})`} in ${seconds(ms)}`);
      resolve({ name: stage.name, ok, ms });
    });
  });
}

// A stage that dies before writing its outcomes must not leave an earlier run's to be read as this one's.
for (const stage of groups.flat())
  if (only.length === 0 || only.includes(stage.name)) await rm(`${OUTCOMES}/${stage.name}.json`, { force: true });

const started = Date.now();
/** @type {{ name: string, ok: boolean, ms: number }[]} */
const results = [];
for (const group of groups) {
  const stages = group.filter((stage) => only.length === 0 || only.includes(stage.name));
  if (stages.length === 0) continue;
  console.log(`\n[test] ${stages.map((stage) => stage.name).join(" + ")}…`);
  const finished = await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1)));
  results.push(...finished);
  if (finished.some((result) => !result.ok)) break;
}

await mkdir(OUTCOMES, { recursive: true });
await writeFile(`${OUTCOMES}/stages.json`, JSON.stringify(results, null, 2));
const failed = results.filter((result) => !result.ok);
console.log(`\n[test] Stage times:`);
for (const result of results)
  console.log(`  ${result.name.padEnd(16)} ${seconds(result.ms).padStart(6)}  ${result.ok ? "passed" : "FAILED"}`);
console.log(`  ${"total".padEnd(16)} ${seconds(Date.now() - started).padStart(6)}`);
if (failed.length > 0) {
  const tests = failureSummary(
    OUTCOMES,
    failed.map((result) => result.name),
  );
  if (tests.length > 0) console.log(`\n[test] Failed tests:\n${tests.join("\n")}`);
  console.log(`\n[test] Failed: ${failed.map((result) => result.name).join(", ")}`);
  process.exit(1);
}
