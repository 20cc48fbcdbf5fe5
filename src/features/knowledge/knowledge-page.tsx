/**
 * Knowledge Base listing (spec sections 2, 4, 5 and 8): search, category
 * chips and the grid of article cards. Prerendered with the published
 * articles; the search and the category live in the URL (`?q=`,
 * `?category=<slug>`), so a filtered view can be shared and survives a reload.
 */
import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Container } from "~/components/ui/container";
import { controlClasses } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { usePrerenderedData } from "~/prerender/page-data";
import { paths } from "~/config/paths";
import type { PrerenderedInstance } from "~/prerender/page-module";
import { categoryName } from "~/lib/article-labels";
import { cx } from "~/lib/cx";
import { notify } from "~/lib/notify";
import { QueryProvider } from "~/lib/query-client";
import { useEarlyInput } from "~/lib/use-early-input";
import { useHydrated } from "~/lib/use-hydrated";
import { KnowledgeLoadError } from "./api/backend";
import { usePublicAccessSetup } from "./api/ensure-public-access";
import { useArticleCards } from "./api/get-article-cards";
import { useCategories } from "./api/get-categories";
import { ArticleCard } from "./components/article-card";
import { listingAsBuiltAt } from "./lib/listing-as-built-at";
import { ArticleCardSkeleton } from "./components/article-card-skeleton";
import { Button } from "~/components/ui/button";
import { CategoryChips } from "./components/category-chips";
import { EmptyState } from "./components/empty-state";
import { copy, listingHead } from "./copy";
import {
  EMPTY_LISTING_STATE,
  filterArticles,
  listingSearch,
  normaliseQuery,
  PAGE_SIZE,
  readListingState,
  resolveCategory,
  SKELETON_CARDS,
  writeListingState,
  type ListingUrlState,
} from "./lib/listing";
import type { ArticleCard as Card, KnowledgeCategory, ListingPageData } from "./types";

export const head = listingHead;

/** Build time only: the listing with its cards (the code stays out of the browser's bundle). */
export const prerender: (() => Promise<PrerenderedInstance[]>) | undefined = import.meta.env.SSR
  ? () => import("./server/prerender").then((module) => module.prerenderListing())
  : undefined;

export default function KnowledgePage() {
  return (
    <QueryProvider>
      <KnowledgeListing />
    </QueryProvider>
  );
}

/** Cards whose images load at once: the first row on a wide screen. */
const EAGER_CARDS = 3;
/** Typing updates the URL once it pauses, so keystrokes never wait for the router. */
export const SEARCH_URL_DELAY_MS = 300;

