/**
 * The knowledge base's data as the browser holds it (spec section 3), in the
 * database's own column names. Plain types, so the pages' first download
 * needs no schema library; the rows are checked against these shapes when
 * they arrive (api/schemas.ts).
 */

export interface KnowledgeCategory {
  id: string;
  name: string;
  slug: string;
  /** An icon name; a folder is shown when absent or unknown. */
  icon: string | null;
  /** What the category covers, shown when a visitor chooses it (staff write it). */
  description?: string | null;
}

/** What a listing card needs: never the article's body. */
export interface ArticleCard {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  category_id: string | null;
  tags: string[];
  read_time_minutes: number | null;
  header_image: string | null;
  created_at: string;
}

export interface Article extends ArticleCard {
  /** The body as HTML, already sanitised (see ~/lib/article-html.ts). */
  content: string;
  updated_at: string;
  author_name: string | null;
  author_avatar: string | null;
  tldr: string | null;
}

/** Columns the listing reads (spec call 17, without `content`). */
export const ARTICLE_CARD_COLUMNS =
  "id, title, slug, description, category_id, tags, read_time_minutes, header_image, created_at";

/** Columns the article page reads (spec call 18). */
export const ARTICLE_COLUMNS = `${ARTICLE_CARD_COLUMNS}, content, updated_at, author_name, author_avatar, tldr`;

export const CATEGORY_COLUMNS = "id, name, slug, icon, description";

interface SortKey {
  column: string;
  ascending: boolean;
}

/** The chips' order (spec call 16). */
export const CATEGORY_ORDER: readonly SortKey[] = [
  { column: "sort_order", ascending: true },
  { column: "name", ascending: true },
];

/**
 * The cards' order (spec call 17: newest first). Articles created in the same instant are ordered by
 * id, so the app, the build and the built listing's check (which compares the two) all read one order.
 */
export const CARD_ORDER: readonly SortKey[] = [
  { column: "created_at", ascending: false },
  { column: "id", ascending: false },
];

/** An order as PostgREST's `order` parameter takes it (`created_at.desc,id.desc`). */
export const orderParam = (order: readonly SortKey[]) =>
  order.map(({ column, ascending }) => `${column}.${ascending ? "asc" : "desc"}`).join(",");

/** Data the listing was prerendered with (embedded in its HTML). */
export interface ListingPageData {
  categories: KnowledgeCategory[];
  articles: ArticleCard[];
}

/** Data an article page was prerendered with. */
export interface ArticlePageData {
  article: Article;
  categories: KnowledgeCategory[];
  related: ArticleCard[];
}
