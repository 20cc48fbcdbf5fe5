// @ts-check
/**
 * Load: 50 concurrent visitors submitting quotes for 30 seconds against a
 * fresh local backend, then the same again while the backend is stopped and
 * restarted in the middle of the run. Prints throughput and p50/p95/p99
 * latency, and fails on any 5xx answer, on any accepted quote missing from the
 * database, or on a quote stored twice. While the backend is down, requests
 * are refused (connection errors or 5xx from the gateway); what matters then is
 * that no accepted quote is lost.
 *
 * `node scripts/load-test.mjs [--seconds=30] [--concurrency=50]`
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { clientAddresses, fetchFrom } from "./client-address.mjs";
import { freePorts, startStack } from "./local-stack.mjs";

const option = (/** @type {string} */ name, /** @type {number} */ fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const SECONDS = option("seconds", 30);
const CONCURRENCY = option("concurrency", 50);

const [api, db, mail, smtp] = await freePorts(4);
const ports = {
  api: /** @type {number} */ (api),
  db: /** @type {number} */ (db),
  mail: /** @type {number} */ (mail),
  smtp: /** @type {number} */ (smtp),
};
const dataDir = await mkdtemp(join(tmpdir(), "load-test-"));
/** The stack's own account of failures (not its mail and request lines), shown beside any 5xx. */
/** @type {string[]} */ let stackErrors = [];
/** @param {import("./local-stack.d.mts").RunningStack} running */
const collectErrors = (running) => {
  running.process.stderr?.on("data", (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split("\n"))
      if (line.trim() && !/\] mail to |SMTP: /.test(line)) stackErrors.push(line.slice(0, 300));
  });
  return running;
};
const start = (/** @type {boolean} */ fresh) =>
  startStack({ ports, dataDir, fresh, keepDataDir: true }).then(collectErrors);
let stack = await start(true);

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A number as letters ("b", "bc"…): a name may hold letters only. */
const inLetters = (/** @type {number} */ n) =>
  [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join("");

/** @param {string} label @param {{ restartAfterMs?: number }} options */
async function run(label, { restartAfterMs } = {}) {
  const deadline = Date.now() + SECONDS * 1000;
  /** @type {number[]} */ const latencies = [];
  /** @type {Map<string, string>} */ const accepted = new Map();
  const counts = { ok: 0, status4xx: 0, status5xx: 0, networkErrors: 0 };
  /** How each 5xx answer read, so a failure says which layer gave up. */
  /** @type {Map<string, number>} */ const serverErrors = new Map();
  let sequence = 0;
  stackErrors = [];
  const nextClient = clientAddresses(200);
  const url = stack.url;
  const key = stack.anonKey;

  async function visitor(/** @type {number} */ worker) {
    while (Date.now() < deadline) {
      const n = ++sequence;
      const email = `${label}-${worker}-${n}@load.example.test`;
      const started = performance.now();
      try {
        // Each request from its own address, so the per-address limit measures load, not throttling.
        const response = await fetchFrom(nextClient())(`${url}/functions/v1/submit-quote`, {
          method: "POST",
          headers: {
            apikey: key,
            Authorization: `Bearer ${key}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({
            firstName: "Load",
            lastName: `Test ${inLetters(n)}`,
            email,
            revenue: "Under £50,000",
            industry: "Retail",
            package: "Insights",
          }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = await response.json().catch(() => null);
        latencies.push(performance.now() - started);
        if (response.status >= 500) {
          counts.status5xx++;
          const what = `${response.status} ${JSON.stringify(body)?.slice(0, 160)}`;
          serverErrors.set(what, (serverErrors.get(what) ?? 0) + 1);
        } else if (response.status >= 400) counts.status4xx++;
        else {
          counts.ok++;
          accepted.set(email, body?.data?.id);
        }
      } catch {
        counts.networkErrors++;
        await sleep(100);
      }
    }
  }

  const restart = restartAfterMs
    ? sleep(restartAfterMs).then(async () => {
        const downAt = Date.now();
        await stack.stop();
        stack = await start(false);
        console.log(`  backend restarted: unavailable for ${((Date.now() - downAt) / 1000).toFixed(1)} s`);
      })
    : Promise.resolve();
  await Promise.all([...Array.from({ length: CONCURRENCY }, (_, worker) => visitor(worker)), restart]);

  const sorted = [...latencies].sort((a, b) => a - b);
  const database = postgres(stack.dbUrl, { max: 1, onnotice: () => undefined });
  const stored = await database`select contact_email, id from public.quotes where contact_email like ${`${label}-%`}`;
  await database.end();
  const storedByEmail = new Map();
  for (const row of stored)
    storedByEmail.set(row.contact_email, [...(storedByEmail.get(row.contact_email) ?? []), row.id]);
  const lost = [...accepted].filter(([email, id]) => !(storedByEmail.get(email) ?? []).includes(id));
  const duplicated = [...storedByEmail].filter(([, ids]) => ids.length > 1);

  console.log(
    `${label}: ${latencies.length} answered requests in ${SECONDS} s (${(latencies.length / SECONDS).toFixed(1)}/s) at ${CONCURRENCY} concurrent; ` +
      `${counts.ok} accepted, ${counts.status4xx} 4xx, ${counts.status5xx} 5xx, ${counts.networkErrors} connection errors; ` +
      `latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms; ` +
      `${stored.length} stored, ${lost.length} accepted but missing, ${duplicated.length} stored twice`,
  );
  for (const [what, count] of serverErrors) console.log(`  ${count} × ${what}`);
  if (counts.status5xx > 0 && stackErrors.length > 0)
    console.log(`  the stack said:\n    ${[...new Set(stackErrors)].slice(0, 20).join("\n    ")}`);
  return [
    // While the backend restarts, refusals (connection errors, 502/503) are expected; losing an accepted quote is not.
    ...(counts.status5xx > 0 && !restartAfterMs ? [`${label}: ${counts.status5xx} answers were 5xx`] : []),
    ...(lost.length > 0 ? [`${label}: ${lost.length} accepted quotes are missing`] : []),
    ...(duplicated.length > 0 ? [`${label}: ${duplicated.length} quotes stored twice`] : []),
    ...(counts.ok === 0 ? [`${label}: no quote was accepted`] : []),
  ];
}

let problems = [];
try {
  problems = [...(await run("steady")), ...(await run("restart", { restartAfterMs: (SECONDS * 1000) / 3 }))];
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`\nLoad test failed:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("\nLoad test passed: no 5xx under steady load, and every accepted quote stored exactly once.");
