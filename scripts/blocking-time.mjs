// @ts-check
/**
 * Where a page's blocking time comes from: Lighthouse's long tasks (the 20 longest, on the
 * simulated phone's timeline), each one's part between first paint and Time to Interactive
 * counted for its time over 50 ms, as TBT counts it; put to the script it runs, or to the
 * browser's own work (parsing, style, layout) when no script is to blame; and shared out in
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
        ? "style, layout and parsing"
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
