/**
 * The Deno the functions run on. Hosted Supabase runs them on its Edge Runtime, which embeds an
 * older Deno than the one the rest of the stack uses (supabase-edge-runtime 1.74, "compatible with
 * Deno v2.1.4", as its log lines and `supabase functions serve` report it). The project installs
 * that Deno's binary from the npm registry (optionalDependencies `deno-edge-runtime-<platform>`,
 * npm:@deno/<platform>@2.1.4, so it never takes over the `deno` command), and a function that uses
 * an API the Edge Runtime lacks fails here first.
 */
import { existsSync } from "node:fs";

export const EDGE_RUNTIME_DENO = "2.1.4";

/** The Edge Runtime's Deno in the project's node_modules, or null when it is not installed for this platform. */
export function edgeRuntimeDeno(codeDir: string): string | null {
  const os = Deno.build.os === "darwin" ? "darwin" : "linux";
  const arch = Deno.build.arch === "aarch64" ? "arm64" : "x64";
  const binary = `${codeDir}/node_modules/deno-edge-runtime-${os}-${arch}/deno`;
  return existsSync(binary) ? binary : null;
}
