import { describe, expect, it } from "vitest";
import { marginalRatePercent, type MarginalReliefYear } from "./corporation-tax-rates";
import { adjustedLimit, taxFinancialYearPart } from "./marginal-relief";
import { FY2023_RATES, toPence, toPounds } from "./testing/hmrc-examples";

const WHOLE_YEAR = { numerator: 1, denominator: 1 };

describe("taxFinancialYearPart: HMRC Company Taxation Manual examples, using the manual's own fractions", () => {
  it("CTM03925: £90,000 profits and £8,000 exempt distributions, no associates: marginal relief £2,094, CT £20,406 (manual shows whole pounds; to the penny £2,093.88 and £20,406.12)", () => {
    const part = taxFinancialYearPart({
      rates: FY2023_RATES,
      profits: 90_000,
      exemptDistributions: 8_000,
      limitsFraction: WHOLE_YEAR,
      companies: 1,
    });
    expect(part.augmentedProfits).toBe(98_000);
    expect(part.band).toBe("marginal-relief");
    expect(part.mainRateTax).toBe(22_500);
    expect(toPounds(part.marginalRelief)).toBe(2_094);
    expect(toPounds(part.tax)).toBe(20_406);
    expect(toPence(part.marginalRelief)).toBe(2_093.88);
    expect(toPence(part.tax)).toBe(20_406.12);
  });

  it("CTM03930: 9-month period, £55,000 profits, limits × 9/12 = £37,500 and £187,500: marginal relief £1,987.50, CT £11,762.50", () => {
    const part = taxFinancialYearPart({
      rates: FY2023_RATES,
      profits: 55_000,
      exemptDistributions: 0,
      limitsFraction: { numerator: 9, denominator: 12 },
      companies: 1,
    });
    expect(part.lowerLimit).toBe(37_500);
    expect(part.upperLimit).toBe(187_500);
    expect(part.mainRateTax).toBe(13_750);
    expect(toPence(part.marginalRelief)).toBe(1_987.5);
    expect(toPence(part.tax)).toBe(11_762.5);
  });

  it("CTM03935: three associated companies, 12 months to 31 March 2024: limits £12,500 and £62,500", () => {
    const fullYear = { numerator: 366, denominator: 366 };
    expect(adjustedLimit(50_000, fullYear, 4)).toBe(12_500);
    expect(adjustedLimit(250_000, fullYear, 4)).toBe(62_500);
  });

  it("CTM03956: two associated companies, £55,000 profits: limits £16,667 and £83,333, marginal relief £425, CT £13,325", () => {
    const part = taxFinancialYearPart({
      rates: FY2023_RATES,
      profits: 55_000,
      exemptDistributions: 0,
      limitsFraction: WHOLE_YEAR,
      companies: 3,
    });
    expect(toPounds(part.lowerLimit ?? 0)).toBe(16_667);
    expect(toPounds(part.upperLimit ?? 0)).toBe(83_333);
    expect(toPence(part.marginalRelief)).toBe(425);
    expect(toPence(part.tax)).toBe(13_325);
  });

  describe("CTM03958: Company C, 1 July 2030 to 30 June 2031, £85,000 profits, limits change (upper £300,000, fraction 3/250 from FY2031) and associates fall from 2 to 1", () => {
    const fy2031: MarginalReliefYear = {
      ...FY2023_RATES,
      fromFinancialYear: 2031,
      upperLimit: 300_000,
      marginalReliefFraction: { numerator: 3, denominator: 250 },
    };
    const fy2030 = taxFinancialYearPart({
      rates: FY2023_RATES,
      profits: (85_000 * 274) / 365,
      exemptDistributions: 0,
      limitsFraction: { numerator: 274, denominator: 365 },
      companies: 3,
    });
    const fy2031Part = taxFinancialYearPart({
      rates: fy2031,
      profits: (85_000 * 91) / 365,
      exemptDistributions: 0,
      limitsFraction: { numerator: 91, denominator: 365 },
      companies: 2,
    });

    it("the marginal rate for FY2031 is 26.2% (fraction 3/250 = 1.2%), and tax rises at that rate from the lower limit to the upper", () => {
      const taxOn = (profits: number) =>
        taxFinancialYearPart({
          rates: fy2031,
          profits,
          exemptDistributions: 0,
          limitsFraction: WHOLE_YEAR,
          companies: 1,
        }).tax;
      expect(marginalRatePercent(fy2031)).toBeCloseTo(26.2, 12);
      expect((taxOn(300_000) - taxOn(50_000)) / 250_000).toBeCloseTo(0.262, 12);
    });

    it("FY2030 (274/365, three companies): limits £12,511.42 and £62,557.08; profits above them, so main rate only", () => {
      expect(toPence(fy2030.lowerLimit ?? 0)).toBe(12_511.42);
      expect(toPence(fy2030.upperLimit ?? 0)).toBe(62_557.08);
      expect(fy2030.band).toBe("main-rate");
      expect(fy2030.marginalRelief).toBe(0);
    });

    it("FY2031 (91/365, two companies): limits £6,232.88 and £37,397.26; profits between them", () => {
      expect(toPence(fy2031Part.lowerLimit ?? 0)).toBe(6_232.88);
      expect(toPence(fy2031Part.upperLimit ?? 0)).toBe(37_397.26);
      expect(fy2031Part.band).toBe("marginal-relief");
    });

    it("total CT £21,055.53 exactly; the manual prints £21,055.56 because it rounds profits to whole pounds before multiplying (£15,952.06 + £5,298 − £194.46)", () => {
      expect(toPence(fy2030.tax)).toBe(15_952.05);
      expect(toPence(fy2031Part.marginalRelief)).toBe(194.47);
      const total = fy2030.tax + fy2031Part.tax;
      expect(toPence(total)).toBe(21_055.53);
      expect(Math.abs(total - 21_055.56)).toBeLessThan(0.05);
    });
  });
});

