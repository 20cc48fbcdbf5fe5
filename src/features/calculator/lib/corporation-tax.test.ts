import { describe, expect, it } from "vitest";
import { calculateCorporationTax, explainCorporationTax, taxableProfit } from "./corporation-tax";
import { calculatePeriodCorporationTax } from "./corporation-tax-period";
import { formatGBP, formatPercent } from "./format";
import { seededRandom, toPence } from "./testing/hmrc-examples";

const forProfit = (profit: number) => calculateCorporationTax(profit, 0);

describe("taxableProfit (spec §5: revenue minus expenses, never below 0)", () => {
  it.each([
    [100_000, 40_000, 60_000],
    [40_000, 100_000, 0],
    [50_000, 50_000, 0],
    [0, 0, 0],
  ])("revenue %i less expenses %i is %i", (revenue, expenses, profit) => {
    expect(taxableProfit(revenue, expenses)).toBe(profit);
  });

  it("counts an unusable input as 0", () => {
    expect(taxableProfit(Number.NaN, 10)).toBe(0);
    expect(taxableProfit(1_000, Number.NaN)).toBe(1_000);
    expect(taxableProfit(1_000, -500)).toBe(1_000);
  });
});

describe("calculateCorporationTax: the spec's boundary values (§9)", () => {
  it("profit £0: no tax, effective rate 0", () => {
    expect(forProfit(0)).toMatchObject({
      profit: 0,
      taxToPay: 0,
      afterTaxAmount: 0,
      effectiveRate: 0,
      smallProfitsRateTax: 0,
      mainRateTax: 0,
      marginalRelief: 0,
    });
  });

  it("profit £50,000: 19% small profits rate, £9,500", () => {
    expect(forProfit(50_000)).toMatchObject({
      band: "small-profits-rate",
      smallProfitsRateTax: 9_500,
      mainRateTax: 0,
      marginalRelief: 0,
      taxToPay: 9_500,
      afterTaxAmount: 40_500,
      effectiveRate: 19,
    });
  });

  it("profit £50,001: 25% less 3/200 × (£250,000 − £50,001), £9,500.27", () => {
    const result = forProfit(50_001);
    expect(result.band).toBe("marginal-relief");
    expect(result.mainRateTax).toBe(12_500.25);
    expect(toPence(result.marginalRelief)).toBe(2_999.99);
    expect(toPence(result.taxToPay)).toBe(9_500.27);
    expect(formatGBP(result.taxToPay)).toBe("£9,500");
    expect(formatPercent(result.effectiveRate)).toBe("19.0%");
  });

  it("profit £100,000: £25,000 less £2,250 relief, £22,750 (22.8%)", () => {
    const result = forProfit(100_000);
    expect(result).toMatchObject({
      mainRateTax: 25_000,
      marginalRelief: 2_250,
      taxToPay: 22_750,
      afterTaxAmount: 77_250,
      effectiveRate: 22.75,
    });
    expect(formatPercent(result.effectiveRate)).toBe("22.8%");
  });

  it("profit £249,999: relief of 3/200 × £1 = £0.015", () => {
    const result = forProfit(249_999);
    expect(result.band).toBe("marginal-relief");
    expect(result.marginalRelief).toBeCloseTo(0.015, 10);
    expect(toPence(result.taxToPay)).toBe(62_499.74);
  });

  it("profit £250,000: 25% main rate, £62,500, no relief", () => {
    expect(forProfit(250_000)).toMatchObject({
      band: "main-rate",
      mainRateTax: 62_500,
      marginalRelief: 0,
      taxToPay: 62_500,
      effectiveRate: 25,
    });
  });

  it("profit £1,000,000: 25% on all of it", () => {
    expect(forProfit(1_000_000).taxToPay).toBe(250_000);
  });

  it("works from revenue and expenses, with expenses above revenue giving no tax", () => {
    expect(calculateCorporationTax(180_000, 80_000).taxToPay).toBe(22_750);
    expect(calculateCorporationTax(80_000, 180_000)).toMatchObject({
      profit: 0,
      taxToPay: 0,
    });
  });
});

