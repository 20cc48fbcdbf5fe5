/**
 * Stamp Duty Land Tax on a residential purchase in England or Northern
 * Ireland (rates in sdlt-rates.ts). Each band's rate applies to the slice of
 * the price inside it; surcharges add percentage points to every band; the
 * total is rounded down to the whole pound (SDLTM00050), as HMRC's SDLT
 * calculator does.
 */
import { formatGBP, formatGBPExact, formatPercent, formatRate } from "./format";
import type { FieldError, Outcome } from "./outcome";
import { MAX_AMOUNT_DIGITS } from "./parse-amount";
import { SDLT_RATES, type SdltBand, type SdltRates } from "./sdlt-rates";

export interface SdltInput {
  /** Purchase price (chargeable consideration) in whole pounds. */
  readonly price: number;
  /** Every buyer is a first-time buyer buying their main home. */
  readonly firstTimeBuyer: boolean;
  /** The buyer will own more than one dwelling (higher rates). */
  readonly additionalDwelling: boolean;
  /** A buyer is not UK resident for SDLT. */
  readonly nonUkResident: boolean;
}

export type SdltField = keyof SdltInput;

export type SurchargeStatus = "applied" | "not-applicable" | "price-under-threshold";

export interface SdltBandResult {
  /** The band covers the price above `from` … */
  readonly from: number;
  /** … up to and including `upTo` (null: no upper limit). */
  readonly upTo: number | null;
  readonly baseRatePercent: number;
  /** baseRatePercent plus any surcharges. */
  readonly ratePercent: number;
  /** The slice of the price inside the band. */
  readonly taxableAmount: number;
  /** taxableAmount × ratePercent, unrounded. */
  readonly tax: number;
}

export interface SdltCalculation {
  readonly price: number;
  readonly ratesUsed: "standard" | "first-time-buyer";
  readonly firstTimeBuyerRelief: "applied" | "not-claimed" | "price-over-limit";
  readonly higherRates: SurchargeStatus;
  readonly nonResidentSurcharge: SurchargeStatus;
  readonly surchargePercent: number;
  readonly bands: readonly SdltBandResult[];
  /** Sum of the bands' tax, rounded down to the whole pound. */
  readonly totalTax: number;
  /** totalTax ÷ price × 100; 0 when the price is 0. */
  readonly effectiveRate: number;
  readonly explanation: readonly string[];
}

const MAX_PRICE = 10 ** MAX_AMOUNT_DIGITS - 1;

export function validateSdltInput(input: SdltInput): FieldError<SdltField>[] {
  const errors: FieldError<SdltField>[] = [];
  if (!Number.isFinite(input.price) || input.price < 0) {
    errors.push({ field: "price", message: "Enter a price of £0 or more" });
  } else if (!Number.isInteger(input.price)) {
    errors.push({ field: "price", message: "Enter the price in whole pounds" });
  } else if (input.price > MAX_PRICE) {
    errors.push({
      field: "price",
      message: `Enter a price of ${formatGBP(MAX_PRICE)} or less`,
    });
  }
  if (input.firstTimeBuyer && input.additionalDwelling) {
    errors.push({
      field: "additionalDwelling",
      message: "A first-time buyer cannot be buying an additional property. Untick one of them.",
    });
  }
  return errors;
}

/** "Up to £125,000", "£125,001 to £250,000", "Above £1,500,000". */
export function describeBand(band: Pick<SdltBandResult, "from" | "upTo">): string {
  if (band.upTo === null) return `Above ${formatGBP(band.from)}`;
  if (band.from === 0) return `Up to ${formatGBP(band.upTo)}`;
  return `${formatGBP(band.from + 1)} to ${formatGBP(band.upTo)}`;
}

function surchargeStatus(wanted: boolean, price: number, rates: SdltRates): SurchargeStatus {
  if (!wanted) return "not-applicable";
  return price >= rates.surchargeMinimumPrice ? "applied" : "price-under-threshold";
}

