import { describe, expect, it } from "vitest";
import type { ArticleCard } from "../types";
import { relatedArticles } from "./related";

const card = (id: string, category_id: string | null, tags: string[], created_at = "2026-01-01T00:00:00Z") =>
  ({
    id,
    title: id,
    slug: id,
    description: null,
    category_id,
    tags,
    read_time_minutes: 3,
    header_image: null,
    created_at,
  }) satisfies ArticleCard;

describe("relatedArticles", () => {
  const article = card("self", "vat", ["vat", "mtd"]);

  it("puts the same category first, then shared tags, never the article itself", () => {
    const sameCategory = card("same", "vat", []);
    const sharedTag = card("tagged", "property", ["mtd"]);
    const unrelated = card("other", "property", ["landlords"]);
    expect(relatedArticles(article, [unrelated, sharedTag, article, sameCategory])).toEqual([sameCategory, sharedTag]);
  });

  it("orders each group by tags shared, then newest first, and stops at three", () => {
    const a = card("a", "vat", ["vat"], "2026-01-01T00:00:00Z");
    const b = card("b", "vat", ["vat", "MTD"], "2025-01-01T00:00:00Z");
    const c = card("c", "vat", [], "2026-06-01T00:00:00Z");
    const d = card("d", "other", ["vat", "mtd"], "2026-09-01T00:00:00Z");
    expect(relatedArticles(article, [a, b, c, d]).map((x) => x.id)).toEqual(["b", "a", "c"]);
  });

  it("finds nothing for an uncategorised article without tags", () => {
    expect(relatedArticles(card("lonely", null, []), [card("x", null, []), card("y", "vat", ["vat"])])).toEqual([]);
  });
});
