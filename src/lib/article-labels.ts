/**
 * The words around a knowledge-base article, the same on the public article
 * page, the listing's cards and the CMS preview. 'Anonymous', 'TL;DR',
 * 'Uncategorized', '{n} min read' and 'Quick read' are the spec's own
 * (sections 2 and 5, "Article page" and "Knowledge listing").
 */
export const articleLabels = {
  anonymous: "Anonymous",
  tldr: "TL;DR",
  uncategorized: "Uncategorized",
  quickRead: "Quick read",
  updated: "Updated",
  tags: "Tags",
  /** Every article closes with this, so no reader mistakes a guide for advice on their own case. */
  notAdvice: "General information, not advice.",
  lastReviewed: "This guide explains the rules as they stood when it was last reviewed on",
  actOnIt: "Your own circumstances can change the answer, so speak to a qualified adviser before you act.",
} as const;

/** '{n} min read'. */
export const readTimeLabel = (minutes: number) => `${minutes} min read`;

export const hasReadTime = (minutes: number | null | undefined): minutes is number =>
  typeof minutes === "number" && Number.isFinite(minutes) && minutes > 0;

/** The article page's read time: '{n} min read', or 'Quick read' when missing. */
export function articleReadTime(minutes: number | null | undefined): string {
  return hasReadTime(minutes) ? readTimeLabel(minutes) : articleLabels.quickRead;
}

/** The author's name, or 'Anonymous' when there is none. */
export const authorName = (name: string | null | undefined) => name?.trim() || articleLabels.anonymous;

interface NamedCategory {
  id: string;
  name: string;
}

/** The category an id names, if it is known and has a name. */
export function findCategory<C extends NamedCategory>(
  categoryId: string | null | undefined,
  categories: readonly C[],
): C | undefined {
  if (!categoryId) return undefined;
  const category = categories.find((entry) => entry.id === categoryId);
  return category && category.name.trim() !== "" ? category : undefined;
}

/** The category's name, or 'Uncategorized' when the id is missing or names no known category. */
export function categoryName(categoryId: string | null | undefined, categories: readonly NamedCategory[]): string {
  return findCategory(categoryId, categories)?.name.trim() ?? articleLabels.uncategorized;
}
