import { describe, expect, it } from "vitest";
import type { ArticleCard } from "../types";
import {
  cardReadTime,
  EMPTY_LISTING_STATE,
  excerpt,
  filterArticles,
  listingSearch,
  matchesCategory,
  matchesSearch,
  readListingState,
  resolveCategory,
  visibleTags,
  writeListingState,
} from "./listing";

const card = (overrides: Partial<ArticleCard> = {}): ArticleCard => ({
  id: "a1",
  title: "VAT registration: the threshold",
  slug: "vat-registration-threshold",
  description: "How the threshold is measured and when you must register.",
  category_id: "cat-vat",
  tags: ["vat", "small business"],
  read_time_minutes: 6,
  header_image: null,
  created_at: "2026-01-01T00:00:00Z",
  ...overrides,
});

describe("excerpt", () => {
  it("keeps a description of 180 characters or fewer as it is", () => {
    expect(excerpt("Short.")).toBe("Short.");
    const exactly = "x".repeat(180);
    expect(excerpt(exactly)).toBe(exactly);
  });

  it("cuts a longer description to 180 characters plus an ellipsis", () => {
    const long = `${"a".repeat(180)}bcdef`;
    expect(excerpt(long)).toBe(`${"a".repeat(180)}...`);
    expect(excerpt("y".repeat(181))).toHaveLength(183);
  });

  it("treats a missing description as empty", () => {
    expect(excerpt(null)).toBe("");
    expect(excerpt(undefined)).toBe("");
    expect(excerpt("")).toBe("");
  });

  it("counts characters as a reader sees them and never splits an emoji", () => {
    const text = `${"é".repeat(179)}🙂🙂`;
    expect(excerpt(text)).toBe(`${"é".repeat(179)}🙂...`);
  });
});

describe("visibleTags", () => {
  it("shows up to three tags and no '+N more'", () => {
    expect(visibleTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], hidden: 0, moreLabel: null });
    expect(visibleTags(["a"])).toEqual({ shown: ["a"], hidden: 0, moreLabel: null });
  });

  it("shows three tags then '+N more'", () => {
    expect(visibleTags(["a", "b", "c", "d"])).toEqual({ shown: ["a", "b", "c"], hidden: 1, moreLabel: "+1 more" });
    expect(visibleTags(["a", "b", "c", "d", "e", "f"]).moreLabel).toBe("+3 more");
  });

  it("treats missing tags as none", () => {
    expect(visibleTags(null)).toEqual({ shown: [], hidden: 0, moreLabel: null });
    expect(visibleTags(undefined)).toEqual({ shown: [], hidden: 0, moreLabel: null });
    expect(visibleTags([])).toEqual({ shown: [], hidden: 0, moreLabel: null });
  });
});

describe("a card's read time", () => {
  it("shows '{n} min read'", () => {
    expect(cardReadTime(7)).toBe("7 min read");
    expect(cardReadTime(1)).toBe("1 min read");
  });

  it("shows '5 min read' when missing", () => {
    for (const missing of [null, undefined, 0, -3, Number.NaN]) expect(cardReadTime(missing)).toBe("5 min read");
  });
});

describe("matchesSearch", () => {
  const article = card({
    title: "Section 24 for Landlords",
    description: "Mortgage interest relief explained.",
    tags: ["Property", "buy-to-let"],
  });

  it("matches a case-insensitive substring of the title", () => {
    expect(matchesSearch(article, "section 24")).toBe(true);
    expect(matchesSearch(article, "LANDLORD")).toBe(true);
    expect(matchesSearch(article, "ord")).toBe(true);
  });

  it("matches the description", () => {
    expect(matchesSearch(article, "mortgage INTEREST")).toBe(true);
  });

  it("matches any tag", () => {
    expect(matchesSearch(article, "buy-to")).toBe(true);
    expect(matchesSearch(article, "property")).toBe(true);
  });

  it("does not match text found nowhere, nor across fields", () => {
    expect(matchesSearch(article, "vat")).toBe(false);
    expect(matchesSearch(article, "landlords mortgage")).toBe(false);
  });

  it("matches everything when the search is empty or white space", () => {
    expect(matchesSearch(article, "")).toBe(true);
    expect(matchesSearch(article, "   ")).toBe(true);
  });

  it("ignores white space around the search", () => {
    expect(matchesSearch(article, "  section 24 ")).toBe(true);
  });

  it("treats missing description and tags as empty", () => {
    const bare = card({ title: "Bare", description: null, tags: null as unknown as string[] });
    expect(matchesSearch(bare, "bare")).toBe(true);
    expect(matchesSearch(bare, "vat")).toBe(false);
  });

  it("treats search text literally, not as a pattern", () => {
    expect(matchesSearch(card({ title: "Costs (2026)" }), "(2026)")).toBe(true);
    expect(matchesSearch(card({ title: "Costs" }), ".*")).toBe(false);
  });
});

