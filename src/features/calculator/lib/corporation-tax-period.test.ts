import { describe, expect, it } from "vitest";
import { CORPORATION_TAX_RATES, type CorporationTaxRateTable } from "./corporation-tax-rates";
import {
  calculatePeriodCorporationTax,
  validateAccountingPeriod,
  type AccountingPeriodInput,
  type PeriodCorporationTax,
} from "./corporation-tax-period";
import { FY2023_RATES, seededRandom, toPence } from "./testing/hmrc-examples";

function calculate(
  input: AccountingPeriodInput,
  table: CorporationTaxRateTable = CORPORATION_TAX_RATES,
): PeriodCorporationTax {
  const outcome = calculatePeriodCorporationTax(input, table);
  if (!outcome.ok) {
    throw new Error(outcome.errors.map((error) => error.message).join("; "));
  }
  return outcome.value;
}

const year = (result: PeriodCorporationTax, financialYear: number) => {
  const found = result.financialYears.find((fy) => fy.financialYear === financialYear);
  if (found === undefined) throw new Error(`no FY${financialYear}`);
  return found;
};

describe("HMRC Company Taxation Manual examples, from dates", () => {
  it("CTM03925: period ended 30 September 2026 (1 October 2025 to 30 September 2026), £90,000 profits, £8,000 exempt distributions: relief £2,094, CT £20,406 (manual in whole pounds; £20,406.12 to the penny)", () => {
    const result = calculate({
      periodStart: "2025-10-01",
      periodEnd: "2026-09-30",
      taxableProfits: 90_000,
      exemptDistributions: 8_000,
    });
    expect(result.augmentedProfits).toBe(98_000);
    expect(Math.round(result.marginalRelief)).toBe(2_094);
    expect(Math.round(result.taxToPay)).toBe(20_406);
    expect(toPence(result.taxToPay)).toBe(20_406.12);
  });

  it("CTM03930: 1 January 2024 to 30 September 2024, £55,000: the manual's 9/12 gives £11,762.50; strictly by days, limits are × 91/366 in FY2023 (a 366-day year) and × 183/365 in FY2024, and CT is £11,762.49", () => {
    const result = calculate({
      periodStart: "2024-01-01",
      periodEnd: "2024-09-30",
      taxableProfits: 55_000,
    });
    expect(result.daysInPeriod).toBe(274);
    const upperLimit = result.financialYears.reduce((total, fy) => total + (fy.upperLimit ?? 0), 0);
    expect(toPence(upperLimit)).toBe(187_500.94);
    expect(toPence(result.marginalRelief)).toBe(1_987.51);
    expect(toPence(result.taxToPay)).toBe(11_762.49);
  });

  it("CTM03935: three associated companies, 12 months to 31 March 2024: limits £12,500 and £62,500", () => {
    const result = calculate({
      periodStart: "2023-04-01",
      periodEnd: "2024-03-31",
      taxableProfits: 40_000,
      associatedCompanies: 3,
    });
    expect(year(result, 2023)).toMatchObject({
      lowerLimit: 12_500,
      upperLimit: 62_500,
    });
    expect(toPence(result.taxToPay)).toBe(9_662.5); // £10,000 less 3/200 × £22,500
  });

  it("CTM03955 (period straddling 1 April 2023, 1 January to 31 December 2023): the manual's worked figures are not in our stored copy of the page, so this is built from HMRC's formula and checked against HMRC's Marginal Relief Calculator test (MixedRateCalculatorSpec): £100,000 → FY2022 £4,684.93, FY2023 £18,835.62 less £1,687.49, total £21,833.06 (21.83%)", () => {
    const result = calculate({
      periodStart: "2023-01-01",
      periodEnd: "2023-12-31",
      taxableProfits: 100_000,
    });
    expect(result.partsTreatedSeparately).toBe(true);
    const fy2022 = year(result, 2022);
    const fy2023 = year(result, 2023);
    expect(fy2022).toMatchObject({
      days: 90,
      band: "flat-rate",
      ratePercent: 19,
    });
    expect(toPence(fy2022.profits)).toBe(24_657.53);
    expect(toPence(fy2022.tax)).toBe(4_684.93);
    expect(fy2023).toMatchObject({
      days: 275,
      daysInFinancialYear: 366,
      limitsFraction: { numerator: 275, denominator: 366 },
      band: "marginal-relief",
    });
    expect(toPence(fy2023.profits)).toBe(75_342.47);
    expect(toPence(fy2023.lowerLimit ?? 0)).toBe(37_568.31);
    expect(toPence(fy2023.upperLimit ?? 0)).toBe(187_841.53);
    expect(toPence(fy2023.mainRateTax)).toBe(18_835.62);
    expect(toPence(fy2023.marginalRelief)).toBe(1_687.49);
    expect(toPence(fy2023.tax)).toBe(17_148.13);
    expect(toPence(result.taxToPay)).toBe(21_833.06);
    expect(toPence(result.effectiveRate)).toBe(21.83);
  });

  it("CTM03956: Company A, 1 October 2023 to 30 September 2024, £55,000, one associate then two: limits ÷ 3 for the whole period, relief £425, CT £13,325", () => {
    const result = calculate({
      periodStart: "2023-10-01",
      periodEnd: "2024-09-30",
      taxableProfits: 55_000,
      associatedCompaniesByFinancialYear: { 2023: 1, 2024: 2 },
    });
    expect(result.partsTreatedSeparately).toBe(false);
    expect(result.financialYears.map((fy) => fy.associatedCompanies)).toEqual([2, 2]);
    expect(toPence(result.marginalRelief)).toBe(425);
    expect(toPence(result.taxToPay)).toBe(13_325);
  });

  it("CTM03957: Company B, 1 January to 31 December 2028, £45,000, 2 then 4 associates, main rate 26% and small profits rate 20% from FY2028 (a hypothetical Budget): 91/366 and 275/366, relief £75, CT £11,513.11", () => {
    const table: CorporationTaxRateTable = [
      ...CORPORATION_TAX_RATES,
      {
        ...FY2023_RATES,
        fromFinancialYear: 2028,
        mainRatePercent: 26,
        smallProfitsRatePercent: 20,
      },
    ];
    const result = calculate(
      {
        periodStart: "2028-01-01",
        periodEnd: "2028-12-31",
        taxableProfits: 45_000,
        associatedCompaniesByFinancialYear: { 2027: 2, 2028: 4 },
      },
      table,
    );
    expect(result.daysInPeriod).toBe(366);
    expect(result.partsTreatedSeparately).toBe(false);
    expect(result.financialYears.map((fy) => fy.days)).toEqual([91, 275]);
    expect(result.financialYears.map((fy) => fy.associatedCompanies)).toEqual([4, 4]);
    // Limits £10,000 and £50,000 over the whole period.
    const upper = result.financialYears.reduce((total, fy) => total + (fy.upperLimit ?? 0), 0);
    expect(toPence(upper)).toBe(50_000);
    expect(toPence(result.mainRateTax)).toBe(11_588.11);
    expect(toPence(result.marginalRelief)).toBe(75);
    expect(toPence(result.taxToPay)).toBe(11_513.11);
  });

  it("CTM03958: Company C, 1 July 2030 to 30 June 2031, £85,000, upper limit £300,000 and fraction 3/250 from FY2031 (hypothetical): parts treated separately; FY2030 limits £12,511.42 and £62,557.08 as in the manual; for FY2031 we divide by its 366 days as HMRC's calculator does (the manual uses 365), so CT is £21,056.76 against the manual's £21,055.56", () => {
    const table: CorporationTaxRateTable = [
      ...CORPORATION_TAX_RATES,
      {
        ...FY2023_RATES,
        fromFinancialYear: 2031,
        upperLimit: 300_000,
        marginalReliefFraction: { numerator: 3, denominator: 250 },
      },
    ];
    const result = calculate(
      {
        periodStart: "2030-07-01",
        periodEnd: "2031-06-30",
        taxableProfits: 85_000,
        associatedCompaniesByFinancialYear: { 2030: 2, 2031: 1 },
      },
      table,
    );
    expect(result.partsTreatedSeparately).toBe(true);
    const fy2030 = year(result, 2030);
    const fy2031 = year(result, 2031);
    expect(toPence(fy2030.profits)).toBe(63_808.22);
    expect(toPence(fy2031.profits)).toBe(21_191.78);
    expect(fy2030).toMatchObject({ associatedCompanies: 2, band: "main-rate" });
    expect(toPence(fy2030.lowerLimit ?? 0)).toBe(12_511.42);
    expect(toPence(fy2030.upperLimit ?? 0)).toBe(62_557.08);
    expect(fy2031).toMatchObject({
      associatedCompanies: 1,
      band: "marginal-relief",
      limitsFraction: { numerator: 91, denominator: 366 },
    });
    expect(toPence(fy2031.upperLimit ?? 0)).toBe(37_295.08);
    expect(toPence(fy2031.marginalRelief)).toBe(193.24);
    expect(toPence(result.taxToPay)).toBe(21_056.76);
    expect(Math.abs(result.taxToPay - 21_055.56)).toBeLessThan(1.5);
  });
});