describe("taxFinancialYearPart: the rules themselves", () => {
  const part = (profits: number, exemptDistributions = 0, companies = 1) =>
    taxFinancialYearPart({
      rates: FY2023_RATES,
      profits,
      exemptDistributions,
      limitsFraction: WHOLE_YEAR,
      companies,
    });

  it("charges a flat-rate year at its one rate with no limits", () => {
    const flat = taxFinancialYearPart({
      rates: {
        kind: "flat-rate",
        fromFinancialYear: 2017,
        mainRatePercent: 19,
      },
      profits: 300_000,
      exemptDistributions: 50_000,
      limitsFraction: WHOLE_YEAR,
      companies: 5,
    });
    expect(flat).toMatchObject({
      band: "flat-rate",
      ratePercent: 19,
      lowerLimit: null,
      upperLimit: null,
      mainRateTax: 57_000,
      marginalRelief: 0,
      tax: 57_000,
    });
  });

  it("tests the limits against augmented profits but taxes only taxable profits", () => {
    // £45,000 profits alone would be small; £10,000 of distributions push A to £55,000.
    const result = part(45_000, 10_000);
    expect(result.band).toBe("marginal-relief");
    expect(result.mainRateTax).toBe(11_250);
    // 3/200 × (250,000 − 55,000) × 45,000 ÷ 55,000
    expect(result.marginalRelief).toBeCloseTo((0.015 * 195_000 * 45_000) / 55_000, 9);
  });

  it("applies the small profits rate when augmented profits equal the lower limit", () => {
    expect(part(40_000, 10_000)).toMatchObject({
      band: "small-profits-rate",
      smallProfitsRateTax: 7_600,
      tax: 7_600,
    });
  });

  it("gives no relief when augmented profits reach the upper limit", () => {
    expect(part(240_000, 10_000)).toMatchObject({
      band: "main-rate",
      marginalRelief: 0,
      tax: 60_000,
    });
  });

  it("charges nothing on exempt distributions alone", () => {
    expect(part(0, 100_000).tax).toBe(0);
  });

  it("divides the limits by this company plus its associates", () => {
    expect(part(100_000, 0, 2)).toMatchObject({
      lowerLimit: 25_000,
      upperLimit: 125_000,
    });
    expect(toPence(part(100_000, 0, 2).marginalRelief)).toBe(375);
  });
});
