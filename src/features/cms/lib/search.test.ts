import { describe, expect, it } from "vitest";
import { matchesSearch } from "./search";

describe("matchesSearch", () => {
  const quote = ["Amara", "Okafor", "amara@example.co.uk", "Hospitality, restaurants and cafés"];

  it("matches any field, in any case and without accents", () => {
    expect(matchesSearch("okafor", quote)).toBe(true);
    expect(matchesSearch("AMARA@EXAMPLE", quote)).toBe(true);
    expect(matchesSearch("cafes", quote)).toBe(true);
  });

  it("needs every word, each in some field", () => {
    expect(matchesSearch("amara hospitality", quote)).toBe(true);
    expect(matchesSearch("amara retail", quote)).toBe(false);
  });

  it("matches everything when empty and ignores missing fields", () => {
    expect(matchesSearch("  ", quote)).toBe(true);
    expect(matchesSearch("x", [null, undefined, "x-ray"])).toBe(true);
  });
});
