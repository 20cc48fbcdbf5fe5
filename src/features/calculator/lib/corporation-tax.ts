/**
 * The spec's corporation tax calculator (§5 "Calculator inputs", §9
 * "Corporation tax calculator"): a 12-month period, no associated companies
 * and no exempt distributions, at today's rates.
 *
 * profit = max(0, revenue − expenses)
 * - profit ≤ £50,000: 19% of profit
 * - profit ≥ £250,000: 25% of profit
 * - between: 25% of profit less marginal relief of 3/200 × (£250,000 − profit)
 *
 * Amounts keep full precision; round only for display (formatGBP,
 * formatPercent).
 */
import { currentMarginalReliefRates, formatFraction, type MarginalReliefYear } from "./corporation-tax-rates";
import { formatGBP, formatPercent, formatRate } from "./format";
import { taxFinancialYearPart, type ProfitBand } from "./marginal-relief";

export type SimpleProfitBand = Exclude<ProfitBand, "flat-rate">;

/** The spec's "Calculator result" (§3). */
export interface CorporationTaxResult {
  readonly revenue: number;
  readonly expenses: number;
  /** Taxable profit: revenue less expenses, never below 0. */
  readonly profit: number;
  readonly band: SimpleProfitBand;
  /**
   * Small-profits-rate portion: the tax charged at the small profits rate,
   * profit × 19% when profit is £50,000 or less; otherwise 0.
   */
  readonly smallProfitsRateTax: number;
  /**
   * Main-rate portion: the tax charged at the main rate before marginal
   * relief, profit × 25% when profit is over £50,000; otherwise 0.
   */
  readonly mainRateTax: number;
  /**
   * Marginal relief applied: 3/200 × (£250,000 − profit) when profit is over
   * £50,000 and under £250,000; otherwise 0.
   */
  readonly marginalRelief: number;
  /** smallProfitsRateTax + mainRateTax − marginalRelief. */
  readonly taxToPay: number;
  /** profit − taxToPay. */
  readonly afterTaxAmount: number;
  /** taxToPay ÷ profit × 100; 0 when profit is 0. */
  readonly effectiveRate: number;
  /** The rates and limits used, for explaining the result. */
  readonly rates: MarginalReliefYear;
}

/** A money input that is not a finite, non-negative number counts as 0. */
function amountOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function taxableProfit(revenue: number, expenses: number): number {
  return Math.max(0, amountOrZero(revenue) - amountOrZero(expenses));
}

export function calculateCorporationTax(
  revenue: number,
  expenses: number,
  rates: MarginalReliefYear = currentMarginalReliefRates(),
): CorporationTaxResult {
  const profit = taxableProfit(revenue, expenses);
  const part = taxFinancialYearPart({
    rates,
    profits: profit,
    exemptDistributions: 0,
    limitsFraction: { numerator: 1, denominator: 1 },
    companies: 1,
  });
  const band: SimpleProfitBand = part.band === "flat-rate" ? "main-rate" : part.band;

  return {
    revenue: amountOrZero(revenue),
    expenses: amountOrZero(expenses),
    profit,
    band,
    smallProfitsRateTax: part.smallProfitsRateTax,
    mainRateTax: part.mainRateTax,
    marginalRelief: part.marginalRelief,
    taxToPay: part.tax,
    afterTaxAmount: profit - part.tax,
    effectiveRate: profit === 0 ? 0 : (part.tax * 100) / profit,
    rates,
  };
}

/**
 * Plain-English steps for the 'Calculation details' panel, in whole pounds
 * as the results card shows them.
 */
export function explainCorporationTax(result: CorporationTaxResult): string[] {
  const { rates } = result;
  const lower = formatGBP(rates.lowerLimit);
  const upper = formatGBP(rates.upperLimit);
  const profit = formatGBP(result.profit);
  const smallRate = formatRate(rates.smallProfitsRatePercent);
  const mainRate = formatRate(rates.mainRatePercent);

  if (result.profit === 0) {
    return [
      `Your expenses of ${formatGBP(result.expenses)} are at least as much as your revenue of ${formatGBP(result.revenue)}, so there is no taxable profit and no corporation tax to pay.`,
    ];
  }

  const steps = [
    `Taxable profit is your revenue of ${formatGBP(result.revenue)} less your expenses of ${formatGBP(result.expenses)}: ${profit}.`,
  ];
  switch (result.band) {
    case "small-profits-rate":
      steps.push(
        `Profits of ${lower} or less pay the small profits rate of ${smallRate}: ${profit} × ${smallRate} = ${formatGBP(result.smallProfitsRateTax)}.`,
      );
      break;
    case "marginal-relief":
      steps.push(
        `Profits between ${lower} and ${upper} pay the main rate of ${mainRate}: ${profit} × ${mainRate} = ${formatGBP(result.mainRateTax)}.`,
        `Marginal relief brings that down by ${formatFraction(rates.marginalReliefFraction)} × (${upper} − ${profit}) = ${formatGBP(result.marginalRelief)}, so tax to pay is ${formatGBP(result.taxToPay)}.`,
      );
      break;
    case "main-rate":
      steps.push(
        `Profits of ${upper} or more pay the main rate of ${mainRate} on all of them: ${profit} × ${mainRate} = ${formatGBP(result.mainRateTax)}.`,
      );
      break;
  }
  steps.push(
    `That leaves ${formatGBP(result.afterTaxAmount)} after tax, an effective rate of ${formatPercent(result.effectiveRate)}.`,
  );
  return steps;
}
