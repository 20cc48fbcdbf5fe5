// `npm start`: the local Supabase stack and the site's dev server together. Ctrl-C stops both;
// if either stops on its own, the other is stopped too.
import { spawn } from "node:child_process";
import { projectRoot, startStack, stackStatus } from "./local-stack.mjs";

const running = await stackStatus();
let stack = null;
if (running) {
  console.error(`Using the local stack already running at ${running.apiUrl}.`);
} else {
  try {
    stack = await startStack({ dataDir: `${projectRoot}/.local-db`, logs: "inherit" });
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
