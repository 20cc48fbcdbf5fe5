/**
 * Whether the backend still publishes, unchanged and at the same address, the article a page was
 * built with. Asked at load by every built article page (src/article-check.ts), whose scripts
 * otherwise wait for the visitor: a plain request for two columns, without supabase-js or the app.
 */
import type { Article } from "../types";
import { plainRead } from "~/lib/plain-read";

export type BuiltArticle = Pick<Article, "id" | "slug" | "updated_at">;

/**
 * `false` only when the backend answers that the article has changed or is no longer published
 * under its slug (withdrawn, renamed or deleted): the page then needs the app to show it as it is
 * now. A failed request leaves the built article standing, as the app does when it cannot refresh it.
 */
export async function isArticleAsBuilt(built: BuiltArticle, request: typeof fetch = fetch): Promise<boolean> {
  // As the app reads it (get-article.ts): by its slug, published only (row-level security agrees).
  const query = { select: "id,updated_at", slug: `eq.${built.slug}`, published: "eq.true" };
  const rows = (await plainRead("knowledge_articles", query, request)) as { id: string; updated_at: string }[] | null;
  if (rows === null) return true;
  const now = rows[0];
  return now !== undefined && now.id === built.id && Date.parse(now.updated_at) === Date.parse(built.updated_at);
}
