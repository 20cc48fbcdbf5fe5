import type { CDPSession, Locator, Page } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { cpuSlowdownFor } from "../../scripts/cpu-calibration.mjs";

/**
 * Slows the page's CPU to Lighthouse's reference phone on this machine: the slowdown its throttling
 * guide gives for the benchmark index Lighthouse's own benchmark measures in the page (the median
 * of three, since the machine's load moves it). Returns the slowdown and a way to undo it.
 */
export async function slowToCalibratedPhone(page: Page): Promise<{ slowdown: number; session: CDPSession }> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  const index = indexes.sort((a, b) => a - b)[1]!;
  const slowdown = Math.round(cpuSlowdownFor(index) * 100) / 100;
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { slowdown, session };
}

/** Starts recording the Event Timing API's entries for interactions (from 16 ms, its finest). */
export async function recordInteractions(page: Page) {
  await page.evaluate(() => {
    const entries: { interactionId: number; duration: number }[] = [];
    Object.assign(window, { __interactionEntries: entries });
    new PerformanceObserver((list) => {
      // interactionId is in Chromium and the Event Timing spec, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (entry.interactionId) entries.push({ interactionId: entry.interactionId, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/**
 * The latency of what `interact` does, as INP counts an interaction: the longest Event Timing
 * duration among its events, from input to the next frame painted. An interaction under 16 ms
 * reports no entry and counts as 16.
 */
export async function latencyOf(page: Page, interact: () => Promise<unknown>, settled: () => Promise<unknown>) {
  const before = await page.evaluate(() => ({
    entries: (window as unknown as { __interactionEntries: unknown[] }).__interactionEntries.length,
    interactions: (performance as unknown as { interactionCount: number }).interactionCount,
  }));
  await interact();
  await settled();
  // Event Timing reports an interaction once its frame is presented, later still on a throttled CPU:
  // wait for its entry, frame by frame, up to half a second (one under 16 ms never comes).
  await page.evaluate(
    (from) =>
      new Promise((resolve) => {
        const entries = (window as unknown as { __interactionEntries: unknown[] }).__interactionEntries;
        const until = performance.now() + 500;
        const wait = () =>
          entries.length > from || performance.now() > until ? setTimeout(resolve, 50) : requestAnimationFrame(wait);
        requestAnimationFrame(() => requestAnimationFrame(wait));
      }),
    before.entries,
  );
  const durations = await page.evaluate(
    (from) =>
      (window as unknown as { __interactionEntries: { duration: number }[] }).__interactionEntries
        .slice(from)
        .map((entry) => entry.duration),
    before.entries,
  );
  // Counted by the browser whatever its duration: an input that never reached the page as an
  // interaction (a tap that missed) would otherwise read as a quick one.
  const interactions = await page.evaluate(
    () => (performance as unknown as { interactionCount: number }).interactionCount,
  );
  if (interactions <= before.interactions) throw new Error("The input did not reach the page as an interaction.");
  return Math.max(16, ...durations);
}

/** The 75th percentile, as Core Web Vitals report INP. */
export function p75(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/**
 * Taps the middle of the element as a finger would. Not locator.tap(): its check that the tap lands
 * on the element runs listeners in the page, which would be counted against the page.
 */
export async function tapOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Adds the control interaction to the page: a button, fixed at the foot of the screen, whose tap
 * re-renders a list of `items` items; `boxed`, in a box of its own size, so the button stays where
 * the finger is over repeated taps. Returns the button, the list's first item, and a way to take
 * the probe out again so the page is as it was.
 */
export async function addControlProbe(page: Page, { items, boxed }: { items: number; boxed: boolean }) {
  await page.evaluate(
    ({ count, boxed }) => {
      const host = document.createElement("div");
      host.id = "control-probe";
      host.style.cssText = "position: fixed; bottom: 0; left: 0; z-index: 100; background: white";
      const button = Object.assign(document.createElement("button"), { textContent: "Control", type: "button" });
      const box = document.createElement("div");
      if (boxed) box.style.cssText = "height: 120px; overflow: hidden";
      const list = document.createElement("ul");
      let round = 0;
      button.addEventListener("click", () => {
        round++;
        list.replaceChildren(
          ...Array.from({ length: count }, (_, index) =>
            Object.assign(document.createElement("li"), { textContent: `Item ${index} of round ${round}` }),
          ),
        );
        void list.getBoundingClientRect().height;
      });
      box.append(list);
      host.append(button, box);
      document.body.append(host);
    },
    { count: items, boxed },
  );
  return {
    button: page.locator("#control-probe button"),
    firstItem: page.locator("#control-probe li").first(),
    remove: () => page.evaluate(() => document.getElementById("control-probe")?.remove()),
  };
}
