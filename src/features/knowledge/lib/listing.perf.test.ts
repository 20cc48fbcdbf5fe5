/**
 * The search's work with a thousand articles (a generated fixture, not the seed), counted rather
 * than timed, so the verdict is the same on any machine and under any load: each article's text is
 * lower-cased once, however many keystrokes follow, and a keystroke costs one pass over the
 * articles. The time per keystroke is printed beside the same search done afresh every time; the
 * full keystroke in a browser (filtering, rendering) is measured in CPU time against a control by
 * e2e/interaction.mobile.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ArticleCard } from "../types";
import { manyCards } from "../testing/fixtures";
import { filterArticles, normaliseQuery } from "./listing";

const keystrokes = (text: string) => Array.from({ length: text.length }, (_, index) => text.slice(0, index + 1));
const typed = [...keystrokes("charity guide 123"), ...keystrokes("topic 42"), ...keystrokes("PAYROLL")];

/** The same search with nothing kept between keystrokes: title matches first, then the rest. */
function searchAfresh(articles: readonly ArticleCard[], query: string) {
  const needle = normaliseQuery(query);
  const inTitle = (article: ArticleCard) => article.title.toLowerCase().includes(needle);
  const matches = articles.filter((article) =>
    [article.title, article.description ?? "", ...(article.tags ?? [])].some((value) =>
      value.toLowerCase().includes(needle),
    ),
  );
  return [...matches.filter(inTitle), ...matches.filter((article) => !inTitle(article))];
}

afterEach(() => vi.restoreAllMocks());

describe("search with 1,000 articles", () => {
  it("lower-cases each article's text once, whatever is typed after", () => {
    const articles = manyCards(1000);
    const fields = articles.reduce((sum, article) => sum + 2 + (article.tags?.length ?? 0), 0);
    const lowerCase = vi.spyOn(String.prototype, "toLowerCase");
    for (const query of typed) filterArticles(articles, { query, categoryId: null });
    // Once per field of every article, and once per keystroke for the query itself.
    expect(lowerCase.mock.calls.length).toBe(fields + typed.length);
    lowerCase.mockClear();
    for (const query of typed) filterArticles(articles, { query, categoryId: "c-vat" });
    expect(lowerCase.mock.calls.length).toBe(typed.length);
  });

  it("finds what a search afresh finds, and prints the time of each", () => {
    const articles = manyCards(1000);
    for (const query of typed)
      expect(filterArticles(articles, { query, categoryId: null })).toEqual(searchAfresh(articles, query));
    const time = (run: () => unknown) => {
      const start = performance.now();
      run();
      return performance.now() - start;
    };
    const kept = time(() => typed.forEach((query) => filterArticles(articles, { query, categoryId: null })));
    const afresh = time(() => typed.forEach((query) => searchAfresh(articles, query)));
    console.log(
      `[knowledge search] 1,000 articles, ${typed.length} keystrokes: ${kept.toFixed(1)} ms (searching afresh: ${afresh.toFixed(1)} ms)`,
    );
  });
});
