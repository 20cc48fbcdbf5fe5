import { describe, expect, it } from "vitest";
import { factFrom, factValue, type FactId } from "~/lib/facts";
import {
  CORPORATION_TAX_RATES,
  currentMarginalReliefRates,
  earliestFinancialYear,
  financialYearFrom,
  fractionOfPercent,
  fractionValue,
  haveSameLimits,
  marginalRatePercent,
  ratesForFinancialYear,
} from "./corporation-tax-rates";
import { taxFinancialYearPart } from "./marginal-relief";

describe("corporation tax rates by financial year", () => {
  it("CTM03910: FY2023 small profits rate 19%, limits £50,000 and £250,000, fraction 3/200; main rate 25%", () => {
    expect(ratesForFinancialYear(2023)).toEqual({
      kind: "marginal-relief",
      fromFinancialYear: 2023,
      smallProfitsRatePercent: 19,
      mainRatePercent: 25,
      lowerLimit: 50_000,
      upperLimit: 250_000,
      marginalReliefFraction: { numerator: 3, denominator: 200 },
    });
  });

  it("carries the latest rates forward to later financial years", () => {
    expect(ratesForFinancialYear(2026)).toBe(ratesForFinancialYear(2023));
    expect(currentMarginalReliefRates()).toBe(ratesForFinancialYear(2030));
  });

  it.each([
    [2015, 20],
    [2016, 20],
    [2017, 19],
    [2020, 19],
    [2022, 19],
  ])("FY%i had one main rate of %i%% on all profits", (year, rate) => {
    expect(ratesForFinancialYear(year)).toMatchObject({
      kind: "flat-rate",
      mainRatePercent: rate,
    });
  });

  it("has no rates before FY2015", () => {
    expect(earliestFinancialYear()).toBe(2015);
    expect(ratesForFinancialYear(2014)).toBeUndefined();
  });

  it("lists entries in ascending financial year", () => {
    const years = CORPORATION_TAX_RATES.map((entry) => entry.fromFinancialYear);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  // CTM03925: the fraction is the marginal rate less the main rate, where the
  // marginal rate is (U × main − L × small) ÷ (U − L). If a Budget changes a
  // rate or a limit without the fraction, tax would jump at the limits.
  it("CTM03925: every standard fraction makes tax continuous at both limits", () => {
    for (const rates of CORPORATION_TAX_RATES) {
      if (rates.kind !== "marginal-relief") continue;
      const { lowerLimit: L, upperLimit: U } = rates;
      const marginalRate = (U * rates.mainRatePercent - L * rates.smallProfitsRatePercent) / (U - L) / 100;
      expect(fractionValue(rates.marginalReliefFraction)).toBeCloseTo(marginalRate - rates.mainRatePercent / 100, 12);
    }
  });

  it("CTM03925: the FY2023 marginal rate is 26.5%, and it is what each extra pound between the limits costs", () => {
    const rates = currentMarginalReliefRates();
    const taxOn = (profits: number) =>
      taxFinancialYearPart({
        rates,
        profits,
        exemptDistributions: 0,
        limitsFraction: { numerator: 1, denominator: 1 },
        companies: 1,
      }).tax;
    expect(marginalRatePercent(rates)).toBe(26.5);
    expect(fractionValue(rates.marginalReliefFraction)).toBe(0.015);
    expect(taxOn(150_001) - taxOn(150_000)).toBeCloseTo(0.265, 9);
    expect((taxOn(rates.upperLimit) - taxOn(rates.lowerLimit)) / (rates.upperLimit - rates.lowerLimit)).toBeCloseTo(
      marginalRatePercent(rates) / 100,
      12,
    );
  });

  it("compares limits to decide whether a straddling period is split (CTM03955)", () => {
    const fy2022 = ratesForFinancialYear(2022);
    const fy2023 = currentMarginalReliefRates();
    if (fy2022 === undefined) throw new Error("missing FY2022");
    expect(haveSameLimits(fy2023, fy2023)).toBe(true);
    expect(haveSameLimits(fy2022, fy2022)).toBe(true);
    expect(haveSameLimits(fy2022, fy2023)).toBe(false);
    expect(haveSameLimits(fy2023, { ...fy2023, mainRatePercent: 26 })).toBe(true);
    expect(haveSameLimits(fy2023, { ...fy2023, upperLimit: 300_000 })).toBe(false);
    expect(haveSameLimits(fy2023, { ...fy2023, lowerLimit: 60_000 })).toBe(false);
  });
});

describe("the rates the calculator uses today", () => {
  it("are the fact registry's, so the pages that quote corporation tax and the calculator agree", () => {
    const rates = currentMarginalReliefRates();
    expect({
      smallProfitsRatePercent: rates.smallProfitsRatePercent,
      mainRatePercent: rates.mainRatePercent,
      lowerLimit: rates.lowerLimit,
      upperLimit: rates.upperLimit,
      marginalReliefPercent: 100 * fractionValue(rates.marginalReliefFraction),
    }).toEqual({
      smallProfitsRatePercent: factValue("corporation-tax.small-profits-rate"),
      mainRatePercent: factValue("corporation-tax.main-rate"),
      lowerLimit: factValue("corporation-tax.lower-limit"),
      upperLimit: factValue("corporation-tax.upper-limit"),
      marginalReliefPercent: factValue("corporation-tax.marginal-relief-fraction"),
    });
  });

  it("start in the financial year every fact they read applies from", () => {
    const factsOfEachEntry: readonly (readonly FactId[])[] = [
      ["corporation-tax.main-rate-fy2015-to-fy2016"],
      ["corporation-tax.main-rate-fy2017-to-fy2022"],
      [
        "corporation-tax.small-profits-rate",
        "corporation-tax.main-rate",
        "corporation-tax.lower-limit",
        "corporation-tax.upper-limit",
        "corporation-tax.marginal-relief-fraction",
      ],
    ];
    expect(factsOfEachEntry.map((ids) => ids.map((id) => financialYearFrom(factFrom(id))))).toEqual(
      CORPORATION_TAX_RATES.map((entry, index) => (factsOfEachEntry[index] ?? []).map(() => entry.fromFinancialYear)),
    );
  });

  it("read the marginal relief fraction as the law writes it, from the registry's percentage", () => {
    expect(currentMarginalReliefRates().marginalReliefFraction).toEqual({ numerator: 3, denominator: 200 });
    // Earlier standard fractions (CTM03910): 1/40, 7/400, 3/400 and 1/400.
    expect([2.5, 1.75, 0.75, 0.25].map(fractionOfPercent)).toEqual([
      { numerator: 1, denominator: 40 },
      { numerator: 7, denominator: 400 },
      { numerator: 3, denominator: 400 },
      { numerator: 1, denominator: 400 },
    ]);
  });
});
