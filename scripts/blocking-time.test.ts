import { describe, expect, it } from "vitest";
import { blockingBySource, cpuBlockingTime } from "./blocking-time.mjs";

const lighthouseResult = (tbt: number, tasks: { url: string; startTime: number; duration: number }[]) => ({
  lhr: {
    audits: {
      "total-blocking-time": { numericValue: tbt },
      "first-contentful-paint": { numericValue: 1000 },
      interactive: { numericValue: 5000 },
      "long-tasks": { details: { items: tasks } },
    },
  },
});

describe("blockingBySource", () => {
  it("puts each long task's time over 50 ms to its script, the page itself or the browser, shared out to the TBT", () => {
    const sources = blockingBySource(
      lighthouseResult(306, [
        { url: "http://127.0.0.1:4319/assets/index-DvH2KD32.js", startTime: 2000, duration: 250 },
        { url: "http://127.0.0.1:4319/assets/index-DvH2KD32.js", startTime: 3000, duration: 150 },
        // Only its part after first paint counts: 200 ms.
        { url: "Unattributable", startTime: 800, duration: 400 },
        { url: "http://127.0.0.1:4319/accounting/vat", startTime: 1500, duration: 100 },
        { url: "http://127.0.0.1:4319/assets/rolldown-runtime-XKyaHtl9.js", startTime: 1700, duration: 40 },
        { url: "http://127.0.0.1:4319/assets/index-CWu1o1wZ.css", startTime: 4000, duration: 60 },
        // Before first paint, and after Time to Interactive: not counted.
        { url: "http://127.0.0.1:4319/assets/early-AAAAAAAA.js", startTime: 200, duration: 300 },
        { url: "http://127.0.0.1:4319/assets/late-BBBBBBBB.js", startTime: 5000, duration: 300 },
      ]),
      "/accounting/vat",
    );
    // Excess over 50 ms: index 200 + 100, browser 150, page 50, stylesheet 10 (of 510), scaled to a TBT of 306.
    expect(sources).toEqual([
      { source: "index.js", ms: 180 },
      { source: "the browser's own work", ms: 90 },
      { source: "the page's HTML and inline scripts", ms: 30 },
      { source: "index.css", ms: 6 },
    ]);
  });

  it("names nothing when no task blocks", () => {
    expect(
      blockingBySource(lighthouseResult(0, [{ url: "Unattributable", startTime: 1200, duration: 30 }]), "/"),
    ).toEqual([]);
    expect(blockingBySource({ lhr: { audits: {} } }, "/")).toEqual([]);
  });
});

describe("cpuBlockingTime", () => {
  const task = (ts: number, dur: number, tdur: number, tid = 1) => ({
    name: "RunTask",
    ph: "X",
    pid: 7,
    tid,
    ts,
    dur,
    tdur,
  });

  it("counts the main thread's tasks after first paint at their CPU time times the slowdown, over 50 ms", () => {
    const events = [
      task(1_000, 40_000, 30_000), // before first paint: not counted
      { name: "firstContentfulPaint", ph: "R", pid: 7, tid: 1, ts: 50_000 },
      task(60_000, 40_000, 10_000), // 10 ms of CPU × 8 = 80: 30 over
      task(120_000, 90_000, 5_000), // long on the wall clock, 5 ms of CPU × 8 = 40: none
      task(300_000, 20_000, 20_000), // 160: 110 over
      task(310_000, 20_000, 20_000, 2), // another thread: not counted
      { name: "RunTask", ph: "B", pid: 7, tid: 1, ts: 400_000 },
    ];
    expect(cpuBlockingTime(events, 8)).toBe(140);
  });

  it("needs the first paint to know where to start", () => {
    expect(() => cpuBlockingTime([task(1, 2, 3)], 4)).toThrow("The trace has no first contentful paint.");
  });
});
