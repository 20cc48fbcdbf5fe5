/**
 * "Related articles" at the end of an article: articles in the same category
 * first, then others sharing tags; within each group, the most shared tags
 * first, then the newest. Never the article itself.
 */
import type { ArticleCard } from "../types";

export const RELATED_ARTICLES = 3;

export function relatedArticles<T extends ArticleCard>(
  article: Pick<ArticleCard, "id" | "category_id" | "tags">,
  candidates: readonly T[],
  limit = RELATED_ARTICLES,
): T[] {
  const tags = new Set((article.tags ?? []).map((tag) => tag.toLowerCase()));
  const scored = candidates
    .filter((candidate) => candidate.id !== article.id)
    .map((candidate) => ({
      candidate,
      sameCategory: article.category_id !== null && candidate.category_id === article.category_id,
      shared: (candidate.tags ?? []).filter((tag) => tags.has(tag.toLowerCase())).length,
    }))
    .filter((entry) => entry.sameCategory || entry.shared > 0);
  scored.sort(
    (a, b) =>
      Number(b.sameCategory) - Number(a.sameCategory) ||
      b.shared - a.shared ||
      // ISO timestamps sort as text.
      (a.candidate.created_at < b.candidate.created_at ? 1 : a.candidate.created_at > b.candidate.created_at ? -1 : 0),
  );
  return scored.slice(0, limit).map((entry) => entry.candidate);
}
