/** Publishes or unpublishes an article from the list, without opening it. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { editorCopy } from "../copy";
import { CmsError, cmsError, loadSupabase } from "./backend";
import { cmsKeys } from "./keys";
import { ARTICLE_SUMMARY_COLUMNS, articleSummarySchema, type ArticleSummary } from "./list-articles";

export async function setArticlePublished(input: {
  article: Pick<ArticleSummary, "id" | "published_at">;
  published: boolean;
}): Promise<ArticleSummary> {
  const supabase = await loadSupabase();
  const change = {
    published: input.published,
    ...(input.published && !input.article.published_at ? { published_at: new Date().toISOString() } : {}),
  };
  const { data, error } = await supabase
    .from("knowledge_articles")
    .update(change)
    .eq("id", input.article.id)
    .select(ARTICLE_SUMMARY_COLUMNS)
    .single();
  if (error) throw error.code === "PGRST116" ? new CmsError(editorCopy.notFound, error.code) : cmsError(error);
  return articleSummarySchema.parse(data);
}

export function useSetArticlePublished() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setArticlePublished,
    onSuccess: async (saved) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: cmsKeys.articles }),
        client.invalidateQueries({ queryKey: cmsKeys.article(saved.id) }),
      ]);
    },
  });
}
