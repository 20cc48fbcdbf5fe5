import { describe, expect, it } from "vitest";
import { isValidSlug, SLUG_MAX_LENGTH, slugFromTitle } from "./slug";

describe("slugFromTitle", () => {
  it("turns a title into lower-case words joined by dashes", () => {
    expect(slugFromTitle("Director Salary vs Dividends 2026/27")).toBe("director-salary-vs-dividends-2026-27");
    expect(slugFromTitle("VAT & MTD: what’s new?")).toBe("vat-and-mtd-whats-new");
    expect(slugFromTitle("  Gift Aid -- for   churches  ")).toBe("gift-aid-for-churches");
  });

  it("drops accents and symbols the address cannot carry", () => {
    expect(slugFromTitle("Café owners’ £1,000 trading allowance")).toBe("cafe-owners-1-000-trading-allowance");
    expect(slugFromTitle("???")).toBe("");
  });

  it("cuts a long title at a word boundary, within the database's limit", () => {
    const title = "Making Tax Digital for Income Tax ".repeat(8);
    const slug = slugFromTitle(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^making-tax-digital-for-income-tax-making/);
    expect(slug.endsWith("-")).toBe(false);
    expect(title.toLowerCase().replace(/\s+/g, "-")).toContain(slug);
    expect(slugFromTitle("a".repeat(130))).toBe("a".repeat(SLUG_MAX_LENGTH));
  });

  it("always produces a slug the database accepts, or an empty one", () => {
    for (const title of ["Hello, World!", "2026 – the year ahead", "ÅÄÖ ÆØ", "R&D", "-lead-and-trail-"]) {
      const slug = slugFromTitle(title);
      expect(slug === "" || isValidSlug(slug), `${title} → ${slug}`).toBe(true);
    }
  });
});

describe("isValidSlug", () => {
  it("accepts lower-case words and digits joined by single dashes", () => {
    expect(isValidSlug("vat-registration-threshold")).toBe(true);
    expect(isValidSlug("mtd-2027")).toBe(true);
  });

  it("refuses capitals, spaces, double or outer dashes, other characters and overlong slugs", () => {
    for (const slug of ["VAT", "vat threshold", "vat--threshold", "-vat", "vat-", "vat_threshold", "", "../x"]) {
      expect(isValidSlug(slug), slug).toBe(false);
    }
    expect(isValidSlug("a".repeat(SLUG_MAX_LENGTH + 1))).toBe(false);
  });
});