describe("HMRC Marginal Relief Calculator test cases (hmrc/marginal-relief-calculator-frontend and -backend)", () => {
  it("1 April 2023 to 31 March 2024 (366 days), £100,000: full limits (366/366), CT £22,750", () => {
    const result = calculate({
      periodStart: "2023-04-01",
      periodEnd: "2024-03-31",
      taxableProfits: 100_000,
    });
    expect(year(result, 2023).limitsFraction).toEqual({
      numerator: 366,
      denominator: 366,
    });
    expect(result.taxToPay).toBe(22_750);
    expect(result.marginalRelief).toBe(2_250);
  });

  it("same period, one associated company: relief £375, CT £24,625", () => {
    const result = calculate({
      periodStart: "2023-04-01",
      periodEnd: "2024-03-31",
      taxableProfits: 100_000,
      associatedCompanies: 1,
    });
    expect(toPence(result.marginalRelief)).toBe(375);
    expect(toPence(result.taxToPay)).toBe(24_625);
  });

  it("1 October 2023 to 30 September 2024, £100,000: 183/366 each side, £11,375 in each year", () => {
    const result = calculate({
      periodStart: "2023-10-01",
      periodEnd: "2024-09-30",
      taxableProfits: 100_000,
    });
    for (const fy of result.financialYears) {
      expect(fy.limitsFraction).toEqual({ numerator: 183, denominator: 366 });
      expect(toPence(fy.tax)).toBe(11_375);
      expect(toPence(fy.marginalRelief)).toBe(1_125);
    }
  });

  it("1 January to 30 June 2024 (182 days), £25,000: limits × 91/366 in FY2023 (relief £744.88, CT £2,380.12) and × 91/365 in FY2024 (relief £747.43, CT £2,377.57), as since HMRC's fix of 7 January 2026", () => {
    const result = calculate({
      periodStart: "2024-01-01",
      periodEnd: "2024-06-30",
      taxableProfits: 25_000,
    });
    expect(result.financialYears.map((fy) => fy.limitsFraction)).toEqual([
      { numerator: 91, denominator: 366 },
      { numerator: 91, denominator: 365 },
    ]);
    expect(result.financialYears.map((fy) => toPence(fy.marginalRelief))).toEqual([744.88, 747.43]);
    expect(result.financialYears.map((fy) => toPence(fy.tax))).toEqual([2_380.12, 2_377.57]);
  });

  it("1 June to 31 December 2023 (214 days), £70,000: limits × 214/366, relief £1,142.62 and CT £16,357.38, as HMRC's calculator gives", () => {
    const result = calculate({ periodStart: "2023-06-01", periodEnd: "2023-12-31", taxableProfits: 70_000 });
    expect(year(result, 2023).limitsFraction).toEqual({ numerator: 214, denominator: 366 });
    expect(toPence(result.marginalRelief)).toBe(1_142.62);
    expect(toPence(result.taxToPay)).toBe(16_357.38);
  });

  it("1 October 2023 to 30 September 2024, £60,000, 2 then 3 associates, same limits: 3 associates throughout, £18.75 relief in each year", () => {
    const result = calculate({
      periodStart: "2023-10-01",
      periodEnd: "2024-09-30",
      taxableProfits: 60_000,
      associatedCompaniesByFinancialYear: { 2023: 2, 2024: 3 },
    });
    expect(result.financialYears.map((fy) => toPence(fy.marginalRelief))).toEqual([18.75, 18.75]);
    expect(result.financialYears.map((fy) => toPence(fy.tax))).toEqual([7_481.25, 7_481.25]);
  });

  it("same, with an upper limit of £300,000 from FY2024 (hypothetical): separate parts, 183/366 with 2 associates and 183/365 with 3, relief £175 and £114.04", () => {
    const table: CorporationTaxRateTable = [
      ...CORPORATION_TAX_RATES,
      { ...FY2023_RATES, fromFinancialYear: 2024, upperLimit: 300_000 },
    ];
    const result = calculate(
      {
        periodStart: "2023-10-01",
        periodEnd: "2024-09-30",
        taxableProfits: 60_000,
        associatedCompaniesByFinancialYear: { 2023: 2, 2024: 3 },
      },
      table,
    );
    expect(result.financialYears.map((fy) => fy.limitsFraction)).toEqual([
      { numerator: 183, denominator: 366 },
      { numerator: 183, denominator: 365 },
    ]);
    expect(result.financialYears.map((fy) => toPence(fy.marginalRelief))).toEqual([175, 114.04]);
    expect(result.financialYears.map((fy) => toPence(fy.tax))).toEqual([7_325, 7_385.96]);
  });

  it("1 January to 31 December 2023, £175,000, 2 associates in FY2023: £8,198.63 at 19% then £32,962.33 at 25% (above the shared limits), 23.52%", () => {
    const result = calculate({
      periodStart: "2023-01-01",
      periodEnd: "2023-12-31",
      taxableProfits: 175_000,
      associatedCompaniesByFinancialYear: { 2023: 2 },
    });
    expect(toPence(year(result, 2022).tax)).toBe(8_198.63);
    expect(year(result, 2023).band).toBe("main-rate");
    expect(toPence(year(result, 2023).tax)).toBe(32_962.33);
    expect(toPence(result.effectiveRate)).toBe(23.52);
  });

  it("1 April 2022 to 31 March 2023, £100,000: FY2022 flat 19%, £19,000", () => {
    const result = calculate({
      periodStart: "2022-04-01",
      periodEnd: "2023-03-31",
      taxableProfits: 100_000,
    });
    expect(result.financialYears).toHaveLength(1);
    expect(result.taxToPay).toBe(19_000);
    expect(result.effectiveRate).toBe(19);
  });
});

