import { readFileSync } from "node:fs";
import { PACKAGES } from "#kernel/schemas/quote-request.ts";
import { describe, expect, it } from "vitest";
import { paths } from "~/config/paths";
import { keysOf, solutions } from "~/content/navigation";
import churches from "~/content/pages/accounting/churches";
import contractors from "~/content/pages/accounting/contractors";
import influencers from "~/content/pages/accounting/influencers";
import landlords from "~/content/pages/accounting/landlords";
import smes from "~/content/pages/accounting/smes";
import type { ContentPage } from "~/content/types";
import { audienceFromSearch, audienceSuggestions, preselection } from "./audience";

const audiencePages = { smes, landlords, influencers, contractors, churches };

const quoteLinks = (page: ContentPage) =>
  page.sections.flatMap((section) =>
    section.type === "hero" || section.type === "ctaBand"
      ? section.actions.filter((action) => action.label === "Get Instant Quote").map((action) => action.href)
      : [],
  );

describe.each(Object.entries(audiencePages))("the %s page", (key, page) => {
  it("links its hero and closing quote buttons to the quote for its audience, which the form recognises", () => {
    const links = quoteLinks(page);
    expect(links).toEqual([`/quote?for=${key}`, `/quote?for=${key}`]);
    for (const href of links) {
      const url = new URL(href, "https://example.test");
      expect(url.pathname).toBe(paths.quote.path);
      expect(audienceFromSearch(url.searchParams)).toBe(key);
    }
  });

  it("recommends the tier the quote selects for its visitors", () => {
    const pricing = page.sections.find((section) => section.type === "pricing");
    const popular = pricing?.type === "pricing" ? pricing.plans.findIndex((plan) => plan.popular) : -1;
    expect(PACKAGES[popular]).toBe(audienceSuggestions[key as keyof typeof audienceSuggestions].package);
  });
});

it("has a suggestion for every audience in the menu", () => {
  expect(Object.keys(audienceSuggestions).sort()).toEqual(keysOf(solutions).sort());
});

it("suggests only industries the reference data has, by their exact names", () => {
  const sql = readFileSync(
    new URL("../../../supabase/migrations/20261123100100_reference_data.sql", import.meta.url),
    "utf8",
  );
  const industries = [...sql.matchAll(/^\s+\('([^']+)'\)[,;]/gm)].map((match) => ({ name: match[1] ?? "" }));
  expect(industries.length).toBeGreaterThan(20);
  for (const [audience, suggestion] of Object.entries(audienceSuggestions)) {
    if (!("industry" in suggestion)) continue;
    expect(preselection(audience as keyof typeof audienceSuggestions, industries)).toEqual({
      package: suggestion.package,
      industry: suggestion.industry,
    });
  }
});

it("reads the audience from the link's `for` parameter only when it names one exactly", () => {
  const read = (query: string) => audienceFromSearch(new URLSearchParams(query));
  expect(read("for=landlords")).toBe("landlords");
  expect(read("for=landlords&utm_source=mail")).toBe("landlords");
  for (const query of [
    "",
    "for=",
    "for=Landlords",
    "for=landlord",
    "for=constructor",
    "for=__proto__",
    "audience=smes",
  ])
    expect(read(query)).toBeUndefined();
});
