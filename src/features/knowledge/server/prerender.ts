/**
 * Build time only (imported by the page modules' `prerender` behind
 * `import.meta.env.SSR`, so none of it reaches the browser): reads the
 * published knowledge base from the backend with plain REST calls as a
 * visitor (the anon key, so RLS hides drafts exactly as for a visitor), and
 * returns the listing and one page per article with its head, JSON-LD and data.
 *
 * Article bodies are sanitised here with the same DOMPurify configuration the
 * browser uses (~/lib/article-html.ts), on a jsdom window created only here: the
 * prerendered HTML contains the body, and the page hydrates from exactly the
 * string it was rendered with.
 *
 * If the backend cannot be reached the build carries on with the pages'
 * loading state (a warning is logged), unless PRERENDER_REQUIRE_DATA=1.
 */
import { JSDOM } from "jsdom";
import type { PrerenderedInstance } from "~/prerender/page-module";
import { paths } from "~/config/paths";
import { createDisplaySanitiser } from "~/lib/article-html";
import { categoryName } from "~/lib/article-labels";
import { breadcrumbTrail } from "~/lib/breadcrumbs";
import { readBackend as rest, selectParam as select } from "~/prerender/backend-read";
import { articleJsonLd, breadcrumbJsonLd, webPageJsonLd } from "~/lib/structured-data";
import { articleCardsSchema, articleSchema, categoriesSchema } from "../api/schemas";
import { copy, listingHead } from "../copy";
import { articleHead } from "../lib/article-head";
import { relatedArticles } from "../lib/related";
import {
  ARTICLE_CARD_COLUMNS,
  ARTICLE_COLUMNS,
  CARD_ORDER,
  CATEGORY_COLUMNS,
  CATEGORY_ORDER,
  orderParam,
  type Article,
  type ArticleCard,
  type ArticlePageData,
  type KnowledgeCategory,
  type ListingPageData,
} from "../types";

interface KnowledgeSnapshot {
  categories: KnowledgeCategory[];
  cards: ArticleCard[];
  articles: Article[];
}

async function readKnowledge(): Promise<KnowledgeSnapshot> {
  const [categories, cards, articles] = await Promise.all([
    rest(`knowledge_categories?select=${select(CATEGORY_COLUMNS)}&order=${orderParam(CATEGORY_ORDER)}`),
    rest(`knowledge_articles?select=${select(ARTICLE_CARD_COLUMNS)}&published=eq.true&order=${orderParam(CARD_ORDER)}`),
    rest(`knowledge_articles?select=${select(ARTICLE_COLUMNS)}&published=eq.true&order=${orderParam(CARD_ORDER)}`),
  ]);
  const sanitize = createDisplaySanitiser(new JSDOM("").window as unknown as Window);
  return {
    categories: categoriesSchema.parse(categories),
    cards: articleCardsSchema.parse(cards),
    articles: articleSchema
      .array()
      .parse(articles)
      .map((article) => ({ ...article, content: sanitize(article.content) })),
  };
}

let snapshot: Promise<KnowledgeSnapshot | null> | undefined;

/** One read per build, shared by the listing and the articles. */
function knowledge(): Promise<KnowledgeSnapshot | null> {
  snapshot ??= readKnowledge().catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.PRERENDER_REQUIRE_DATA === "1")
      throw new Error(`Prerendering the knowledge base needs the backend: ${reason}`);
    console.warn(
      `[prerender] Knowledge base not prerendered from data (${reason}); writing its loading state instead.`,
    );
    return null;
  });
  return snapshot;
}

export async function prerenderListing(): Promise<PrerenderedInstance[]> {
  const data = await knowledge();
  if (!data) return [];
  const pageData: ListingPageData = { categories: data.categories, articles: data.cards };
  return [
    {
      path: paths.knowledge.path,
      head: {
        ...listingHead,
        jsonLd: [
          webPageJsonLd("CollectionPage", listingHead.title, paths.knowledge.path),
          breadcrumbJsonLd(breadcrumbTrail(paths.knowledge.path, copy.listing.title)),
        ],
      },
      data: pageData,
    },
  ];
}

export async function prerenderArticles(): Promise<PrerenderedInstance[]> {
  const data = await knowledge();
  if (!data) return [];
  return data.articles.map((article) => {
    const head = articleHead(article);
    const pageData: ArticlePageData = {
      article,
      categories: data.categories,
      related: relatedArticles(article, data.cards),
    };
    const section = categoryName(article.category_id, data.categories);
    return {
      path: head.path,
      head: {
        ...head,
        jsonLd: [
          articleJsonLd({
            headline: article.title,
            description: head.description,
            path: head.path,
            image: head.image,
            datePublished: article.created_at,
            dateModified: article.updated_at,
            authorName: article.author_name,
            section,
            keywords: article.tags,
          }),
          breadcrumbJsonLd(breadcrumbTrail(head.path, article.title)),
        ],
      },
      data: pageData,
      // Links by id (older than slugs) still reach the page, by a permanent redirect.
      aliases: article.slug && article.slug !== article.id ? [paths.article.href(article.id)] : [],
    };
  });
}
