/**
 * Money inputs of the calculators (spec §5 "Calculator inputs"): only digits
 * are kept, thousands separators are inserted as the user types and removed
 * before parsing, and an empty or unparsable value counts as 0.
 */

/**
 * At most 12 digits (£999,999,999,999). That is far beyond any figure these
 * calculators are meant for, keeps every intermediate product exact in a
 * double (1e12 × a rate in whole percent stays well under
 * Number.MAX_SAFE_INTEGER, about 9e15) and stops a held-down key from
 * producing a number JavaScript prints in exponent form (1.11e+21).
 */
export const MAX_AMOUNT_DIGITS = 12;

/**
 * The digits the user meant, in order: everything from the first decimal
 * point on is dropped (the calculators work in whole pounds, and stripping
 * only the point would turn a pasted "£1,234.56" into 123,456), every other
 * character is stripped, leading zeros go, and the result is cut to
 * MAX_AMOUNT_DIGITS.
 */
function significantDigits(raw: string): string {
  const wholePoundsPart = raw.split(".", 1)[0] ?? "";
  const digits = wholePoundsPart.replace(/\D/g, "");
  const withoutLeadingZeros = digits.replace(/^0+(?=\d)/, "");
  return withoutLeadingZeros.slice(0, MAX_AMOUNT_DIGITS);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * The value to show in the field after the user typed or pasted `raw`:
 * "1234a5" → "12,345", "007" → "7", "" → "" (an empty field stays empty so
 * the user can clear it; it still counts as 0).
 */
export function sanitiseAmountInput(raw: string): string {
  return groupThousands(significantDigits(raw));
}

/** The amount in whole pounds that a field's value stands for; 0 when empty. */
export function parseAmount(display: string): number {
  const digits = significantDigits(display);
  return digits === "" ? 0 : Number(digits);
}

/** The field value for an amount set by code (a default or a saved value). */
export function formatAmountInput(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) return "";
  return sanitiseAmountInput(Math.trunc(amount).toFixed(0));
}

/**
 * Where the caret belongs once `raw` has been replaced by `sanitised`, so
 * inserting a separator does not throw the caret to the end of the field:
 * it stays after the same significant digit it followed in `raw`.
 */
export function caretAfterSanitising(raw: string, caret: number, sanitised: string): number {
  const pointIndex = raw.indexOf(".");
  const integerPart = pointIndex === -1 ? raw : raw.slice(0, pointIndex);
  const digitsTyped = integerPart.replace(/\D/g, "");
  const leadingZerosDropped = digitsTyped.length - digitsTyped.replace(/^0+(?=\d)/, "").length;
  const digitsBeforeCaret = integerPart.slice(0, Math.max(0, caret)).replace(/\D/g, "").length;
  const digitsKept = sanitised.replace(/\D/g, "").length;
  const target = Math.min(Math.max(digitsBeforeCaret - leadingZerosDropped, 0), digitsKept);

  if (target === 0) return 0;
  let seen = 0;
  for (let index = 0; index < sanitised.length; index += 1) {
    if (/\d/.test(sanitised.charAt(index))) seen += 1;
    if (seen === target) return index + 1;
  }
  return sanitised.length;
}
