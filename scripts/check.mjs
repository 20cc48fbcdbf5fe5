// @ts-check
/**
 * `npm run check [-- <base>]`: the inner loop, in a few minutes. Types, lint and the database type's
 * freshness, side by side with the unit tests related to the files changed since `base`; then the
 * backend and browser tests related to them, if any are: Vitest's `related` (each test file that
 * imports a changed file, directly or not) and Playwright's `--only-changed`. `base` is `main` on
 * any other branch; on main, the last commit (so the uncommitted change). `npm test` is the whole
 * gate, which CI runs: use it before pushing.
 */
import { execFileSync, spawn } from "node:child_process";

const branch = git(["rev-parse", "--abbrev-ref", "HEAD"]);
const base = process.argv[2] ?? (branch === "main" ? "HEAD" : "main");

function git(/** @type {string[]} */ args) {
  return execFileSync("git", args, { encoding: "utf8" }).trim();
}

/** Files changed since base, committed or not, and new files not yet added. */
const changed = [
  ...new Set([
    ...git(["diff", "--name-only", base]).split("\n"),
    ...git(["ls-files", "--others", "--exclude-standard"]).split("\n"),
  ]),
].filter(Boolean);

/** @typedef {{ name: string, ok: boolean, seconds: string }} StepResult */

/**
 * Runs a step; its output is held and printed whole when it ends, so steps side by side never
 * interleave.
 * @param {string} name @param {string[]} command @param {Record<string, string>} [env]
 * @returns {Promise<StepResult>}
 */
function step(name, command, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(/** @type {string} */ (file), args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n──── ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s ────`);
      if (code !== 0 || process.env.CHECK_VERBOSE) process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

const testFiles = changed.filter((file) => /\.(ts|tsx|mjs|js|sql|json|md|css)$/.test(file));
console.log(`[check] ${changed.length} files changed since ${base}.`);

/** The tests of these Vitest projects that import a changed file, directly or not. */
const relatedTests = (/** @type {string} */ name, /** @type {string[]} */ projects) =>
  step(`${name} (related)`, [
    "npx",
    "vitest",
    "related",
    "--run",
    "--passWithNoTests",
    ...projects.flatMap((project) => ["--project", project]),
    ...testFiles,
  ]);

const results = await Promise.all([
  step("typecheck", ["npm", "run", "typecheck"]),
  step("lint", ["npm", "run", "lint"]),
  step("db-types", ["node", "scripts/db-types.mjs", "--check"]),
  testFiles.length === 0
    ? Promise.resolve({ name: "unit (related)", ok: true, seconds: "0" })
    : relatedTests("unit", ["unit", "logic"]),
]);

if (results.every((result) => result.ok) && testFiles.length > 0) {
  // The backend's own tests, if the change touches what they import (each suite starts a stack).
  for (const project of ["integration", "publishing"]) results.push(await relatedTests(project, [project]));
  // Browser tests whose files, or what they import, changed: on a build of the site. Listing them
  // needs a build; without one, the site's tests build it and find none or some to run.
  const related = relatedBrowserTests();
  if (related === 0) console.log("\n──── end-to-end: no browser test imports a changed file ────");
  else
    results.push(
      await step(`end-to-end (${related ?? "related"})`, [
        "node",
        "scripts/test-site.mjs",
        "--skip-budgets",
        `--only-changed=${base}`,
        "--pass-with-no-tests",
      ]),
    );
}

/** How many browser tests the change touches, or null when that cannot be known without a build. */
function relatedBrowserTests() {
  try {
    const listed = execFileSync("npx", ["playwright", "test", "--list", `--only-changed=${base}`], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return Number(/Total: (\d+) tests?/.exec(listed)?.[1] ?? 0);
  } catch {
    return null;
  }
}

console.log("\n[check] Step times:");
for (const result of results)
  console.log(`  ${result.name.padEnd(28)} ${`${result.seconds} s`.padStart(6)}  ${result.ok ? "passed" : "FAILED"}`);
if (results.some((result) => !result.ok)) process.exit(1);
