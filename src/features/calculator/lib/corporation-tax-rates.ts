/**
 * Corporation tax rates, limits and fractions by financial year (a financial
 * year is named by the calendar year it starts in: FY2023 runs from 1 April
 * 2023 to 31 March 2024). Each entry applies from its financial year until
 * the next entry, so a Budget change is one new entry here.
 *
 * Sources: CTM03910 (FY2023 onwards: small profits rate 19%, lower limit
 * £50,000, upper limit £250,000, standard fraction 3/200; main rate 25%,
 * FA 2021 s6-7); CTM01800 and the Corporation Tax main rate policy papers
 * (FY2015 and FY2016 20%, FY2017 to FY2022 19%, one rate for all profits).
 */

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

export const CORPORATION_TAX_RATES: CorporationTaxRateTable = [
  { kind: "flat-rate", fromFinancialYear: 2015, mainRatePercent: 20 },
  { kind: "flat-rate", fromFinancialYear: 2017, mainRatePercent: 19 },
  {
    kind: "marginal-relief",
    fromFinancialYear: 2023,
    smallProfitsRatePercent: 19,
    mainRatePercent: 25,
    lowerLimit: 50_000,
    upperLimit: 250_000,
    marginalReliefFraction: { numerator: 3, denominator: 200 },
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
