import { describe, expect, it } from "vitest";
import { blockingBySource } from "./blocking-time.mjs";

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
      { source: "style, layout and parsing", ms: 90 },
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
