// @ts-check
/**
 * `node scripts/gate-outcomes.mjs <run A> <run B> [--all]`: two runs of `npm test` compared test
 * by test (each run's outcomes are in reports/gate, or where GATE_OUTCOMES_DIR pointed): every
 * stage's outcome, then every Vitest and Playwright test's, side by side. Prints the tests whose
 * verdicts differ (all of them with --all) and a count; exits 1 if any differs.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** @returns {Map<string, string>} test → outcome */
function outcomes(/** @type {string} */ dir) {
  /** @type {Map<string, string>} */
  const found = new Map();
  const stages = JSON.parse(readFileSync(join(dir, "stages.json"), "utf8"));
  for (const stage of stages) found.set(`stage ${stage.name}`, stage.ok ? "passed" : "failed");
  for (const name of ["unit", "integration", "integration-pg", "publishing"]) {
    const file = join(dir, `${name}.json`);
    if (!existsSync(file)) continue;
    for (const suite of JSON.parse(readFileSync(file, "utf8")).testResults)
      for (const test of suite.assertionResults)
        found.set(
          `${name} ${suite.name.replace(/^.*?\/(src|scripts|tests)\//, "$1/")} › ${test.fullName}`,
          test.status,
        );
  }
  const site = join(dir, "site.json");
  if (existsSync(site)) {
    /** @param {any} suite @param {string[]} titles */
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          found.set(
            `site [${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(" › ")}`,
            test.status === "expected" ? "passed" : test.status === "skipped" ? "skipped" : test.status,
          );
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of JSON.parse(readFileSync(site, "utf8")).suites) visit(suite, []);
  }
  return found;
}

const [a, b] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (!a || !b) {
  console.error("Usage: node scripts/gate-outcomes.mjs <run A> <run B> [--all]");
  process.exit(2);
}
const first = outcomes(a);
const second = outcomes(b);
const names = [...new Set([...first.keys(), ...second.keys()])].sort();
const differing = names.filter((name) => first.get(name) !== second.get(name));
const shown = process.argv.includes("--all") ? names : differing;
if (shown.length > 0) {
  console.log(`| Test | ${a} | ${b} |\n| --- | --- | --- |`);
  for (const name of shown)
    console.log(`| ${name} | ${first.get(name) ?? "(absent)"} | ${second.get(name) ?? "(absent)"} |`);
}
console.log(
  `\n${names.length - differing.length} of ${names.length} tests and stages had the same verdict in both runs.`,
);
if (differing.length > 0) process.exit(1);
