// Starts and stops the Docker-free local Supabase stack (supabase/local) from Node: used by
// `npm start`, the integration tests' global setup, the Playwright setup and the scripts.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const mainModule = join(projectRoot, "supabase", "local", "main.ts");

/** The demo values `supabase start` uses; public, for local use only. */
export const DEMO = {
  jwtSecret: "super-secret-jwt-token-with-at-least-32-characters-long",
  anonKey:
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0",
  serviceRoleKey:
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU",
  /** The opaque keys a project created today also has (supabase/local/keys.ts). */
  publishableKey: "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH",
  secretKey: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
};

export const DEFAULT_PORTS = { api: 54321, db: 54322, mail: 54324, smtp: 54325 };

/** The Deno binary the `deno` npm package installs (falls back to its launcher script). */
export function denoCommand() {
  const require = createRequire(import.meta.url);
  const pkgDir = dirname(require.resolve("deno/package.json"));
  const binary = join(pkgDir, process.platform === "win32" ? "deno.exe" : "deno");
  if (existsSync(binary)) return { command: binary, prefix: [] };
  // npm may skip the package's postinstall (install scripts not approved): place the binary now,
  // offline, from the platform package, so signals reach Deno itself rather than a wrapper.
  try {
    const installed = require("deno/install_api.cjs").runInstall();
    if (installed && existsSync(installed)) return { command: installed, prefix: [] };
  } catch {
    /* fall back to the launcher */
  }
  return { command: process.execPath, prefix: [join(pkgDir, "bin.cjs")] };
}

/**
 * Where freePorts picks from: below the system's ephemeral range and below the fixed ports the
 * site's tests use (28321 on). A port the system hands out (a listen on port 0) can go to another
 * process's outgoing connection between the check and the stack's own listen, which then fails
 * with EADDRINUSE; a port below that range is only ever taken by a listener.
 */
export function listenerOnlyPorts() {
  let ephemeralFrom = 32768;
  try {
    const read = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    if (Number.isInteger(read)) ephemeralFrom = read;
  } catch {
    /* not Linux: its usual range */
  }
  const range = { from: 10_000, to: Math.min(28_000, ephemeralFrom) };
  if (range.to - range.from < 1_000)
    throw new Error(
      `The system hands out ports from ${ephemeralFrom} on, leaving too few below it for a local stack: raise the start of net.ipv4.ip_local_port_range.`,
    );
  return range;
}

/**
 * The ports above 1023 the Fetch standard blocks ("bad port"): Node's fetch, Deno's and every browser
 * refuse to connect to them, so a stack listening on one could not be reached by its own clients.
 */
const FETCH_BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** How long a port handed out stays claimed: longer than any stack takes to start listening. */
const PORT_CLAIM_MS = 15 * 60_000;
const portClaims = join(tmpdir(), "local-stack-port-claims");

/**
 * Claims a port for this process against every other process that picks ports here: two stacks
 * started together (the gate runs several stages side by side) could otherwise both find a port
 * free before either listens on it, minutes apart (a stack listens only once its migrations have
 * run). A claim is a file whose creation is atomic, and lapses after PORT_CLAIM_MS.
 * @param {number} port
 */
