import { describe, expect, it } from "vitest";
import { checkQuoteId, findQuoteId } from "./quote-id";

describe("checkQuoteId", () => {
  it.each([
    ["5f0c6a8e-2b1d-4c3a-9e7f-1a2b3c4d5e6f", true],
    ["5F0C6A8E-2B1D-1C3A-8E7F-1A2B3C4D5E6F", true],
    ["5f0c6a8e-2b1d-6c3a-9e7f-1a2b3c4d5e6f", false],
    ["5f0c6a8e-2b1d-4c3a-7e7f-1a2b3c4d5e6f", false],
    ["5f0c6a8e2b1d4c3a9e7f1a2b3c4d5e6f", false],
    ["not-a-uuid", false],
    ["5f0c6a8e-2b1d-4c3a-9e7f-1a2b3c4d5e6f' or 1=1", false],
  ])("%s → valid %s", (id, valid) => {
    expect(checkQuoteId(id).valid).toBe(valid);
  });

  it("reports a missing id separately from a malformed one", () => {
    expect(checkQuoteId(undefined)).toEqual({ valid: false, reason: "missing" });
    expect(checkQuoteId("  ")).toEqual({ valid: false, reason: "missing" });
    expect(checkQuoteId("abc")).toEqual({ valid: false, reason: "malformed" });
  });
});

describe("findQuoteId", () => {
  it("takes the first item's id when data is a list", () => {
    expect(findQuoteId({ success: true, data: [{ id: "first" }, { id: "second" }] })).toBe("first");
  });
  it("takes data.id when data is an object", () => {
    expect(findQuoteId({ success: true, data: { id: "object" }, id: "top" })).toBe("object");
  });
  it("falls back to the answer's own id", () => {
    expect(findQuoteId({ success: true, id: "top" })).toBe("top");
    expect(findQuoteId({ success: true, data: [], id: "top" })).toBe("top");
  });
  it("finds nothing in an answer without an id", () => {
    expect(findQuoteId({ success: true })).toBeNull();
    expect(findQuoteId(null)).toBeNull();
    expect(findQuoteId({ data: { id: 42 } })).toBeNull();
  });
});
