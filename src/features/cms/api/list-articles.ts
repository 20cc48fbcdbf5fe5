/** Every article, drafts included (staff only, by RLS), without bodies, most recently changed first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { fetchNewestFirst } from "./fetch-all";
import { cmsKeys } from "./keys";

export const ARTICLE_SUMMARY_COLUMNS =
  "id, title, slug, description, category_id, tags, published, published_at, publish_at, header_image, read_time_minutes, created_at, updated_at";

export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category_id: z.string().nullable(),
  tags: z
    .array(z.string())
    .nullable()
    .transform((tags) => tags ?? []),
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** A draft's time to go live by itself (scheduled publishing), or null. */
  publish_at: z.string().nullable(),
  header_image: z.string().nullable(),
  read_time_minutes: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const listArticles = (): Promise<ArticleSummary[]> =>
  fetchNewestFirst("knowledge_articles", ARTICLE_SUMMARY_COLUMNS, z.array(articleSummarySchema), "updated_at");

export const articlesQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.articles, queryFn: listArticles, staleTime: 0 });

export const useArticles = () => useQuery(articlesQueryOptions());
