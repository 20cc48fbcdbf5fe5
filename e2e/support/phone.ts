import { type Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { calibratedThrottling } from "../../scripts/cpu-calibration.mjs";

/**
 * Slows the page's CPU to Lighthouse's reference mid-range phone, calibrated from this machine's
 * benchmark index as the performance report is (scripts/cpu-calibration.mjs), so that a timing
 * means the same on a fast machine and a slow one. Returns the index and the slowdown applied.
 */
export async function emulateCalibratedPhone(page: Page): Promise<{ benchmarkIndex: number; slowdown: number }> {
  // Lighthouse's own benchmark, the median of three, in a blank page of the same browser: in the
  // page itself, work the page still has in hand would be counted as a slower machine.
  const blank = await page.context().newPage();
  const indexes: number[] = [];
  for (let run = 0; run < 3; run++) indexes.push(await blank.evaluate(pageFunctions.computeBenchmarkIndex));
  await blank.close();
  const benchmarkIndex = indexes.sort((a, b) => a - b)[1]!;
  const slowdown = calibratedThrottling(benchmarkIndex).cpuSlowdownMultiplier;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { benchmarkIndex, slowdown };
}

declare global {
  interface Window {
    __interactions?: { id: number; name: string; duration: number }[];
  }
}

/**
 * Records every interaction the page sees from its next load, with the Event Timing API: for each
 * interaction, its events' durations from the input to the next paint (INP's measure). Entries
 * under 16 ms, the API's floor, are not reported: such an interaction is fast enough.
 */
export async function recordInteractions(page: Page) {
  await page.addInitScript(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId)
          window.__interactions!.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/**
 * The latency of each interaction since the last call (the longest of its events), once the page has
 * painted and the Event Timing entries have been delivered.
 */
export async function interactionLatencies(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    // Entries are delivered after the frame that ends them is presented: let two frames and a task pass.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const entries = window.__interactions!.splice(0);
    const byInteraction = new Map<number, number>();
    for (const entry of entries)
      byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
    return [...byInteraction.values()];
  });
}
