/**
 * An article's read time, computed from its body: words at 200 a minute,
 * rounded up, never less than one minute. One rule for the CMS (which stores
 * it when an article is saved) and the knowledge-base seed
 * (scripts/knowledge/generate-seed.mjs), so a seeded article re-saved in the
 * CMS keeps its read time.
 *
 * Plain JavaScript with JSDoc types, so that Node runs it as it is when the
 * seed script imports it (Node 20 cannot import TypeScript); TypeScript reads
 * the types from the JSDoc.
 */

export const WORDS_PER_MINUTE = 200;

/**
 * The visible text of an HTML fragment: no tags, no script or style contents, entities as spaces.
 * @param {string} html
 * @returns {string}
 */
export function htmlToText(html) {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#39|apos|nbsp);/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Words as a reader counts them; figures such as £90,000 and 2026/27 are one word each.
 * @param {string} text
 * @returns {number}
 */
export function countWords(text) {
  const words = text.match(/[\p{L}\p{N}£$€%][\p{L}\p{N}£$€%'’.,:/()\-–]*/gu);
  return words ? words.length : 0;
}

/**
 * @param {number} wordCount
 * @returns {number}
 */
export function minutesForWords(wordCount) {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/**
 * The read time in minutes of an HTML body.
 * @param {string} html
 * @returns {number}
 */
export function readTimeMinutes(html) {
  return minutesForWords(countWords(htmlToText(html)));
}
