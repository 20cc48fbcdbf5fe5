/**
 * Whether the knowledge base's listing, as a page was built with it, is still what the app would
 * show, and whether visitors can read the public tables: asked at load by the built listing
 * (src/knowledge-check.ts), whose scripts otherwise wait for the visitor. Plain requests, without
 * supabase-js or the app.
 */
import {
  ARTICLE_CARD_COLUMNS,
  CARD_ORDER,
  CATEGORY_COLUMNS,
  CATEGORY_ORDER,
  orderParam,
  type ArticleCard,
  type KnowledgeCategory,
  type ListingPageData,
} from "../types";
import { plainRead, selectOf } from "~/lib/plain-read";

/** A card as the app shows it: absent text, tags and read time read as the app's schemas read them. */
const cardShown = (card: Partial<ArticleCard>) =>
  JSON.stringify([
    card.id,
    card.title,
    card.slug,
    card.description ?? null,
    card.category_id ?? null,
    card.tags ?? [],
    card.read_time_minutes ?? null,
    card.header_image ?? null,
    Date.parse(card.created_at ?? ""),
  ]);

const categoryShown = (category: Partial<KnowledgeCategory>) =>
  JSON.stringify([category.id, category.name, category.slug, category.icon ?? null, category.description ?? null]);

const same = <T>(built: T[], now: unknown[], shown: (row: T) => string) =>
  built.length === now.length && built.every((row, index) => shown(row) === shown(now[index] as T));

/**
 * `false` when the page needs the app: a probe of the knowledge base's mount (spec calls 12 and 14)
 * fails or finds nothing, so the app must set up public read access (calls 13 and 15, with its
 * notices); or the categories or the published articles differ from the build's. A failed read of
 * the listing itself leaves the built listing standing, as the app does when it cannot refresh it.
 */
export async function isListingAsBuilt(built: ListingPageData, request: typeof fetch = fetch): Promise<boolean> {
  // All four at once: the reads of the listing are only used once both probes have passed.
  const [industries, articles, categories, cards] = await Promise.all([
    plainRead("industries", { select: "id,name", limit: "1" }, request),
    plainRead("knowledge_articles", { select: "id,title", limit: "1" }, request),
    // As the app reads them (get-categories.ts, get-article-cards.ts).
    plainRead(
      "knowledge_categories",
      { select: selectOf(CATEGORY_COLUMNS), order: orderParam(CATEGORY_ORDER) },
      request,
    ),
    plainRead(
      "knowledge_articles",
      { select: selectOf(ARTICLE_CARD_COLUMNS), published: "eq.true", order: orderParam(CARD_ORDER) },
      request,
    ),
  ]);
  if (!industries?.length || !articles?.length) return false;
  if (categories === null || cards === null) return true;
  return same(built.categories, categories, categoryShown) && same(built.articles, cards, cardShown);
}
