import { describe, expect, it } from "vitest";
import { blockingBySource } from "./blocking-time.mjs";

const lighthouseResult = (tbt: number, tasks: { url: string; duration: number }[]) => ({
  lhr: {
    audits: {
      "total-blocking-time": { numericValue: tbt },
      "long-tasks": { details: { items: tasks } },
    },
  },
});

describe("blockingBySource", () => {
  it("puts each long task's time over 50 ms to its script, the page itself or the browser, shared out to the TBT", () => {
    const sources = blockingBySource(
      lighthouseResult(300, [
        { url: "http://127.0.0.1:4319/assets/index-DvH2KD32.js", duration: 250 },
        { url: "http://127.0.0.1:4319/assets/index-DvH2KD32.js", duration: 150 },
        { url: "Unattributable", duration: 200 },
        { url: "http://127.0.0.1:4319/accounting/vat", duration: 100 },
        { url: "http://127.0.0.1:4319/assets/rolldown-runtime-XKyaHtl9.js", duration: 40 },
      ]),
      "/accounting/vat",
    );
    // Excess over 50 ms: index 200 + 100, browser 150, page 50 (of 500), scaled to a TBT of 300.
    expect(sources).toEqual([
      { source: "index.js", ms: 180 },
      { source: "style, layout and parsing", ms: 90 },
      { source: "the page's HTML and inline scripts", ms: 30 },
    ]);
  });

  it("names nothing when no task blocks", () => {
    expect(blockingBySource(lighthouseResult(0, [{ url: "Unattributable", duration: 30 }]), "/")).toEqual([]);
    expect(blockingBySource({ lhr: { audits: {} } }, "/")).toEqual([]);
  });
});
