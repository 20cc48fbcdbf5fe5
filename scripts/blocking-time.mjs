// @ts-check
/**
 * Where a page's blocking time comes from: Lighthouse's long tasks (the 20 longest, on the
 * simulated phone's timeline), each one's part between first paint and Time to Interactive
 * counted for its time over 50 ms, as TBT counts it; put to the script it runs, or to the
 * browser's own work (opening the page, parsing, style, layout) when no script is to blame; and shared out in
 * proportion to the page's TBT (the longest 20 carry almost all of it).
 * @param {{ lhr: { audits: Record<string, { details?: unknown, numericValue?: number } | undefined> } }} result
 * @param {string} path
 * @returns {{ source: string, ms: number }[]}
 */
export function blockingBySource(result, path) {
  const tasks = /** @type {{ items?: { url: string, startTime: number, duration: number }[] } | undefined} */ (
    result.lhr.audits["long-tasks"]?.details
  );
  const { audits } = result.lhr;
  const tbt = audits["total-blocking-time"]?.numericValue ?? 0;
  const firstPaint = audits["first-contentful-paint"]?.numericValue ?? 0;
  const interactive = audits["interactive"]?.numericValue ?? Number.POSITIVE_INFINITY;
  /** @type {Map<string, number>} */ const bySource = new Map();
  for (const task of tasks?.items ?? []) {
    const pathname = task.url === "Unattributable" ? null : new URL(task.url).pathname;
    const source =
      pathname === null
        ? "the browser's own work"
        : pathname === path
          ? "the page's HTML and inline scripts"
          : pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}(\.\w+)$/, "$1");
    const counted = Math.min(task.startTime + task.duration, interactive) - Math.max(task.startTime, firstPaint);
    bySource.set(source, (bySource.get(source) ?? 0) + Math.max(0, counted - 50));
  }
  const total = [...bySource.values()].reduce((sum, ms) => sum + ms, 0);
  return [...bySource]
    .map(([source, ms]) => ({ source, ms: total > 0 ? (ms / total) * tbt : 0 }))
    .filter((entry) => entry.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Blocking time from the main thread's own CPU time: each of the page's tasks after its first
 * paint (on the trace's own, unthrottled timeline), at the thread time it used times the CPU
 * slowdown, counted for its time over 50 ms. Lighthouse's TBT multiplies each task's wall time,
 * which on a busy 2-core machine is half time the thread was not running at all (descheduled for
 * the browser's other processes); this leaves that out, so it measures what the page asks of the
 * phone's CPU.
 * @param {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }[]} traceEvents
 * @param {number} slowdown
 */
export function cpuBlockingTime(traceEvents, slowdown) {
  const firstPaint = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!firstPaint) throw new Error("The trace has no first contentful paint.");
  let blocking = 0;
  for (const event of traceEvents) {
    if (event.name !== "RunTask" || event.ph !== "X" || event.pid !== firstPaint.pid || event.tid !== firstPaint.tid)
      continue;
    if (event.ts < firstPaint.ts) continue;
    const cpuMs = (event.tdur ?? event.dur ?? 0) / 1000;
    blocking += Math.max(0, cpuMs * slowdown - 50);
  }
  return blocking;
}

/**
 * Main-thread work from the main thread's own CPU time: every task of the page's renderer from its
 * navigation on, at the thread time it used times the CPU slowdown. Lighthouse's main-thread work
 * adds up tasks' wall time, which on a busy 2-core machine counts time the thread was descheduled;
 * this is what the page asks of the phone's processor, as CPU TBT is for blocking time.
 * @param {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: unknown }[]} traceEvents
 * @param {number} slowdown
 */
export function cpuWork(traceEvents, slowdown) {
  const firstPaint = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!firstPaint) throw new Error("The trace has no first contentful paint.");
  const onPageThread = (/** @type {{ pid: number, tid: number }} */ event) =>
    event.pid === firstPaint.pid && event.tid === firstPaint.tid;
  // The page's own navigation: the same renderer starts others (Lighthouse's blank pages) in other frames.
  const frameOf = (/** @type {{ args?: unknown }} */ event) =>
    /** @type {{ frame?: string } | undefined} */ (event.args)?.frame;
  const navigation = traceEvents
    .filter(
      (event) =>
        event.name === "navigationStart" &&
        onPageThread(event) &&
        frameOf(event) === frameOf(firstPaint) &&
        event.ts <= firstPaint.ts,
    )
    .at(-1);
  const from = navigation?.ts ?? 0;
  let work = 0;
  for (const event of traceEvents) {
    if (event.name !== "RunTask" || event.ph !== "X" || !onPageThread(event) || event.ts < from) continue;
    work += ((event.tdur ?? event.dur ?? 0) / 1000) * slowdown;
  }
  return work;
}
