/**
 * An article's read time, computed from its body: words at 200 a minute,
 * rounded up, never less than one minute (the listing shows '{n} min read').
 * Counted the way the knowledge-base seed counts them, so a seeded article
 * re-saved in the CMS keeps its read time.
 */
export const WORDS_PER_MINUTE = 200;

/** The visible text of an HTML fragment. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#39|apos|nbsp);/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}£$€%][\p{L}\p{N}£$€%'’.,:/()\-–]*/gu);
  return words ? words.length : 0;
}

export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(htmlToText(html)) / WORDS_PER_MINUTE));
}
