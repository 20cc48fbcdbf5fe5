/** The knowledge base's categories, in the order their chips appear (staff set it), then by name. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  sort_order: z.number(),
});

export type Category = z.infer<typeof categorySchema>;

export async function listCategories(): Promise<Category[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("knowledge_categories")
    .select("id, name, slug, icon, description, sort_order")
    .order("sort_order")
    .order("name");
  if (error) throw cmsError(error);
  return z.array(categorySchema).parse(data);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.categories, queryFn: listCategories, staleTime: 0 });

export const useCategories = () => useQuery(categoriesQueryOptions());
