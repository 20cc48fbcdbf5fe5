/**
 * The search's own cost with a thousand articles (a generated fixture, not the
 * seed): the filtering work done on each keystroke, printed and bounded. The
 * full keystroke in a browser (filtering and rendering) is measured by
 * e2e/knowledge-keystroke.alone.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { manyCards } from "../testing/fixtures";
import { filterArticles } from "./listing";

const keystrokes = (text: string) => Array.from({ length: text.length }, (_, index) => text.slice(0, index + 1));

describe("search with 1,000 articles", () => {
  it("filters in well under a frame per keystroke", () => {
    const articles = manyCards(1000);
    const typed = [...keystrokes("charity guide 123"), ...keystrokes("topic 42"), ...keystrokes("PAYROLL")];
    filterArticles(articles, { query: "warm-up", categoryId: null });
    const times: number[] = [];
    for (const query of typed) {
      const start = performance.now();
      for (const categoryId of [null, "c-vat"]) filterArticles(articles, { query, categoryId });
      times.push((performance.now() - start) / 2);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const worst = times[times.length - 1]!;
    console.log(
      `[knowledge search] 1,000 articles, ${times.length} keystrokes: filtering median ${median.toFixed(3)} ms, worst ${worst.toFixed(3)} ms`,
    );
    expect(median).toBeLessThan(4);
    expect(worst).toBeLessThan(16);
  });
});