describe("leap years", () => {
  it("1 March 2024 to 28 February 2025 (365 days, crossing 1 April 2024): full limits shared 31/365 and 334/365, CT as for any 12 months (CTA 2010 s18D: HMRC's calculator gives 31/366 here and slightly less)", () => {
    const result = calculate({
      periodStart: "2024-03-01",
      periodEnd: "2025-02-28",
      taxableProfits: 100_000,
    });
    expect(result.daysInPeriod).toBe(365);
    expect(result.financialYears.map((fy) => fy.limitsFraction)).toEqual([
      { numerator: 31, denominator: 365 },
      { numerator: 334, denominator: 365 },
    ]);
    expect(result.financialYears.map((fy) => fy.daysInFinancialYear)).toEqual([366, 365]);
    expect(toPence(result.taxToPay)).toBe(22_750);
  });

  it("1 March 2023 to 29 February 2024 (366 days): FY2022 31/366 of profits at 19%, FY2023 335/366 with limits × 335/366", () => {
    const result = calculate({
      periodStart: "2023-03-01",
      periodEnd: "2024-02-29",
      taxableProfits: 100_000,
    });
    expect(result.daysInPeriod).toBe(366);
    expect(toPence(year(result, 2022).tax)).toBe(1_609.29);
    expect(toPence(year(result, 2023).upperLimit ?? 0)).toBe(228_825.14);
    expect(toPence(year(result, 2023).marginalRelief)).toBe(2_059.43);
    expect(toPence(result.taxToPay)).toBe(22_432.38);
  });

  it("a short period inside a 366-day financial year scales limits by days ÷ 366, as HMRC's calculator does", () => {
    const result = calculate({
      periodStart: "2023-04-01",
      periodEnd: "2023-09-30",
      taxableProfits: 30_000,
    });
    expect(year(result, 2023).limitsFraction).toEqual({
      numerator: 183,
      denominator: 366,
    });
    expect(toPence(year(result, 2023).lowerLimit ?? 0)).toBe(25_000);
  });

  it("a period of exactly 12 months gets exactly the full limits whether it has 365 or 366 days", () => {
    for (const [start, end] of [
      ["2023-04-01", "2024-03-31"],
      ["2024-04-01", "2025-03-31"],
      ["2023-07-01", "2024-06-30"],
      ["2024-07-01", "2025-06-30"],
      ["2027-10-01", "2028-09-30"],
    ] as const) {
      const result = calculate({
        periodStart: start,
        periodEnd: end,
        taxableProfits: 150_000,
      });
      const upper = result.financialYears.reduce((total, fy) => total + (fy.upperLimit ?? 0), 0);
      expect(toPence(upper)).toBe(250_000);
      expect(toPence(result.taxToPay)).toBe(36_000);
    }
  });
});

