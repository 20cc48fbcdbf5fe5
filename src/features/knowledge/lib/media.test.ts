import { describe, expect, it } from "vitest";
import { categoryIcon, headerImage, PLACEHOLDER_IMAGE, safeImageUrl } from "./media";

describe("safeImageUrl", () => {
  it("accepts paths on this site and https URLs", () => {
    expect(safeImageUrl("/images/knowledge/vat.svg")).toBe("/images/knowledge/vat.svg");
    expect(safeImageUrl(" https://cdn.example.co.uk/a.png ")).toBe("https://cdn.example.co.uk/a.png");
  });

  it("refuses script, data, plain-http and protocol-relative addresses", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "http://x.test/a.png",
      "//evil.test/a.png",
      "vbscript:x",
      "/a b.png",
      "",
      null,
      undefined,
    ]) {
      expect(safeImageUrl(url)).toBeNull();
    }
  });

  it("uses the placeholder when an article has no usable header image", () => {
    expect(headerImage(null)).toBe(PLACEHOLDER_IMAGE);
    expect(headerImage("javascript:alert(1)")).toBe(PLACEHOLDER_IMAGE);
    expect(headerImage("/images/knowledge/x.svg")).toBe("/images/knowledge/x.svg");
  });
});

describe("categoryIcon", () => {
  it("uses the category's icon when the site has it, and a folder otherwise", () => {
    expect(categoryIcon("receipt")).toBe("receipt");
    expect(categoryIcon(null)).toBe("folder");
    expect(categoryIcon("no-such-icon")).toBe("folder");
    expect(categoryIcon("toString")).toBe("folder");
  });
});
