/**
 * Article page (spec section 2, "Article page"; call 18): /knowledge/article/{id},
 * where the parameter holds a slug or an id. Published articles are
 * prerendered at build time with their own head and Article JSON-LD; any other
 * URL gets the page's shell, which loads the article in the browser.
 */
import { useLocation, useParams } from "react-router";
import { ArticleView } from "~/components/article/article-view";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { paths } from "~/config/paths";
import { usePrerenderedData } from "~/prerender/page-data";
import type { PrerenderedInstance } from "~/prerender/page-module";
import { categoryName, findCategory } from "~/lib/article-labels";
import { useDocumentHead } from "~/prerender/head";
import { QueryProvider } from "~/lib/query-client";
import { useArticle } from "./api/get-article";
import { useCategories } from "./api/get-categories";
import { useRelatedArticles } from "./api/get-related-articles";
import { ArticleBody } from "./components/article-body";
import { ArticleCard } from "./components/article-card";
import { ArticleSkeleton } from "./components/article-skeleton";
import { articleShellHead, copy } from "./copy";
import { articleHead, notFoundHead, withdrawnHead } from "./lib/article-head";
import { listingSearch } from "./lib/listing";
import type { Article, ArticleCard as Card, ArticlePageData, KnowledgeCategory } from "./types";

export const head = articleShellHead;
/** This page sets its own head from the article (see src/app/route-page.tsx). */
export const dynamicHead = true;

/** Build time only: one page per published article (the code stays out of the browser's bundle). */
export const prerender: (() => Promise<PrerenderedInstance[]>) | undefined = import.meta.env.SSR
  ? () => import("./server/prerender").then((module) => module.prerenderArticles())
  : undefined;

export default function ArticlePage() {
  return (
    <QueryProvider>
      <ArticleScreen />
    </QueryProvider>
  );
}

function ArticleScreen() {
  const { id = "" } = useParams();
  const param = id.trim();
  const { pathname } = useLocation();
  const prerendered = usePrerenderedData<ArticlePageData>();

  const articleQuery = useArticle(param, prerendered?.article);
  const article = articleQuery.data ?? null;
  const categories = useCategories(prerendered?.categories).data ?? [];
  const related = useRelatedArticles(article, prerendered?.related).data ?? [];

  const missing = param === "" || (articleQuery.isSuccess && !article);
  // Built with this article, which the backend no longer publishes: withdrawn since the last build.
  const withdrawn = missing && !!prerendered?.article;
  useDocumentHead(
    article
      ? articleHead(article)
      : withdrawn
        ? withdrawnHead(pathname)
        : missing
          ? notFoundHead(pathname)
          : { ...articleShellHead, path: pathname },
  );

  let content;
  if (param === "") {
    content = (
      <Alert tone="destructive" role="alert" title={copy.article.noId}>
        <SmartLink href={paths.knowledge.href()} className="font-semibold underline">
          {copy.article.notFound.action}
        </SmartLink>
      </Alert>
    );
  } else if (article) {
    content = <PublicArticle article={article} categories={categories} />;
  } else if (articleQuery.isError) {
    content = (
      <Alert tone="destructive" role="alert" title={copy.article.loadFailed.title}>
        <p>{copy.article.loadFailed.text}</p>
        <Button variant="secondary" size="sm" onClick={() => void articleQuery.refetch()}>
          {copy.article.loadFailed.retry}
        </Button>
      </Alert>
    );
  } else if (withdrawn) {
    content = <Withdrawn />;
  } else if (missing) {
    content = <NotFound />;
  } else {
    content = (
      <div role="status" aria-label={copy.article.loading}>
        <ArticleSkeleton />
      </div>
    );
  }

  return (
    <>
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-3xl">
          <SmartLink
            href={paths.knowledge.href()}
            className="inline-flex items-center gap-1.5 rounded font-semibold text-teal-800 hover:text-teal-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            <Icon name="arrow-right" className="h-4 w-4 rotate-180" />
            {copy.article.back}
          </SmartLink>
          <div className="mt-6">{content}</div>
        </div>
      </Container>
      {article && related.length > 0 && <RelatedArticles articles={related} categories={categories} />}
    </>
  );
}

/** The article itself: the same view the CMS previews, with links to its category and the site's own pages. */
function PublicArticle({ article, categories }: { article: Article; categories: readonly KnowledgeCategory[] }) {
  const category = findCategory(article.category_id, categories);
  return (
    <ArticleView
      article={article}
      category={categoryName(article.category_id, categories)}
      categoryHref={category && `${paths.knowledge.href()}${listingSearch({ categorySlug: category.slug })}`}
    >
      <ArticleBody html={article.content} />
    </ArticleView>
  );
}

function RelatedArticles({ articles, categories }: { articles: Card[]; categories: readonly KnowledgeCategory[] }) {
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-slate-50 py-12 sm:py-16">
      <Container>
        <h2 id="related-heading" className="text-2xl font-bold text-navy-900">
          {copy.article.related}
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((card) => (
            <li key={card.id}>
              <ArticleCard article={card} categoryName={categoryName(card.category_id, categories)} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function NotFound() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <Icon name="document" className="mx-auto h-10 w-10 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{copy.article.notFound.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{copy.article.notFound.text}</p>
      <ButtonLink href={paths.knowledge.href()} variant="secondary" className="mt-8">
        {copy.article.notFound.action}
      </ButtonLink>
    </div>
  );
}

function Withdrawn() {
  return (
    <div role="alert" className="rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <Icon name="alert-circle" className="mx-auto h-10 w-10 text-slate-500" />
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{copy.article.withdrawn.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{copy.article.withdrawn.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={paths.knowledge.href()} variant="secondary">
          {copy.article.withdrawn.action}
        </ButtonLink>
        <ButtonLink href={paths.quote.href()}>{copy.article.withdrawn.contact}</ButtonLink>
      </div>
    </div>
  );
}
