/**
 * Adds or edits a category (name, icon, description). A new category's slug comes from its name
 * (with a number added if taken); renaming keeps the slug, so its address stays. Names are unique
 * whatever their case (the database's index); the order is set by reorder-categories.ts.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadSupabase } from "~/lib/load-supabase";
import { categoriesCopy } from "../articles/copy";
import { slugFromTitle } from "../articles/slug";
import { CmsError, cmsError } from "./backend";
import { cmsKeys } from "./keys";
import { categorySchema, type Category } from "./list-categories";

export class CategoryNameTakenError extends CmsError {
  constructor() {
    super(categoriesCopy.errors.taken, "23505");
  }
}

export function validCategoryName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.length <= 60;
}

export const CATEGORY_DESCRIPTION_LENGTH = 300;

async function freeSlug(name: string): Promise<string> {
  const supabase = await loadSupabase();
  const base = slugFromTitle(name, 60) || "category";
  const { data, error } = await supabase.from("knowledge_categories").select("slug").like("slug", `${base}%`);
  if (error) throw cmsError(error);
  const taken = new Set((data ?? []).map((row) => row.slug as string));
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

export async function saveCategory(input: {
  id: string | null;
  name: string;
  icon: string;
  description: string;
}): Promise<Category> {
  const name = input.name.trim();
  if (!validCategoryName(name)) throw new CmsError(categoriesCopy.errors.name);
  const description = input.description.trim() || null;
  if (description && description.length > CATEGORY_DESCRIPTION_LENGTH)
    throw new CmsError(categoriesCopy.errors.description(CATEGORY_DESCRIPTION_LENGTH));
  const supabase = await loadSupabase();
  const table = supabase.from("knowledge_categories");
  const request = input.id
    ? table.update({ name, icon: input.icon, description }).eq("id", input.id)
    : table.insert({ name, icon: input.icon, description, slug: await freeSlug(name) });
  const { data, error } = await request.select("id, name, slug, icon, description, sort_order").single();
  if (error) throw error.code === "23505" ? new CategoryNameTakenError() : cmsError(error);
  return categorySchema.parse(data);
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: cmsKeys.categories }),
  });
}
