/**
 * Numbers, money and dates as en-GB writes them, without the Intl API. The first Intl object a
 * page creates loads the browser's ICU data, a single task of 60 to 100 ms on a 2-core test
 * machine, among the longest as a page opens; every public page formats figures as it renders, so
 * these formats are worked out here instead. src/lib/en-gb.test.ts checks them against Intl.
 *
 * Plain JavaScript with JSDoc types, as the fact registry (facts.js) that uses it must be.
 */

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "1234567" → "1,234,567". */
const grouped = (/** @type {string} */ digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A non-negative number's shortest decimal (the digits JavaScript prints), as whole and fraction digits. */
function decimalParts(/** @type {number} */ magnitude) {
  const [mantissa = "0", exponent = "0"] = String(magnitude).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, "0");
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** "0999" → "1000": a decimal digit string plus one. */
function plusOne(/** @type {string} */ digits) {
  const carried = /9*$/.exec(digits)?.[0].length ?? 0;
  const rest = digits.slice(0, digits.length - carried);
  const raised = rest === "" ? "1" : rest.slice(0, -1) + String(Number(rest.slice(-1)) + 1);
  return raised + "0".repeat(carried);
}

/**
 * A number as Intl's en-GB format writes it: grouped in thousands, rounded half away from zero to
 * at most `maxFraction` decimals and padded to at least `minFraction`. Like Intl, it rounds the
 * number's shortest decimal (0.015 is "0.015", so two places give "0.02"), not its binary value.
 * @param {number} value
 * @param {{ minFraction?: number, maxFraction?: number }} [digits]
 */
export function formatNumber(value, { minFraction = 0, maxFraction = 2 } = {}) {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value}`);
  let { whole, fraction } = decimalParts(Math.abs(value));
  if (fraction.length > maxFraction) {
    const kept = whole + fraction.slice(0, maxFraction);
    const rounded = Number(fraction[maxFraction]) >= 5 ? plusOne(kept) : kept;
    whole = rounded.slice(0, rounded.length - maxFraction);
    fraction = rounded.slice(rounded.length - maxFraction);
  }
  const shown = fraction.replace(/0+$/, "").padEnd(minFraction, "0");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped(whole.replace(/^0+(?=\d)/, ""))}${shown ? `.${shown}` : ""}`;
}

/**
 * Pounds as Intl's en-GB GBP currency format writes them: "£90,000", "-£1,250", and with
 * `pence`, "£3.65".
 * @param {number} amount
 * @param {{ pence?: boolean }} [options]
 */
export function formatSterling(amount, { pence = false } = {}) {
  const digits = pence ? 2 : 0;
  const number = formatNumber(amount, { minFraction: digits, maxFraction: digits });
  return number.startsWith("-") ? `-£${number.slice(1)}` : `£${number}`;
}

/**
 * A calendar day as pages write it: "2027-04-06" reads "6 April 2027".
 * @param {string} day
 */
export function formatDay(day) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return dayOf(date);
}

/** The UTC calendar day of a date, written out. */
const dayOf = (/** @type {Date} */ date) =>
  `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** The day of the month of a month's last Sunday (month from 0). */
function lastSunday(/** @type {number} */ year, /** @type {number} */ month) {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Whether UK clocks show British Summer Time at an instant: from 01:00 GMT on the last Sunday of
 * March to 01:00 GMT on the last Sunday of October (the Summer Time Order 2002; so since 1996).
 */
function isBritishSummerTime(/** @type {Date} */ instant) {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  return time >= Date.UTC(year, 2, lastSunday(year, 2), 1) && time < Date.UTC(year, 9, lastSunday(year, 9), 1);
}

/**
 * The day an instant falls on in the UK, written out: "1 January 2023". An ISO string of a day
 * alone ("2023-01-01") is that day.
 * @param {Date | string} date
 */
export function formatUkDate(date) {
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return dayOf(new Date(instant.getTime() + (isBritishSummerTime(instant) ? 3_600_000 : 0)));
}
