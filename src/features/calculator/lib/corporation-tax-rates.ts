/**
 * Corporation tax rates, limits and fractions by financial year (a financial
 * year is named by the calendar year it starts in: FY2023 runs from 1 April
 * 2023 to 31 March 2024). Each entry applies from its financial year until
 * the next entry.
 *
 * Every rate, limit and fraction is a fact in the registry (content/facts.json),
 * with its source and a date by which to check it again, and each entry starts
 * in the financial year of its facts' `from`, so the calculator and every page
 * that quotes a rate read the same figure. A Budget that changes a rate is new
 * facts for the new regime and a new entry here; the old regime's facts stay,
 * under ids of their own, as FY2015's and FY2017's do. The tests say when the
 * facts of an entry disagree about when it starts, and when a rate or a limit
 * is typed here instead (calculator-figures.test.ts).
 *
 * Sources: CTM03910 (FY2023 onwards: small profits rate, lower and upper
 * limits, standard fraction; main rate, FA 2021 s6-7); CTM01800 and GOV.UK's
 * "Rates and allowances for Corporation Tax" (one rate for all profits from
 * FY2015 to FY2022).
 */
import { factFrom, factValue } from "~/lib/facts";
import { financialYearOf, parseIsoDate } from "./dates";

export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

/** One rate on all profits: no small profits rate and no marginal relief. */
export interface FlatRateYear {
  readonly kind: "flat-rate";
  readonly fromFinancialYear: number;
  readonly mainRatePercent: number;
}

/** Small profits rate, main rate and marginal relief between the limits. */
export interface MarginalReliefYear {
  readonly kind: "marginal-relief";
  readonly fromFinancialYear: number;
  readonly smallProfitsRatePercent: number;
  readonly mainRatePercent: number;
  /** For a 12-month period and a company with no associated companies. */
  readonly lowerLimit: number;
  readonly upperLimit: number;
  readonly marginalReliefFraction: Fraction;
}

export type FinancialYearRates = FlatRateYear | MarginalReliefYear;

/** Entries in ascending order of `fromFinancialYear`. */
export type CorporationTaxRateTable = readonly FinancialYearRates[];

/**
 * The financial year a fact applies from (its `from`, read with factFrom, which the build
 * writes in place): "2023-04-01" is FY2023.
 */
export function financialYearFrom(from: string): number {
  const date = parseIsoDate(from);
  if (date === null) throw new Error(`A fact applies from "${from}", not a day.`);
  return financialYearOf(date);
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * A percentage as the fraction the law writes, in its lowest terms: the
 * registry holds the marginal relief fraction as 1.5%, which is 3/200.
 */
export function fractionOfPercent(percent: number): Fraction {
  const decimals = (/\.(\d+)$/.exec(String(percent))?.[1] ?? "").length;
  const scale = 10 ** decimals;
  const numerator = Math.round(percent * scale);
  const denominator = 100 * scale;
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export const CORPORATION_TAX_RATES: CorporationTaxRateTable = [
  {
    kind: "flat-rate",
    fromFinancialYear: financialYearFrom(factFrom("corporation-tax.main-rate-fy2015-to-fy2016")),
    mainRatePercent: factValue("corporation-tax.main-rate-fy2015-to-fy2016"),
  },
  {
    kind: "flat-rate",
    fromFinancialYear: financialYearFrom(factFrom("corporation-tax.main-rate-fy2017-to-fy2022")),
    mainRatePercent: factValue("corporation-tax.main-rate-fy2017-to-fy2022"),
  },
  {
    kind: "marginal-relief",
    fromFinancialYear: financialYearFrom(factFrom("corporation-tax.small-profits-rate")),
    smallProfitsRatePercent: factValue("corporation-tax.small-profits-rate"),
    mainRatePercent: factValue("corporation-tax.main-rate"),
    lowerLimit: factValue("corporation-tax.lower-limit"),
    upperLimit: factValue("corporation-tax.upper-limit"),
    marginalReliefFraction: fractionOfPercent(factValue("corporation-tax.marginal-relief-fraction")),
  },
];

/** The rates in force for a financial year, or undefined before the table starts. */
export function ratesForFinancialYear(
  financialYear: number,
  table: CorporationTaxRateTable = CORPORATION_TAX_RATES,
): FinancialYearRates | undefined {
  let found: FinancialYearRates | undefined;
  for (const entry of table) {
    if (entry.fromFinancialYear <= financialYear) found = entry;
  }
  return found;
}

export function earliestFinancialYear(table: CorporationTaxRateTable = CORPORATION_TAX_RATES): number {
  return Math.min(...table.map((entry) => entry.fromFinancialYear));
}

/**
 * The latest small-profits-rate regime in the table: what the simple
 * calculator (spec §9) uses for a 12-month period today.
 */
export function currentMarginalReliefRates(table: CorporationTaxRateTable = CORPORATION_TAX_RATES): MarginalReliefYear {
  const latest = table.at(-1);
  if (latest === undefined || latest.kind !== "marginal-relief") {
    throw new Error("The latest corporation tax rates have no small profits rate");
  }
  return latest;
}

export function fractionValue(fraction: Fraction): number {
  return fraction.numerator / fraction.denominator;
}

/**
 * The tax on each extra pound of profit between the limits, in percent: the
 * main rate plus the fraction (CTM03925): 25% + 3/200 = 26.5%.
 */
export function marginalRatePercent(rates: MarginalReliefYear): number {
  return (
    rates.mainRatePercent + (100 * rates.marginalReliefFraction.numerator) / rates.marginalReliefFraction.denominator
  );
}

/** "3/200". */
export function formatFraction(fraction: Fraction): string {
  return `${fraction.numerator}/${fraction.denominator}`;
}

/** Whether two years' limits are the same, so a period spanning both need not be split (CTM03955). */
export function haveSameLimits(a: FinancialYearRates, b: FinancialYearRates): boolean {
  if (a.kind === "flat-rate" || b.kind === "flat-rate") {
    return a.kind === b.kind;
  }
  return a.lowerLimit === b.lowerLimit && a.upperLimit === b.upperLimit;
}
