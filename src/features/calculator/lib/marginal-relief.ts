/**
 * Corporation tax on the profits that fall in one financial year, with the
 * limits already scaled to the period. This is the step HMRC's Marginal
 * Relief Calculator (hmrc/marginal-relief-calculator-frontend,
 * MarginalRateComputation) performs for each financial year of a period.
 *
 * - Augmented profits (A) are taxable total profits (N) plus exempt
 *   distributions of a qualifying kind (CTA 2010 s18L, CTM03915); the limits
 *   are tested against A but tax is charged on N.
 * - A at or below the lower limit: small profits rate on N (CTA 2010 s18A).
 * - A above the lower limit and not above the upper limit: main rate on N
 *   less marginal relief F × (U − A) × N ÷ A (s18B, CTM03925).
 * - Limits are divided by the number of companies, this one plus its
 *   associated companies (s18C-18E, CTM03935), and scaled to the period
 *   (s18D(4), CTM03930).
 */
import { fractionValue, type FinancialYearRates, type Fraction } from "./corporation-tax-rates";

export type ProfitBand = "flat-rate" | "small-profits-rate" | "marginal-relief" | "main-rate";

export interface FinancialYearPartInput {
  readonly rates: FinancialYearRates;
  /** Taxable total profits apportioned to this part (N). */
  readonly profits: number;
  /** Exempt distributions apportioned to this part. */
  readonly exemptDistributions: number;
  /** Share of a full year's limits this part gets, e.g. 275/366. */
  readonly limitsFraction: Fraction;
  /** This company plus its associated companies (at least 1). */
  readonly companies: number;
}

export interface FinancialYearPartTax {
  readonly band: ProfitBand;
  /** Rate charged on the profits before any marginal relief. */
  readonly ratePercent: number;
  readonly augmentedProfits: number;
  /** Limits after scaling and sharing; null in a flat-rate year. */
  readonly lowerLimit: number | null;
  readonly upperLimit: number | null;
  /** Tax charged at the small profits rate (0 unless band is small-profits-rate). */
  readonly smallProfitsRateTax: number;
  /** Tax charged at the main (or flat) rate, before marginal relief. */
  readonly mainRateTax: number;
  readonly marginalRelief: number;
  /** smallProfitsRateTax + mainRateTax − marginalRelief. */
  readonly tax: number;
}

/** A limit scaled to the part of the year and shared between the companies. */
export function adjustedLimit(limit: number, limitsFraction: Fraction, companies: number): number {
  return (limit * limitsFraction.numerator) / (limitsFraction.denominator * companies);
}

export function taxFinancialYearPart(input: FinancialYearPartInput): FinancialYearPartTax {
  const { rates, profits, exemptDistributions } = input;
  const augmentedProfits = profits + exemptDistributions;

  if (rates.kind === "flat-rate") {
    const tax = (profits * rates.mainRatePercent) / 100;
    return {
      band: "flat-rate",
      ratePercent: rates.mainRatePercent,
      augmentedProfits,
      lowerLimit: null,
      upperLimit: null,
      smallProfitsRateTax: 0,
      mainRateTax: tax,
      marginalRelief: 0,
      tax,
    };
  }

  const lowerLimit = adjustedLimit(rates.lowerLimit, input.limitsFraction, input.companies);
  const upperLimit = adjustedLimit(rates.upperLimit, input.limitsFraction, input.companies);
  const limits = { augmentedProfits, lowerLimit, upperLimit };

  if (augmentedProfits <= lowerLimit) {
    const tax = (profits * rates.smallProfitsRatePercent) / 100;
    return {
      ...limits,
      band: "small-profits-rate",
      ratePercent: rates.smallProfitsRatePercent,
      smallProfitsRateTax: tax,
      mainRateTax: 0,
      marginalRelief: 0,
      tax,
    };
  }

  const mainRateTax = (profits * rates.mainRatePercent) / 100;
  // At exactly the upper limit the relief is nil, so it is shown as main rate.
  const marginalRelief =
    augmentedProfits < upperLimit
      ? fractionValue(rates.marginalReliefFraction) * (upperLimit - augmentedProfits) * (profits / augmentedProfits)
      : 0;
  return {
    ...limits,
    band: marginalRelief > 0 ? "marginal-relief" : "main-rate",
    ratePercent: rates.mainRatePercent,
    smallProfitsRateTax: 0,
    mainRateTax,
    marginalRelief,
    tax: mainRateTax - marginalRelief,
  };
}
