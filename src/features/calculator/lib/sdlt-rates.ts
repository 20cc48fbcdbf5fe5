/**
 * Stamp Duty Land Tax on residential property in England and Northern
 * Ireland, for purchases with an effective date from 1 April 2025. A Budget
 * change is a change to this object.
 *
 * Sources: GOV.UK "Stamp Duty Land Tax: residential property rates";
 * SDLTM29815 (first-time buyer rates, relief only up to £500,000); GOV.UK
 * "Stamp Duty Land Tax: buying an additional residential property" (higher
 * rates, 5 percentage points from 31 October 2024, not charged when the
 * consideration is under £40,000; FA 2003 Sch 4ZA); FA 2003 s75ZA and
 * Sch 9A (non-UK resident surcharge of 2 percentage points from 1 April 2021,
 * also only from £40,000); SDLTM00050 (tax rounded down to the pound).
 */

/** A slice of the price; each band starts where the previous one ended. */
export interface SdltBand {
  /** Inclusive top of the band in pounds; null for the top band. */
  readonly upTo: number | null;
  readonly ratePercent: number;
}

export interface SdltRates {
  readonly effectiveFrom: string;
  readonly standardBands: readonly SdltBand[];
  readonly firstTimeBuyerBands: readonly SdltBand[];
  /** First-time buyer relief is lost entirely above this price. */
  readonly firstTimeBuyerMaxPrice: number;
  readonly higherRatesSurchargePercent: number;
  readonly nonResidentSurchargePercent: number;
  /** Neither surcharge applies when the price is below this. */
  readonly surchargeMinimumPrice: number;
}

export const SDLT_RATES: SdltRates = {
  effectiveFrom: "2025-04-01",
  standardBands: [
    { upTo: 125_000, ratePercent: 0 },
    { upTo: 250_000, ratePercent: 2 },
    { upTo: 925_000, ratePercent: 5 },
    { upTo: 1_500_000, ratePercent: 10 },
    { upTo: null, ratePercent: 12 },
  ],
  firstTimeBuyerBands: [
    { upTo: 300_000, ratePercent: 0 },
    { upTo: 500_000, ratePercent: 5 },
  ],
  firstTimeBuyerMaxPrice: 500_000,
  higherRatesSurchargePercent: 5,
  nonResidentSurchargePercent: 2,
  surchargeMinimumPrice: 40_000,
};
