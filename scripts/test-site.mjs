// @ts-check
/**
 * The site's own tests, against a fresh local backend on the ports .env.e2e
 * names: start the stack, build the site from it (pages prerendered from
 * backend data must be written, so PRERENDER_REQUIRE_DATA is on), check the
 * built HTML (scripts/check-built-site.mjs), then run the Playwright tests and
 * the performance budgets (scripts/budgets.mjs) side by side (the budgets are
 * ratios against controls measured in the same moment, so the tests' load
 * changes no verdict), and stop the stack.
 *
 * `node scripts/test-site.mjs [--skip-budgets] [playwright args…]`
 * `node scripts/test-site.mjs --built-only`: the build and its HTML checks, no browser.
 * `node scripts/test-site.mjs --report` (`npm run perf:report`): no Playwright; measures every
 * prerendered page with Lighthouse and rewrites docs/performance.md.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { startStack } from "./local-stack.mjs";

/**
 * Fixed, since the build the tests check names the API's address (.env.e2e), and below Linux's
 * ephemeral range (32768–60999), where the other stages' stacks take random ports that a process
 * still shutting down may hold for a moment.
 */
export const E2E_STACK_PORTS = { api: 28321, db: 28322, mail: 28324, smtp: 28325 };

/** Waits (up to 30 s) until nothing listens on the port, so a stack still shutting down is not fatal. */
async function waitUntilFree(/** @type {number} */ port) {
  for (let attempt = 0; ; attempt++) {
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return;
    if (attempt === 30) throw new Error(`Port ${port} is still in use: stop whatever listens on it and try again.`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Runs a command; its output streams as it comes, or, `held`, is kept and given to the caller, who
 * prints it once the command beside it has finished too: so it neither interleaves with that
 * command's nor ends up buried above it, where a log's last lines would not show it.
 * @returns {Promise<string>} the held output (empty when it streamed)
 */
function run(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {Record<string, string>} */ env = {},
  { held = false } = {},
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("exit", (code) => {
      const printed = Buffer.concat(output).toString();
      if (code === 0) resolve(printed);
      else reject(Object.assign(new Error(`${command} ${args.join(" ")} exited with ${code}`), { printed }));
    });
  });
}

const args = process.argv.slice(2);
const skipBudgets = args.includes("--skip-budgets");
const reportOnly = args.includes("--report");
const builtOnly = args.includes("--built-only");
const playwrightArgs = args.filter((arg) => !["--skip-budgets", "--report", "--built-only"].includes(arg));

for (const port of Object.values(E2E_STACK_PORTS)) await waitUntilFree(port);
console.log("Starting a fresh local backend for the site's tests…");
const stack = await startStack({ ports: E2E_STACK_PORTS, fresh: true, quiet: true });
let failed = false;
try {
  await run("npm", ["run", "build:e2e"], { PRERENDER_REQUIRE_DATA: "1" });
  // What the HTML alone can tell, in seconds, before any browser starts.
  if (!reportOnly) await run("node", ["scripts/check-built-site.mjs"]);
  if (builtOnly) {
    // The HTML checks above were all that was asked.
  } else if (reportOnly) {
    // Three rounds, the median kept, for every Lighthouse run and every trace: one run of a page
    // on a shared machine can land a tenth either side of its steady cost.
    await run("node", ["scripts/perf-report.mjs", "--all", "--write-report", "--rounds=3"]);
  } else {
    const outcomes = await Promise.allSettled([
      run("npx", ["playwright", "test", ...playwrightArgs], {
        E2E_INBOX_URL: stack.inboxUrl,
        E2E_API_URL: stack.url,
        E2E_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      }),
      skipBudgets ? Promise.resolve("") : run("node", ["scripts/budgets.mjs"], {}, { held: true }),
    ]);
    const [, budgets] = outcomes;
    process.stdout.write(budgets.status === "fulfilled" ? budgets.value : (budgets.reason?.printed ?? ""));
    const failure = outcomes.find((outcome) => outcome.status === "rejected");
    if (failure) throw failure.reason;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
