// `npm run stack`: the local Supabase stack alone, in the foreground. Flags pass through
// (e.g. `npm run stack -- --api-port 28321 --data-dir /tmp/other`). Ctrl-C stops it.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { denoCommand, projectRoot } from "./local-stack.mjs";

const deno = denoCommand();
const child = spawn(
  deno.command,
  [
    ...deno.prefix,
    "run",
    "--allow-all",
    "--no-prompt",
    "--quiet",
    join(projectRoot, "supabase", "local", "main.ts"),
    ...process.argv.slice(2),
  ],
  { cwd: projectRoot, stdio: ["ignore", "ignore", "inherit"] },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
