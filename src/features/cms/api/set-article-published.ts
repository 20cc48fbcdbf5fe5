/**
 * Publishes or unpublishes an article from the list, without opening it. The
 * database stamps published_at the first time an article is published.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadSupabase } from "~/lib/load-supabase";
import { editorCopy } from "../articles/copy";
import { CmsError, cmsError } from "./backend";
import { articleChanged } from "./save-article";
import { ARTICLE_SUMMARY_COLUMNS, articleSummarySchema, type ArticleSummary } from "./list-articles";

export async function setArticlePublished(input: {
  article: Pick<ArticleSummary, "id">;
  published: boolean;
}): Promise<ArticleSummary> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("knowledge_articles")
    .update({ published: input.published })
    .eq("id", input.article.id)
    .select(ARTICLE_SUMMARY_COLUMNS)
    .single();
  if (error) throw error.code === "PGRST116" ? new CmsError(editorCopy.notFound, error.code) : cmsError(error);
  return articleSummarySchema.parse(data);
}

export function useSetArticlePublished() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setArticlePublished, onSuccess: articleChanged(client) });
}
