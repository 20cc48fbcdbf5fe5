/**
 * Article and category slugs: the address segment of an article
 * (/knowledge/article/<slug>). Lower-case ASCII letters and digits joined by
 * single dashes, at most 120 characters, as the database's check constraint
 * requires.
 */
import { slugify } from "~/lib/slug";

export const SLUG_MAX_LENGTH = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug from a title: "VAT & MTD: what’s new?" → "vat-and-mtd-whats-new". Cut at a word boundary when long. */
export function slugFromTitle(title: string, maxLength = SLUG_MAX_LENGTH): string {
  const slug = slugify(title.replace(/[’']/g, ""));
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, "");
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}
