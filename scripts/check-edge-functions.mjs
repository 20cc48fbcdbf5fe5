// @ts-check
/**
 * Type-checks the edge functions with the Deno the hosted Edge Runtime embeds
 * (supabase/local/functions/edge-deno.ts), so an API or type it lacks fails
 * `npm run typecheck` here, not a deploy.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./local-stack.mjs";

const os = process.platform === "darwin" ? "darwin" : "linux";
const arch = process.arch === "arm64" ? "arm64" : "x64";
const deno = join(projectRoot, "node_modules", `deno-edge-runtime-${os}-${arch}`, "deno");
if (!existsSync(deno)) {
  // The registry serves that Deno for linux-x64 only (the CI machine's platform): elsewhere the
  // check is left to CI rather than failing every developer's typecheck.
  const served = os === "linux" && arch === "x64";
  console.error(
    served
      ? "The Edge Runtime's Deno is not installed (npm install): cannot check the functions on it."
      : `The Edge Runtime's Deno is not published for ${os}-${arch}: the functions are checked on it in CI only.`,
  );
  process.exit(served ? 1 : 0);
}
const functionsDir = join(projectRoot, "supabase/functions");
const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && !entry.name.startsWith("_") && existsSync(join(functionsDir, entry.name, "index.ts")),
  )
  .map((entry) => join("supabase/functions", entry.name, "index.ts"));
const result = spawnSync(deno, ["check", "--quiet", ...entries], { cwd: projectRoot, stdio: "inherit" });
process.exit(result.status ?? 1);
