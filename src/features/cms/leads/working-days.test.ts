import { describe, expect, it } from "vitest";
import { facts } from "~/lib/facts";
import { BANK_HOLIDAY_FACTS } from "#kernel/bank-holidays.ts";
import { BANK_HOLIDAYS, isWorkingDay, nextWorkingDay, workingDaysBetween } from "#kernel/working-days.ts";

describe("working days", () => {
  it("takes England and Wales's bank holidays from the fact registry, every one it holds, with GOV.UK as their source", () => {
    const registered = Object.entries(facts).filter(([id]) => id.startsWith("bank-holidays.england-and-wales."));
    expect(registered.length).toBeGreaterThanOrEqual(16);
    for (const [id, entry] of registered) {
      expect(entry.source, id).toBe("https://www.gov.uk/bank-holidays");
      expect(entry.from, id).toBe(entry.value);
    }
    // The kernel's copy, which the functions and the contact page read, is the registry's, fact by fact.
    expect(BANK_HOLIDAY_FACTS).toEqual(Object.fromEntries(registered.map(([id, entry]) => [id, entry.value])));
    expect([...BANK_HOLIDAYS].sort()).toEqual(registered.map(([, entry]) => entry.value).sort());
    expect([...BANK_HOLIDAYS].filter((day) => day.startsWith("2027"))).toEqual([
      "2027-01-01",
      "2027-03-26",
      "2027-03-29",
      "2027-05-03",
      "2027-05-31",
      "2027-08-30",
      "2027-12-27",
      "2027-12-28",
    ]);
  });

  it("skips weekends and bank holidays", () => {
    expect(isWorkingDay("2026-12-07")).toBe(true); // Monday
    expect(isWorkingDay("2026-12-05")).toBe(false); // Saturday
    expect(isWorkingDay("2026-12-25")).toBe(false); // Christmas Day, a Friday
    expect(nextWorkingDay("2026-12-04")).toBe("2026-12-07"); // Friday → Monday
    expect(nextWorkingDay("2026-12-24")).toBe("2026-12-29"); // over Christmas and Boxing Day's substitute
    expect(nextWorkingDay("2027-03-25")).toBe("2027-03-30"); // over Easter
    expect(nextWorkingDay("2026-12-07")).toBe("2026-12-08");
  });

  it("counts the working days after one day up to another", () => {
    expect(workingDaysBetween("2026-12-04", "2026-12-04")).toBe(0);
    expect(workingDaysBetween("2026-12-04", "2026-12-05")).toBe(0); // Friday → Saturday
    expect(workingDaysBetween("2026-12-04", "2026-12-07")).toBe(1); // Friday → Monday
    expect(workingDaysBetween("2026-12-03", "2026-12-08")).toBe(3);
    expect(workingDaysBetween("2026-12-24", "2026-12-29")).toBe(1);
    expect(workingDaysBetween("2026-12-09", "2026-12-08")).toBe(0);
    // A year: 261 weekdays in 2027 after 1 January 2027's Friday, less its seven other bank holidays.
    expect(workingDaysBetween("2027-01-01", "2027-12-31")).toBe(260 - 7);
  });

  it("counts as a walk through the days would", () => {
    const walked = (from: string, to: string) => {
      let count = 0;
      for (let day = nextWorkingDay(from); day <= to; day = nextWorkingDay(day)) count++;
      return count;
    };
    const start = Date.UTC(2025, 11, 20);
    for (let offset = 0; offset < 500; offset += 7) {
      for (const length of [0, 1, 2, 3, 6, 13, 45, 400]) {
        const from = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(start + (offset + length) * 86_400_000).toISOString().slice(0, 10);
        expect(workingDaysBetween(from, to), `${from} → ${to}`).toBe(walked(from, to));
      }
    }
  });
});
