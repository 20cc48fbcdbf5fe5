/** Moves a category up or down the chips' order, for everyone at once (public.reorder_categories). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";
import type { Category } from "./list-categories";

/** The ids in their new order: the category swapped with its neighbour above (-1) or below (+1). */
export function movedOrder(categories: readonly Pick<Category, "id">[], id: string, step: -1 | 1): string[] {
  const ids = categories.map((category) => category.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

export async function reorderCategories(ids: string[]): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("reorder_categories", { p_ids: ids });
  if (error) throw cmsError(error);
}

export function useReorderCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onSettled: () => client.invalidateQueries({ queryKey: cmsKeys.categories }),
  });
}
