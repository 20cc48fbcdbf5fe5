/**
 * Spec call 18: one article by the route's parameter, which holds a slug or an
 * id. The slug is tried first; if that fails or finds nothing, the id (only
 * when the parameter has an id's shape: anything else cannot match one).
 * Visitors only ever receive published articles (RLS). The body is sanitised
 * here, as it arrives, so everything the page renders is already safe.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ARTICLE_COLUMNS, type Article } from "../types";
import { looksLikeId } from "./article-address";
import { KnowledgeLoadError, loadBackend, loadSanitizer } from "./backend";

export async function getArticle(slugOrId: string): Promise<Article | null> {
  const [{ supabase, schemas }, sanitize] = await Promise.all([loadBackend(), loadSanitizer()]);
  const read = (column: "slug" | "id") =>
    // Published only, for everyone: staff preview drafts in the CMS, not on the public page.
    supabase
      .from("knowledge_articles")
      .select(ARTICLE_COLUMNS)
      .eq(column, slugOrId)
      .eq("published", true)
      .maybeSingle();

  const bySlug = await read("slug");
  let row: unknown = bySlug.error ? null : bySlug.data;
  let failure = bySlug.error;
  if (!row && looksLikeId(slugOrId)) {
    const byId = await read("id");
    row = byId.error ? null : byId.data;
    failure = byId.error;
  }
  if (!row) {
    if (failure) throw new KnowledgeLoadError(failure.message, failure.code);
    return null;
  }
  const article = schemas.articleSchema.parse(row);
  return { ...article, content: sanitize(article.content) };
}

export const articleQueryOptions = (slugOrId: string) =>
  queryOptions({ queryKey: ["knowledge", "article", slugOrId], queryFn: () => getArticle(slugOrId) });

/**
 * `prerendered`: the article the page was built with (its body sanitised at build
 * time); shown at once and always refreshed once after hydration.
 */
export function useArticle(slugOrId: string, prerendered?: Article) {
  return useQuery({
    ...articleQueryOptions(slugOrId),
    enabled: slugOrId.trim() !== "",
    initialData: prerendered,
    initialDataUpdatedAt: prerendered ? 0 : undefined,
  });
}
