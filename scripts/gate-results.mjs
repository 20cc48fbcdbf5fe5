// @ts-check
/**
 * Every test's outcome from one run of `npm test`, read from the JSON its stages write (reports/gate,
 * or where GATE_OUTCOMES_DIR pointed). Shared by the gate's closing summary (scripts/test.mjs) and by
 * the comparison of two runs (scripts/gate-outcomes.mjs).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

/** @typedef {{ status: string, message?: string }} Outcome */

const VITEST_STAGES = ["unit", "integration", "integration-pg", "publishing"];

// Terminal colours, which Playwright's messages carry, read as noise in a log.
const plain = (/** @type {string} */ text) => stripVTControlCharacters(text);

/** @returns {Map<string, Outcome>} test → outcome, stages included as `stage <name>` */
export function readOutcomes(/** @type {string} */ dir) {
  /** @type {Map<string, Outcome>} */
  const found = new Map();
  const stagesFile = join(dir, "stages.json");
  if (existsSync(stagesFile))
    for (const stage of JSON.parse(readFileSync(stagesFile, "utf8")))
      found.set(`stage ${stage.name}`, { status: stage.ok ? "passed" : "failed" });
  for (const name of VITEST_STAGES) {
    const file = join(dir, `${name}.json`);
    if (!existsSync(file)) continue;
    for (const suite of JSON.parse(readFileSync(file, "utf8")).testResults) {
      const suiteName = suite.name.replace(/^.*?\/(src|scripts|tests|supabase)\//, "$1/");
      // A file that fails before its tests run (an import, a hook) has no assertions to carry it.
      if (
        suite.status === "failed" &&
        suite.assertionResults.every((/** @type {any} */ test) => test.status !== "failed")
      )
        found.set(`${name} ${suiteName}`, { status: "failed", message: plain(suite.message ?? "") });
      for (const test of suite.assertionResults)
        found.set(`${name} ${suiteName} › ${test.fullName}`, {
          status: test.status,
          message: test.failureMessages?.length ? plain(test.failureMessages.join("\n")) : undefined,
        });
    }
  }
  const site = join(dir, "site.json");
  if (existsSync(site)) {
    /** @param {any} suite @param {string[]} titles */
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests) {
          const errors = test.results.flatMap((/** @type {any} */ result) => result.errors ?? []);
          found.set(`site [${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(" › ")}`, {
            status: test.status === "expected" ? "passed" : test.status === "skipped" ? "skipped" : test.status,
            message: errors.length
              ? plain(errors.map((/** @type {any} */ error) => error.message ?? "").join("\n"))
              : undefined,
          });
        }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of JSON.parse(readFileSync(site, "utf8")).suites) visit(suite, []);
  }
  return found;
}

/**
 * The failed tests and what each said, cut to a few lines apiece: printed last, so that a log
 * kept only by its tail still names what failed and why.
 */
export function failureSummary(/** @type {string} */ dir, /** @type {string[]} */ stages, linesEach = 12) {
  // Only stages that failed in this run: another stage's file may be left from an earlier one.
  const failed = [...readOutcomes(dir)].filter(
    ([name, outcome]) =>
      stages.includes(name.split(" ")[0] ?? "") &&
      ["failed", "unexpected", "flaky", "timedOut", "interrupted"].includes(outcome.status),
  );
  return failed.map(([name, outcome]) => {
    const lines = (outcome.message ?? "").split("\n").filter((line) => line.trim() !== "");
    const shown = lines.slice(0, linesEach).map((line) => `    ${line}`);
    if (lines.length > linesEach) shown.push(`    … ${lines.length - linesEach} more lines`);
    return [`  ✗ ${name} (${outcome.status})`, ...shown].join("\n");
  });
}
