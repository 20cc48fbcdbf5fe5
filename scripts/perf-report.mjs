// @ts-check
/**
 * `npm run perf:report`: Lighthouse (mobile, Debian Chromium) on every prerendered page, written to
 * docs/performance.md: scores, LCP, CLS, TBT and CPU TBT, main-thread work against a control page
 * (budget-control.mjs) measured just before each page, entry JavaScript, and where the blocking
 * time comes from. A report, not the gate: `npm test` holds the pages with scripts/budgets.mjs,
 * which measures CPU time from a trace against controls, never Lighthouse's simulated times.
 *
 * `node scripts/perf-report.mjs [--all | --pages=/a,/b] [--write-report] [--calibrated]`.
 *
 * With --calibrated (as the report is written) the CPU slowdown is calibrated from the machine's
 * benchmark index (cpu-calibration.mjs), as Lighthouse's throttling guide describes; otherwise it
 * is the device 4× gives on a quiet machine of CI's kind (gateSlowdownFor). The benchmark index is
 * printed and recorded either way.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { throttling as lighthouseThrottling } from "lighthouse/core/config/constants.js";
import { calibratedThrottling, gateSlowdownFor } from "./cpu-calibration.mjs";
import { EMPTY_PAGE_PATH, startControlServer } from "./budget-control.mjs";
import { blockingBySource, cpuBlockingTime } from "./blocking-time.mjs";
import { entryBudget, entryJavaScriptKb as entryKbOf } from "./built-site/entry-javascript.mjs";

const calibrated = process.argv.includes("--calibrated");
import { startServer } from "./serve.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const client = join(root, "dist/client");
const PORT = 4319;
const CONTROL_PORT = 4320;

/** One page of each template and each kind of app page. */
const samplePages = [
  "/",
  "/accounting",
  "/accounting/vat",
  "/accounting/smes",
  "/accounting/research-development",
  "/consultancy/ai-automations",
  "/about/ethos",
  "/privacy",
  "/knowledge",
  "/quote",
  "/legal/corporation-tax-calculator",
  "/knowledge/influencer-tax-playbook",
];

/**
 * What fails the build. The targets are higher (100 in every category, LCP ≤ 1.2 s, TBT ≤ 50 ms,
 * CLS 0). On a busy machine a page can paint its full content a frame after its JavaScript has
 * started, which puts about 0.4 s on its simulated LCP; the LCP budget still fails a return to
 * scripts that load before the first paint (2.0 s and more).
 */
