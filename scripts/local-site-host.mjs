// @ts-check
/**
 * The static host, played on this machine for `npm start`: its build hook (what
 * SITE_BUILD_HOOK_URL names on a real host) rebuilds the production site against the local stack
 * in the background, in dist.next, then swaps it into dist, so `npm run preview` serves the new
 * HTML without a gap. Hooks that arrive during a build ask for one more build after it, as a host
 * queues them.
 */
import { spawn } from "node:child_process";
import { mkdir, rename, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";

/**
 * `dist` is where the site is published (the preview's dist by default; tests give their own).
 * @param {{ projectRoot: string, supabaseUrl: string, publishableKey: string, dist?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ hookUrl: string, idle: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startSiteHost({
  projectRoot,
  supabaseUrl,
  publishableKey,
  dist = join(projectRoot, "dist"),
  log = console.error,
}) {
  const staging = `${dist}.next`;
  /** @type {Promise<void> | null} */
  let building = null;
  let again = false;
  let stopped = false;
  /** @type {import("node:child_process").ChildProcess | null} */
  let step = null;

  const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
    new Promise((resolve, reject) => {
      step = spawn(command, args, {
        cwd: projectRoot,
        stdio: ["ignore", "ignore", "pipe"],
        env: {
          ...process.env,
          VITE_SUPABASE_URL: supabaseUrl,
          VITE_SUPABASE_ANON_KEY: publishableKey,
          BUILD_DIR: staging,
          // A build without the articles would publish a site without them.
          PRERENDER_REQUIRE_DATA: "1",
        },
      });
      let errors = "";
      step.stderr?.on("data", (chunk) => (errors = (errors + chunk).slice(-4000)));
      step.once("error", reject);
      step.once("exit", (code) =>
        code === 0 ? resolve(undefined) : reject(new Error(`${args.join(" ")} failed (${code}):\n${errors}`)),
      );
    });

  async function buildOnce() {
    const started = Date.now();
    await rm(staging, { recursive: true, force: true });
    const vite = join(projectRoot, "node_modules/vite/bin/vite.js");
    await run(process.execPath, [
      vite,
      "build",
      "--outDir",
      join(staging, "client"),
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ]);
    await run(process.execPath, [
      vite,
      "build",
      "--ssr",
      "src/entry-server.tsx",
      "--outDir",
      join(staging, "server"),
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ]);
    await run(process.execPath, [join(projectRoot, "scripts/prerender.mjs")]);
    if (stopped) return;
    // Two renames: the preview reads dist/client per request, so it serves the old site up to the
    // first and the new one from the second.
    await mkdir(dist, { recursive: true });
    await mkdir(join(staging, "previous"));
    for (const part of ["client", "server"]) {
      await rename(join(dist, part), join(staging, "previous", part)).catch(() => undefined);
      await rename(join(staging, part), join(dist, part));
    }
    await rename(join(staging, "manifest.json"), join(dist, "manifest.json"));
    await rm(staging, { recursive: true, force: true });
    log(`The public site was rebuilt in ${((Date.now() - started) / 1000).toFixed(0)} s (dist/client).`);
  }

  function requestBuild() {
    if (building) {
      again = true;
      return;
    }
    building = (async () => {
      do {
        again = false;
        try {
          await buildOnce();
        } catch (error) {
          if (!stopped) log(`The public site's rebuild failed: ${/** @type {Error} */ (error).message}`);
        }
      } while (again && !stopped);
      building = null;
    })();
  }

  const server = createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/build") {
      response.writeHead(404, { "Content-Type": "application/json" }).end('{"message":"not found"}');
      return;
    }
    request.resume();
    requestBuild();
    // As Netlify's build hooks answer: accepted, building in the background.
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    hookUrl: `http://127.0.0.1:${port}/build`,
    idle: async () => {
      while (building) await building;
    },
    stop: async () => {
      stopped = true;
      step?.kill("SIGTERM");
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await building;
    },
  };
}
