/**
 * Spec call 17: the published articles, newest first, for the listing's cards.
 * Only the cards' columns: an article's body is never downloaded for the listing.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ARTICLE_CARD_COLUMNS, type ArticleCard } from "../types";
import { KnowledgeLoadError, loadBackend } from "./backend";

export async function getArticleCards(): Promise<ArticleCard[]> {
  const { supabase, schemas } = await loadBackend();
  const { data, error } = await supabase
    .from("knowledge_articles")
    .select(ARTICLE_CARD_COLUMNS)
    .order("created_at", { ascending: false });
  if (error) throw new KnowledgeLoadError(error.message, error.code);
  return schemas.articleCardsSchema.parse(data);
}

export const articleCardsQueryOptions = () =>
  queryOptions({ queryKey: ["knowledge", "article-cards"], queryFn: getArticleCards });

/** `initial`: the cards the page was prerendered with, and when they were read. */
export function useArticleCards(initial?: { data: ArticleCard[]; fetchedAt: number }) {
  return useQuery({
    ...articleCardsQueryOptions(),
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.fetchedAt,
  });
}
