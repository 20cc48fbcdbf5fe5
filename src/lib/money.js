/**
 * Money as the site writes it, and the amounts that only illustrate (a worked example's profit, a
 * sample price), marked as such (src/content/facts.test.ts tells them from typed rules). Apart from
 * the fact registry (facts.js re-exports these), so that a page formatting an example at run time
 * carries no registry.
 */
import { formatSterling } from "#kernel/en-gb.js";

/**
 * An amount of money as the site writes it: £90,000, or £3.65 when it has pence.
 * @param {number} amount
 */
export function money(amount) {
  return formatSterling(amount, { pence: !Number.isInteger(amount) });
}

/**
 * An amount that only illustrates (a worked example's profit, a sample invoice), not a rule.
 * @param {number} amount
 */
export function eg(amount) {
  return money(amount);
}

/**
 * An amount that only illustrates, for code that calculates with it (a worked example's profit, a
 * sample price): the number itself, marked as an example as `eg` marks the text a page writes.
 * @template {number} T
 * @param {T} amount
 * @returns {T}
 */
export function exampleAmount(amount) {
  return amount;
}

/**
 * An amount with VAT added, to the penny. The rate is the caller's, from the fact registry
 * (`factValue("vat.standard-rate")`, which the build writes in as a number), so a page that adds
 * VAT carries no registry.
 * @param {number} amount
 * @param {number} ratePercent
 */
export function withVat(amount, ratePercent) {
  return Math.round(amount * (100 + ratePercent)) / 100;
}
