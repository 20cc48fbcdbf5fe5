import { describe, expect, it } from "vitest";
import { discardDraft, keepDraft, readDraft, type ArticleDraft } from "./article-draft";
import { emptyArticleForm } from "./article-form";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const draft: ArticleDraft = {
  values: { ...emptyArticleForm, title: "Making Tax Digital for landlords", content: "<p>From April 2026…</p>" },
  keptAt: 1_764_000_000_000,
  basedOn: "2026-11-25T15:20:00.123456+00:00",
};

describe("article drafts kept in the browser", () => {
  it("keeps one per article, and one for a new article, until discarded", () => {
    const storage = memoryStorage();
    keepDraft("3f2b8c1e-9d4a-4b6c-8e7f-0a1b2c3d4e5f", draft, storage);
    keepDraft(null, { ...draft, basedOn: null }, storage);
    expect(storage.key(0)).toBe("cms-article-draft:3f2b8c1e-9d4a-4b6c-8e7f-0a1b2c3d4e5f");
    expect(readDraft("3f2b8c1e-9d4a-4b6c-8e7f-0a1b2c3d4e5f", storage)).toEqual(draft);
    expect(readDraft(null, storage)).toEqual({ ...draft, basedOn: null });
    expect(readDraft("another", storage)).toBeNull();
    discardDraft("3f2b8c1e-9d4a-4b6c-8e7f-0a1b2c3d4e5f", storage);
    expect(readDraft("3f2b8c1e-9d4a-4b6c-8e7f-0a1b2c3d4e5f", storage)).toBeNull();
    expect(readDraft(null, storage)).not.toBeNull();
  });

  it("ignores what it cannot read back as a draft", () => {
    const storage = memoryStorage();
    for (const text of ["not json", "null", '{"values":{"title":1},"keptAt":1,"basedOn":null}', '{"keptAt":"x"}']) {
      storage.setItem("cms-article-draft:new", text);
      expect(readDraft(null, storage)).toBeNull();
    }
  });
});
