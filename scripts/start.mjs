// `npm start`: the local Supabase stack and the site's dev server together, with the local static
// host whose build hook rebuilds the production site when staff publish (`npm run preview` serves
// it). Ctrl-C stops them all; if the stack or the dev server stops on its own, the rest stop too.
import { spawn } from "node:child_process";
import { DEFAULT_PORTS, DEMO, projectRoot, startStack, stackStatus } from "./local-stack.mjs";
import { startSiteHost } from "./local-site-host.mjs";

const running = await stackStatus();
let stack = null;
const siteHost = await startSiteHost({
  projectRoot,
  supabaseUrl: `http://127.0.0.1:${DEFAULT_PORTS.api}`,
  publishableKey: DEMO.publishableKey,
});
if (running) {
  console.error(
    `Using the local stack already running at ${running.apiUrl}; publishing rebuilds the public site only from a stack \`npm start\` started.`,
  );
} else {
  try {
    stack = await startStack({
      dataDir: `${projectRoot}/.local-db`,
      logs: "inherit",
      // The preview (`npm run preview`) is where the host publishes: update-public-site reads its build.json.
      env: { SITE_BUILD_HOOK_URL: siteHost.hookUrl, PUBLIC_SITE_URL: "http://127.0.0.1:4173" },
    });
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const dev = spawn(npm, ["run", "dev"], { cwd: projectRoot, stdio: "inherit" });

let exiting = false;
async function stopAll(code) {
  if (exiting) return;
  exiting = true;
  if (dev.exitCode === null && dev.signalCode === null) dev.kill("SIGTERM");
  await siteHost.stop();
  await stack?.stop();
  process.exit(code);
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
dev.on("exit", (code) => stopAll(code ?? 0));
stack?.exited.then((code) => {
  if (!exiting) {
    console.error(`The local stack stopped (code ${code}); stopping the dev server.`);
    stopAll(1);
  }
});