function KnowledgeListing() {
  const prerendered = usePrerenderedData<ListingPageData>();
  // When the page's check at load found the built listing current and readable, nothing is asked again.
  const [checkedAt] = useState(() => (prerendered ? listingAsBuiltAt() : undefined));
  const categoriesQuery = useCategories(prerendered?.categories, checkedAt);
  const articlesQuery = useArticleCards(prerendered?.articles, checkedAt);
  usePublicAccessSetup({ probedAtLoad: checkedAt !== undefined });
  useLoadNotices(categoriesQuery, articlesQuery);

  const { state, setQuery, setCategory, query } = useListingUrlState();
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const selected = resolveCategory(state.categorySlug, categories);
  // A category in the URL cannot be applied until the categories have arrived.
  const waitingForCategory = state.categorySlug !== null && categoriesQuery.isPending;
  const loading = articlesQuery.isPending || waitingForCategory;

  const articles = articlesQuery.data;
  const categoryId = selected?.id ?? null;
  // The box answers each keystroke at once; the cards, the page's largest render, follow in the frame
  // after, so typing never waits for the grid.
  const searching = useDeferredValue(query);
  const visible = useMemo(
    () => filterArticles(articles ?? [], { query: searching, categoryId }),
    [articles, searching, categoryId],
  );

  // The chips link to the search as it stands in the URL, so typing does not re-render them.
  const chipHref = useCallback(
    (category: KnowledgeCategory | null) =>
      `${paths.knowledge.href()}${listingSearch({ query: state.query, categorySlug: category?.slug ?? null })}`,
    [state.query],
  );
  const browseId = useId();
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  // A chip pressed before the page had loaded reads the search typed then.
  useEarlyInput(
    searchInput,
    (input) => {
      if (input.value !== "" && input.value !== query) setQuery(input.value);
    },
    { atCommit: true },
  );
  const filtered = searching.trim() !== "" || selected !== null;

  return (
    <>
      <PageHeader badge={copy.listing.badge} title={copy.listing.title} lead={copy.listing.lead}>
        <form role="search" className="mt-8 max-w-2xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            {copy.listing.searchLabel}
          </label>
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={searchInput}
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={copy.listing.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              className={cx(controlClasses, "min-h-14 rounded-xl border-0 py-3.5 pl-12 text-lg shadow-lg")}
            />
          </div>
        </form>
      </PageHeader>

      <Container className="py-10 sm:py-12">
        <section aria-labelledby={browseId}>
          <h2 id={browseId} className="text-lg font-semibold text-navy-900">
            {copy.listing.browseHeading}
          </h2>
          <div className="mt-3">
            <CategoryChips
              categories={categories}
              selectedId={selected?.id ?? null}
              hrefFor={chipHref}
              onSelect={setCategory}
              loading={categoriesQuery.isPending}
            />
          </div>
          {selected?.description && <p className="mt-4 max-w-3xl text-slate-700">{selected.description}</p>}
        </section>

        <section aria-labelledby={`${browseId}-articles`} className="mt-8">
          <h2 id={`${browseId}-articles`} className="sr-only">
            {copy.listing.articlesHeading}
          </h2>
          <p role="status" className="sr-only">
            {loading ? copy.listing.loadingArticles : copy.listing.results(visible.length)}
          </p>
          {loading ? (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index}>
                  <ArticleCardSkeleton />
                </li>
              ))}
            </ul>
          ) : visible.length === 0 ? (
            <EmptyState onReset={filtered ? () => setCategory(null, "") : undefined} />
          ) : (
            <ArticleGrid
              articles={visible}
              categories={categories}
              filterKey={`${normaliseQuery(searching)}|${categoryId ?? ""}`}
            />
          )}
        </section>
      </Container>
    </>
  );
}

/**
 * The matching cards, a page (24) at a time: more appear as the visitor nears the end
 * of the grid (or presses 'Show more articles'). With the site's few dozen
 * articles this is every card; with hundreds, each keystroke renders at most
 * a page of cards and stays within a frame.
 */
