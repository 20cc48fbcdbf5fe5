/**
 * The fact registry (content/facts.json): every rate, threshold, penalty and
 * date the site, the knowledge base and the eBook state, each with its source,
 * the date it applies from and a review-by date. Pages never type such a
 * figure: content modules call `fact(id)`, articles write `{{fact:id}}`, and a
 * figure that only illustrates (a worked example's profit) is marked as one
 * with `eg(amount)` or `{{eg:£60,000}}` (`exampleAmount(amount)` where code
 * calculates with it). src/content/facts.test.ts fails on any figure that is
 * neither, and on any fact past its review date.
 *
 * Plain JavaScript with JSDoc types, so that Node runs it as it is from the
 * knowledge-base seed script and Deno from the eBook's; TypeScript reads the
 * types from the JSDoc.
 */
import registry from "../../content/facts.json" with { type: "json" };
import { formatDay, formatNumber } from "#kernel/en-gb.js";
import { money } from "./money.js";

/**
 * @typedef {"money" | "millions" | "pence" | "percent" | "date" | "number"} FactFormat
 * @typedef {{ label: string, value: number | string, format: FactFormat, from: string, source: string, reviewBy: string }} Fact
 * @typedef {keyof typeof registry.facts} FactId
 */

/** @type {Record<string, Fact>} */
export const facts = /** @type {Record<string, Fact>} */ (registry.facts);

export { formatDay };
// Illustrative amounts, and money as the site writes it: their own module, which carries no registry,
// so a page that formats an example computed at run time ships no facts.
export { eg, exampleAmount, money, withVat } from "./money.js";

/**
 * A fact as pages state it.
 * @param {Fact} entry
 */
export function formatFact(entry) {
  const { value, format } = entry;
  switch (format) {
    case "money":
      return money(Number(value));
    case "millions":
      // An amount stored in pounds that pages write in millions: 1500000 reads "£1.5 million".
      return `£${formatNumber(Number(value) / 1_000_000)} million`;
    case "pence":
      return `${formatNumber(Number(value))}p`;
    case "percent":
      return `${formatNumber(Number(value))}%`;
    case "number":
      return formatNumber(Number(value));
    case "date":
      // "2027-04-06" reads "6 April 2027"; a recurring date ("31 January") is stored as written.
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? formatDay(String(value)) : String(value);
  }
}

/**
 * @param {string} id
 * @returns {Fact}
 */
function lookUp(id) {
  const entry = facts[id];
  if (!entry) throw new Error(`The fact registry (content/facts.json) has no fact "${id}".`);
  return entry;
}

/**
 * A fact's text, e.g. fact("vat.registration-threshold") is "£90,000".
 * @param {FactId} id
 */
export function fact(id) {
  return formatFact(lookUp(id));
}

/**
 * A fact's number, for code that calculates with it.
 * @param {FactId} id
 * @returns {number}
 */
export function factValue(id) {
  const { value } = lookUp(id);
  if (typeof value !== "number") throw new Error(`The fact "${id}" is not a number.`);
  return value;
}

/**
 * The day a fact applies from (its `from`), for code that works out when a rule starts.
 * @param {FactId} id
 * @returns {string}
 */
export function factFrom(id) {
  return lookUp(id).from;
}

/**
 * Replaces `{{fact:id}}` with the fact's text and `{{eg:text}}` with the text, in an article's Markdown.
 * @param {string} text
 */
export function expandFactTokens(text) {
  return text
    .replace(/\{\{fact:([a-z0-9.-]+)\}\}/g, (_, id) => formatFact(lookUp(id)))
    .replace(/\{\{eg:([^{}]+)\}\}/g, (_, example) => example);
}

/**
 * Figures that state a rule when typed into a page: amounts of money, percentages, pence and calendar dates.
 * Each must come from the registry or be marked as an example.
 */
export const FIGURE =
  /£\s?\d[\d,]*(\.\d+)?(\s?(million|m|bn|k)\b)?|\b\d+(\.\d+)?\s?%|\b\d+(\.\d+)?p\b|\b\d{1,2}(st|nd|rd|th)? (January|February|March|April|May|June|July|August|September|October|November|December)\b( \d{4})?/g;
