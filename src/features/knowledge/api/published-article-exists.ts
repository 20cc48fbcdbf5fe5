/**
 * Whether an article is published under a slug or an id, for the not-found page the host serves at
 * an article's address the last build did not know: one published since is shown all the same.
 */
import { loadBackend } from "./backend";
import { looksLikeId } from "./get-article";

export async function publishedArticleExists(slugOrId: string): Promise<boolean> {
  const { supabase } = await loadBackend();
  const column = looksLikeId(slugOrId) ? "id" : "slug";
  const { data, error } = await supabase
    .from("knowledge_articles")
    .select("id")
    .eq(column, slugOrId)
    .eq("published", true)
    .maybeSingle();
  return !error && data !== null;
}
