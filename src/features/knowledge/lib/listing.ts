/**
 * The knowledge listing's rules (spec sections 2 and 5, "Knowledge listing"),
 * as pure functions: card excerpt, tags, card read time, search, category
 * filter, and the listing's state in the URL. The rules an article page shares
 * with the CMS preview (read time label, 'Uncategorized', 'Anonymous') are in
 * ~/lib/article-labels.ts.
 */
import { KNOWLEDGE_CATEGORY_PARAM, KNOWLEDGE_SEARCH_PARAM } from "~/config/paths";
import { hasReadTime, readTimeLabel } from "~/lib/article-labels";
import type { ArticleCard, KnowledgeCategory } from "../types";

export const EXCERPT_LENGTH = 180;
export const ELLIPSIS = "...";
export const VISIBLE_TAGS = 3;
export const DEFAULT_CARD_READ_MINUTES = 5;
export const SKELETON_CARDS = 6;
/** Cards rendered at first (more than a screenful), and added each time the visitor nears the end of the grid. */
export const PAGE_SIZE = 24;

/** The description cut to 180 characters plus an ellipsis when longer; empty when absent. */
export function excerpt(description: string | null | undefined, length = EXCERPT_LENGTH): string {
  const text = description ?? "";
  // Count characters as a reader sees them: never split an emoji or accented letter's surrogate pair.
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join("")}${ELLIPSIS}` : text;
}

/** At most three tags, and how many more there are ('+N more'). */
export function visibleTags(tags: readonly string[] | null | undefined, limit = VISIBLE_TAGS) {
  const all = tags ?? [];
  const hidden = Math.max(0, all.length - limit);
  return { shown: all.slice(0, limit), hidden, moreLabel: hidden > 0 ? `+${hidden} more` : null };
}

/** A card's read time: '{n} min read', or '5 min read' when missing. */
export function cardReadTime(minutes: number | null | undefined): string {
  return readTimeLabel(hasReadTime(minutes) ? minutes : DEFAULT_CARD_READ_MINUTES);
}

/** The search text as matched: case-insensitive, surrounding white space ignored. */
export const normaliseQuery = (query: string) => query.trim().toLowerCase();

const haystacks = new WeakMap<ArticleCard, string[]>();

/** Lower-cased title, description and tags, computed once per article object. */
function searchableText(article: ArticleCard): string[] {
  let text = haystacks.get(article);
  if (!text) {
    text = [article.title, article.description ?? "", ...(article.tags ?? [])].map((value) => value.toLowerCase());
    haystacks.set(article, text);
  }
  return text;
}

/** Case-insensitive substring match on the title, the description or any tag; an empty search matches all. */
export function matchesSearch(article: ArticleCard, query: string): boolean {
  const needle = normaliseQuery(query);
  if (needle === "") return true;
  return searchableText(article).some((value) => value.includes(needle));
}

/** With a category selected, the article's category id must equal it; with none, every article matches. */
export function matchesCategory(article: Pick<ArticleCard, "category_id">, categoryId: string | null): boolean {
  return categoryId === null || article.category_id === categoryId;
}

/**
 * The articles that match both the search and the category. With a search, those whose title
 * matches come first (a reader searching "dividend" wants "Salary or dividends?" before an article
 * that mentions dividends in passing), each group in its original order (newest first).
 */
export function filterArticles<T extends ArticleCard>(
  articles: readonly T[],
  { query, categoryId }: { query: string; categoryId: string | null },
): T[] {
  const needle = normaliseQuery(query);
  if (needle === "" && categoryId === null) return articles.slice();
  const inCategory = articles.filter((article) => matchesCategory(article, categoryId));
  if (needle === "") return inCategory;
  const byTitle: T[] = [];
  const byText: T[] = [];
  for (const article of inCategory) {
    const [title, ...rest] = searchableText(article);
    if (title!.includes(needle)) byTitle.push(article);
    else if (rest.some((value) => value.includes(needle))) byText.push(article);
  }
  return [...byTitle, ...byText];
}

// ---- state in the URL -----------------------------------------------------------------------------

export interface ListingUrlState {
  /** The search text as typed. */
  query: string;
  /** The selected category's slug, or null for 'All Articles'. */
  categorySlug: string | null;
}

export const EMPTY_LISTING_STATE: ListingUrlState = { query: "", categorySlug: null };

/** The listing's state from `?q=` and `?category=`. */
export function readListingState(params: URLSearchParams): ListingUrlState {
  const category = params.get(KNOWLEDGE_CATEGORY_PARAM)?.trim() ?? "";
  return { query: params.get(KNOWLEDGE_SEARCH_PARAM) ?? "", categorySlug: category === "" ? null : category };
}

/**
 * The URL parameters for a state, keeping any others (e.g. campaign tags):
 * an empty search or 'All Articles' leaves its parameter out. The search comes
 * before the category whichever changed last, so the same listing always has
 * the same address.
 */
export function writeListingState(current: URLSearchParams, state: Partial<ListingUrlState>): URLSearchParams {
  const { query, categorySlug } = { ...readListingState(current), ...state };
  const next = new URLSearchParams(current);
  next.delete(KNOWLEDGE_SEARCH_PARAM);
  next.delete(KNOWLEDGE_CATEGORY_PARAM);
  if (query.trim() !== "") next.set(KNOWLEDGE_SEARCH_PARAM, query);
  if (categorySlug !== null && categorySlug.trim() !== "") next.set(KNOWLEDGE_CATEGORY_PARAM, categorySlug);
  return next;
}

/** A link to the listing showing a search and/or a category, e.g. `/knowledge?q=vat`. */
export function listingSearch(state: Partial<ListingUrlState>): string {
  const search = writeListingState(new URLSearchParams(), state).toString();
  return search === "" ? "" : `?${search}`;
}

/**
 * The category a slug names. An unknown slug (a renamed category, a mistyped
 * link) selects nothing, so the visitor sees every article rather than an empty page.
 */
export function resolveCategory<C extends Pick<KnowledgeCategory, "slug">>(
  slug: string | null,
  categories: readonly C[],
): C | null {
  if (slug === null) return null;
  return categories.find((category) => category.slug === slug) ?? null;
}