function claimPort(port) {
  const file = join(portClaims, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
  }
  try {
    if (Date.now() - statSync(file).mtimeMs < PORT_CLAIM_MS) return false;
    // A lapsed claim: whoever removes it first may claim the port afresh.
    unlinkSync(file);
    writeFileSync(file, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/**
 * `count` TCP ports free right now on 127.0.0.1, for a stack started next: each claimed against
 * other processes picking ports (claimPort) and checked by listening on it, chosen at random.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const { from, to } = listenerOnlyPorts();
  mkdirSync(portClaims, { recursive: true });
  /** @type {number[]} */ const ports = [];
  for (let tries = 0; ports.length < count; tries++) {
    if (tries === 1_000) throw new Error(`No ${count} free ports between ${from} and ${to} on 127.0.0.1.`);
    const port = from + Math.floor(Math.random() * (to - from));
    if (ports.includes(port) || FETCH_BLOCKED_PORTS.has(port) || !claimPort(port)) continue;
    const server = createServer();
    const free = await new Promise((resolve) =>
      server.once("error", () => resolve(false)).listen(port, "127.0.0.1", () => server.close(() => resolve(true))),
    );
    if (free) ports.push(port);
  }
  return ports;
}

/**
 * Spawns the stack and resolves once it is ready.
 * @param {import("./local-stack.d.mts").StartOptions} [options]
 * @returns {Promise<import("./local-stack.d.mts").RunningStack>}
 */
export async function startStack(options = {}) {
  const ports = { ...DEFAULT_PORTS, ...(options.ports ?? {}) };
  let dataDir = options.dataDir;
  let ownsDataDir = false;
  if (!dataDir) {
    dataDir = await mkdtemp(join(tmpdir(), "supabase-local-"));
    ownsDataDir = true;
  }
  const args = [
    "run",
    "--allow-all",
    "--no-prompt",
    "--quiet",
    mainModule,
    "--api-port",
    String(ports.api),
    "--db-port",
    String(ports.db),
    "--mail-port",
    String(ports.mail),
    "--smtp-port",
    String(ports.smtp),
    "--data-dir",
    dataDir,
  ];
  for (const dir of options.functionsDirs ?? []) args.push("--functions-dir", resolve(projectRoot, dir));
  if (options.databaseUrl) args.push("--database-url", options.databaseUrl);
  if (options.projectDir) args.push("--project-dir", resolve(options.projectDir));
  if (options.fresh) args.push("--reset");
  if (options.noSeed) args.push("--no-seed");
  if (options.verbose) args.push("--verbose");
  if (options.quiet) args.push("--quiet");
  const logs = options.logs ?? "pipe";
  const deno = denoCommand();
  const child = spawn(deno.command, [...deno.prefix, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...(options.env ?? {}), NO_COLOR: "1" },
    stdio: ["ignore", "pipe", logs === "inherit" ? "inherit" : "pipe"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  let stderrTail = "";
  child.stderr?.on("data", (d) => {
    stderrTail = (stderrTail + d.toString()).slice(-8000);
    if (logs === "pipe-through") process.stderr.write(d);
  });

  const info = await new Promise((resolveReady, rejectReady) => {
    let buffer = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      rejectReady(new Error(`local stack did not start within ${options.timeoutMs ?? 180000} ms\n${stderrTail}`));
    }, options.timeoutMs ?? 180000);
    child.stdout.on("data", (d) => {
      buffer += d.toString();
      let nl;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith("SUPABASE_LOCAL_READY ")) {
          clearTimeout(timer);
          resolveReady(JSON.parse(line.slice("SUPABASE_LOCAL_READY ".length)));
        } else if (logs !== "pipe") process.stdout.write(`${line}\n`);
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      rejectReady(new Error(`local stack exited before it was ready (code ${code ?? signal})\n${stderrTail}`));
    });
  });

  const exited = new Promise((res) => child.once("exit", (code) => res(code)));
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
        await exited;
        clearTimeout(timer);
      }
      if (ownsDataDir && !options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  return {
    url: info.apiUrl,
    anonKey: info.anonKey,
    serviceRoleKey: info.serviceRoleKey,
    dbUrl: info.dbUrl,
    inboxUrl: info.inboxUrl,
    smtp: info.smtp,
    ports: info.ports,
    dataDir,
    startupSeconds: info.startupSeconds,
    info,
    process: child,
    exited,
    stop,
  };
}

/** Is a stack answering on this API port? Returns its status, or null. */
export async function stackStatus(apiPort = DEFAULT_PORTS.api) {
  try {
    const res = await fetch(`http://127.0.0.1:${apiPort}/_local/status`, { signal: AbortSignal.timeout(1500) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}
