/**
 * The testimonials the firm publishes, as the pages show them: the home page's chosen three first,
 * each saying how it reached the firm and when, and what the client was given in return.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import Testimonials from "~/components/sections/testimonials";
import type { PublishedTestimonial } from "~/config/testimonials";

const row = (overrides: Partial<PublishedTestimonial>): PublishedTestimonial => ({
  id: crypto.randomUUID(),
  text: "They answered every question within a day and saved us far more than their fee.",
  author: "Ruth O.",
  about: "Owner, Orchard Bakery Ltd",
  given_on: "2026-11-02",
  source: "e-mail",
  source_url: null,
  incentive: null,
  on_home_page: false,
  position: 1,
  ...overrides,
});

async function pagesWith(rows: PublishedTestimonial[]) {
  vi.resetModules();
  vi.stubGlobal("__TESTIMONIALS__", rows);
  // As the build writes them (vite.config.ts): the home page's chosen ones, in order.
  vi.stubGlobal(
    "__HOME_TESTIMONIALS__",
    rows.filter((row) => row.on_home_page),
  );
  const [testimonials, home, reviews] = await Promise.all([
    import("./testimonials"),
    import("../pages/home"),
    import("../pages/reviews"),
  ]);
  return { ...testimonials, home: home.default, reviews: reviews.default };
}

afterEach(() => vi.unstubAllGlobals());

describe("published testimonials", () => {
  it("say how each reached the firm, when, and what was given in return", async () => {
    const { allTestimonials } = await pagesWith([
      row({ author: "Ruth O." }),
      row({
        author: "Dev P.",
        source: "review site",
        source_url: "https://www.trustpilot.com/reviews/123",
        incentive: "a £25 gift card",
      }),
      row({ author: "Kwame A.", source: "sample", given_on: null }),
    ]);
    expect(allTestimonials.map(({ author, source, incentive }) => ({ author, source, incentive }))).toEqual([
      {
        author: "Ruth O.",
        source: { name: "Sent to us by e-mail", url: undefined, date: "2026-11-02" },
        incentive: undefined,
      },
      {
        author: "Dev P.",
        source: { name: "Posted on trustpilot.com", url: "https://www.trustpilot.com/reviews/123", date: "2026-11-02" },
        incentive: "a £25 gift card",
      },
      { author: "Kwame A.", source: undefined, incentive: undefined },
    ]);
  });

  it("show the source without a link unless it has an address, and the incentive in words", async () => {
    const { allTestimonials } = await pagesWith([row({ incentive: "a £25 gift card" })]);
    const html = renderToStaticMarkup(
      createElement(Testimonials, {
        section: { type: "testimonials", heading: "In our clients' words", items: allTestimonials },
        tone: "white",
      }),
    );
    expect(html).toContain('Sent to us by e-mail, <time dateTime="2026-11-02">2 November 2026</time>');
    expect(html).not.toContain("<a ");
    expect(html).toContain("We gave a £25 gift card in return for this review.");
  });

  it("put the home page's chosen three first on /reviews, and at most three on the home page", async () => {
    const rows = [
      row({ author: "A", position: 1 }),
      row({ author: "B", position: 2, on_home_page: true }),
      row({ author: "C", position: 3, on_home_page: true }),
      row({ author: "D", position: 4, on_home_page: true }),
      row({ author: "E", position: 5, on_home_page: true }),
    ];
    const { home, reviews } = await pagesWith(rows);
    const section = (page: typeof home) => page.sections.find((candidate) => candidate.type === "testimonials");
    const onHome = section(home);
    const onReviews = section(reviews);
    expect(onHome?.type === "testimonials" && onHome.items.map((item) => item.author)).toEqual(["B", "C", "D"]);
    expect(onReviews?.type === "testimonials" && onReviews.items.map((item) => item.author)).toEqual([
      "B",
      "C",
      "D",
      "E",
      "A",
    ]);
  });
});