describe("matchesCategory", () => {
  it("requires the article's category id to equal the selected one", () => {
    expect(matchesCategory({ category_id: "a" }, "a")).toBe(true);
    expect(matchesCategory({ category_id: "b" }, "a")).toBe(false);
    expect(matchesCategory({ category_id: null }, "a")).toBe(false);
  });

  it("matches every article when no category is selected", () => {
    expect(matchesCategory({ category_id: "b" }, null)).toBe(true);
    expect(matchesCategory({ category_id: null }, null)).toBe(true);
  });
});

describe("filterArticles", () => {
  const vat = card({ id: "1", title: "VAT threshold", category_id: "vat" });
  const flat = card({ id: "2", title: "Flat Rate Scheme", description: "A VAT scheme.", category_id: "vat" });
  const landlord = card({ id: "3", title: "Landlord expenses", tags: ["vat"], category_id: "property" });
  const loose = card({ id: "4", title: "Trading allowance", tags: [], description: null, category_id: null });
  const all = [vat, flat, landlord, loose];

  it("returns everything, in order, with no search and no category", () => {
    expect(filterArticles(all, { query: "", categoryId: null })).toEqual(all);
  });

  it("requires both the search and the category to match", () => {
    expect(filterArticles(all, { query: "vat", categoryId: null })).toEqual([vat, flat, landlord]);
    expect(filterArticles(all, { query: "", categoryId: "vat" })).toEqual([vat, flat]);
    expect(filterArticles(all, { query: "vat", categoryId: "property" })).toEqual([landlord]);
    expect(filterArticles(all, { query: "flat", categoryId: "property" })).toEqual([]);
  });

  it("puts the articles whose title matches before those that match elsewhere, each newest first", () => {
    const property = card({
      id: "5",
      title: "Buying property through a limited company",
      description: "Rent, dividends and tax.",
    });
    const salary = card({ id: "6", title: "Salary or dividends?", description: "How directors pay themselves." });
    const dividendTax = card({ id: "7", title: "Dividend tax rates", tags: ["dividends"] });
    expect(filterArticles([property, salary, dividendTax], { query: "dividend", categoryId: null })).toEqual([
      salary,
      dividendTax,
      property,
    ]);
  });

  it("returns a new list, never the input", () => {
    const result = filterArticles(all, { query: "", categoryId: null });
    expect(result).not.toBe(all);
  });
});

describe("listing state in the URL", () => {
  it("starts with an empty search and no category", () => {
    expect(readListingState(new URLSearchParams(""))).toEqual(EMPTY_LISTING_STATE);
  });

  it("reads ?q= and ?category=", () => {
    expect(readListingState(new URLSearchParams("q=making%20tax%20digital&category=landlords-and-property"))).toEqual({
      query: "making tax digital",
      categorySlug: "landlords-and-property",
    });
    expect(readListingState(new URLSearchParams("q=vat"))).toEqual({ query: "vat", categorySlug: null });
  });

  it("treats an empty category as none", () => {
    expect(readListingState(new URLSearchParams("category=")).categorySlug).toBeNull();
    expect(readListingState(new URLSearchParams("category=%20")).categorySlug).toBeNull();
  });

  it("writes a search and a category, leaving out empty ones and keeping other parameters", () => {
    const current = new URLSearchParams("utm_source=newsletter&q=old");
    expect(writeListingState(current, { query: "vat" }).toString()).toBe("utm_source=newsletter&q=vat");
    expect(writeListingState(current, { query: "  " }).toString()).toBe("utm_source=newsletter");
    expect(writeListingState(current, { categorySlug: "charities-and-churches" }).toString()).toBe(
      "utm_source=newsletter&q=old&category=charities-and-churches",
    );
    expect(writeListingState(new URLSearchParams("category=x"), { categorySlug: null }).toString()).toBe("");
    // The search before the category, whichever was set last.
    expect(writeListingState(new URLSearchParams("category=vat"), { query: "tax" }).toString()).toBe(
      "q=tax&category=vat",
    );
    // The original is not changed.
    expect(current.toString()).toBe("utm_source=newsletter&q=old");
  });

  it("round-trips any search text, including characters that need encoding", () => {
    for (const query of ["making tax digital", "R&D", "50% off?", "a+b=c", "£90,000", "#1 tip"]) {
      const written = writeListingState(new URLSearchParams(), { query, categorySlug: "vat" });
      expect(readListingState(new URLSearchParams(written.toString()))).toEqual({ query, categorySlug: "vat" });
    }
  });

  it("builds the links other pages use", () => {
    expect(listingSearch({ query: "vat" })).toBe("?q=vat");
    expect(listingSearch({ query: "making tax digital" })).toBe("?q=making+tax+digital");
    expect(listingSearch({})).toBe("");
    expect(readListingState(new URLSearchParams("q=making%20tax%20digital")).query).toBe("making tax digital");
  });

  it("resolves a category slug, and selects nothing for an unknown one", () => {
    const categories = [
      { id: "1", slug: "limited-companies" },
      { id: "2", slug: "vat-and-making-tax-digital" },
    ];
    expect(resolveCategory("vat-and-making-tax-digital", categories)).toEqual(categories[1]);
    expect(resolveCategory("renamed-category", categories)).toBeNull();
    expect(resolveCategory(null, categories)).toBeNull();
  });
});
