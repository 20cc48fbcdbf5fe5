// @ts-check
/**
 * `node scripts/gate-outcomes.mjs <run A> <run B> [--all]`: two runs of `npm test` compared test
 * by test (each run's outcomes are in reports/gate, or where GATE_OUTCOMES_DIR pointed): every
 * stage's outcome, then every Vitest and Playwright test's, side by side. Prints the tests whose
 * verdicts differ (all of them with --all) and a count; exits 1 if any differs.
 */
import { readOutcomes } from "./gate-results.mjs";

/** @returns {Map<string, string>} test → outcome */
const outcomes = (/** @type {string} */ dir) =>
  new Map([...readOutcomes(dir)].map(([name, outcome]) => [name, outcome.status]));

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
