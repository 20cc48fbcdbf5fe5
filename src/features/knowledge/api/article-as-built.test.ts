import { describe, expect, it } from "vitest";
import { fakeRest, stubSiteBackend } from "~/lib/testing/fake-rest";
import { isArticleAsBuilt } from "./article-as-built";

const built = {
  id: "6f1c9a52-0a4e-4c1b-9d2e-3b8f7a1d2c3e",
  slug: "vat-basics",
  updated_at: "2026-11-20T09:30:00+00:00",
};

/** A backend answering `rows` (or a status, or nothing at all), recording what it was asked. */
const backend = (answer: { rows?: unknown[]; status?: number; down?: boolean }) =>
  fakeRest(() => (answer.down ? "down" : (answer.status ?? 200) !== 200 ? answer.status! : (answer.rows ?? [])));

stubSiteBackend();

describe("whether a built article is still as built", () => {
  it("asks for the published article by its slug, two columns, with the site's key", async () => {
    const { request, asked } = backend({ rows: [{ id: built.id, updated_at: built.updated_at }] });
    await isArticleAsBuilt(built, request);
    const url = asked[0]!.url;
    expect(url.origin + url.pathname).toBe("https://project.example.test/rest/v1/knowledge_articles");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: "id,updated_at",
      slug: "eq.vat-basics",
      published: "eq.true",
    });
    expect(asked[0]!.headers.apikey).toBe("sb_publishable_site");
  });

  it("is, when the backend holds the same article at the same time, however it writes the time", async () => {
    const { request } = backend({ rows: [{ id: built.id, updated_at: "2026-11-20T09:30:00Z" }] });
    expect(await isArticleAsBuilt(built, request)).toBe(true);
  });

  it("is not, once edited, withdrawn, or given the slug by another article", async () => {
    for (const rows of [
      [{ id: built.id, updated_at: "2026-11-21T08:00:00+00:00" }],
      [],
      [{ id: "0b7e3c1d-2f4a-4e5b-8c6d-9a0b1c2d3e4f", updated_at: built.updated_at }],
    ])
      expect(await isArticleAsBuilt(built, backend({ rows }).request)).toBe(false);
  });

  it("leaves the built article standing when the backend cannot be asked", async () => {
    expect(await isArticleAsBuilt(built, backend({ status: 503 }).request)).toBe(true);
    expect(await isArticleAsBuilt(built, backend({ down: true }).request)).toBe(true);
  });
});
