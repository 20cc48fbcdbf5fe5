import { describe, expect, it } from "vitest";
import { formatLongDate, formatPounds, formatWholePounds, plural } from "./format";

describe("formatLongDate", () => {
  it("writes an ISO date the UK way, the same day whatever the season", () => {
    expect(formatLongDate("2023-01-01")).toBe("1 January 2023");
    expect(formatLongDate("2024-02-29")).toBe("29 February 2024");
    expect(formatLongDate("2024-06-30")).toBe("30 June 2024");
    expect(formatLongDate("2024-03-31")).toBe("31 March 2024");
  });

  it("writes a timestamp as the day it is in the UK", () => {
    expect(formatLongDate("2024-06-30T23:30:00Z")).toBe("1 July 2024");
    expect(formatLongDate(new Date(Date.UTC(2024, 11, 31, 23, 30)))).toBe("31 December 2024");
  });
});

describe("money", () => {
  it("shows whole pounds or pounds and pence", () => {
    expect(formatWholePounds(1_250_000)).toBe("£1,250,000");
    expect(formatPounds(197)).toBe("£197.00");
  });
});

describe("plural", () => {
  it("puts the count before the right word", () => {
    expect(plural(1, "day", "days")).toBe("1 day");
    expect(plural(0, "day", "days")).toBe("0 days");
    expect(plural(366, "day", "days")).toBe("366 days");
  });
});