describe("associated companies and exempt distributions", () => {
  it("divides the limits by associates + 1", () => {
    const result = calculate({
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
      taxableProfits: 60_000,
      associatedCompanies: 4,
    });
    expect(year(result, 2024)).toMatchObject({
      lowerLimit: 10_000,
      upperLimit: 50_000,
      band: "main-rate",
    });
    expect(result.taxToPay).toBe(15_000);
  });

  it("lets a figure for one financial year override the figure for the whole period", () => {
    const result = calculate({
      periodStart: "2022-10-01",
      periodEnd: "2023-09-30",
      taxableProfits: 80_000,
      associatedCompanies: 0,
      associatedCompaniesByFinancialYear: { 2023: 1 },
    });
    expect(year(result, 2023).associatedCompanies).toBe(1);
  });

  it("tests limits against augmented profits and apportions distributions by days", () => {
    const result = calculate({
      periodStart: "2023-01-01",
      periodEnd: "2023-12-31",
      taxableProfits: 40_000,
      exemptDistributions: 20_000,
    });
    const fy2023 = year(result, 2023);
    expect(toPence(fy2023.exemptDistributions)).toBe(15_068.49);
    expect(fy2023.band).toBe("marginal-relief");
    // 3/200 × (U − A) × N ÷ A with U = 250,000 × 275/366, A = 60,000 × 275/365, N = 40,000 × 275/365
    const upper = (250_000 * 275) / 366;
    const augmented = (60_000 * 275) / 365;
    expect(fy2023.marginalRelief).toBeCloseTo(0.015 * (upper - augmented) * (40_000 / 60_000), 9);
  });

  it("charges nothing when there are only exempt distributions", () => {
    const result = calculate({
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
      taxableProfits: 0,
      exemptDistributions: 100_000,
    });
    expect(result).toMatchObject({ taxToPay: 0, effectiveRate: 0 });
  });

  it("more associates or more distributions never lower the tax", () => {
    const random = seededRandom(2024);
    for (let trial = 0; trial < 300; trial += 1) {
      const base = {
        periodStart: "2023-01-01",
        periodEnd: "2023-12-31",
        taxableProfits: Math.floor(random() * 300_000),
        exemptDistributions: Math.floor(random() * 50_000),
        associatedCompanies: Math.floor(random() * 4),
      };
      const tax = calculate(base).taxToPay;
      expect(
        calculate({
          ...base,
          associatedCompanies: base.associatedCompanies + 1,
        }).taxToPay,
      ).toBeGreaterThanOrEqual(tax - 1e-9);
      expect(
        calculate({
          ...base,
          exemptDistributions: base.exemptDistributions + 10_000,
        }).taxToPay,
      ).toBeGreaterThanOrEqual(tax - 1e-9);
    }
  });
});

