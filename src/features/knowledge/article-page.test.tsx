import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PageDataProvider } from "~/prerender/page-data";
import { fakeSupabase, type Answer, type RecordedQuery } from "./testing/fake-supabase";
import { article, cards, categories } from "./testing/fixtures";
import type * as Backend from "./api/backend";
import type { ArticlePageData } from "./types";

let client: QueryClient;
vi.mock("~/lib/query-client", () => ({
  QueryProvider: ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  ),
}));

let answer: (query: RecordedQuery) => Answer | Promise<Answer>;
const fake = fakeSupabase((query) => answer(query));
vi.mock("./api/backend", async (importOriginal) => ({
  ...(await importOriginal<typeof Backend>()),
  loadBackend: async () => ({ supabase: fake.client, schemas: await import("./api/schemas") }),
}));

const { default: ArticlePage } = await import("./article-page");

const ARTICLE_ID = "3f2b8c1e-9d4a-5b6c-8e7f-0a1b2c3d4e5f";

function renderArticle(param: string, pageData?: ArticlePageData) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const path = `/knowledge/article/${param}`;
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageDataProvider value={pageData ? { path, data: pageData } : null}>
        <Routes>
          <Route path="/knowledge/article/:id" element={<ArticlePage />} />
        </Routes>
      </PageDataProvider>
    </MemoryRouter>,
  );
}

/** The backend's articles: one row per slug or id. */
function backend(rows: Record<string, unknown>) {
  return (query: RecordedQuery): Answer => {
    if (query.table === "knowledge_categories") return { data: categories, error: null };
    if (!query.single) return { data: cards, error: null };
    const [column, value] = query.filters[0]!;
    if (column === "id" && !/^[0-9a-f-]{36}$/.test(String(value)))
      return { data: null, error: { message: "invalid input syntax for type uuid", code: "22P02" } };
    return { data: rows[`${column}:${String(value)}`] ?? null, error: null };
  };
}

beforeEach(() => {
  fake.queries.length = 0;
  answer = backend({});
  document.title = "";
});

