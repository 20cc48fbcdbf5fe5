/**
 * A few related articles for the end of an article page, chosen from the
 * listing's cards (spec call 17, shared with the listing's cache).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { relatedArticles } from "../lib/related";
import type { ArticleCard } from "../types";
import { articleCardsQueryOptions } from "./get-article-cards";

type Subject = Pick<ArticleCard, "id" | "category_id" | "tags">;

export const relatedArticlesQueryOptions = (article: Subject) =>
  queryOptions({
    queryKey: ["knowledge", "related", article.id],
    queryFn: async ({ client }) => relatedArticles(article, await client.fetchQuery(articleCardsQueryOptions())),
  });

export function useRelatedArticles(article: Subject | null | undefined, prerendered?: ArticleCard[]) {
  const subject = article ?? { id: "", category_id: null, tags: [] };
  return useQuery({
    ...relatedArticlesQueryOptions(subject),
    enabled: Boolean(article),
    initialData: prerendered,
    initialDataUpdatedAt: prerendered ? 0 : undefined,
  });
}
