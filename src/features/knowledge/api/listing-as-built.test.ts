import { describe, expect, it } from "vitest";
import { fakeRest, stubSiteBackend, type RestAnswer } from "~/lib/testing/fake-rest";
import type { ArticleCard, KnowledgeCategory, ListingPageData } from "../types";
import { isListingAsBuilt } from "./listing-as-built";

const category: KnowledgeCategory = { id: "c1", name: "VAT", slug: "vat", icon: "receipt", description: null };
const card: ArticleCard = {
  id: "a1",
  title: "VAT registration threshold",
  slug: "vat-registration-threshold",
  description: "When you must register.",
  category_id: "c1",
  tags: [],
  read_time_minutes: 6,
  header_image: null,
  created_at: "2026-11-20T09:30:00+00:00",
};
const built: ListingPageData = { categories: [category], articles: [card] };

/** A backend answering each table as given (rows, a status, or unreachable), recording what it was asked. */
function backend(answers: Partial<Record<string, RestAnswer>>) {
  const { request, asked } = fakeRest((url) => {
    const table = url.pathname.replace("/rest/v1/", "");
    const probe = url.searchParams.get("limit") === "1";
    return answers[probe ? `${table} probe` : table] ?? answers[table] ?? [];
  });
  return { request, asked };
}

const healthy = {
  "industries probe": [{ id: 1, name: "Retail" }],
  "knowledge_articles probe": [{ id: "a1", title: card.title }],
  knowledge_categories: [category],
  knowledge_articles: [card],
};

stubSiteBackend();

describe("whether the built listing is still as built", () => {
  it("makes the mount's two probes and reads the chips and cards as the app does, all at once", async () => {
    const { request, asked } = backend(healthy);
    expect(await isListingAsBuilt(built, request)).toBe(true);
    const queries = asked.map(({ url }) => `${url.pathname.replace("/rest/v1/", "")} ${url.searchParams}`);
    expect(queries).toEqual([
      "industries select=id%2Cname&limit=1",
      "knowledge_articles select=id%2Ctitle&limit=1",
      "knowledge_categories select=id%2Cname%2Cslug%2Cicon%2Cdescription&order=sort_order.asc%2Cname.asc",
      "knowledge_articles select=id%2Ctitle%2Cslug%2Cdescription%2Ccategory_id%2Ctags%2Cread_time_minutes%2Cheader_image%2Ccreated_at&published=eq.true&order=created_at.desc%2Cid.desc",
    ]);
  });

  it("is, when the backend writes absent values and times its own way", async () => {
    const { request } = backend({
      ...healthy,
      knowledge_categories: [{ ...category, description: undefined }],
      knowledge_articles: [{ ...card, tags: null, created_at: "2026-11-20T09:30:00Z" }],
    });
    expect(await isListingAsBuilt(built, request)).toBe(true);
  });

  it("is not when a probe fails, finds nothing or cannot reach the backend: the app sets access up", async () => {
    for (const failing of [
      { "industries probe": [] },
      { "industries probe": 401 },
      { "knowledge_articles probe": [] },
      { "knowledge_articles probe": "down" as const },
    ]) {
      const { request } = backend({ ...healthy, ...failing });
      expect(await isListingAsBuilt(built, request), JSON.stringify(failing)).toBe(false);
    }
  });

  it("is not once an article is published, edited or withdrawn, or a category changes", async () => {
    for (const changed of [
      { knowledge_articles: [{ ...card, id: "a2", slug: "new" }, card] },
      { knowledge_articles: [{ ...card, title: "VAT: the threshold" }] },
      { knowledge_articles: [] },
      { knowledge_categories: [{ ...category, name: "Value Added Tax" }] },
    ]) {
      const { request } = backend({ ...healthy, ...changed });
      expect(await isListingAsBuilt(built, request), JSON.stringify(changed)).toBe(false);
    }
  });

  it("leaves the built listing standing when the listing itself cannot be read", async () => {
    const { request } = backend({ ...healthy, knowledge_articles: 503 });
    expect(await isListingAsBuilt(built, request)).toBe(true);
  });
});
