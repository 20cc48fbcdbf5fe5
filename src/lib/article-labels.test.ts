import { describe, expect, it } from "vitest";
import { articleReadTime, authorName, categoryName, findCategory } from "./article-labels";

describe("the article page's read time", () => {
  it("shows '{n} min read'", () => {
    expect(articleReadTime(7)).toBe("7 min read");
    expect(articleReadTime(1)).toBe("1 min read");
  });

  it("shows 'Quick read' when missing", () => {
    for (const missing of [null, undefined, 0, -3, Number.NaN]) expect(articleReadTime(missing)).toBe("Quick read");
  });
});

describe("authorName", () => {
  it("shows the author, or 'Anonymous' when there is none", () => {
    expect(authorName(" Chloe Bennett ")).toBe("Chloe Bennett");
    expect(authorName(null)).toBe("Anonymous");
    expect(authorName("   ")).toBe("Anonymous");
  });
});

describe("categoryName", () => {
  const categories = [
    { id: "cat-vat", name: "VAT & Making Tax Digital", slug: "vat" },
    { id: "cat-blank", name: "  ", slug: "blank" },
  ];

  it("names a known category", () => {
    expect(categoryName("cat-vat", categories)).toBe("VAT & Making Tax Digital");
    expect(findCategory("cat-vat", categories)?.slug).toBe("vat");
  });

  it("shows 'Uncategorized' for an unknown, missing or nameless category", () => {
    expect(categoryName("cat-gone", categories)).toBe("Uncategorized");
    expect(categoryName(null, categories)).toBe("Uncategorized");
    expect(categoryName(undefined, categories)).toBe("Uncategorized");
    expect(categoryName("cat-blank", categories)).toBe("Uncategorized");
    expect(categoryName("cat-vat", [])).toBe("Uncategorized");
    expect(findCategory("cat-blank", categories)).toBeUndefined();
  });
});