function sliceIntoBands(price: number, bands: readonly SdltBand[], surchargePercent: number): SdltBandResult[] {
  let from = 0;
  return bands.map((band) => {
    const top = band.upTo ?? Number.POSITIVE_INFINITY;
    const taxableAmount = Math.max(0, Math.min(price, top) - from);
    const ratePercent = band.ratePercent + surchargePercent;
    const result: SdltBandResult = {
      from,
      upTo: band.upTo,
      baseRatePercent: band.ratePercent,
      ratePercent,
      taxableAmount,
      tax: (taxableAmount * ratePercent) / 100,
    };
    from = top;
    return result;
  });
}

function explain(result: Omit<SdltCalculation, "explanation">, rates: SdltRates): string[] {
  const sentences: string[] = [];
  if (result.firstTimeBuyerRelief === "applied") {
    sentences.push(
      `As a first-time buyer paying ${formatGBP(rates.firstTimeBuyerMaxPrice)} or less, you get first-time buyer relief and pay the first-time buyer rates below.`,
    );
  } else if (result.firstTimeBuyerRelief === "price-over-limit") {
    sentences.push(
      `First-time buyer relief is not available because the price is over ${formatGBP(rates.firstTimeBuyerMaxPrice)}, so the standard rates apply.`,
    );
  }
  const surcharges: [SurchargeStatus, string, number][] = [
    [result.higherRates, "this is an additional property", rates.higherRatesSurchargePercent],
    [result.nonResidentSurcharge, "a buyer is not UK resident", rates.nonResidentSurchargePercent],
  ];
  for (const [status, reason, points] of surcharges) {
    if (status === "applied") {
      sentences.push(`Because ${reason}, every band is charged ${points} percentage points more.`);
    } else if (status === "price-under-threshold") {
      sentences.push(
        `The extra ${points} percentage points for when ${reason} do not apply to a price under ${formatGBP(rates.surchargeMinimumPrice)}.`,
      );
    }
  }

  const used = result.bands.filter((band) => band.taxableAmount > 0);
  used.forEach((band, index) => {
    const position = index === 0 ? "first" : index === used.length - 1 ? "final" : "next";
    sentences.push(
      `${formatRate(band.ratePercent)} on the ${position} ${formatGBP(band.taxableAmount)} = ${formatGBPExact(band.tax)}.`,
    );
  });

  const exact = result.bands.reduce((total, band) => total + band.tax, 0);
  const roundedDown = exact - result.totalTax >= 0.005;
  sentences.push(
    `Total Stamp Duty Land Tax: ${formatGBP(result.totalTax)}${roundedDown ? " (rounded down to the whole pound)" : ""}, an effective rate of ${formatPercent(result.effectiveRate)}.`,
  );
  return sentences;
}

export function calculateSdlt(input: SdltInput, rates: SdltRates = SDLT_RATES): Outcome<SdltCalculation, SdltField> {
  const errors = validateSdltInput(input);
  if (errors.length > 0) return { ok: false, errors };

  const { price } = input;
  const reliefAvailable = input.firstTimeBuyer && price <= rates.firstTimeBuyerMaxPrice;
  const higherRates = surchargeStatus(input.additionalDwelling, price, rates);
  const nonResidentSurcharge = surchargeStatus(input.nonUkResident, price, rates);
  const surchargePercent =
    (higherRates === "applied" ? rates.higherRatesSurchargePercent : 0) +
    (nonResidentSurcharge === "applied" ? rates.nonResidentSurchargePercent : 0);

  const bands = sliceIntoBands(
    price,
    reliefAvailable ? rates.firstTimeBuyerBands : rates.standardBands,
    surchargePercent,
  );
  // Whole pounds × whole percents are exact integers, so the floor is exact.
  const taxInPoundPercents = bands.reduce((total, band) => total + band.taxableAmount * band.ratePercent, 0);
  const totalTax = Math.floor(taxInPoundPercents / 100);

  const figures: Omit<SdltCalculation, "explanation"> = {
    price,
    ratesUsed: reliefAvailable ? "first-time-buyer" : "standard",
    firstTimeBuyerRelief: !input.firstTimeBuyer ? "not-claimed" : reliefAvailable ? "applied" : "price-over-limit",
    higherRates,
    nonResidentSurcharge,
    surchargePercent,
    bands,
    totalTax,
    effectiveRate: price === 0 ? 0 : (totalTax * 100) / price,
  };
  return {
    ok: true,
    value: { ...figures, explanation: explain(figures, rates) },
  };
}
