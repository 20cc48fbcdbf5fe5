import { describe, expect, it } from "vitest";
import { calibratedThrottling, cpuSlowdownFor, GATE_REFERENCE_INDEX, gateSlowdownFor } from "./cpu-calibration.mjs";

describe("cpuSlowdownFor", () => {
  it("follows Lighthouse's calculator through its anchor points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(1766)).toBeCloseTo(5, 2);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
  });

  it("slows a fast host more than a busy one, so both measure the same phone", () => {
    expect(cpuSlowdownFor(2600)).toBeGreaterThan(cpuSlowdownFor(1500));
  });

  it("refuses a host too slow to emulate the phone", () => {
    expect(() => cpuSlowdownFor(120)).toThrow(/too low to emulate/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too low to emulate/);
  });
});

describe("calibratedThrottling", () => {
  it("keeps Lighthouse's slow 4G and replaces only the CPU slowdown", () => {
    expect(calibratedThrottling(2000)).toEqual({
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: expect.closeTo(1474.56, 2),
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: 6,
    });
  });
});

describe("gateSlowdownFor", () => {
  it("is 4× on the reference machine and scales with the host's speed", () => {
    expect(gateSlowdownFor(GATE_REFERENCE_INDEX)).toBe(4);
    expect(gateSlowdownFor(2443)).toBeCloseTo(3.35, 1);
    expect(gateSlowdownFor(3200)).toBeGreaterThan(4);
  });
});
