import { describe, expect, it } from "vitest";
import { formatDay, formatNumber, formatSterling, formatUkDate } from "#kernel/en-gb.js";
import { seededRandom } from "./seeded-random";

const random = seededRandom(22);
/** Values a page shows: whole and fractional, halves at every place, tiny and large, negative. */
const values = [
  0,
  -0,
  0.5,
  1.5,
  2.5,
  -0.5,
  -2.5,
  0.005,
  0.015,
  1.005,
  1.235,
  2.675,
  0.125,
  999.995,
  1000,
  999_999.5,
  1_234_567.891,
  -1_234_567.891,
  90_000,
  3.65,
  1e15 + 0.5,
  0.0049,
  -0.004,
  1e-7,
  1.5e-7,
  -2.5e-9,
  1e21,
  1.2345e22,
  2 ** 53 + 2,
  ...Array.from({ length: 4000 }, (_, index) => {
    const magnitude = 10 ** Math.floor(random() * 12 - 3);
    const value = random() * magnitude;
    const rounded = index % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
    return index % 4 === 0 ? -rounded : rounded;
  }),
];

describe("formatNumber and formatSterling write what Intl's en-GB formats write", () => {
  it.each([
    [0, 0],
    [0, 2],
    [1, 1],
    [2, 2],
    [0, 4],
  ])("numbers with %i to %i decimals", (minFraction, maxFraction) => {
    const intl = new Intl.NumberFormat("en-GB", {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    for (const value of values)
      expect(formatNumber(value, { minFraction, maxFraction }), `${value}`).toBe(intl.format(value));
  });

  it("pounds, whole and with pence", () => {
    const whole = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
    const pence = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const value of values) {
      expect(formatSterling(value), `${value}`).toBe(whole.format(value));
      expect(formatSterling(value, { pence: true }), `${value}`).toBe(pence.format(value));
    }
  });

  it("refuses what it cannot write", () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatSterling(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("dates write what Intl's en-GB long date writes in the UK", () => {
  const intl = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });

  it("every quarter hour either side of midnight and of each clock change, 1996 to 2040", () => {
    for (let year = 1996; year <= 2040; year++) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 15, 24, 25, 26, 27, 28, 29, 30, 31]) {
          const midnight = Date.UTC(year, month, day);
          if (new Date(midnight).getUTCMonth() !== month) continue;
          for (let minutes = -120; minutes <= 120; minutes += 15) {
            const instant = new Date(midnight + minutes * 60_000);
            expect(formatUkDate(instant), instant.toISOString()).toBe(intl.format(instant));
          }
        }
      }
    }
  });

  it("instants spread over the years, and timestamps and days as strings", () => {
    for (let index = 0; index < 5000; index++) {
      const instant = new Date(Date.UTC(1996, 0, 1) + random() * 45 * 365.25 * 86_400_000);
      expect(formatUkDate(instant), instant.toISOString()).toBe(intl.format(instant));
      expect(formatUkDate(instant.toISOString())).toBe(intl.format(instant));
    }
    expect(formatUkDate("2023-01-01")).toBe("1 January 2023");
    expect(formatUkDate("2026-03-29T00:30:00Z")).toBe("29 March 2026");
    expect(formatUkDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
    expect(() => formatUkDate("soon")).toThrow(RangeError);
  });

  it("a day alone, as the fact registry stores one", () => {
    expect(formatDay("2027-04-06")).toBe("6 April 2027");
    expect(formatDay("2024-02-29")).toBe("29 February 2024");
    for (const day of ["2023-02-29", "2027-4-6", "6 April 2027", "2027-13-01"])
      expect(() => formatDay(day), day).toThrow(RangeError);
  });
});
