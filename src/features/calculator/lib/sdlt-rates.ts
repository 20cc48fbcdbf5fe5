/**
 * Stamp Duty Land Tax on residential property in England and Northern
 * Ireland, for purchases with an effective date from 1 April 2025. Each figure
 * is a fact in the registry (content/facts.json), with its source and a date by
 * which to check it again, so the calculator and every page that quotes a band
 * read the same one: a Budget change is a change to those facts (and to
 * `effectiveFrom`).
 *
 * Sources: GOV.UK "Stamp Duty Land Tax: residential property rates";
 * SDLTM29815 (first-time buyer rates, relief only up to £500,000); GOV.UK
 * "Stamp Duty Land Tax: buying an additional residential property" (higher
 * rates, 5 percentage points from 31 October 2024, not charged when the
 * consideration is under £40,000; FA 2003 Sch 4ZA); FA 2003 s75ZA and
 * Sch 9A (non-UK resident surcharge of 2 percentage points from 1 April 2021,
 * also only from £40,000); SDLTM00050 (tax rounded down to the pound).
 */
import { factValue } from "~/lib/facts";

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
    { upTo: factValue("stamp-duty.band-1-limit"), ratePercent: factValue("stamp-duty.band-1-rate") },
    { upTo: factValue("stamp-duty.band-2-limit"), ratePercent: factValue("stamp-duty.band-2-rate") },
    { upTo: factValue("stamp-duty.band-3-limit"), ratePercent: factValue("stamp-duty.band-3-rate") },
    { upTo: factValue("stamp-duty.band-4-limit"), ratePercent: factValue("stamp-duty.band-4-rate") },
    { upTo: null, ratePercent: factValue("stamp-duty.band-5-rate") },
  ],
  firstTimeBuyerBands: [
    {
      upTo: factValue("stamp-duty.first-time-buyer-band-1-limit"),
      ratePercent: factValue("stamp-duty.first-time-buyer-band-1-rate"),
    },
    {
      upTo: factValue("stamp-duty.first-time-buyer-maximum-price"),
      ratePercent: factValue("stamp-duty.first-time-buyer-band-2-rate"),
    },
  ],
  firstTimeBuyerMaxPrice: factValue("stamp-duty.first-time-buyer-maximum-price"),
  higherRatesSurchargePercent: factValue("stamp-duty.higher-rates-surcharge"),
  nonResidentSurchargePercent: factValue("stamp-duty.non-resident-surcharge"),
  surchargeMinimumPrice: factValue("stamp-duty.surcharge-minimum-price"),
};
