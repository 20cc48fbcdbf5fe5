/**
 * Spec call 17: the published articles, newest first, for the listing's cards.
 * Only the cards' columns: an article's body is never downloaded for the listing.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ARTICLE_CARD_COLUMNS, CARD_ORDER, type ArticleCard } from "../types";
import { CHECKED_LISTING_FRESH_MS } from "../lib/listing-as-built-at";
import { KnowledgeLoadError, loadBackend } from "./backend";

export async function getArticleCards(): Promise<ArticleCard[]> {
  const { supabase, schemas } = await loadBackend();
  let query = supabase
    .from("knowledge_articles")
    .select(ARTICLE_CARD_COLUMNS)
    // RLS already hides drafts from visitors; signed-in staff must not see them on the public site either.
    .eq("published", true);
  for (const { column, ascending } of CARD_ORDER) query = query.order(column, { ascending });
  const { data, error } = await query;
  if (error) throw new KnowledgeLoadError(error.message, error.code);
  return schemas.articleCardsSchema.parse(data);
}

export const articleCardsQueryOptions = () =>
  queryOptions({ queryKey: ["knowledge", "article-cards"], queryFn: getArticleCards });

/**
 * `prerendered`: what the page was built with; shown at once and refreshed once after hydration,
 * unless the page's check at load found it current (`checkedAt`): then it counts as loaded at that
 * time, for as long as a check counts (the cards loaded since are refreshed on every mount, as ever).
 */
export function useArticleCards(prerendered?: ArticleCard[], checkedAt?: number) {
  return useQuery({
    ...articleCardsQueryOptions(),
    initialData: prerendered,
    initialDataUpdatedAt: prerendered ? (checkedAt ?? 0) : undefined,
    staleTime: (query) =>
      checkedAt !== undefined && query.state.dataUpdatedAt === checkedAt ? CHECKED_LISTING_FRESH_MS : 0,
  });
}
