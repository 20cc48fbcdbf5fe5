/**
 * Deletes a category. Its articles stay, with no category (the foreign key is
 * `on delete set null`); the site shows them as Uncategorized.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

export async function deleteCategory(id: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.from("knowledge_categories").delete().eq("id", id);
  if (error) throw cmsError(error);
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cmsKeys.categories }),
        client.invalidateQueries({ queryKey: cmsKeys.articles }),
        client.invalidateQueries({ queryKey: cmsKeys.siteUpdates }),
      ]),
  });
}
