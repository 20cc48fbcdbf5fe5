/**
 * Creates or updates an article. An update applies only to the version the
 * editor loaded, so a partner's save is never silently overwritten by another's
 * (EditConflictError). The slug is checked before saving, and the
 * database's unique constraint (23505) is reported the same way should two
 * saves race. The body is sanitised with the site's article rules before it
 * is stored (and again by the page that renders it).
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { createSaveSanitiser } from "~/lib/article-save-sanitiser";
import { loadSupabase } from "~/lib/load-supabase";
import { editorCopy } from "../articles/copy";
import { articleRow, type ArticleFormValues } from "../articles/article-form";
import { CmsError, cmsError } from "./backend";
import { removeStoredImage } from "./header-image";
import { cmsKeys } from "./keys";
import { ARTICLE_SUMMARY_COLUMNS, articleSummarySchema, type ArticleSummary } from "./list-articles";

export class SlugTakenError extends CmsError {
  constructor() {
    super(editorCopy.errors.slugTaken, "23505");
  }
}

/** Someone else saved the article after this editor loaded it: saving would overwrite their work. */
export class EditConflictError extends CmsError {
  constructor(readonly savedAt: string) {
    super(editorCopy.conflict.title, "conflict");
  }
}

export interface SaveArticleInput {
  /** null for a new article. */
  id: string | null;
  /** When the version this editor started from was saved (updated_at); the update applies only to that version. */
  basedOn: string | null;
  values: ArticleFormValues;
  /** The database stamps published_at the first time it is true, and keeps it. */
  published: boolean;
  /** The header image stored before this save: deleted from storage if it was replaced or removed. */
  previousHeaderImage: string | null;
}

let sanitise: ((html: string) => string) | undefined;

export async function saveArticle(input: SaveArticleInput): Promise<ArticleSummary> {
  const supabase = await loadSupabase();
  const slug = input.values.slug.trim();
  const existing = await supabase.from("knowledge_articles").select("id").eq("slug", slug).limit(2);
  if (existing.error) throw cmsError(existing.error);
  if ((existing.data ?? []).some((row) => row.id !== input.id)) throw new SlugTakenError();

  sanitise ??= createSaveSanitiser(window);
  const row = articleRow(input.values, sanitise(input.values.content), input.published);
  const table = supabase.from("knowledge_articles");
  const update = input.id ? table.update(row).eq("id", input.id) : null;
  const { data, error } = await (
    update ? (input.basedOn ? update.eq("updated_at", input.basedOn) : update) : table.insert(row)
  )
    .select(ARTICLE_SUMMARY_COLUMNS)
    .single();
  if (error) {
    if (error.code === "23505") throw new SlugTakenError();
    if (error.code === "PGRST116" && input.id) {
      // No row matched: the article was deleted, or saved by someone else since it was loaded.
      const current = await supabase.from("knowledge_articles").select("updated_at").eq("id", input.id).maybeSingle();
      if (current.data) throw new EditConflictError(String(current.data.updated_at));
      throw new CmsError(editorCopy.notFound, error.code);
    }
    throw cmsError(error);
  }
  if (input.previousHeaderImage && input.previousHeaderImage !== row.header_image)
    void removeStoredImage(input.previousHeaderImage).catch(() => undefined);
  return articleSummarySchema.parse(data);
}

/** Once an article is saved: the list, the site's updates and the article itself are read again. */
export const articleChanged = (client: QueryClient) => async (saved: { id: string }) => {
  await Promise.all([
    client.invalidateQueries({ queryKey: cmsKeys.articles }),
    client.invalidateQueries({ queryKey: cmsKeys.siteUpdates }),
    client.invalidateQueries({ queryKey: cmsKeys.article(saved.id) }),
  ]);
};

export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveArticle, onSuccess: articleChanged(client) });
}
