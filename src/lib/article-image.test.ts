import { afterEach, describe, expect, it, vi } from "vitest";
import { headerImage, PLACEHOLDER_IMAGE, safeImageUrl } from "./article-image";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

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

  it("accepts the backend's public storage, even over plain http (the local stack), and no other http address", async () => {
    vi.stubEnv("VITE_SUPABASE_URL", "http://127.0.0.1:54321/");
    vi.resetModules();
    const { safeImageUrl } = await import("./article-image");
    const uploaded = "http://127.0.0.1:54321/storage/v1/object/public/article-images/headers/a.png";
    expect(safeImageUrl(uploaded)).toBe(uploaded);
    expect(safeImageUrl("http://127.0.0.1:54321/rest/v1/a.png")).toBeNull();
  });

  it("uses the placeholder when an article has no usable header image", () => {
    expect(headerImage(null)).toBe(PLACEHOLDER_IMAGE);
    expect(headerImage("javascript:alert(1)")).toBe(PLACEHOLDER_IMAGE);
    expect(headerImage("/images/knowledge/x.svg")).toBe("/images/knowledge/x.svg");
  });
});
