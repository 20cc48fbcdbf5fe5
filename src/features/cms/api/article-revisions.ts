/** An article's saved versions, newest first (public.article_revisions: written by the database, read by staff). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

export const revisionSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  category_id: z.string().nullable(),
  tags: z.array(z.string()),
  tldr: z.string().nullable(),
  author_name: z.string().nullable(),
  header_image: z.string().nullable(),
  published: z.boolean(),
  saved_by_email: z.string().nullable(),
  saved_at: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

export async function listRevisions(articleId: string): Promise<Revision[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("article_revisions")
    .select(
      "id, title, slug, description, content, category_id, tags, tldr, author_name, header_image, published, saved_by_email, saved_at",
    )
    .eq("article_id", articleId)
    .order("saved_at", { ascending: false })
    .order("id", { ascending: false });
  if (error) throw cmsError(error);
  return z.array(revisionSchema).parse(data);
}

export const revisionsQueryOptions = (articleId: string) =>
  queryOptions({ queryKey: cmsKeys.revisions(articleId), queryFn: () => listRevisions(articleId), staleTime: 0 });

export const useRevisions = (articleId: string) => useQuery(revisionsQueryOptions(articleId));
