// @ts-check
/**
 * Load: 50 concurrent visitors submitting quotes against a fresh local backend until 200 have been
 * answered, then again while the backend is stopped and restarted: once 20 quotes have been
 * accepted, the backend stops and starts again, and the run goes on until 20 more are accepted
 * after it is back. Prints throughput and p50/p95/p99 latency, and fails on any 5xx answer, on any
 * accepted quote missing from the database, or on a quote stored twice. While the backend is down,
 * requests are refused (connection errors or 5xx from the gateway); what matters then is that no
 * accepted quote is lost. Each phase ends on a count of answers, never at a time, so a busy machine
 * only makes it slower: the verdict is the same.
 *
 * `node scripts/load-test.mjs [--requests=200] [--concurrency=50]`
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { clientAddresses, fetchFrom } from "./client-address.mjs";
import { freePorts, startStack } from "./local-stack.mjs";

const option = (/** @type {string} */ name, /** @type {number} */ fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const REQUESTS = option("requests", 200);
const CONCURRENCY = option("concurrency", 50);
/** Quotes accepted before the restart, and after the backend is back, in the restart phase. */
const ACCEPTED_AROUND_RESTART = 20;
/** A request still unanswered after this long is a hung backend, not a slow one. */
const HUNG_MS = 120_000;
/** The restart phase gives up if the backend has not accepted quotes again by then. */
const RECOVERY_LIMIT_MS = 300_000;

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

/** @param {string} label @param {{ restart?: boolean }} options */
async function run(label, { restart = false } = {}) {
  const startedAt = Date.now();
  /** @type {number[]} */ const latencies = [];
  /** @type {Map<string, string>} */ const accepted = new Map();
  const counts = { ok: 0, status4xx: 0, status5xx: 0, networkErrors: 0 };
  /** How each 5xx answer read, so a failure says which layer gave up. */
  /** @type {Map<string, number>} */ const serverErrors = new Map();
  let sequence = 0;
  stackErrors = [];
  const nextClient = clientAddresses(200);
  /** The restart phase: before the restart, while it happens, and after the backend is back. */
  let stage = /** @type {"before" | "restarting" | "after"} */ ("before");
  let acceptedAfterRestart = 0;
  let recoveryDeadline = Number.POSITIVE_INFINITY;
  const finished = () =>
    restart
      ? stage === "after" && (acceptedAfterRestart >= ACCEPTED_AROUND_RESTART || Date.now() > recoveryDeadline)
      : latencies.length + counts.networkErrors >= REQUESTS;
  /** @type {Promise<void> | null} */
  let restarting = null;

  async function visitor(/** @type {number} */ worker) {
    while (!finished()) {
      if (restarting) await restarting;
      const n = ++sequence;
      const email = `${label}-${worker}-${n}@load.example.test`;
      const started = performance.now();
      const sentAfterRestart = stage === "after";
      try {
        // Each request from its own address, so the per-address limit measures load, not throttling.
        const response = await fetchFrom(nextClient())(`${stack.url}/functions/v1/submit-quote`, {
          method: "POST",
          headers: {
            apikey: stack.anonKey,
            Authorization: `Bearer ${stack.anonKey}`,
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
          signal: AbortSignal.timeout(HUNG_MS),
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
          if (sentAfterRestart) acceptedAfterRestart++;
          if (restart && stage === "before" && counts.ok >= ACCEPTED_AROUND_RESTART) restarting = restartBackend();
        }
      } catch {
        counts.networkErrors++;
        await sleep(100);
      }
    }
  }

  /** Stops the backend with requests in flight and starts it again on the same data. */
  async function restartBackend() {
    stage = "restarting";
    const downAt = Date.now();
    await stack.stop();
    stack = await start(false);
    console.log(`  backend restarted: unavailable for ${((Date.now() - downAt) / 1000).toFixed(1)} s`);
    recoveryDeadline = Date.now() + RECOVERY_LIMIT_MS;
    stage = "after";
    restarting = null;
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, (_, worker) => visitor(worker)));
  const seconds = (Date.now() - startedAt) / 1000;

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
    `${label}: ${latencies.length} answered requests in ${seconds.toFixed(0)} s (${(latencies.length / seconds).toFixed(1)}/s) at ${CONCURRENCY} concurrent; ` +
      `${counts.ok} accepted, ${counts.status4xx} 4xx, ${counts.status5xx} 5xx, ${counts.networkErrors} connection errors; ` +
      `latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms; ` +
      `${stored.length} stored, ${lost.length} accepted but missing, ${duplicated.length} stored twice`,
  );
  for (const [what, count] of serverErrors) console.log(`  ${count} × ${what}`);
  if (counts.status5xx > 0 && stackErrors.length > 0)
    console.log(`  the stack said:\n    ${[...new Set(stackErrors)].slice(0, 20).join("\n    ")}`);
  return [
    // While the backend restarts, refusals (connection errors, 502/503) are expected; losing an accepted quote is not.
    ...(counts.status5xx > 0 && !restart ? [`${label}: ${counts.status5xx} answers were 5xx`] : []),
    ...(lost.length > 0 ? [`${label}: ${lost.length} accepted quotes are missing`] : []),
    ...(duplicated.length > 0 ? [`${label}: ${duplicated.length} quotes stored twice`] : []),
    ...(counts.ok === 0 ? [`${label}: no quote was accepted`] : []),
    ...(restart && acceptedAfterRestart < ACCEPTED_AROUND_RESTART
      ? [
          `${label}: the backend accepted ${acceptedAfterRestart} quotes in the ${RECOVERY_LIMIT_MS / 60_000} minutes after its restart`,
        ]
      : []),
  ];
}

let problems = [];
try {
  problems = [...(await run("steady")), ...(await run("restart", { restart: true }))];
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`\nLoad test failed:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("\nLoad test passed: no 5xx under steady load, and every accepted quote stored exactly once.");