describe("FY2015 to FY2022: one rate on all profits", () => {
  it.each([
    ["2015-04-01", "2016-03-31", 20_000],
    ["2016-04-01", "2017-03-31", 20_000],
    ["2017-04-01", "2018-03-31", 19_000],
    ["2021-04-01", "2022-03-31", 19_000],
  ])("%s to %s on £100,000 is £%i whatever the associates", (start, end, tax) => {
    const result = calculate({
      periodStart: start,
      periodEnd: end,
      taxableProfits: 100_000,
      associatedCompanies: 3,
      exemptDistributions: 1_000_000,
    });
    expect(result.taxToPay).toBe(tax);
    expect(result.marginalRelief).toBe(0);
  });

  it("splits a period straddling 1 April 2017 between 20% and 19% by days", () => {
    const result = calculate({
      periodStart: "2017-01-01",
      periodEnd: "2017-12-31",
      taxableProfits: 365_000,
    });
    expect(result.financialYears.map((fy) => [fy.days, fy.ratePercent, fy.tax])).toEqual([
      [90, 20, 18_000],
      [275, 19, 52_250],
    ]);
    expect(result.partsTreatedSeparately).toBe(false);
  });
});

describe("validation", () => {
  const valid = {
    periodStart: "2024-04-01",
    periodEnd: "2025-03-31",
    taxableProfits: 1,
  };
  const errorsFor = (input: Partial<AccountingPeriodInput>) => {
    const outcome = calculatePeriodCorporationTax({ ...valid, ...input });
    return outcome.ok ? [] : outcome.errors;
  };

  it("accepts a period of exactly 12 months", () => {
    expect(errorsFor({})).toEqual([]);
    expect(validateAccountingPeriod("2024-02-29", "2025-02-28")).toEqual([]);
  });

  it("refuses an end date on or before the start date", () => {
    expect(errorsFor({ periodEnd: "2024-04-01" })).toEqual([
      {
        field: "periodEnd",
        message: "The end date must be after the start date",
      },
    ]);
    expect(errorsFor({ periodEnd: "2024-03-01" })).toHaveLength(1);
  });

  it("refuses a period longer than 12 months and says when it must end", () => {
    expect(errorsFor({ periodEnd: "2025-04-01" })).toEqual([
      {
        field: "periodEnd",
        message:
          "An accounting period can be at most 12 months, so a period starting on 1 April 2024 must end by 31 March 2025",
      },
    ]);
    expect(validateAccountingPeriod("2023-03-01", "2024-03-01")).toHaveLength(1);
  });

  it("refuses dates that are missing or not real", () => {
    expect(errorsFor({ periodStart: "", periodEnd: "2023-02-30" })).toEqual([
      {
        field: "periodStart",
        message: "Enter the date your accounting period starts",
      },
      {
        field: "periodEnd",
        message: "Enter the date your accounting period ends",
      },
    ]);
  });

  it("refuses periods starting before the rates we hold", () => {
    expect(errorsFor({ periodStart: "2015-03-31", periodEnd: "2015-12-31" })).toEqual([
      {
        field: "periodStart",
        message: "The accounting period must start on or after 1 April 2015",
      },
    ]);
  });

  it("refuses negative, non-finite or oversized amounts and fractional associates", () => {
    expect(errorsFor({ taxableProfits: -1 }).map((error) => error.field)).toEqual(["taxableProfits"]);
    expect(errorsFor({ taxableProfits: Number.NaN }).map((error) => error.field)).toEqual(["taxableProfits"]);
    expect(errorsFor({ taxableProfits: 1e12 }).map((error) => error.message)).toEqual([
      "Enter taxable profits of £999,999,999,999 or less",
    ]);
    expect(errorsFor({ exemptDistributions: -5 }).map((error) => error.field)).toEqual(["exemptDistributions"]);
    expect(errorsFor({ associatedCompanies: 1.5 }).map((error) => error.field)).toEqual(["associatedCompanies"]);
    expect(errorsFor({ associatedCompaniesByFinancialYear: { 2024: -1 } })).toHaveLength(1);
  });

  it("reports every problem at once", () => {
    expect(
      errorsFor({
        periodEnd: "2026-01-01",
        taxableProfits: -1,
        associatedCompanies: -1,
      }),
    ).toHaveLength(3);
  });
});