describe("the article page", () => {
  it("sets its own head from a prerendered article", async () => {
    const data = article({ description: "When you must register for VAT, and how the rolling 12 months work." });
    renderArticle(data.slug, { article: data, categories, related: [] });
    await waitFor(() => expect(document.title).toBe(`${data.title} | Elmstead Partners`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute("content", data.description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/knowledge\/article\/vat-registration-threshold$/,
    );
  });

  it("shows a prerendered article at once: image, title, author, UK date, read time, tags, TL;DR, description and body", () => {
    const data = article();
    renderArticle(data.slug, { article: data, categories, related: [cards[1]!] });
    const page = screen.getAllByRole("article")[0]!;
    expect(page.querySelector("img")).toHaveAttribute("src", "/images/knowledge/vat-registration-threshold.webp");
    expect(within(page).getByRole("heading", { level: 1, name: data.title })).toBeInTheDocument();
    expect(within(page).getByText("CB")).toBeInTheDocument();
    expect(within(page).getByText("Chloe Bennett")).toBeInTheDocument();
    const [updated, reviewed] = within(page).getAllByText("10 November 2026");
    expect(updated).toHaveAttribute("datetime", "2026-11-10T10:00:00Z");
    expect(reviewed!.closest("footer")).toHaveTextContent(
      "General information, not advice. This guide explains the rules as they stood when it was last reviewed on 10 November 2026.",
    );
    expect(within(page).getByText(/7 min read/)).toBeInTheDocument();
    const tags = within(within(page).getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(data.tags);
    const tldr = within(page).getByRole("complementary", { name: "TL;DR" });
    expect(tldr).toHaveTextContent("Register if your rolling 12-month taxable turnover goes over £90,000.");
    expect(within(page).getByText(data.description!)).toBeInTheDocument();
    expect(within(page).getByRole("heading", { level: 2, name: "The thresholds" })).toBeInTheDocument();
    const related = screen.getByRole("region", { name: "Related articles" });
    expect(within(related).getByRole("link", { name: cards[1]!.title })).toHaveAttribute(
      "href",
      "/knowledge/article/section-24",
    );
  });

  it("shows 'Anonymous', 'Quick read', a placeholder image and no TL;DR box when those are missing", () => {
    const data = article({ author_name: null, read_time_minutes: null, header_image: null, tldr: null, tags: [] });
    renderArticle(data.slug, { article: data, categories, related: [] });
    const page = screen.getByRole("article");
    expect(within(page).getByText("Anonymous")).toBeInTheDocument();
    expect(within(page).getByText("A")).toBeInTheDocument();
    expect(within(page).getByText(/Quick read/)).toBeInTheDocument();
    expect(page.querySelector("img")).toHaveAttribute("src", "/images/knowledge/placeholder.webp");
    expect(within(page).queryByRole("complementary", { name: "TL;DR" })).toBeNull();
    expect(within(page).queryByRole("list", { name: "Tags" })).toBeNull();
  });

  it("shows skeletons while loading, then reads the article by its slug", async () => {
    const data = article({ slug: "loaded-in-the-browser" });
    answer = backend({ [`slug:${data.slug}`]: data });
    renderArticle(data.slug);
    expect(screen.getByRole("status", { name: "Loading article" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: data.title })).toBeInTheDocument();
    const reads = fake.queries.filter((query) => query.single && query.filters[0]?.[1] === data.slug);
    expect(reads.map((query) => query.filters)).toEqual([
      [
        ["slug", data.slug],
        ["published", true],
      ],
    ]);
    await waitFor(() => expect(document.title).toBe(`${data.title} | Elmstead Partners`));
  });

  it("reads by id when no article has that slug", async () => {
    const data = article({ id: ARTICLE_ID });
    answer = backend({ [`id:${ARTICLE_ID}`]: data });
    renderArticle(ARTICLE_ID);
    expect(await screen.findByRole("heading", { level: 1, name: data.title })).toBeInTheDocument();
    const reads = fake.queries.filter((query) => query.single && query.filters[0]?.[1] === ARTICLE_ID);
    expect(reads.map((query) => query.filters)).toEqual([
      [
        ["slug", ARTICLE_ID],
        ["published", true],
      ],
      [
        ["id", ARTICLE_ID],
        ["published", true],
      ],
    ]);
  });

  it("shows 'Article Not Found' when neither the slug nor the id matches", async () => {
    renderArticle("no-such-article");
    expect(await screen.findByRole("heading", { level: 1, name: "Article Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    // A parameter that is not an id's shape cannot match one, so it is not looked up as an id.
    expect(fake.queries.filter((query) => query.single && query.filters[0]?.[1] === "no-such-article")).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe("Article Not Found | Elmstead Partners"));
  });

  it("takes a prerendered article away once the backend no longer publishes it, and says it was withdrawn", async () => {
    const data = article();
    renderArticle(data.slug, { article: data, categories, related: [cards[1]!] });
    expect(screen.getByRole("heading", { level: 2, name: "The thresholds" })).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: "This article has been withdrawn" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "The thresholds" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: data.title })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Related articles" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("This article has been withdrawn | Elmstead Partners"));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(screen.getByRole("link", { name: "Browse the knowledge base" })).toHaveAttribute("href", "/knowledge");
  });

  it("says 'No article ID or slug provided' when the parameter is empty", () => {
    renderArticle("%20");
    expect(screen.getByRole("alert")).toHaveTextContent("No article ID or slug provided");
    expect(fake.queries.filter((query) => query.single && query.filters[0]?.[1] === "")).toHaveLength(0);
  });

  it("offers to try again when the article cannot be loaded", async () => {
    answer = (query) =>
      query.single ? { data: null, error: { message: "Failed to fetch" } } : { data: [], error: null };
    renderArticle("vat-registration-threshold");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load this article");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("sanitises a body fetched in the browser before rendering it", async () => {
    const data = article({
      content: `<p>Safe</p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><a href="javascript:alert(1)">x</a>`,
    });
    answer = backend({ [`slug:${data.slug}`]: data });
    renderArticle(data.slug);
    const page = await screen.findByRole("article");
    expect(within(page).getByText("Safe")).toBeInTheDocument();
    expect(page.querySelector("script")).toBeNull();
    expect(page.querySelector("[onerror]")).toBeNull();
    expect(within(page).getByText("x")).not.toHaveAttribute("href");
  });
});
