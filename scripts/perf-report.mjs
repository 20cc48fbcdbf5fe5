// @ts-check
/**
 * `npm run perf:report`: Lighthouse (mobile, Debian Chromium) on every prerendered page, written to
 * docs/performance.md. Each page is measured beside two controls in the same run: the same HTML
 * with every script removed (served by a twin of the site, so its images load as the page's do),
 * and an empty page. So the report says what the scripts add to the page's own HTML, and what the
 * HTML costs over opening any page, in ratios that mean the same on any machine. A report, not the
 * gate: `npm test` holds the pages with scripts/budgets.mjs (CPU time from a trace against the same
 * controls, never Lighthouse's simulated times).
 *
 * `node scripts/perf-report.mjs [--all] [--pages=/a,/b] [--rounds=N] [--write-report] [--calibrated]`:
 * Lighthouse on one page of each kind (or the pages named), each N times (default 1; the median
 * kept), its own HTML and an empty page just before it each time; with --all, every page's
 * main-thread CPU time from a Chromium trace beside the same two controls (scripts/budgets.mjs's
 * measure, seconds a page where Lighthouse takes a minute on a busy machine).
 *
 * The CPU slowdown is Lighthouse's mobile 4×, or with --calibrated the slowdown calibrated from the
 * machine's benchmark index (cpu-calibration.mjs), as Lighthouse's throttling guide describes.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as lighthouseThrottling } from "lighthouse/core/config/constants.js";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { calibratedThrottling } from "./cpu-calibration.mjs";
import { EMPTY_PAGE_PATH, startControlServer } from "./budget-control.mjs";
import { cpuBlockingTime, cpuWork } from "./blocking-time.mjs";
import { entryJavaScriptKb as entryKbOf } from "./built-site/entry-javascript.mjs";
import { withoutScripts } from "./page-cost.mjs";
import { startServer } from "./serve.mjs";
import { measurePages } from "./budgets.mjs";
import { sitemapPaths } from "./built-site/templates.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const client = join(root, "dist/client");
const PORT = 4329;
const CONTROL_PORT = 4330;
const STATIC_TWIN_PORT = 4331;
const PAGE_TWIN_PORT = 4332;
const calibrated = process.argv.includes("--calibrated");
const rounds = Number(process.argv.find((arg) => arg.startsWith("--rounds="))?.slice("--rounds=".length) ?? 1);

/** One page of each template and each kind of app page. */
const samplePages = [
  "/",
  "/accounting",
  "/accounting/vat",
  "/about/ethos",
  "/faqs",
  "/privacy",
  "/knowledge",
  "/quote",
  "/contact",
  "/legal/corporation-tax-calculator",
  "/knowledge/influencer-tax-playbook",
  // Built from backend data, and checked against it at load (decision 020).
  "/knowledge/article/vat-registration-threshold",
];

/** Pages a visitor works in (forms, calculators, search), held to 98 rather than 100. */
const appPages = /^\/(quote|contact|knowledge|knowledge\/influencer-tax-playbook|legal\/[\w-]*calculator)$/;

/** The targets (issue 35), each against a control measured in the same run. */
export const targets = {
  /** The page's main-thread work over its own HTML's without scripts. */
  scripts: 1.3,
  /** TBT over the page's own HTML's, in ms. */
  tbtOverHtml: 50,
  /** The page's own HTML's main-thread work over an empty page's. */
  html: 2,
  performance: (/** @type {string} */ path) => (appPages.test(path) ? 98 : 100),
};

async function prerenderedPages() {
  return sitemapPaths(join(root, "dist"));
}

/**
 * The site with every page's scripts taken out: a page's HTML as the site serves it, less its
 * scripts; anything else (images, fonts) passed through from the site. With `keepScripts`, the
 * site as it is, through the same server: the page is measured through it, so the two differ only
 * in the scripts (a page straight from the site's server measured a fifth dearer in Lighthouse's
 * work than through this one, scripts or not).
 */
