/** Types for generate-seed.mjs, so TypeScript tests can import it. */
export interface KnowledgeCategory {
  id: string;
  name: string;
  slug: string;
  icon: string;
  description: string | null;
  sort_order: number;
}

export interface KnowledgeArticle {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** The body as HTML. */
  content: string;
  /** Category slug from the frontmatter. */
  category: string;
  tags: string[];
  author_name: string | null;
  author_avatar: string | null;
  read_time_minutes: number;
  header_image: string | null;
  tldr: string | null;
  published: boolean;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  word_count: number;
  /** The body as written, in Markdown. */
  markdown: string;
  /** The registry facts the article uses (`{{fact:id}}`), sorted. */
  fact_ids: string[];
  /** The day its facts were last checked (YYYY-MM-DD), if given. */
  facts_as_at: string | null;
  /** Every source it lists: its facts' sources, then any others from the frontmatter. */
  sources: { title: string; url: string }[];
}

export const ROOT: string;
export const CONTENT_DIR: string;
export const SEED_PATH: string;
export const IMAGE_DIR: string;
export const WORDS_PER_MINUTE: number;
export const FORBIDDEN_FACTS: readonly string[];

export function uuidV5(name: string, namespace?: string): string;
export function categoryId(slug: string): string;
export function articleId(slug: string): string;
export function markdownToHtml(markdown: string): string;
export function sourcesSection(sources: { title: string; url: string }[], factsAsAt: string): string;
export function factStart(from: string): string;
export function htmlToText(html: string): string;
export function countWords(text: string): number;
export function readTimeMinutes(wordCount: number): number;
export function loadCategories(root?: string): KnowledgeCategory[];
export function loadArticles(root?: string): KnowledgeArticle[];
export function parseArticle(source: string, file: string, root?: string): KnowledgeArticle;
export function validate(
  categories: KnowledgeCategory[],
  articles: KnowledgeArticle[],
  options?: { today?: string },
): string[];
export function sqlLiteral(value: string | number | boolean | null | undefined): string;
export function dollarQuote(value: string): string;
export function buildSql(
  categories: KnowledgeCategory[],
  articles: KnowledgeArticle[],
  options?: { onConflict?: "update" | "keep" },
): string;
export const LAUNCH_MIGRATION_PATH: string;
export function buildLaunchMigration(categories: KnowledgeCategory[], articles: KnowledgeArticle[]): string;
export function buildSeed(root?: string): {
  categories: KnowledgeCategory[];
  articles: KnowledgeArticle[];
  sql: string;
};
