// @ts-check
/**
 * The CPU slowdown that makes this machine run a page as Lighthouse's reference mobile phone
 * would. Simulated throttling multiplies the host's own CPU time, so a fixed 4× measures a fast
 * machine as a fast phone and a busy CI machine as a slow one. Lighthouse's throttling guide
 * ("Calibrating multipliers") gives the multiplier for a host's benchmark index (the score
 * Lighthouse itself measures at the start of every run, `lhr.environment.benchmarkIndex`); this is
 * its calculator (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js).
 */
import { throttling } from "lighthouse/core/config/constants.js";

/** Below this, a host is too slow to emulate the reference phone at all. */
export const SLOWEST_USABLE_INDEX = 150;

/**
 * The multiplier for a benchmark index: 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×,
 * linear between.
 * @param {number} benchmarkIndex
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_USABLE_INDEX)
    throw new Error(
      `This machine's benchmark index (${benchmarkIndex}) is too low to emulate Lighthouse's reference phone: measure on a less busy machine.`,
    );
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * Lighthouse's mobile throttling (slow 4G) with the CPU slowdown for this benchmark index.
 * @param {number} benchmarkIndex
 */
export function calibratedThrottling(benchmarkIndex) {
  return {
    ...throttling.mobileSlow4G,
    cpuSlowdownMultiplier: Math.round(cpuSlowdownFor(benchmarkIndex) * 100) / 100,
  };
}

/**
 * The benchmark index of a quiet machine of CI's kind (2 cores), measured on 2026-11-24. `npm test`
 * gates at the device Lighthouse's default 4× gives there, until the pages meet the calibrated
 * reference phone (issue 22): scaled by the same calculator, so a busy or slow machine measures
 * that same device instead of a slower one.
 */
export const GATE_REFERENCE_INDEX = 2800;

/** The CPU slowdown that emulates, on this machine, the device 4× gives on the reference machine. */
export function gateSlowdownFor(/** @type {number} */ benchmarkIndex) {
  return Math.round(((4 * cpuSlowdownFor(benchmarkIndex)) / cpuSlowdownFor(GATE_REFERENCE_INDEX)) * 100) / 100;
}