function startStaticTwin(/** @type {number} */ port, /** @type {number} */ sitePort, { keepScripts = false } = {}) {
  const server = createServer(async (request, response) => {
    try {
      const answer = await fetch(`http://127.0.0.1:${sitePort}${request.url}`, { redirect: "manual" });
      const type = answer.headers.get("content-type") ?? "application/octet-stream";
      const body =
        type.startsWith("text/html") && !keepScripts
          ? withoutScripts(await answer.text())
          : Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, { "Content-Type": type, "Cache-Control": "no-store" });
      response.end(body);
    } catch (error) {
      response.writeHead(502, { "Content-Type": "text/plain" });
      response.end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** This machine's benchmark index now: the median of three of Lighthouse's own measurements. */
async function benchmarkIndex(/** @type {number} */ port) {
  const indexes = [];
  for (let run = 0; run < 3; run++) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}/`, { port, logLevel: "error", onlyAudits: ["viewport"] });
    indexes.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  return /** @type {number} */ (indexes.sort((a, b) => a - b)[1]);
}

/** @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, tbt: number, cpuTbt: number, work: number, cpuWork: number, lcp: number, cls: number }} Measured */

/**
 * One Lighthouse run of a URL at the report's throttling. On a busy machine Chrome now and then
 * loses a trace (NO_NAVSTART, NO_FCP): such a run is made again, up to twice.
 * @returns {Promise<Measured>}
 */
async function lighthouseRun(/** @type {number} */ port, /** @type {string} */ url, /** @type {number} */ index) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRunOnce(port, url, index);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error instanceof Error ? error.message : error}: measuring again.`);
    }
  }
}

async function lighthouseRunOnce(/** @type {number} */ port, /** @type {string} */ url, /** @type {number} */ index) {
  const throttling = calibrated ? calibratedThrottling(index) : lighthouseThrottling.mobileSlow4G;
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    throttlingMethod: "simulate",
    throttling,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
  const breakdown = /** @type {{ items?: { duration: number }[] } | undefined} */ (
    audits["mainthread-work-breakdown"]?.details
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    cpuTbt: cpuBlockingTime(result.artifacts.Trace.traceEvents, throttling.cpuSlowdownMultiplier),
    cpuWork: cpuWork(result.artifacts.Trace.traceEvents, throttling.cpuSlowdownMultiplier),
    work: (breakdown?.items ?? []).reduce((sum, item) => sum + item.duration, 0),
    lcp: (audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
  };
}

/** The median of each figure over runs. @returns {Measured} */
function medianOf(/** @type {Measured[]} */ runs) {
  const median = (/** @type {keyof Measured} */ key) =>
    /** @type {number} */ (runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)]);
  return /** @type {Measured} */ (
    Object.fromEntries(/** @type {(keyof Measured)[]} */ (Object.keys(runs[0] ?? {})).map((key) => [key, median(key)]))
  );
}

/**
 * A page, its own HTML without scripts and an empty page, interleaved round by round: each page's
 * ratios are to controls measured moments before it, whatever the machine's load did in between.
 */
async function measurePage(/** @type {number} */ port, /** @type {string} */ path, /** @type {number} */ index) {
  /** @type {Measured[]} */ const emptyRuns = [];
  /** @type {Measured[]} */ const pageRuns = [];
  /** @type {Measured[]} */ const htmlRuns = [];
  for (let round = 0; round < rounds; round++) {
    emptyRuns.push(await lighthouseRun(port, `http://127.0.0.1:${CONTROL_PORT}${EMPTY_PAGE_PATH}`, index));
    htmlRuns.push(await lighthouseRun(port, `http://127.0.0.1:${STATIC_TWIN_PORT}${path}`, index));
    pageRuns.push(await lighthouseRun(port, `http://127.0.0.1:${PAGE_TWIN_PORT}${path}`, index));
  }
  const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
  return {
    path,
    page: medianOf(pageRuns),
    html: medianOf(htmlRuns),
    empty: medianOf(emptyRuns),
    entryKb: await entryKbOf(join(root, "dist"), await readFile(join(client, file), "utf8")),
  };
}

/** @typedef {Awaited<ReturnType<typeof measurePage>>} Row */

