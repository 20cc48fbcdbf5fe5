// @ts-check
/**
 * What opening a page costs a phone's main thread, read from a Chromium trace as CPU time (each
 * main-thread task's thread time), not wall time: on a shared 2-core machine a task's wall time is
 * often half waiting while other processes run, its CPU time is what the page asked of the
 * processor. Each page is measured beside two controls in the same run, so a figure is a ratio that
 * means the same on a fast, slow or busy machine (docs/decisions/017):
 * - the page's own HTML with every script removed: what its content costs (scripts' share);
 * - an empty page: what opening any page costs the browser.
 * The page also reports the largest element it painted (its size, not its time: a page whose
 * scripts paint something larger than its HTML does waits for them to show its main content), and
 * the trace its layout shifts.
 */

/** Trace categories: top-level tasks with their thread time, paints, script evaluation, layout shifts. */
const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
  "v8.execute",
  "blink.user_timing",
];

/** An empty page: a heading and a paragraph, no style sheet, no script. */
export const EMPTY_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>An empty page</title></head><body><h1>An empty page</h1><p>A heading and a paragraph.</p></body></html>';

/** The page's HTML with every script that would run taken out (data blocks stay: they run nothing). */
export function withoutScripts(/** @type {string} */ html) {
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (whole, attributes) =>
    /type="application\/(ld\+)?json"/.test(attributes) ? whole : "",
  );
}

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number,
 *   cat?: string, args?: { name?: string, data?: Record<string, unknown> } }} TraceEvent
 */

/**
 * The page's main thread: the renderer thread that parsed the document loaded (the last HTML parsed
 * in the trace, so a navigation's new process is found whichever it is), or, in a trace with no
 * navigation (an interaction), the thread of the renderer the main frame was in when tracing began.
 * @param {TraceEvent[]} events
 */
export function pageMainThread(events) {
  const parsed = events
    .filter(
      (event) =>
        event.name === "ParseHTML" &&
        /^https?:/.test(String(/** @type {{ beginData?: { url?: string } }} */ (event.args)?.beginData?.url ?? "")),
    )
    .at(-1);
  if (parsed) return { pid: parsed.pid, tid: parsed.tid };
  const started = events.find((event) => event.name === "TracingStartedInBrowser");
  const frames = /** @type {{ frame: string, parent?: string, processId?: number }[]} */ (
    started?.args?.data?.["frames"] ?? []
  );
  const pid = frames.find((frame) => !frame.parent)?.processId;
  const thread = events.find(
    (event) =>
      event.ph === "M" && event.name === "thread_name" && event.pid === pid && event.args?.name === "CrRendererMain",
  );
  if (!thread) throw new Error("The trace has no main thread for the page.");
  return { pid: thread.pid, tid: thread.tid };
}

/**
 * The page's main-thread CPU time in a trace, in ms: every top-level task's thread time, from the
 * navigation's commit on.
 * @param {TraceEvent[]} events
 */
export function mainThreadCpuMs(events) {
  const { pid, tid } = pageMainThread(events);
  let total = 0;
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid || event.ph !== "X" || event.name !== "RunTask") continue;
    total += (event.tdur ?? event.dur ?? 0) / 1000;
  }
  return total;
}

/**
 * The page's layout shift score (every shift not caused by input, added up: at least its CLS).
 * @param {TraceEvent[]} events
 */
export function layoutShift(events) {
  let score = 0;
  for (const event of events) {
    if (event.name !== "LayoutShift") continue;
    const data =
      /** @type {{ score?: number, weighted_score_delta?: number, had_recent_input?: boolean } | undefined} */ (
        event.args?.data
      );
    if (data?.had_recent_input) continue;
    score += data?.weighted_score_delta ?? data?.score ?? 0;
  }
  return score;
}

/**
 * Opens a URL in a fresh tab of `context` with tracing on, waits until it is loaded, its code has
 * run and the network is quiet (`ready`, then idle), and returns the trace's events and the size
 * (screen area in CSS pixels) of the largest element the page painted, as the page itself reports
 * it (its last largest-contentful-paint entry; 0 if it painted none).
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} url
 * @param {{ html?: string, ready?: (page: import("playwright-core").Page) => Promise<unknown>,
 *   inspect?: (page: import("playwright-core").Page) => Promise<unknown> }} [options]
 *   html: serve this instead of the document at `url` (its other requests go to the site as usual);
 *   inspect: asked of the page once the trace has stopped (so it adds nothing to it), its answer
 *   returned as `inspected`
 * @returns {Promise<{ events: TraceEvent[], largestPaint: number, inspected?: unknown }>}
 */
export async function traceLoad(context, url, { html, ready, inspect } = {}) {
  const page = await context.newPage();
  try {
    if (html !== undefined)
      await page.route(url, (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
      );
    const browser = context.browser();
    if (!browser) throw new Error("No browser to trace in.");
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    // A page of the site waits for its code and its requests; a control makes none after its load.
    if (ready) {
      await ready(page);
      await page.waitForLoadState("networkidle");
    }
    // The largest paint is reported once its frame is presented, which on a busy machine can come
    // late, and an image painted after the text reports a larger one later still: wait for the first
    // report (a limit for a page that never paints, not a speed), then five frames more, keeping the
    // largest, so the images the page had loaded by its load event are counted.
    const largestPaint = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let size = 0;
          let settling = false;
          const frames = (/** @type {number} */ left, /** @type {() => void} */ then) =>
            left === 0 ? then() : globalThis.requestAnimationFrame(() => frames(left - 1, then));
          const finish = () => {
            observer.disconnect();
            setTimeout(() => resolve(size));
          };
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              size = Math.max(size, /** @type {{ size: number }} */ (/** @type {unknown} */ (entry)).size);
            if (settling) return;
            settling = true;
            frames(5, finish);
          });
          observer.observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => {
            if (!settling) finish();
          }, 30_000);
        }),
    );
    const buffer = await browser.stopTracing();
    return {
      events: /** @type {{ traceEvents: TraceEvent[] }} */ (JSON.parse(buffer.toString())).traceEvents,
      largestPaint: Number(largestPaint),
      inspected: inspect ? await inspect(page) : undefined,
    };
  } finally {
    await page.close();
  }
}
