import { describe, expect, it } from "vitest";
import { fakeRest, stubSiteBackend } from "~/lib/testing/fake-rest";
import { articleOfAddress } from "~/config/paths";
import { publishedArticleExists } from "./published-article-exists";

/** A backend answering `rows` (or a status), recording the queries it was asked. */
function backend(rows: unknown[] | number) {
  const { request, asked } = fakeRest(() => rows);
  return { request, asked: { at: (index: number) => asked[index]!.url.searchParams } };
}

stubSiteBackend();

describe("whether an article has been published at an address the build did not know", () => {
  it("asks by slug, or by id when the address holds one, for published articles only", async () => {
    const { request, asked } = backend([{ id: "a1" }]);
    expect(await publishedArticleExists("new-vat-rules", request)).toBe(true);
    expect(await publishedArticleExists("6f1c9a52-0a4e-4c1b-9d2e-3b8f7a1d2c3e", request)).toBe(true);
    expect(Object.fromEntries(asked.at(0))).toEqual({
      select: "id",
      slug: "eq.new-vat-rules",
      published: "eq.true",
      limit: "1",
    });
    expect(asked.at(1).get("id")).toBe("eq.6f1c9a52-0a4e-4c1b-9d2e-3b8f7a1d2c3e");
  });

  it("has not when the backend finds none, refuses or cannot be reached", async () => {
    expect(await publishedArticleExists("draft", backend([]).request)).toBe(false);
    expect(await publishedArticleExists("draft", backend(503).request)).toBe(false);
  });
});

describe("the article an address names", () => {
  it("is the slug or id after /knowledge/article/, decoded", () => {
    expect(articleOfAddress("/knowledge/article/new-vat-rules")).toBe("new-vat-rules");
    expect(articleOfAddress("/knowledge/article/new-vat-rules/")).toBe("new-vat-rules");
    expect(articleOfAddress("/knowledge/article/caf%C3%A9")).toBe("café");
  });

  it("is none at any other address, or one that does not decode", () => {
    for (const address of [
      "/knowledge",
      "/knowledge/article/",
      "/knowledge/article/a/b",
      "/quote",
      "/knowledge/article/%E0",
    ])
      expect(articleOfAddress(address), address).toBeUndefined();
  });
});