function ArticleGrid({
  articles,
  categories,
  filterKey,
}: {
  articles: Card[];
  categories: readonly KnowledgeCategory[];
  filterKey: string;
}) {
  // A new search or category starts again from the first page.
  const [paging, setPaging] = useState({ filterKey, limit: PAGE_SIZE });
  const limit = paging.filterKey === filterKey ? paging.limit : PAGE_SIZE;
  const more = articles.length > limit;
  const showMore = useCallback(
    () =>
      setPaging((current) => ({
        filterKey,
        limit: (current.filterKey === filterKey ? current.limit : PAGE_SIZE) + PAGE_SIZE,
      })),
    [filterKey],
  );

  // Once every card shows the button goes: keyboard focus on it moves on to the first new card.
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    grid.current?.children[focusFrom.current]?.querySelector("a")?.focus();
    focusFrom.current = null;
  }, [limit]);
  const pressShowMore = () => {
    focusFrom.current = limit;
    showMore();
  };

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!more || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // Tabbing to the button scrolls it into view and loads more, which may remove it from under the focus.
        if (element.contains(document.activeElement)) focusFrom.current = limit;
        showMore();
      },
      {
        rootMargin: "800px 0px",
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, showMore, limit]);

  return (
    <>
      <ul ref={grid} className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.slice(0, limit).map((article, index) => (
          <li key={article.id}>
            <ArticleCard
              article={article}
              categoryName={categoryName(article.category_id, categories)}
              eager={index < EAGER_CARDS}
            />
          </li>
        ))}
      </ul>
      {more && (
        // Scrolled near before the scripts have started, it starts them (scripts/page-loader.js).
        <div ref={sentinel} data-start-in-view className="mt-10 text-center">
          <Button variant="secondary" onClick={pressShowMore}>
            {copy.listing.showMore}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The search text and category, kept in the URL. The box and the grid follow
 * what the visitor types at once; the URL follows once typing pauses, with
 * `replace`, so typing neither waits for the router nor fills the history,
 * while choosing a category adds a history entry. Before hydration the state
 * is empty, as in the prerendered HTML; the URL's state applies straight after.
 */
function useListingUrlState() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const state: ListingUrlState = hydrated ? readListingState(searchParams) : EMPTY_LISTING_STATE;

  const [typed, setTypedState] = useState(state.query);
  // The text as last set, at once, not on the next render: a chip pressed before the page had loaded
  // is replayed as this part hydrates, straight after the text typed then is taken over, and keeps it.
  const typedRef = useRef(typed);
  const setTyped = useCallback((text: string) => {
    typedRef.current = text;
    setTypedState(text);
  }, []);
  const written = useRef<string[]>([]);
  // A URL change that did not come from typing here (Back, a link to `?q=…`) replaces the box's text.
  // Only a change: on mount the box already shows the URL's text, or what was typed before hydration,
  // which has just been taken over and must not be set back.
  const shownQuery = useRef(state.query);
  useEffect(() => {
    if (state.query === shownQuery.current) return;
    shownQuery.current = state.query;
    const ours = written.current.indexOf(state.query);
    if (ours >= 0) {
      written.current.splice(0, ours + 1);
      return;
    }
    setTyped(state.query);
  }, [state.query, setTyped]);

  // What this page last wrote, until the router's own state catches up: a second change made
  // meanwhile (a chip, then a keystroke) builds on the first instead of undoing it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (state: Partial<ListingUrlState>, replace: boolean) => {
      clearTimeout(timer.current);
      const current = pending.current ?? searchParams;
      const next = writeListingState(current, state);
      // The same address again (a space typed at the end, trimmed away) is no navigation: as one, it
      // would move focus to the page's main region, away from the search being typed in.
      if (next.toString() === current.toString()) return;
      pending.current = next;
      written.current.push(readListingState(next).query);
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );
  // Typing pauses before the URL is written, and a chip may have changed the URL meanwhile: the
  // pause ends with the write that knows the URL as it is then.
  const latestWrite = useRef(write);
  useLayoutEffect(() => {
    latestWrite.current = write;
  }, [write]);

  const setQuery = useCallback(
    (value: string) => {
      setTyped(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latestWrite.current({ query: value }, true), SEARCH_URL_DELAY_MS);
    },
    [setTyped],
  );

  const setCategory = useCallback(
    (category: KnowledgeCategory | null, query?: string) => {
      if (query !== undefined) setTyped(query);
      // The search typed so far goes into the same history entry as the category.
      write({ categorySlug: category?.slug ?? null, query: query ?? typedRef.current }, false);
    },
    [write, setTyped],
  );

  return { state, query: typed, setQuery, setCategory };
}

/** The spec's toasts for loading the categories and articles (section 8, "Knowledge Base"). */
function useLoadNotices(categories: ReturnType<typeof useCategories>, articles: ReturnType<typeof useArticleCards>) {
  const { isError: categoriesFailed, errorUpdatedAt: categoriesErrorAt } = categories;
  useEffect(() => {
    if (categoriesFailed) void notify("error", { title: copy.toasts.categoriesFailed });
  }, [categoriesFailed, categoriesErrorAt]);

  const { isError: articlesFailed, error, errorUpdatedAt: articlesErrorAt } = articles;
  useEffect(() => {
    if (!articlesFailed) return;
    // The backend answered with an error, or something else broke (the network, an unexpected answer):
    // either way the listing carries on with what it has, or an empty list.
    const title = error instanceof KnowledgeLoadError ? copy.toasts.articlesFailed : copy.toasts.articlesCrashed;
    void notify("error", { title });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [articlesFailed, articlesErrorAt]);

  const { isFetched, data, dataUpdatedAt } = articles;
  const empty = isFetched && data?.length === 0;
  useEffect(() => {
    if (empty) void notify("warning", { title: copy.toasts.noArticles });
  }, [empty, dataUpdatedAt]);
}
