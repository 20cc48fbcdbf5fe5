/** Spec call 16: the categories, for the chips (and the cards' category names). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CATEGORY_COLUMNS, CATEGORY_ORDER, type KnowledgeCategory } from "../types";
import { KnowledgeLoadError, loadBackend } from "./backend";

export async function getCategories(): Promise<KnowledgeCategory[]> {
  const { supabase, schemas } = await loadBackend();
  let query = supabase.from("knowledge_categories").select(CATEGORY_COLUMNS);
  for (const { column, ascending } of CATEGORY_ORDER) query = query.order(column, { ascending });
  const { data, error } = await query;
  if (error) throw new KnowledgeLoadError(error.message, error.code);
  return schemas.categoriesSchema.parse(data);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ["knowledge", "categories"], queryFn: getCategories, staleTime: 5 * 60_000 });

/**
 * `prerendered`: what the page was built with; shown at once and refreshed once after hydration,
 * unless the page's check at load found it current (`checkedAt`, lib/listing-as-built-at.ts).
 */
export function useCategories(prerendered?: KnowledgeCategory[], checkedAt?: number) {
  return useQuery({
    ...categoriesQueryOptions(),
    initialData: prerendered,
    initialDataUpdatedAt: prerendered ? (checkedAt ?? 0) : undefined,
  });
}