describe("explanation ('how we calculated')", () => {
  it("walks through a straddling period step by step", () => {
    const result = calculate({
      periodStart: "2023-01-01",
      periodEnd: "2023-12-31",
      taxableProfits: 100_000,
    });
    expect(result.explanation).toEqual([
      "Your accounting period runs from 1 January 2023 to 31 December 2023, which is 365 days.",
      "It spans two financial years, so your profits of £100,000 are split by days: £24,657.53 for the 90 days from 1 January 2023 to 31 March 2023 (financial year 2022) and £75,342.47 for the 275 days from 1 April 2023 to 31 December 2023 (financial year 2023).",
      "The rules for small profits differ between these financial years, so each part is treated as a separate accounting period with its own limits.",
      "Financial year 2022: a flat rate of 19% applied to all profits, so tax on £24,657.53 is £4,684.93.",
      "Financial year 2023: the limits of £50,000 and £250,000 are scaled to 275 of the 366 days in financial year 2023, giving £37,568.31 and £187,841.53. Your profits of £75,342.47 are between the limits, so the main rate of 25% applies (£75,342.47 × 25% = £18,835.62) less marginal relief of 3/200 × (£187,841.53 − £75,342.47) = £1,687.49, leaving £17,148.13.",
      "Total corporation tax is £21,833.06 on profits of £100,000, an effective rate of 21.8%.",
    ]);
  });

  it("mentions associates, augmented profits and the full formula", () => {
    const result = calculate({
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
      taxableProfits: 90_000,
      exemptDistributions: 8_000,
      associatedCompanies: 1,
    });
    expect(result.explanation).toEqual([
      "Your accounting period runs from 1 April 2024 to 31 March 2025, which is 365 days.",
      "It falls entirely within financial year 2024 (1 April 2024 to 31 March 2025).",
      "The limits are tested against augmented profits: your taxable profits plus £8,000 of exempt distributions, £98,000 in all. Tax is charged on the taxable profits only.",
      "Financial year 2024: the limits of £50,000 and £250,000 are shared between your company and its 1 associated company, giving £25,000 and £125,000. Your augmented profits of £98,000 (profits of £90,000 plus £8,000 of exempt distributions) are between the limits, so the main rate of 25% applies (£90,000 × 25% = £22,500) less marginal relief of 3/200 × (£125,000 − £98,000) × £90,000 ÷ £98,000 = £371.94, leaving £22,128.06.",
      "Total corporation tax is £22,128.06 on profits of £90,000, an effective rate of 24.6%.",
    ]);
  });

  it("explains the small profits rate and the main rate", () => {
    const small = calculate({
      periodStart: "2024-04-01",
      periodEnd: "2024-09-30",
      taxableProfits: 20_000,
    });
    expect(small.explanation[2]).toBe(
      "Financial year 2024: the limits of £50,000 and £250,000 are scaled to 183 of 365 days, giving £25,068.49 and £125,342.47. Your profits of £20,000 are not above the lower limit, so the small profits rate of 19% applies: £20,000 × 19% = £3,800.",
    );
    const large = calculate({
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
      taxableProfits: 400_000,
    });
    expect(large.explanation[2]).toBe(
      "Financial year 2024: the limits are £50,000 and £250,000. Your profits of £400,000 are not below the upper limit, so the main rate of 25% applies to all of them: £400,000 × 25% = £100,000.",
    );
  });
});