describe("calculateCorporationTax: the portions shown on the results card", () => {
  it("only one rate portion is ever non-zero, and they add up to the tax", () => {
    for (const profit of [1, 49_999, 50_000, 50_001, 150_000, 249_999, 250_000, 9_000_000]) {
      const result = forProfit(profit);
      expect(result.smallProfitsRateTax === 0 || result.mainRateTax === 0).toBe(true);
      expect(result.smallProfitsRateTax + result.mainRateTax - result.marginalRelief).toBeCloseTo(result.taxToPay, 9);
      expect(result.afterTaxAmount + result.taxToPay).toBeCloseTo(result.profit, 9);
    }
  });
});

describe("calculateCorporationTax: properties over many profits", () => {
  const random = seededRandom(7);
  const profits = Array.from({ length: 2_000 }, () => Math.floor(random() * 400_000));

  it("the effective rate stays between 19% and 25% for any positive profit", () => {
    for (const profit of profits.filter((value) => value > 0)) {
      const { effectiveRate } = forProfit(profit);
      expect(effectiveRate).toBeGreaterThanOrEqual(19 - 1e-9);
      expect(effectiveRate).toBeLessThanOrEqual(25 + 1e-9);
    }
  });

  it("tax never falls as profit rises, and each extra £1 costs at most 26.5p (the marginal rate)", () => {
    const sorted = [...new Set(profits)].sort((a, b) => a - b);
    for (let index = 1; index < sorted.length; index += 1) {
      const lower = sorted[index - 1] ?? 0;
      const higher = sorted[index] ?? 0;
      const extraTax = forProfit(higher).taxToPay - forProfit(lower).taxToPay;
      expect(extraTax).toBeGreaterThanOrEqual(0);
      expect(extraTax).toBeLessThanOrEqual((higher - lower) * 0.265 + 1e-6);
    }
  });

  it("is continuous at both limits", () => {
    expect(forProfit(50_000.01).taxToPay - forProfit(50_000).taxToPay).toBeLessThan(0.01);
    expect(forProfit(250_000).taxToPay - forProfit(249_999.99).taxToPay).toBeLessThan(0.01);
  });

  it("agrees with the HMRC-grade calculator for a 12-month period with no associates or distributions", () => {
    for (const profit of profits.slice(0, 200)) {
      const period = calculatePeriodCorporationTax({
        periodStart: "2024-04-01",
        periodEnd: "2025-03-31",
        taxableProfits: profit,
      });
      if (!period.ok) throw new Error("unexpected errors");
      expect(period.value.taxToPay).toBeCloseTo(forProfit(profit).taxToPay, 6);
    }
  });
});

describe("explainCorporationTax", () => {
  it("explains a small-profits result", () => {
    expect(explainCorporationTax(calculateCorporationTax(70_000, 30_000))).toEqual([
      "Taxable profit is your revenue of £70,000 less your expenses of £30,000: £40,000.",
      "Profits of £50,000 or less pay the small profits rate of 19%: £40,000 × 19% = £7,600.",
      "That leaves £32,400 after tax, an effective rate of 19.0%.",
    ]);
  });

  it("explains marginal relief", () => {
    expect(explainCorporationTax(forProfit(100_000))).toEqual([
      "Taxable profit is your revenue of £100,000 less your expenses of £0: £100,000.",
      "Profits between £50,000 and £250,000 pay the main rate of 25%: £100,000 × 25% = £25,000.",
      "Marginal relief brings that down by 3/200 × (£250,000 − £100,000) = £2,250, so tax to pay is £22,750.",
      "That leaves £77,250 after tax, an effective rate of 22.8%.",
    ]);
  });

  it("explains the main rate", () => {
    expect(explainCorporationTax(forProfit(300_000))[1]).toBe(
      "Profits of £250,000 or more pay the main rate of 25% on all of them: £300,000 × 25% = £75,000.",
    );
  });

  it("explains why there is nothing to pay", () => {
    expect(explainCorporationTax(calculateCorporationTax(10_000, 12_000))).toEqual([
      "Your expenses of £12,000 are at least as much as your revenue of £10,000, so there is no taxable profit and no corporation tax to pay.",
    ]);
  });
});
