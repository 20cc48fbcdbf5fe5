import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PageDataProvider } from "~/prerender/page-data";
import { fakeSupabase, type Answer, type RecordedQuery } from "./testing/fake-supabase";
import { categories, cards, manyCards } from "./testing/fixtures";
import type * as Functions from "~/lib/functions";
import type * as Backend from "./api/backend";
import type * as AccessSetup from "./api/ensure-public-access";
import { PAGE_SIZE } from "./lib/listing";
import { ARTICLE_CARD_COLUMNS, type ListingPageData } from "./types";

const notify = vi.hoisted(() => vi.fn());
vi.mock("~/lib/notify", () => ({ notify }));

let client: QueryClient;
vi.mock("~/lib/query-client", () => ({
  QueryProvider: ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  ),
}));

// The access set-up on mount is left out, except where a test puts the real one back.
const setup = vi.hoisted(() => vi.fn());
vi.mock("./api/ensure-public-access", async (importOriginal) => ({
  ...(await importOriginal<typeof AccessSetup>()),
  usePublicAccessSetup: setup,
}));
const accessSetup = await vi.importActual<typeof AccessSetup>("./api/ensure-public-access");

const invokeFunction = vi.hoisted(() => vi.fn());
vi.mock("~/lib/functions", async (importOriginal) => ({
  ...(await importOriginal<typeof Functions>()),
  invokeFunction,
}));

let answer: (query: RecordedQuery) => Answer | Promise<Answer>;
const fake = fakeSupabase((query) => answer(query));
vi.mock("./api/backend", async (importOriginal) => ({
  ...(await importOriginal<typeof Backend>()),
  loadBackend: async () => ({ supabase: fake.client, schemas: await import("./api/schemas") }),
}));

const { default: KnowledgePage, head, SEARCH_URL_DELAY_MS } = await import("./knowledge-page");

const backendWith = (tables: { categories?: Answer; articles?: Answer }) => (query: RecordedQuery) =>
  (query.table === "knowledge_categories" ? tables.categories : tables.articles) ?? { data: [], error: null };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderListing({ url = "/knowledge", pageData }: { url?: string; pageData?: ListingPageData } = {}) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  render(
    <MemoryRouter initialEntries={[url]}>
      <PageDataProvider value={pageData ? { path: "/knowledge", data: pageData } : null}>
        <Routes>
          <Route
            path="/knowledge"
            element={
              <>
                <KnowledgePage />
                <Location />
              </>
            }
          />
          <Route path="/knowledge/article/:id" element={<Location />} />
        </Routes>
      </PageDataProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const prerendered: ListingPageData = { categories, articles: cards };
const location = () => screen.getByTestId("location").textContent;
const grid = () => screen.getByRole("region", { name: "Articles" });
const cardTitles = () =>
  within(grid())
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);
const chipList = () => screen.getByRole("region", { name: "Browse by Category" });
const chip = (name: string | RegExp) => within(chipList()).getByRole("link", { name });
const search = () => screen.getByRole("searchbox", { name: "Search articles" });

beforeEach(() => {
  notify.mockClear();
  setup.mockReset();
  invokeFunction.mockReset();
  answer = backendWith({ categories: { data: categories, error: null }, articles: { data: cards, error: null } });
  fake.queries.length = 0;
  window.history.replaceState(null, "", "/knowledge");
});

