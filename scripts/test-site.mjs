// @ts-check
/**
 * The site's own tests, against a fresh local backend on the ports .env.e2e
 * names: start the stack, build the site from it (pages prerendered from
 * backend data must be written, so PRERENDER_REQUIRE_DATA is on), run the
 * Playwright tests, then the performance budgets (scripts/budgets.mjs),
 * and stop the stack.
 *
 * `node scripts/test-site.mjs [--skip-budgets] [playwright args…]`
 * `node scripts/test-site.mjs --report` (`npm run perf:report`): no Playwright; measures every
 * prerendered page and rewrites docs/performance.md.
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

function run(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {Record<string, string>} */ env = {},
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

const args = process.argv.slice(2);
const skipBudgets = args.includes("--skip-budgets");
const reportOnly = args.includes("--report");
const playwrightArgs = args.filter((arg) => arg !== "--skip-budgets" && arg !== "--report");

for (const port of Object.values(E2E_STACK_PORTS)) await waitUntilFree(port);
console.log("Starting a fresh local backend for the site's tests…");
const stack = await startStack({ ports: E2E_STACK_PORTS, fresh: true, quiet: true });
let failed = false;
try {
  await run("npm", ["run", "build:e2e"], { PRERENDER_REQUIRE_DATA: "1" });
  // What the HTML alone can tell, in seconds, before any browser starts.
  if (!reportOnly) await run("node", ["scripts/check-built-site.mjs"]);
  if (reportOnly) {
    await run("node", ["scripts/budgets.mjs", "--all", "--write-report", "--calibrated"]);
  } else {
    await run("npx", ["playwright", "test", ...playwrightArgs], {
      E2E_INBOX_URL: stack.inboxUrl,
      E2E_API_URL: stack.url,
      E2E_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    });
    if (!skipBudgets) await run("node", ["scripts/budgets.mjs"]);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
