import { describe, expect, it } from "vitest";
import { formatGBP, formatGBPExact, formatPercent, formatRate, roundHalfUp } from "./format";

describe("roundHalfUp", () => {
  it("rounds halves away from zero like HMRC's BigDecimal HALF_UP", () => {
    expect(roundHalfUp(0.5)).toBe(1);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(22.75, 1)).toBe(22.8);
  });

  it("rounds what the arithmetic on paper gives, not float noise", () => {
    // The literal is deliberately the float just below 2377.575 that HMRC's own arithmetic produces.
    // eslint-disable-next-line no-loss-of-precision
    expect(roundHalfUp(2377.5749999999995, 2)).toBe(2377.58);
    expect(roundHalfUp(0.1 + 0.2, 2)).toBe(0.3);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
  });

  it("passes non-finite values through", () => {
    expect(roundHalfUp(Number.NaN)).toBeNaN();
  });
});

describe("formatGBP", () => {
  it("shows whole pounds by default (spec §9: no decimals)", () => {
    expect(formatGBP(0)).toBe("£0");
    expect(formatGBP(9500)).toBe("£9,500");
    expect(formatGBP(9500.265)).toBe("£9,500");
    expect(formatGBP(9500.5)).toBe("£9,501");
    expect(formatGBP(999_999_999_999)).toBe("£999,999,999,999");
  });

  it("shows pounds and pence on request", () => {
    expect(formatGBP(1687.4859, { pence: true })).toBe("£1,687.49");
    expect(formatGBP(50_000, { pence: true })).toBe("£50,000.00");
  });

  it("never shows minus zero", () => {
    expect(formatGBP(-0.2)).toBe("£0");
  });

  it("shows pence only where there are some, for explanations", () => {
    expect(formatGBPExact(50_000)).toBe("£50,000");
    expect(formatGBPExact(37_568.306)).toBe("£37,568.31");
    expect(formatGBPExact(2249.999)).toBe("£2,250");
  });
});

describe("formatPercent", () => {
  it("shows one decimal by default (spec §9)", () => {
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(19)).toBe("19.0%");
    expect(formatPercent(22.75)).toBe("22.8%");
    expect(formatPercent(21.833)).toBe("21.8%");
  });

  it("takes other precisions", () => {
    expect(formatPercent(21.83306, 2)).toBe("21.83%");
  });

  it("writes rates as guidance does", () => {
    expect(formatRate(19)).toBe("19%");
    expect(formatRate(26.5)).toBe("26.5%");
  });
});