function missedTargets(/** @type {Row} */ row) {
  const missed = [];
  if (row.page.cpuWork > targets.scripts * row.html.cpuWork) missed.push("scripts");
  if (row.page.tbt > row.html.tbt + targets.tbtOverHtml) missed.push("TBT");
  if (row.html.cpuWork > targets.html * row.empty.cpuWork) missed.push("HTML");
  if (row.page.performance < targets.performance(row.path)) missed.push("score");
  return missed;
}

function table(/** @type {Row[]} */ rows) {
  return [
    "| Page | Perf: page / own HTML / empty | TBT ms: page / own HTML / empty | CPU TBT ms: page / own HTML | Work ms: page / own HTML / empty | CPU work ms: page / own HTML / empty | Scripts (× own HTML) | Own HTML (× empty) | LCP s | CLS | A11y · BP · SEO | Entry JS KB gz | Targets missed |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
    ...rows.map(
      (row) =>
        `| ${row.path} | ${row.page.performance} / ${row.html.performance} / ${row.empty.performance} | ${Math.round(row.page.tbt)} / ${Math.round(row.html.tbt)} / ${Math.round(row.empty.tbt)} | ${Math.round(row.page.cpuTbt)} / ${Math.round(row.html.cpuTbt)} | ${Math.round(row.page.work)} / ${Math.round(row.html.work)} / ${Math.round(row.empty.work)} | ${Math.round(row.page.cpuWork)} / ${Math.round(row.html.cpuWork)} / ${Math.round(row.empty.cpuWork)} | ${(row.page.cpuWork / row.html.cpuWork).toFixed(2)} | ${(row.html.cpuWork / row.empty.cpuWork).toFixed(2)} | ${row.page.lcp.toFixed(2)} | ${row.page.cls.toFixed(3)} | ${row.page.accessibility} · ${row.page.bestPractices} · ${row.page.seo} | ${row.entryKb.toFixed(1)} | ${missedTargets(row).join(", ") || "none"} |`,
    ),
  ].join("\n");
}

/**
 * The interactions' latency on the calibrated phone, as the end-to-end suite last measured them
 * (e2e/interaction-latency.mobile.spec.ts writes one file per interaction).
 */
async function interactionTable() {
  const dir = join(root, "reports/interaction-latency");
  const files = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
  /** @type {{ interaction: string, p75: number, control: number, slowdown: number, builtAt?: string }[]} */
  const measured = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), "utf8"))));
  // Only the latest build measured: a row left from an older run (or an interaction since renamed) is not this site's.
  const latest = measured
    .map((row) => row.builtAt ?? "")
    .sort()
    .at(-1);
  const rows = measured.filter((row) => (row.builtAt ?? "") === latest);
  if (rows.length === 0) return "No measurements yet: run `npm test` (or the site's tests) first.";
  return [
    "| Interaction | p75 (ms) | control p75 (ms) | CPU slowdown | under 200 ms |",
    "| --- | --: | --: | --: | --- |",
    ...rows
      .sort((a, b) => a.interaction.localeCompare(b.interaction))
      .map(
        (row) =>
          `| ${row.interaction} | ${Math.round(row.p75)} | ${Math.round(row.control)} | ${row.slowdown.toFixed(2)}× | ${row.p75 < 200 ? "yes" : "no"} |`,
      ),
  ].join("\n");
}

