import { describe, expect, it } from "vitest";
import { pageIconSymbols, spriteSymbols } from "./page-icon-symbols.mjs";

const sprite = [
  '<svg xmlns="http://www.w3.org/2000/svg">',
  '<symbol id="icon-home" viewBox="0 0 24 24"><path d="M1 1" /></symbol>',
  '<symbol id="icon-coins" viewBox="0 0 24 24"><circle r="8" /></symbol>',
  '<symbol id="icon-globe" viewBox="0 0 24 24"><path d="M2 2" /></symbol>',
  "</svg>",
].join("\n");

describe("pageIconSymbols", () => {
  it("carries exactly the symbols the page uses, once each", () => {
    const html =
      '<svg><use href="#icon-coins"></use></svg><p>x</p><svg><use href="#icon-home"/></svg><svg><use href="#icon-coins"/></svg>';
    const symbols = pageIconSymbols(html, spriteSymbols(sprite));
    expect(symbols).toMatch(/^<svg [^>]*id="icon-symbols"[^>]*style="display:none">/);
    expect([...symbols.matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id)).toEqual(["icon-coins", "icon-home"]);
    expect(symbols).toContain('<circle r="8" />');
  });

  it("adds nothing to a page without icons, and ignores links to the page's own sections", () => {
    expect(pageIconSymbols('<a href="#main">Skip</a>', spriteSymbols(sprite))).toBe("");
  });

  it("fails the build for an icon the sprite lacks", () => {
    expect(() => pageIconSymbols('<use href="#icon-rocket"/>', spriteSymbols(sprite))).toThrow(
      "The page shows icons the sprite lacks: icon-rocket.",
    );
  });
});
