import { afterEach, describe, expect, it, vi } from "vitest";
import {
  daysInclusive,
  daysInFinancialYear,
  financialYearOf,
  lastDayOfTwelveMonths,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from "./dates";

const date = (iso: string): CalendarDate => {
  const parsed = parseIsoDate(iso);
  if (parsed === null) throw new Error(`bad test date ${iso}`);
  return parsed;
};

describe("parseIsoDate", () => {
  it("accepts real calendar dates", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(parseIsoDate(" 2023-04-01 ")).toEqual({
      year: 2023,
      month: 4,
      day: 1,
    });
  });

  it.each(["", "2023-02-29", "2023-13-01", "2023-04-31", "2023-4-1", "01/04/2023", "2023-04-01T00:00", "1899-12-31"])(
    "refuses %j",
    (value) => {
      expect(parseIsoDate(value)).toBeNull();
    },
  );

  it("round-trips through toIsoDate", () => {
    expect(toIsoDate(date("2031-06-30"))).toBe("2031-06-30");
  });
});

describe("day counts", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("counts both the first and the last day", () => {
    expect(daysInclusive(date("2023-01-01"), date("2023-03-31"))).toBe(90);
    expect(daysInclusive(date("2023-04-01"), date("2023-12-31"))).toBe(275);
    expect(daysInclusive(date("2023-04-01"), date("2023-04-01"))).toBe(1);
  });

  it("counts 29 February", () => {
    expect(daysInclusive(date("2024-01-01"), date("2024-12-31"))).toBe(366);
    expect(daysInclusive(date("2024-03-01"), date("2025-02-28"))).toBe(365);
    expect(daysInclusive(date("2023-03-01"), date("2024-02-29"))).toBe(366);
  });

  it("is not thrown by the clocks changing, whatever the machine's zone", () => {
    vi.stubEnv("TZ", "Europe/London");
    // 26 March 2023 (clocks forward) and 29 October 2023 (clocks back).
    expect(daysInclusive(date("2023-03-25"), date("2023-03-27"))).toBe(3);
    expect(daysInclusive(date("2023-10-28"), date("2023-10-30"))).toBe(3);
  });
});

describe("financial years", () => {
  it("are named by the year they start in, on 1 April", () => {
    expect(financialYearOf(date("2023-03-31"))).toBe(2022);
    expect(financialYearOf(date("2023-04-01"))).toBe(2023);
    expect(financialYearOf(date("2024-01-15"))).toBe(2023);
  });

  it("have 366 days when they contain 29 February", () => {
    expect(daysInFinancialYear(2022)).toBe(365);
    expect(daysInFinancialYear(2023)).toBe(366); // to 31 March 2024
    expect(daysInFinancialYear(2024)).toBe(365);
    expect(daysInFinancialYear(2027)).toBe(366); // to 31 March 2028
    expect(daysInFinancialYear(2031)).toBe(366); // to 31 March 2032
  });
});

describe("lastDayOfTwelveMonths", () => {
  it.each([
    ["2023-04-01", "2024-03-31"],
    ["2023-01-01", "2023-12-31"],
    ["2024-03-01", "2025-02-28"],
    ["2023-03-01", "2024-02-29"],
    ["2024-02-29", "2025-02-28"],
    ["2023-12-31", "2024-12-30"],
  ])("a period starting %s may end on %s at the latest", (start, end) => {
    expect(toIsoDate(lastDayOfTwelveMonths(date(start)))).toBe(end);
  });
});
