/** Deletes an article, then its header image if this CMS uploaded it and no other article uses it. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadSupabase } from "~/lib/load-supabase";
import { editorCopy } from "../articles/copy";
import { CmsError, cmsError } from "./backend";
import { removeStoredImage } from "./header-image";
import { cmsKeys } from "./keys";

export async function deleteArticle(id: string): Promise<void> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from("knowledge_articles").delete().eq("id", id).select("id, header_image");
  if (error) throw cmsError(error);
  const [deleted] = data ?? [];
  if (!deleted) throw new CmsError(editorCopy.notFound);
  await removeStoredImage(deleted.header_image as string | null).catch(() => undefined);
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: async (_result, id) => {
      client.removeQueries({ queryKey: cmsKeys.article(id) });
      await client.invalidateQueries({ queryKey: cmsKeys.articles });
      void client.invalidateQueries({ queryKey: cmsKeys.siteUpdates });
    },
  });
}