/** Every page's CPU time from traces, against its own HTML and an empty page (scripts/budgets.mjs). */
async function everyPageCpu(/** @type {string[]} */ pages) {
  const rows = await measurePages(`http://127.0.0.1:${PORT}`, pages, (row) =>
    console.log(
      `${row.path}: CPU ${Math.round(row.page)} / own HTML ${Math.round(row.ownHtml)} / empty ${Math.round(row.empty)} ms`,
    ),
  );
  const within = (/** @type {(row: (typeof rows)[number]) => boolean} */ test) => rows.filter(test).length;
  const onIntent = rows.filter((row) => row.onIntent);
  const atLoad = rows.filter((row) => !row.onIntent);
  const range = (/** @type {number[]} */ values) =>
    values.length === 0 ? "nothing" : `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}×`;
  return [
    `${rows.length} pages: the scripts make a page ${Math.min(...rows.map((row) => row.scripts)).toFixed(2)}–${Math.max(...rows.map((row) => row.scripts)).toFixed(2)}× its own HTML's CPU time (${within((row) => row.scripts <= targets.scripts)} within ${targets.scripts}×); its own HTML costs ${Math.min(...rows.map((row) => row.ownHtml / row.empty)).toFixed(2)}–${Math.max(...rows.map((row) => row.ownHtml / row.empty)).toFixed(2)}× an empty page's (${within((row) => row.ownHtml / row.empty <= targets.html)} within ${targets.html}×).`,
    "",
    atLoad.length === 0
      ? `Scripts start on intent (decision 020) on every page, costing ${range(onIntent.map((row) => row.scripts))} their own HTML.`
      : `Scripts start on intent (decision 020) on ${onIntent.length} pages, costing ${range(onIntent.map((row) => row.scripts))} their own HTML; at load on ${atLoad.length}, costing ${range(atLoad.map((row) => row.scripts))}.`,
    "",
    "| Page | Scripts start | CPU ms: page / own HTML / empty | Scripts (× own HTML) | Own HTML (× empty) | Page (× empty) | Layout shift |",
    "| --- | --- | --: | --: | --: | --: | --: |",
    ...rows.map(
      (row) =>
        `| ${row.path} | ${row.onIntent ? "on intent" : "at load"} | ${Math.round(row.page)} / ${Math.round(row.ownHtml)} / ${Math.round(row.empty)} | ${row.scripts.toFixed(2)} | ${(row.ownHtml / row.empty).toFixed(2)} | ${row.total.toFixed(2)} | ${row.cls.toFixed(3)} |`,
    ),
  ].join("\n");
}

