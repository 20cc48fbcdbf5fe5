import { describe, expect, it } from "vitest";
import { firm } from "~/config/firm";
import { headTags } from "./head";

const ogImage = (image: string | undefined) =>
  headTags({ title: "An article", description: "About it.", path: "/knowledge/article/a", image }).tags.find(
    (tag) => tag.attributes["property"] === "og:image",
  )?.attributes["content"];

describe("the picture a shared link shows", () => {
  it("is the page's own when link previews can draw it", () => {
    expect(ogImage("/images/knowledge/cover.webp")).toBe(new URL("/images/knowledge/cover.webp", firm.siteUrl).href);
    expect(ogImage("https://storage.example.test/object/public/article-images/cover.JPG?v=2")).toBe(
      "https://storage.example.test/object/public/article-images/cover.JPG?v=2",
    );
  });

  it("is the site's card for an SVG cover, which Facebook, LinkedIn and X do not show, and for none", () => {
    const card = new URL("/images/social-card.png", firm.siteUrl).href;
    expect(ogImage("/images/knowledge/vat-registration-threshold.svg")).toBe(card);
    expect(ogImage(undefined)).toBe(card);
    expect(ogImage("https://storage.example.test/cover.svg?name=cover.png")).toBe(card);
  });
});
