/**
 * Display rounding and en-GB formatting for the calculators. Calculations
 * keep full precision; only what is shown is rounded. The money formats are
 * the site's own (`~/lib/format`), applied after HMRC's rounding.
 */
import { formatNumber } from "#kernel/en-gb.js";
import { formatPounds, formatWholePounds } from "~/lib/format";

/** Moves the decimal point of `value` by `places` without binary arithmetic. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa = "0", exponent = "0"] = value.toString().split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero, as HMRC's calculators do (BigDecimal HALF_UP).
 * The value is first snapped to 8 decimal places so float noise such as
 * 2377.5749999999995 (for an exact 2377.575) rounds the way the arithmetic
 * on paper would.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Number(Math.abs(value).toFixed(8));
  const rounded = shiftDecimal(Math.round(shiftDecimal(magnitude, decimals)), -decimals);
  if (rounded === 0) return 0; // never show "-£0"
  return value < 0 ? -rounded : rounded;
}

export interface FormatGBPOptions {
  /** Show pence (two decimals) instead of whole pounds. */
  readonly pence?: boolean;
}

/** "£12,500" by default, "£1,687.49" with `{ pence: true }`. */
export function formatGBP(amount: number, options: FormatGBPOptions = {}): string {
  return options.pence === true ? formatPounds(roundHalfUp(amount, 2)) : formatWholePounds(roundHalfUp(amount, 0));
}

/**
 * Whole pounds when the amount is a whole number of pounds, otherwise pounds
 * and pence: "£50,000" but "£37,568.31". Used in explanations, where an
 * apportioned limit shown as whole pounds would not add up.
 */
export function formatGBPExact(amount: number): string {
  const pence = roundHalfUp(amount, 2);
  return formatGBP(pence, { pence: !Number.isInteger(pence) });
}

/** A percentage given in percent (22.75 → "22.8%"), 1 decimal by default. */
export function formatPercent(percent: number, decimals = 1): string {
  return `${formatNumber(roundHalfUp(percent, decimals), { minFraction: decimals, maxFraction: decimals })}%`;
}

/** A rate as written in guidance: 19 → "19%", 26.5 → "26.5%". */
export function formatRate(percent: number): string {
  return `${formatNumber(percent, { maxFraction: 4 })}%`;
}
