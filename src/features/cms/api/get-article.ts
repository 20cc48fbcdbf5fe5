/** One article with its body, for the editor (drafts included: staff only, by RLS). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";
import { ARTICLE_SUMMARY_COLUMNS, articleSummarySchema } from "./list-articles";

export const ARTICLE_COLUMNS = `${ARTICLE_SUMMARY_COLUMNS}, content, tldr, author_name`;

export const articleSchema = articleSummarySchema.extend({
  content: z.string(),
  tldr: z.string().nullable(),
  author_name: z.string().nullable(),
});

export type Article = z.infer<typeof articleSchema>;

/** The article, or null when there is none with this id. */
export async function getArticle(id: string): Promise<Article | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from("knowledge_articles").select(ARTICLE_COLUMNS).eq("id", id).maybeSingle();
  if (error) throw cmsError(error);
  return data ? articleSchema.parse(data) : null;
}

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: cmsKeys.article(id), queryFn: () => getArticle(id), staleTime: 0 });

export const useArticle = (id: string) => useQuery(articleQueryOptions(id));