describe("the knowledge base listing", () => {
  it("has a specific title and a description of 110 to 160 characters", () => {
    expect(head.path).toBe("/knowledge");
    expect(head.description.length).toBeGreaterThanOrEqual(110);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it("shows the heading, the search box, the chips and the prerendered cards at once", () => {
    renderListing({ pageData: prerendered });
    expect(screen.getByRole("heading", { level: 1, name: "Knowledge Base" })).toBeInTheDocument();
    expect(search()).toHaveAttribute("placeholder", "Search articles, guides, and resources...");
    expect(screen.getByRole("heading", { level: 2, name: "Browse by Category" })).toBeInTheDocument();
    const chips = within(chipList()).getAllByRole("link");
    expect(chips.map((button) => button.textContent)).toEqual([
      "All ArticlesActive",
      "Limited Companies",
      "Landlords & Property",
      "VAT & Making Tax Digital",
    ]);
    expect(chips[0]).toHaveAttribute("aria-current", "true");
    expect(chips[0]).toHaveAttribute("href", "/knowledge");
    expect(chips[1]).not.toHaveAttribute("aria-current");
    expect(chips[1]).toHaveAttribute("href", "/knowledge?category=limited-companies");
    expect(cardTitles()).toEqual(cards.map((article) => article.title));
    expect(setup).toHaveBeenCalled();
  });

  it("shows each card's image, category, excerpt, tags, '+N more' and read time, and links it by slug", () => {
    renderListing({ pageData: prerendered });
    const [vat, landlords, director] = within(grid()).getAllByRole("article");
    expect(within(vat!).getByText("VAT & Making Tax Digital")).toBeInTheDocument();
    expect(within(vat!).getByText("7 min read")).toBeInTheDocument();
    const excerpt = within(vat!).getByText(/^How the threshold is measured/);
    expect(excerpt.textContent).toHaveLength(183);
    expect(excerpt.textContent!.endsWith("...")).toBe(true);
    const tags = within(within(vat!).getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["vat", "vat registration", "small business", "+2 more"]);
    expect(within(vat!).getByRole("link")).toHaveAttribute("href", "/knowledge/article/vat-registration-threshold");
    expect(vat!.querySelector("img")).toHaveAttribute("src", "/images/knowledge/vat-registration-threshold.webp");

    expect(within(landlords!).getByText("5 min read")).toBeInTheDocument();
    expect(landlords!.querySelector("img")).toHaveAttribute("src", "/images/knowledge/placeholder.webp");
    expect(within(director!).getByText("Uncategorized")).toBeInTheDocument();
    expect(within(within(director!).getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(3);
  });

  it("shows 6 skeleton cards while the articles load, then the cards", async () => {
    let release: ((value: Answer) => void) | undefined;
    answer = (query) =>
      query.table === "knowledge_categories"
        ? { data: categories, error: null }
        : new Promise<Answer>((resolve) => (release = resolve));
    renderListing();
    await waitFor(() => expect(release).toBeDefined());
    expect(within(grid()).getByRole("status")).toHaveTextContent("Loading articles");
    const skeletons = grid().querySelectorAll('[aria-hidden="true"] > li');
    expect(skeletons).toHaveLength(6);
    expect(cardTitles()).toEqual([]);
    await act(async () => release!({ data: cards, error: null }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(within(grid()).getByRole("status")).toHaveTextContent("3 articles");
  });

  it("reads only the cards' columns, never an article's body, newest first, and the categories in display order", async () => {
    renderListing();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const articles = fake.queries.find((query) => query.table === "knowledge_articles");
    expect(articles?.columns).not.toMatch(/content/);
    expect(articles?.columns).toMatch(/title/);
    expect(articles?.filters).toEqual([["published", true]]);
    // Articles created in the same instant by id, so every read (the build's too) gives one order.
    expect(articles?.order).toEqual([
      ["created_at", "desc"],
      ["id", "desc"],
    ]);
    const categoryRead = fake.queries.find((query) => query.table === "knowledge_categories");
    expect(categoryRead?.order).toEqual([
      ["sort_order", "asc"],
      ["name", "asc"],
    ]);
  });

  it("searches titles, descriptions and tags as you type, case-insensitively, and keeps the search in the URL", async () => {
    const user = renderListing({ pageData: prerendered });
    await user.type(search(), "SECTION");
    await waitFor(() => expect(cardTitles()).toEqual(["Section 24 mortgage interest"]));
    // The URL follows once typing pauses.
    await waitFor(() => expect(location()).toBe("/knowledge?q=SECTION"));
    await user.clear(search());
    await user.type(search(), "finance costs");
    await waitFor(() => expect(cardTitles()).toEqual(["Section 24 mortgage interest"]));
    await user.clear(search());
    await user.type(search(), "dividends");
    await waitFor(() => expect(cardTitles()).toEqual(["Director salary vs dividends"]));
    await user.clear(search());
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await waitFor(() => expect(location()).toBe("/knowledge"));
  });

  it("filters by chip, moves the 'Active' badge, and clears with 'All Articles'", async () => {
    const user = renderListing({ pageData: prerendered });
    await user.click(chip("Landlords & Property"));
    await waitFor(() => expect(cardTitles()).toEqual(["Section 24 mortgage interest"]));
    expect(chip(/Landlords & Property/)).toHaveAttribute("aria-current", "true");
    expect(chip(/Landlords & Property/)).toHaveTextContent("Active");
    expect(chip(/All Articles/)).not.toHaveAttribute("aria-current");
    expect(location()).toBe("/knowledge?category=landlords-and-property");
    await user.click(chip(/All Articles/));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(chip(/All Articles/)).toHaveTextContent("Active");
    expect(location()).toBe("/knowledge");
  });

  it("keeps a category chosen just before a keystroke once typing pauses", async () => {
    // The pause is played out on the test's clock, so the write it ends with has happened when the
    // URL is read, however busy the machine.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    try {
      renderListing({ pageData: prerendered });
      // Both before the page re-renders: the pause that follows must build on the chosen category.
      act(() => {
        fireEvent.click(chip("Landlords & Property"));
        fireEvent.change(search(), { target: { value: "section" } });
      });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_URL_DELAY_MS));
      expect(location()).toBe("/knowledge?q=section&category=landlords-and-property");
      await waitFor(() => expect(cardTitles()).toEqual(["Section 24 mortgage interest"]));
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the search in the chips' links, so each opens the same search in that category", async () => {
    const user = renderListing({ pageData: prerendered });
    await user.type(search(), "vat");
    await waitFor(() =>
      expect(chip("Limited Companies")).toHaveAttribute("href", "/knowledge?q=vat&category=limited-companies"),
    );
    expect(chip(/All Articles/)).toHaveAttribute("href", "/knowledge?q=vat");
  });

  it("requires both the search and the category to match, and shows the empty state when nothing does", async () => {
    const user = renderListing({ pageData: prerendered });
    await user.click(chip("Landlords & Property"));
    await user.type(search(), "vat");
    await waitFor(() => expect(screen.getByRole("heading", { name: "No Articles Found" })).toBeInTheDocument());
    expect(
      screen.getByText("No articles matched your search. Try adjusting your search or browse our categories."),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/knowledge?q=vat&category=landlords-and-property"));
    await user.click(screen.getByRole("button", { name: "Show all articles" }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(search()).toHaveValue("");
    expect(location()).toBe("/knowledge");
  });

  it("starts from the URL's search and category (a shared link or a reload)", async () => {
    renderListing({ url: "/knowledge?q=vat&category=vat-and-making-tax-digital", pageData: prerendered });
    await waitFor(() => expect(cardTitles()).toEqual(["VAT registration: the £90,000 threshold"]));
    expect(search()).toHaveValue("vat");
    expect(chip(/VAT & Making Tax Digital/)).toHaveAttribute("aria-current", "true");
  });

  it("opens links from other pages, such as ?q=making%20tax%20digital", async () => {
    renderListing({ url: "/knowledge?q=making%20tax%20digital", pageData: prerendered });
    await waitFor(() => expect(search()).toHaveValue("making tax digital"));
  });

  it("shows every article for an unknown category in the URL", async () => {
    renderListing({ url: "/knowledge?category=no-such-category", pageData: prerendered });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(chip(/All Articles/)).toHaveAttribute("aria-current", "true");
  });

  it("can be used with the keyboard alone", async () => {
    const user = renderListing({ pageData: prerendered });
    await user.tab();
    expect(search()).toHaveFocus();
    await user.tab();
    expect(chip(/All Articles/)).toHaveFocus();
    await user.tab();
    expect(chip("Limited Companies")).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(chip(/Limited Companies/)).toHaveAttribute("aria-current", "true"));
    await waitFor(() => expect(screen.getByRole("heading", { name: "No Articles Found" })).toBeInTheDocument());
  });

  it("shows a page of cards at first and more on request, starting again for each new search", async () => {
    const total = 2 * PAGE_SIZE + 6;
    const many = manyCards(total);
    answer = backendWith({ categories: { data: categories, error: null }, articles: { data: many, error: null } });
    const user = renderListing({ pageData: { categories, articles: many } });
    expect(cardTitles()).toHaveLength(PAGE_SIZE);
    expect(within(grid()).getByRole("status")).toHaveTextContent(`${total} articles`);
    await user.click(screen.getByRole("button", { name: "Show more articles" }));
    expect(cardTitles()).toHaveLength(2 * PAGE_SIZE);
    await user.click(screen.getByRole("button", { name: "Show more articles" }));
    expect(cardTitles()).toHaveLength(total);
    expect(screen.queryByRole("button", { name: "Show more articles" })).toBeNull();
    await user.type(search(), "guide");
    await waitFor(() => expect(cardTitles()).toHaveLength(PAGE_SIZE));
  });
});

describe("the listing's toasts", () => {
  it("says 'Failed to load categories' and 'Failed to load articles' when the backend answers with errors", async () => {
    answer = backendWith({
      categories: { data: null, error: { message: "permission denied", code: "42501" } },
      articles: { data: null, error: { message: "permission denied", code: "42501" } },
    });
    renderListing();
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", { title: "Failed to load categories" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", { title: "Failed to load articles" }));
    expect(screen.getByRole("heading", { name: "No Articles Found" })).toBeInTheDocument();
  });

  it("says 'Something went wrong while loading articles' and uses an empty list when loading breaks", async () => {
    answer = (query) => {
      if (query.table === "knowledge_articles") throw new TypeError("Failed to fetch");
      return { data: categories, error: null };
    };
    renderListing();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith("error", { title: "Something went wrong while loading articles" }),
    );
    expect(notify).not.toHaveBeenCalledWith("error", { title: "Failed to load articles" });
    expect(screen.getByRole("heading", { name: "No Articles Found" })).toBeInTheDocument();
  });

  it("keeps the prerendered cards when the refresh fails", async () => {
    answer = backendWith({
      articles: { data: null, error: { message: "offline" } },
      categories: { data: categories, error: null },
    });
    renderListing({ pageData: prerendered });
    await waitFor(() => expect(notify).toHaveBeenCalledWith("error", { title: "Failed to load articles" }));
    expect(cardTitles()).toHaveLength(3);
  });

  it("warns 'No articles found in the knowledge base' when there are none", async () => {
    answer = backendWith({ categories: { data: categories, error: null }, articles: { data: [], error: null } });
    renderListing();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith("warning", { title: "No articles found in the knowledge base" }),
    );
  });

  it("stays quiet when everything loads", async () => {
    renderListing();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe("the access set-up when the listing mounts (spec section 4, calls 12–15)", () => {
  const isProbe = (query: RecordedQuery) =>
    query.table === "industries" || (query.table === "knowledge_articles" && query.columns === "id, title");
  const cardReads = () =>
    fake.queries.filter((query) => query.table === "knowledge_articles" && query.columns === ARTICLE_CARD_COLUMNS);
  const categoryReads = () => fake.queries.filter((query) => query.table === "knowledge_categories");

  beforeEach(() => {
    accessSetup.resetPublicAccessSetup();
    setup.mockImplementation((options) => accessSetup.usePublicAccessSetup(options));
    return () => accessSetup.resetPublicAccessSetup();
  });

  it("shows the spec's toasts when visitors cannot read the tables and the fixes fail, and reloads the data after a fix", async () => {
    const data = backendWith({ categories: { data: categories, error: null }, articles: { data: cards, error: null } });
    answer = (query) =>
      isProbe(query) ? { data: null, error: { message: "permission denied", code: "42501" } } : data(query);
    invokeFunction.mockImplementation(async (name: string) => {
      if (name === "add-public-rls") return { success: true };
      throw new Error("exec-sql answered 403");
    });
    renderListing({ pageData: prerendered });

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith("error", {
        title: "Failed to set up data access. Some content may not be available.",
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith("error", {
        title: "Failed to set up database access policies. Please try refreshing the page.",
      }),
    );
    expect(invokeFunction).toHaveBeenCalledWith("add-public-rls", { timestamp: expect.any(String) });
    expect(invokeFunction).toHaveBeenCalledWith("exec-sql", { sql: expect.any(String) });
    // add-public-rls reported success, so the listing reads its data again.
    await waitFor(() => expect(cardReads()).toHaveLength(2));
    await waitFor(() => expect(categoryReads()).toHaveLength(2));
    expect(cardTitles()).toHaveLength(3);
  });

  it("stays quiet and reads the data once when visitors can already read the tables", async () => {
    answer = (query) =>
      isProbe(query)
        ? { data: [{ id: "1" }], error: null }
        : backendWith({ categories: { data: categories, error: null }, articles: { data: cards, error: null } })(query);
    renderListing({ pageData: prerendered });
    await waitFor(() => expect(fake.queries.filter(isProbe)).toHaveLength(2));
    await waitFor(() => expect(cardReads()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(cardReads()).toHaveLength(1);
    expect(invokeFunction).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("asks nothing when the page's check at load found the built listing current and readable", async () => {
    answer = backendWith({ categories: { data: categories, error: null }, articles: { data: cards, error: null } });
    document.documentElement.dataset.listingAsBuiltAt = String(Date.now());
    try {
      const user = renderListing({ pageData: prerendered });
      await user.type(search(), "vat");
      await waitFor(() => expect(location()).toBe("/knowledge?q=vat"));
      expect(fake.queries).toEqual([]);
      expect(invokeFunction).not.toHaveBeenCalled();
      expect(cardTitles().length).toBeGreaterThan(0);
    } finally {
      delete document.documentElement.dataset.listingAsBuiltAt;
    }
  });

  it("reads the listing again when the check at load was long enough ago for a load to be stale", async () => {
    answer = backendWith({ categories: { data: categories, error: null }, articles: { data: cards, error: null } });
    document.documentElement.dataset.listingAsBuiltAt = String(Date.now() - 10 * 60_000);
    try {
      renderListing({ pageData: prerendered });
      await waitFor(() => expect(cardReads()).toHaveLength(1));
      await waitFor(() => expect(categoryReads()).toHaveLength(1));
      // The probes passed at load: this visit's set-up is done.
      expect(fake.queries.filter(isProbe)).toEqual([]);
    } finally {
      delete document.documentElement.dataset.listingAsBuiltAt;
    }
  });
});
