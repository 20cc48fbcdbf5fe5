/** The knowledge base's words (spec sections 2, 5 and 8; quoted texts are the spec's own). */
import { paths } from "~/config/paths";
import type { PageMeta } from "~/prerender/head";

export const listingHead: PageMeta = {
  title: "Knowledge Base: UK Tax and Accounting Guides",
  description:
    "Plain-English guides to UK tax for small businesses, landlords, creators, contractors and charities: VAT, Making Tax Digital, IR35, self assessment and more.",
  path: paths.knowledge.path,
};

/** The head of an article page's shell, before its data arrives (each article has its own). */
export const articleShellHead: PageMeta = {
  title: "Knowledge Base article",
  description:
    "A guide from our knowledge base: practical answers on UK tax, accounts and compliance for small businesses, landlords, creators, contractors and charities.",
  // Served for any article URL not written at build time; the page sets the real head once loaded.
  path: paths.knowledge.path,
  noindex: true,
};

export const copy = {
  listing: {
    badge: "Guides and insights",
    title: "Knowledge Base",
    lead: "Practical, up-to-date guides on UK tax and accounting, written by our team for business owners, landlords, creators, contractors and charities.",
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles, guides, and resources...",
    browseHeading: "Browse by Category",
    allArticles: "All Articles",
    active: "Active",
    articlesHeading: "Articles",
    loadingArticles: "Loading articles",
    loadingCategories: "Loading categories",
    showMore: "Show more articles",
    results: (count: number) => (count === 1 ? "1 article" : `${count} articles`),
    empty: {
      title: "No Articles Found",
      text: "No articles matched your search. Try adjusting your search or browse our categories.",
      action: "Show all articles",
    },
  },
  article: {
    back: "Back to Knowledge Base",
    // 'Anonymous', 'TL;DR', 'Updated' and 'Tags' are shared with the CMS preview: ~/lib/article-labels.ts.
    related: "Related articles",
    loading: "Loading article",
    notFound: {
      title: "Article Not Found",
      text: "The article you're looking for doesn't exist.",
      action: "Browse the knowledge base",
    },
    /** A page built with an article the firm has since unpublished or deleted (until the site is rebuilt). */
    withdrawn: {
      title: "This article has been withdrawn",
      text: "The firm has taken this article off its knowledge base, so its guidance should not be relied on. Our other articles are kept up to date, or ask us about your own situation.",
      action: "Browse the knowledge base",
      contact: "Get a quote",
    },
    noId: "No article ID or slug provided",
    loadFailed: {
      title: "We couldn't load this article",
      text: "Please check your connection and try again.",
      retry: "Try again",
    },
  },
  toasts: {
    categoriesFailed: "Failed to load categories",
    articlesFailed: "Failed to load articles",
    noArticles: "No articles found in the knowledge base",
    articlesCrashed: "Something went wrong while loading articles",
    setupFailed: "Failed to set up data access. Some content may not be available.",
    policiesFailed: "Failed to set up database access policies. Please try refreshing the page.",
    setupCrashed: "Something went wrong while setting up data access. Please try refreshing the page.",
  },
} as const;
