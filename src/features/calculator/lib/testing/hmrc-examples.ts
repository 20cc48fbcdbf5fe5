/**
 * Helpers for tests that reproduce HMRC's published figures.
 */
import type { MarginalReliefYear } from "../corporation-tax-rates";
import { roundHalfUp } from "../format";

/** An amount as HMRC prints it: rounded half up to the penny. */
export const toPence = (amount: number): number => roundHalfUp(amount, 2);

/** An amount rounded to whole pounds, for manual pages that show no pence. */
export const toPounds = (amount: number): number => roundHalfUp(amount, 0);

/** FY2023 onwards (CTM03910). */
export const FY2023_RATES: MarginalReliefYear = {
  kind: "marginal-relief",
  fromFinancialYear: 2023,
  smallProfitsRatePercent: 19,
  mainRatePercent: 25,
  lowerLimit: 50_000,
  upperLimit: 250_000,
  marginalReliefFraction: { numerator: 3, denominator: 200 },
};

/** Small, deterministic pseudo-random numbers for property tests. */
export { seededRandom } from "~/lib/seeded-random";
