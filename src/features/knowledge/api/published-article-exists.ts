/**
 * Whether an article is published under a slug or an id, for the not-found page the host serves at
 * an article's address the last build did not know: one published since is shown all the same.
 * A plain request, so the page's check at load (src/not-found-check.ts) asks it without the app.
 */
import { looksLikeId } from "./article-address";
import { plainRead } from "~/lib/plain-read";

export async function publishedArticleExists(slugOrId: string, request: typeof fetch = fetch): Promise<boolean> {
  const column = looksLikeId(slugOrId) ? "id" : "slug";
  const rows = await plainRead(
    "knowledge_articles",
    { select: "id", [column]: `eq.${slugOrId}`, published: "eq.true", limit: "1" },
    request,
  );
  return rows !== null && rows.length > 0;
}