function report(
  /** @type {Row[]} */ rows,
  /** @type {{ index: number, slowdown: number }} */ calibration,
  /** @type {string} */ lighthouseVersion,
  /** @type {string} */ interactions,
  /** @type {string | null} */ everyPage,
) {
  const ratios = (/** @type {(row: Row) => number} */ ratio) => {
    const values = rows.map(ratio);
    return `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}×`;
  };
  const meeting = (/** @type {string} */ target) => rows.filter((row) => !missedTargets(row).includes(target)).length;
  return [
    "# Performance",
    "",
    `Lighthouse ${lighthouseVersion} mobile (simulated slow 4G, 412 × 823 screen, CPU ${calibration.slowdown.toFixed(2)}×${calibrated ? `, calibrated from this machine's benchmark index of ${Math.round(calibration.index)}` : ""}) on one page of each kind of the built site (every page follows, in CPU time from traces), served by \`scripts/serve.mjs\` on 127.0.0.1 with the local backend running, in Debian's Chromium. Measured ${new Date().toISOString().slice(0, 10)}${rounds > 1 ? `, the median of ${rounds} rounds` : ""}; regenerate with \`npm run perf:report\`.`,
    "",
    "Each page is measured beside two controls in the same run: **its own HTML** (the same document with every script removed: what the content alone costs) and **an empty page** (a heading and a paragraph: what opening any page costs the browser), both measured just before it in each round. A figure on its own depends on the machine and its load; these ratios do not.",
    "",
    "Targets (issue 35), each against those controls: main-thread work with scripts ≤ 1.3× the page's own HTML's, TBT ≤ its own HTML's + 50 ms, its own HTML's work ≤ 2× an empty page's, performance 100 on brochure pages and articles and ≥ 98 on the quote, knowledge base, calculators, playbook and contact pages.",
    "",
    `${rows.length} pages. The scripts make a page ${ratios((row) => row.page.cpuWork / row.html.cpuWork)} its own HTML's CPU work (${meeting("scripts")} within 1.3×); ${meeting("TBT")} have TBT within 50 ms of their own HTML's; the HTML costs ${ratios((row) => row.html.cpuWork / row.empty.cpuWork)} an empty page's (${meeting("HTML")} within 2×); ${meeting("score")} reach their performance score.`,
    "",
    "**CPU TBT** is TBT taken from the main thread's own CPU time in the trace (each task after first paint, its thread time times the slowdown, over 50 ms): Lighthouse's TBT multiplies each task's wall time, which on a shared 2-core machine includes time the thread was descheduled; CPU TBT is what the page asks of the phone's processor. **CPU work** is main-thread work the same way (every task from the navigation on, its thread time times the slowdown), and the two work ratios (scripts, own HTML) are taken from it; Lighthouse's own work figure, in wall time, is shown beside it. The gate (`scripts/budgets.mjs`, in `npm test`) holds the same two ratios in CPU time from traces.",
    "",
    table(rows),
    "",
    ...(everyPage
      ? [
          "## Every page, in CPU time",
          "",
          "Each prerendered page opened at phone size in Chromium, its main thread's CPU time taken from a trace (each task's thread time, no simulated slowdown), beside its own HTML without scripts and an empty page opened moments before it (`scripts/budgets.mjs`, as the gate measures; the median of three where a page is near the gate's budget).",
          "",
          everyPage,
          "",
        ]
      : []),
    "## Interactions",
    "",
    "Measured by the end-to-end suite on the production build at phone size (`e2e/interaction-latency.mobile.spec.ts`, part of `npm test`): the Event Timing API's duration of each tap or keystroke (from input to the next frame painted, as INP counts it), the 75th percentile of ten repetitions, with the page's CPU slowed to Lighthouse's reference phone by the slowdown calibrated from the benchmark index measured in the page. Beside each, a control tap in the same page (re-rendering 2,000 list items) measured the same way. Google's mark of a good INP is 200 ms. The gate holds each interaction's CPU time against a control (`e2e/interaction.mobile.spec.ts`).",
    "",
    interactions,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv
    .find((arg) => arg.startsWith("--pages="))
    ?.slice("--pages=".length)
    .split(",");
  const pages = named ?? samplePages;
  const existing = new Set(await prerenderedPages());
  const everyPage = process.argv.includes("--all") ? [...existing] : null;
  const missing = pages.filter((page) => !existing.has(page));
  if (pages.length === 0 || missing.length > 0) {
    console.error(`Nothing to measure, or pages missing from the build: ${missing.join(", ") || "(no pages)"}`);
    process.exit(1);
  }
  const server = /** @type {import("node:http").Server} */ (await startServer({ port: PORT }));
  const controlServer = /** @type {import("node:http").Server} */ (await startControlServer(CONTROL_PORT));
  const twin = /** @type {import("node:http").Server} */ (await startStaticTwin(STATIC_TWIN_PORT, PORT));
  const pageTwin = /** @type {import("node:http").Server} */ (
    await startStaticTwin(PAGE_TWIN_PORT, PORT, { keepScripts: true })
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  /** @type {Row[]} */ const rows = [];
  try {
    const index = await benchmarkIndex(chrome.port);
    const slowdown = calibrated
      ? calibratedThrottling(index).cpuSlowdownMultiplier
      : lighthouseThrottling.mobileSlow4G.cpuSlowdownMultiplier;
    console.log(`Benchmark index ${Math.round(index)}: CPU slowdown ${slowdown.toFixed(2)}×.`);
    for (const path of pages) {
      const row = await measurePage(chrome.port, path, index);
      console.log(
        `${path}: work ${Math.round(row.page.work)} / own HTML ${Math.round(row.html.work)} / empty ${Math.round(row.empty.work)} ms, TBT ${Math.round(row.page.tbt)} / ${Math.round(row.html.tbt)} ms, performance ${row.page.performance} / ${row.html.performance}`,
      );
      rows.push(row);
    }
    console.log(table(rows));
    const everyPageTable = everyPage ? await everyPageCpu(everyPage) : null;
    if (everyPageTable) console.log(everyPageTable);
    const { lighthouseVersion } =
      (
        await lighthouse(`http://127.0.0.1:${CONTROL_PORT}${EMPTY_PAGE_PATH}`, {
          port: chrome.port,
          logLevel: "error",
          onlyAudits: ["viewport"],
        })
      )?.lhr ?? {};
    if (process.argv.includes("--write-report"))
      await writeFile(
        join(root, "docs/performance.md"),
        report(rows, { index, slowdown }, String(lighthouseVersion ?? ""), await interactionTable(), everyPageTable),
      );
  } finally {
    await chrome.kill();
    server.close();
    controlServer.close();
    twin.close();
    pageTwin.close();
  }
}
