// `npm run db:reset`: rebuilds the local database from supabase/migrations and the seed files.
// Resets the running stack in place when one answers on the API port; otherwise rebuilds the
// data folder directly. Options: --api-port N, --data-dir DIR.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_PORTS, DEMO, denoCommand, projectRoot, stackStatus } from "./local-stack.mjs";

const { values } = parseArgs({ options: { "api-port": { type: "string" }, "data-dir": { type: "string" } } });
const apiPort = Number(values["api-port"] ?? process.env.SUPABASE_LOCAL_API_PORT ?? DEFAULT_PORTS.api);

const status = await stackStatus(apiPort);
if (status) {
  console.error(`Resetting the running stack on port ${apiPort}…`);
  const res = await fetch(`http://127.0.0.1:${apiPort}/_local/reset`, {
    method: "POST",
    headers: { apikey: DEMO.serviceRoleKey, authorization: `Bearer ${DEMO.serviceRoleKey}` },
  });
  const body = await res.json();
  if (!res.ok) {
    console.error(`Reset failed: ${body.message}`);
    process.exit(1);
  }
  console.error(`Database rebuilt from migrations and seeds in ${body.seconds} s.`);
} else {
  const deno = denoCommand();
  const args = [
    ...deno.prefix,
    "run",
    "--allow-all",
    "--no-prompt",
    "--quiet",
    join(projectRoot, "supabase", "local", "main.ts"),
    "--reset",
    "--setup-only",
  ];
  if (values["data-dir"]) args.push("--data-dir", values["data-dir"]);
  const r = spawnSync(deno.command, args, { cwd: projectRoot, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.error("Database rebuilt from migrations and seeds.");
}
