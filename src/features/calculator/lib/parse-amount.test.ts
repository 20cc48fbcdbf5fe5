import { describe, expect, it } from "vitest";
import {
  caretAfterSanitising,
  formatAmountInput,
  MAX_AMOUNT_DIGITS,
  parseAmount,
  sanitiseAmountInput,
} from "./parse-amount";

describe("sanitiseAmountInput (spec §5: digits only, separators as you type)", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["1", "1"],
    ["999", "999"],
    ["1000", "1,000"],
    ["12345", "12,345"],
    ["1234567", "1,234,567"],
    ["250000", "250,000"],
  ])("formats %j as %j", (raw, shown) => {
    expect(sanitiseAmountInput(raw)).toBe(shown);
  });

  it.each([
    ["1234a5", "12,345"],
    ["£50,000", "50,000"],
    ["-500", "500"],
    ["1 000 000", "1,000,000"],
    ["abc", ""],
    ["½", ""],
    ["١٢٣", ""], // non-ASCII digits are not digits here
    ["1e6", "16"],
  ])("strips everything but digits: %j → %j", (raw, shown) => {
    expect(sanitiseAmountInput(raw)).toBe(shown);
  });

  it("re-groups a value that already has separators in the wrong places", () => {
    expect(sanitiseAmountInput("1,2345")).toBe("12,345");
    expect(sanitiseAmountInput("12,34,567")).toBe("1,234,567");
  });

  it("drops leading zeros but keeps a single zero", () => {
    expect(sanitiseAmountInput("007")).toBe("7");
    expect(sanitiseAmountInput("000")).toBe("0");
    expect(sanitiseAmountInput("0,001,000")).toBe("1,000");
  });

  it("drops pence rather than multiplying a pasted amount by 100", () => {
    expect(sanitiseAmountInput("£1,234.56")).toBe("1,234");
    expect(sanitiseAmountInput(".99")).toBe("");
  });

  it(`keeps at most ${MAX_AMOUNT_DIGITS} digits`, () => {
    expect(sanitiseAmountInput("9".repeat(20))).toBe("999,999,999,999");
    expect(sanitiseAmountInput("1234567890123")).toBe("123,456,789,012");
  });

  it("is idempotent: formatting a formatted value changes nothing", () => {
    for (const raw of ["1234a5", "000", "£1,234.56", "9".repeat(20), ""]) {
      const once = sanitiseAmountInput(raw);
      expect(sanitiseAmountInput(once)).toBe(once);
    }
  });
});

describe("parseAmount (spec §5: separators removed, empty counts as 0)", () => {
  it.each([
    ["", 0],
    ["0", 0],
    ["abc", 0],
    ["50,000", 50_000],
    ["12,345", 12_345],
    ["1234a5", 12_345],
    ["999,999,999,999", 999_999_999_999],
  ])("parses %j as %d", (shown, amount) => {
    expect(parseAmount(shown)).toBe(amount);
  });

  it("never returns NaN, a negative or more than the digit cap", () => {
    for (const raw of ["-1", "NaN", "Infinity", "1".repeat(40), "--", "."]) {
      const amount = parseAmount(raw);
      expect(Number.isSafeInteger(amount)).toBe(true);
      expect(amount).toBeGreaterThanOrEqual(0);
      expect(amount).toBeLessThanOrEqual(10 ** MAX_AMOUNT_DIGITS - 1);
    }
  });

  it("round-trips with sanitiseAmountInput", () => {
    for (const amount of [0, 1, 999, 1000, 50_000, 249_999, 1_234_567_890]) {
      expect(parseAmount(sanitiseAmountInput(String(amount)))).toBe(amount);
    }
  });
});

describe("formatAmountInput", () => {
  it("shows an amount set by code the way a user would have typed it", () => {
    expect(formatAmountInput(0)).toBe("0");
    expect(formatAmountInput(150000)).toBe("150,000");
    expect(formatAmountInput(1234.99)).toBe("1,234");
  });

  it("shows nothing for an amount a user could not have typed", () => {
    expect(formatAmountInput(-5)).toBe("");
    expect(formatAmountInput(Number.NaN)).toBe("");
  });
});

describe("caretAfterSanitising", () => {
  it("keeps the caret after the digit just typed when a separator appears", () => {
    // "1,234" → user types 5 at the end → "1,2345" becomes "12,345"
    expect(caretAfterSanitising("1,2345", 6, "12,345")).toBe(6);
    // "1,234" → user types 9 after the 1 → "19,234" becomes "19,234"
    expect(caretAfterSanitising("19,234", 2, "19,234")).toBe(2);
    // "999" → user types 1 at the start → "1999" becomes "1,999"
    expect(caretAfterSanitising("1999", 1, "1,999")).toBe(1);
  });

  it("does not move the caret past a stripped character", () => {
    // "12,345" → user types "a" after the 2 → stripped, caret stays after 2
    expect(caretAfterSanitising("12a,345", 3, "12,345")).toBe(2);
  });

  it("accounts for leading zeros that are dropped", () => {
    expect(caretAfterSanitising("007", 2, "7")).toBe(0);
    expect(caretAfterSanitising("007", 3, "7")).toBe(1);
  });

  it("stays within the field", () => {
    expect(caretAfterSanitising("", 0, "")).toBe(0);
    expect(caretAfterSanitising("9".repeat(15), 15, "999,999,999,999")).toBe(15);
  });
});
