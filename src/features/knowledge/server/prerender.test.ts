import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { article, cards, categories } from "../testing/fixtures";

const rows = {
  knowledge_categories: categories,
  cards,
  articles: [
    article({ content: `<p>Body</p><script>alert(1)</script><table><tr><td>1</td></tr></table>` }),
    article({ ...cards[1]!, content: "<p>Landlords</p>", author_name: null, header_image: null, tldr: null }),
  ],
};

function fakeFetch(status = 200) {
  return vi.fn(async (url: string) => {
    const path = new URL(url).pathname + new URL(url).search;
    const body = path.includes("knowledge_categories")
      ? rows.knowledge_categories
      : decodeURIComponent(path).includes("content")
        ? rows.articles
        : rows.cards;
    return new Response(JSON.stringify(body), { status });
  });
}

async function load() {
  vi.resetModules();
  return await import("./prerender");
}

beforeEach(() => {
  vi.stubEnv("VITE_SUPABASE_URL", "http://127.0.0.1:54321");
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", "anon-key-for-tests-anon-key");
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("prerendering the knowledge base from the backend", () => {
  it("writes the listing with its categories and cards, and its JSON-LD", async () => {
    const fetch = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    const [listing] = await (await load()).prerenderListing();
    expect(listing!.path).toBe("/knowledge");
    expect(listing!.data).toMatchObject({ categories, articles: cards });
    expect(listing!.head.jsonLd?.map((item) => item["@type"])).toEqual(["CollectionPage", "BreadcrumbList"]);
    // As a visitor: the anon key, and only the cards' columns for the listing.
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ apikey: "anon-key-for-tests-anon-key" });
    const urls = fetch.mock.calls.map(([url]) => decodeURIComponent(url));
    expect(urls.some((url) => url.includes("knowledge_articles?select=id,title") && !url.includes("content"))).toBe(
      true,
    );
  });

  it("writes one page per article with its own head, Article JSON-LD, breadcrumbs, related cards and a sanitised body", async () => {
    vi.stubGlobal("fetch", fakeFetch());
    const pages = await (await load()).prerenderArticles();
    expect(pages.map((page) => page.path)).toEqual([
      "/knowledge/article/vat-registration-threshold",
      "/knowledge/article/section-24",
    ]);
    const [vat, landlords] = pages;
    expect(vat!.head).toMatchObject({
      title: "VAT registration: the £90,000 threshold",
      ogType: "article",
      image: "/images/knowledge/vat-registration-threshold.webp",
    });
    const [ld, crumbs] = vat!.head.jsonLd!;
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: "VAT registration: the £90,000 threshold",
      datePublished: "2026-03-01T09:00:00Z",
      dateModified: "2026-11-10T10:00:00Z",
      author: { "@type": "Person", name: "Chloe Bennett" },
      articleSection: "VAT & Making Tax Digital",
      keywords: "vat, vat registration, small business, deadlines, hmrc",
    });
    expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
    const trail = (crumbs as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(trail.map((crumb) => crumb.name)).toEqual([
      "Home",
      "Knowledge Base",
      "VAT registration: the £90,000 threshold",
    ]);
    expect(trail[2]!.item).toMatch(/\/knowledge\/article\/vat-registration-threshold$/);
    const content = (vat!.data as { article: { content: string } }).article.content;
    expect(content).toContain("<p>Body</p>");
    expect(content).not.toContain("<script");
    expect(content).toContain('role="region"');
    expect(landlords!.head.image).toBeUndefined();
    expect(landlords!.head.jsonLd![0]).toMatchObject({ author: { "@type": "Organization" } });
  });

  it("writes the loading state instead, with a warning, when the backend cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("fetch failed"))),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const module = await load();
    expect(await module.prerenderListing()).toEqual([]);
    expect(await module.prerenderArticles()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("fails the build when the data is required and the backend answers with an error", async () => {
    vi.stubGlobal("fetch", fakeFetch(500));
    vi.stubEnv("PRERENDER_REQUIRE_DATA", "1");
    await expect((await load()).prerenderListing()).rejects.toThrow(/needs the backend.*500/);
  });
});