export const budget = {
  /**
   * Main-thread work (parse, style, layout, script) as a multiple of the control page's. On
   * 2026-11-25 the sample pages measured 0.54 (/privacy) to 1.14 (/quote), and one page's ratio
   * varies by about a fifth between runs.
   */
  work: 1.5,
  lcpSeconds: 1.8,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/** JavaScript a page loads before it can hydrate, gzipped, in KB (its budget is held by check-built-site.mjs). */
async function entryJavaScriptKb(/** @type {string} */ path) {
  const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
  return entryKbOf(join(root, "dist"), await readFile(join(client, file), "utf8"));
}

async function prerenderedPages() {
  const xml = await readFile(join(client, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => String(match[1]));
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

/** Lighthouse's throttling for a run calibrated from this benchmark index. */
function throttlingFor(/** @type {number} */ index) {
  return calibrated
    ? calibratedThrottling(index)
    : { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: gateSlowdownFor(index) };
}

/** The main thread's work in a Lighthouse result, in simulated milliseconds. */
function mainThreadMs(/** @type {import("lighthouse").RunnerResult} */ result) {
  const breakdown = /** @type {{ items?: { duration: number }[] } | undefined} */ (
    result.lhr.audits["mainthread-work-breakdown"]?.details
  );
  return (breakdown?.items ?? []).reduce((sum, item) => sum + item.duration, 0);
}

/** The control page's main-thread work now, at the same throttling as the page measured next. */
async function measureControl(/** @type {number} */ port, /** @type {number} */ index) {
  const result = await lighthouse(`http://127.0.0.1:${CONTROL_PORT}/`, {
    port,
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    throttlingMethod: "simulate",
    throttling: throttlingFor(index),
  });
  if (!result) throw new Error("Lighthouse returned nothing for the control page");
  return mainThreadMs(result);
}

/**
 * What opening a page costs before the page asks anything: an empty page (a heading and a
 * paragraph, no style sheet, no script), median of three runs at the same slowdown.
 */
async function measureEmptyPage(/** @type {number} */ port, /** @type {number} */ index) {
  /** @type {{ tbt: number, cpuTbt: number, performance: number }[]} */
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const throttling = throttlingFor(index);
    const result = await lighthouse(`http://127.0.0.1:${CONTROL_PORT}${EMPTY_PAGE_PATH}`, {
      port,
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttlingMethod: "simulate",
      throttling,
    });
    if (!result) throw new Error("Lighthouse returned nothing for the empty page");
    runs.push({
      tbt: result.lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      cpuTbt: cpuBlockingTime(result.artifacts.Trace.traceEvents, throttling.cpuSlowdownMultiplier),
      performance: Math.round((result.lhr.categories["performance"]?.score ?? 0) * 100),
    });
  }
  const median = (/** @type {(run: (typeof runs)[number]) => number} */ metric) =>
    /** @type {number} */ (runs.map(metric).sort((a, b) => a - b)[1]);
  return {
    tbt: median((run) => run.tbt),
    cpuTbt: median((run) => run.cpuTbt),
    performance: median((run) => run.performance),
  };
}

async function measure(/** @type {number} */ port, /** @type {string} */ path, /** @type {number} */ index) {
  const controlMs = await measureControl(port, index);
  const throttling = throttlingFor(index);
  const result = await lighthouse(`http://127.0.0.1:${PORT}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    formFactor: "mobile",
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    throttlingMethod: "simulate",
    throttling,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits, runtimeError, lighthouseVersion } = result.lhr;
  const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: (audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    tbtSources: blockingBySource(result, path),
    cpuTbt: cpuBlockingTime(result.artifacts.Trace.traceEvents, throttling.cpuSlowdownMultiplier),
    /** The page's main-thread work as a multiple of the control page's, measured just before. */
    work: mainThreadMs(result) / controlMs,
    entryKb: await entryJavaScriptKb(path),
    failing,
    runtimeError: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : undefined,
    lighthouseVersion,
    /** The index the slowdown was calibrated from, and the one this run itself measured. */
    calibratedFrom: index,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    cpuSlowdown: throttling.cpuSlowdownMultiplier,
  };
}

function problemsOf(/** @type {Awaited<ReturnType<typeof measure>>} */ row) {
  const problems = [];
  if (row.runtimeError) problems.push(`Lighthouse could not measure the page (${row.runtimeError})`);
  if (row.work > budget.work) problems.push(`main-thread work ${row.work.toFixed(2)}× the control's > ${budget.work}×`);
  if (row.lcp > budget.lcpSeconds) problems.push(`LCP ${row.lcp.toFixed(2)} s > ${budget.lcpSeconds} s`);
  if (row.cls > budget.cls) problems.push(`CLS ${row.cls.toFixed(3)} > ${budget.cls}`);
  if (row.accessibility < budget.accessibility) problems.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < budget.bestPractices) problems.push(`best practices ${row.bestPractices}`);
  if (row.seo < budget.seo) problems.push(`SEO ${row.seo}`);
  return problems;
}

/**
 * A machine's speed still varies with its load, and Chrome now and then fails a load outright. A
 * page over budget on a measured metric is measured twice more, each time calibrated from the
 * benchmark index the run before it measured (the load at that moment), and each metric's median
 * across the runs kept, as Lighthouse's guidance on variability advises (LCP's lowest: see below).
 * Entry JavaScript does not vary, so a page over that budget alone is not measured again.
 */
async function measureSteadily(/** @type {number} */ port, /** @type {string} */ path, /** @type {number} */ index) {
  const first = await measure(port, path, index);
  const variable = problemsOf(first);
  if (variable.length === 0) return first;
  const second = await measure(port, path, first.benchmarkIndex || index);
  const third = await measure(port, path, second.benchmarkIndex || index);
  const runs = [first, second, third].filter((run) => !run.runtimeError);
  if (runs.length === 0) return first;
  const median = (/** @type {(run: (typeof runs)[number]) => number} */ metric) => {
    const values = runs.map(metric).sort((a, b) => a - b);
    return /** @type {number} */ (values[Math.floor((values.length - 1) / 2)]);
  };
  return {
    ...first,
    runtimeError: undefined,
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    bestPractices: median((run) => run.bestPractices),
    seo: median((run) => run.seo),
    // A busy machine only ever delays the final paint (a frame after the scripts start adds about
    // 0.4 s, see budget.lcpSeconds), never brings it forward: the quickest run is the page's own LCP,
    // and a page that really paints late (scripts before the first paint) does so in every run.
    lcp: Math.min(...runs.map((run) => run.lcp)),
    cls: median((run) => run.cls),
    tbt: median((run) => run.tbt),
    cpuTbt: median((run) => run.cpuTbt),
    tbtSources:
      [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor((runs.length - 1) / 2)]?.tbtSources ?? first.tbtSources,
    work: median((run) => run.work),
    cpuSlowdown: median((run) => run.cpuSlowdown),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

function report(
  /** @type {Awaited<ReturnType<typeof measure>>[]} */ rows,
  /** @type {string} */ table,
  /** @type {{ index: number, cpuSlowdown: number }} */ calibration,
  /** @type {{ tbt: number, cpuTbt: number, performance: number }} */ emptyPage,
) {
  const count = (/** @type {(row: (typeof rows)[number]) => boolean} */ test) => rows.filter(test).length;
  const perfect = count((row) =>
    [row.performance, row.accessibility, row.bestPractices, row.seo].every((s) => s === 100),
  );
  const slowest = Math.max(...rows.map((row) => row.lcp));
  const heaviest = Math.max(...rows.map((row) => row.entryKb));
  return [
    "# Performance",
    "",
    `Lighthouse ${rows[0]?.lighthouseVersion ?? ""} mobile (simulated slow 4G, 412 × 823 screen) on every prerendered page of the built site, served by \`scripts/serve.mjs\` on 127.0.0.1 and loaded in Debian's Chromium, with the local backend running. Measured ${new Date().toISOString().slice(0, 10)}; regenerate with \`npm run perf:report\`.`,
    "",
    `The CPU slowdown is calibrated, as Lighthouse's throttling guide describes, so that the figures are those of its reference phone whatever machine measures them: this machine's benchmark index was ${Math.round(calibration.index)}, which gives a slowdown of ${calibration.cpuSlowdown}× (a page measured again is calibrated from the index its previous run saw; the last column gives the slowdown each row's figures come from).`,
    "",
    "Targets: 100 in all four categories, LCP ≤ 1.2 s, CLS 0, TBT ≤ 50 ms, entry JavaScript ≤ 90 KB gzip.",
    `What fails \`npm test\` (on the sample pages): main-thread work over ${budget.work}× the control page's (\`scripts/budget-control.mjs\`, measured just before each page, so the ratio does not depend on the machine), accessibility, best practices and SEO under ${budget.accessibility}, LCP ≤ ${budget.lcpSeconds} s, CLS ≤ ${budget.cls}, entry JavaScript (held by \`scripts/check-built-site.mjs\` on every page) ≤ ${entryBudget.homeKb} KB on the home page, ${Object.entries(
      entryBudget.pageKb,
    )
      .map(([page, kb]) => `≤ ${kb} KB on ${page}`)
      .join(", ")} and ≤ ${entryBudget.defaultKb} KB elsewhere.`,
    "",
    `${rows.length} pages: ${perfect} score 100 in all four categories; ${count((row) => row.tbt <= 50)} have TBT ≤ 50 ms (the highest is ${Math.round(Math.max(...rows.map((row) => row.tbt)))} ms); the slowest LCP is ${slowest.toFixed(2)} s; the largest entry JavaScript is ${heaviest.toFixed(1)} KB. "Entry JS" is every script a page needs before it hydrates (react-dom alone is 66 KB of it), which is why the 90 KB target is not met.`,
    "",
    "## What no page can go below",
    "",
    `An empty page (a heading and a paragraph, no style sheet, no script), measured the same way at the same slowdown, scores performance ${emptyPage.performance} with TBT ${Math.round(emptyPage.tbt)} ms: the browser's own cost of opening a page (committing the navigation and creating the page's JavaScript context, about 30 ms of CPU here, then its first style and layout), multiplied as if this machine's browser were the phone's. So TBT ≤ 50 ms is out of reach at this calibration for any page, however little it does; the targets are read against this floor.`,
    "",
    `Lighthouse's TBT multiplies each task's wall-clock time. On this 2-core machine the renderer's main thread is often descheduled in the middle of a task, while the browser's other processes run (a module compile of 1 ms of CPU took 24 ms on the clock), and that wait is multiplied too, so TBT varies by a third from one run to the next. **CPU TBT** is the same sum taken from the main thread's own CPU time in the trace (each task after first paint, its thread time times the slowdown, over 50 ms): what the page asks of the phone's processor, and steady from run to run. The empty page's CPU TBT is ${Math.round(emptyPage.cpuTbt)} ms.`,
    "",
    "## Where the blocking time comes from",
    "",
    "The last column shares each page's TBT out among the sources of its long tasks (Lighthouse's 20 longest, each counted for its time over 50 ms):",
    "",
    "- **index.js** is the entry chunk: React (react-dom), the router, react-query and the app shell (header, menus, footer). Its long tasks are evaluating the code and hydrating the page. React hydrates in slices of about 5 ms of this machine's time and yields between them, but at the calibrated slowdown a 5 ms slice becomes 40 to 60 ms on the phone, and every slice over 50 ms blocks.",
    "- **the browser's own work** is what no script causes: committing the navigation and creating the page's JavaScript context (the empty page's whole TBT), parsing the HTML and the stylesheet inlined in every page, the first style and layout, and other work of the browser that Lighthouse puts to no script.",
    "- **the page's HTML and inline scripts**: the prerendered document itself, and the small script that loads the modules once the page has painted.",
    "- Any other name is one of the page's own chunks (its content module, such as `vat.js`, or a shared section such as `collapsible-list.js`), evaluated before hydration.",
    "",
    "Interactions are measured apart, in `e2e/interaction.mobile.spec.ts` (part of `npm test`): the main-thread CPU time of a tap or a keystroke on the mobile menu, a FAQ accordion, the corporation tax calculator and the knowledge search, against a control interaction measured in the same page.",
    "",
    table,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv
    .find((arg) => arg.startsWith("--pages="))
    ?.slice("--pages=".length)
    .split(",");
  const pages = named ?? (process.argv.includes("--all") ? await prerenderedPages() : samplePages);
  const existing = new Set(await prerenderedPages());
  const missing = pages.filter((page) => !existing.has(page));
  if (pages.length === 0 || missing.length > 0) {
    console.error(`Nothing to measure, or pages missing from the build: ${missing.join(", ") || "(no pages)"}`);
    process.exit(1);
  }
  const server = /** @type {import("node:http").Server} */ (await startServer({ port: PORT }));
  const controlServer = /** @type {import("node:http").Server} */ (await startControlServer(CONTROL_PORT));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const rows = [];
  let calibration;
  /** @type {Awaited<ReturnType<typeof measureEmptyPage>> | undefined} */
  let emptyPage;
  try {
    const index = await benchmarkIndex(chrome.port);
    calibration = { index, cpuSlowdown: calibratedThrottling(index).cpuSlowdownMultiplier };
    console.log(
      calibrated
        ? `Benchmark index ${Math.round(index)}: CPU slowdown calibrated to ${calibration.cpuSlowdown}×.`
        : `Benchmark index ${Math.round(index)}: CPU slowdown ${gateSlowdownFor(index)}× (4× on the reference machine; calibrated it would be ${calibration.cpuSlowdown}×).`,
    );
    emptyPage = await measureEmptyPage(chrome.port, index);
    console.log(
      `An empty page: TBT ${Math.round(emptyPage.tbt)} ms, CPU TBT ${Math.round(emptyPage.cpuTbt)} ms, performance ${emptyPage.performance}.`,
    );
    for (const path of pages) rows.push(await measureSteadily(chrome.port, path, index));
  } finally {
    await chrome.kill();
    server.close();
    controlServer.close();
  }
  const table = [
    "| Page | Perf | A11y | Best pr. | SEO | LCP (s) | CLS | TBT (ms) | CPU TBT (ms) | Work (× control) | Entry JS (KB gz) | CPU slowdown | TBT by source (ms) |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
    ...rows.map(
      (row) =>
        `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcp.toFixed(2)} | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} | ${Math.round(row.cpuTbt)} | ${row.work.toFixed(2)} | ${row.entryKb.toFixed(1)} | ${row.cpuSlowdown.toFixed(2)}× | ${
          row.tbtSources
            .slice(0, 3)
            .map((entry) => `${entry.source} ${Math.round(entry.ms)}`)
            .join("; ") || "none"
        } |`,
    ),
  ].join("\n");
  console.log(table);
  const failures = rows.flatMap((row) =>
    problemsOf(row).map(
      (problem) => `${row.path}: ${problem}${row.failing.length ? ` (failing audits: ${row.failing.join(", ")})` : ""}`,
    ),
  );
  if (process.argv.includes("--write-report")) {
    await writeFile(
      join(root, "docs/performance.md"),
      report(
        rows,
        table,
        /** @type {{ index: number, cpuSlowdown: number }} */ (calibration),
        /** @type {Awaited<ReturnType<typeof measureEmptyPage>>} */ (emptyPage),
      ),
    );
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("\nAll pages within budget.");
}
