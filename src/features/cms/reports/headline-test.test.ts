import { describe, expect, it } from "vitest";
import { headlineVerdict, normalCdf, probabilityBBeatsA } from "./headline-test";

describe("the headline test's verdict", () => {
  it("uses the normal distribution function", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });

  it("calls two equal headlines even", () => {
    expect(probabilityBBeatsA({ views: 500, quotes: 25 }, { views: 500, quotes: 25 })).toBeCloseTo(0.5, 6);
  });

  it("gives a clear winner a high chance once the sample is large enough", () => {
    // 2% against 4% over 1,000 views each: a two-proportion z of about 2.6.
    const verdict = headlineVerdict({ views: 1000, quotes: 20 }, { views: 1000, quotes: 40 });
    expect(verdict.leader).toBe("b");
    expect(verdict.chance).toBeGreaterThan(0.99);
    expect(verdict.tooEarly).toBe(false);
  });

  it("says it is too early with few views or few quotes, whatever the rates", () => {
    expect(headlineVerdict({ views: 40, quotes: 1 }, { views: 40, quotes: 6 }).tooEarly).toBe(true);
    expect(headlineVerdict({ views: 400, quotes: 2 }, { views: 400, quotes: 5 }).tooEarly).toBe(true);
    const early = headlineVerdict({ views: 40, quotes: 6 }, { views: 40, quotes: 1 });
    expect(early.leader).toBe("a");
    expect(early.needed).toEqual({ viewsOfA: 60, viewsOfB: 60, quotes: 3 });
    expect(headlineVerdict({ views: 0, quotes: 0 }, { views: 150, quotes: 12 }).needed).toEqual({
      viewsOfA: 100,
      viewsOfB: 0,
      quotes: 0,
    });
    expect(headlineVerdict({ views: 1000, quotes: 20 }, { views: 1000, quotes: 40 }).needed).toEqual({
      viewsOfA: 0,
      viewsOfB: 0,
      quotes: 0,
    });
  });

  it("copes with no views and with more quotes than views", () => {
    expect(probabilityBBeatsA({ views: 0, quotes: 0 }, { views: 0, quotes: 0 })).toBeCloseTo(0.5, 6);
    expect(Number.isFinite(probabilityBBeatsA({ views: 3, quotes: 5 }, { views: 10, quotes: 0 }))).toBe(true);
  });
});
