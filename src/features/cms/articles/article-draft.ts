/**
 * An article's unsaved changes, kept in this browser until they are saved or discarded: a reload,
 * a crash or a session that ends (idle, or signed out elsewhere) loses nothing.
 */
import { browserStorage } from "~/lib/browser-storage";
import type { ArticleFormValues } from "./article-form";

export interface ArticleDraft {
  values: ArticleFormValues;
  /** When the changes were kept (ms since 1970). */
  keptAt: number;
  /** updated_at of the version the changes were made to: a save checks it (EditConflictError). */
  basedOn: string | null;
}

const NEW_ARTICLE = "new";

function key(articleId: string | null): string {
  return browserStorage.articleDraft.name.replace("<article>", articleId ?? NEW_ARTICLE);
}

const FIELDS = ["title", "slug", "description", "categoryId", "tags", "tldr", "authorName", "content"] as const;

function isDraft(value: unknown): value is ArticleDraft {
  if (!value || typeof value !== "object") return false;
  const draft = value as Partial<ArticleDraft>;
  const values = draft.values as Record<string, unknown> | undefined;
  return (
    typeof draft.keptAt === "number" &&
    (draft.basedOn === null || typeof draft.basedOn === "string") &&
    !!values &&
    FIELDS.every((field) => typeof values[field] === "string") &&
    (values.headerImage === null || typeof values.headerImage === "string")
  );
}

export function readDraft(articleId: string | null, storage: Storage = localStorage): ArticleDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(articleId)) ?? "null");
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function keepDraft(articleId: string | null, draft: ArticleDraft, storage: Storage = localStorage): void {
  try {
    storage.setItem(key(articleId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the leave guard still asks before anything is lost.
  }
}

export function discardDraft(articleId: string | null, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key(articleId));
  } catch {
    // Nothing was kept.
  }
}
