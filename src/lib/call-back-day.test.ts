import { describe, expect, it } from "vitest";
import { callBackDay, formatDayName, ukDayOf, ukMoment } from "#kernel/call-back-day.ts";
import { callBackWhen } from "#kernel/schemas/contact-constants.ts";

describe("the day a call back is due", () => {
  it("is the next working day after the UK day the request came in", () => {
    expect(callBackDay("2026-11-25T14:30:00Z")).toBe("2026-11-26"); // Wednesday → Thursday
    expect(callBackDay("2026-11-27T16:00:00Z")).toBe("2026-11-30"); // Friday → Monday
    expect(callBackDay("2026-11-28T09:00:00Z")).toBe("2026-11-30"); // Saturday → Monday
    expect(callBackDay("2026-11-29T23:30:00Z")).toBe("2026-11-30"); // Sunday, late (GMT) → Monday
  });

  it("skips England and Wales's bank holidays from the fact registry", () => {
    // Thursday 24 December 2026: Friday is Christmas Day, Monday 28 December the Boxing Day holiday.
    expect(callBackDay("2026-12-24T10:00:00Z")).toBe("2026-12-29");
    expect(formatDayName(callBackDay("2026-12-24T10:00:00Z"))).toBe("Tuesday 29 December");
    // Maundy Thursday 2027 → Good Friday and Easter Monday pass → Tuesday 30 March.
    expect(callBackDay("2027-03-25T15:00:00Z")).toBe("2027-03-30");
    // Thursday 31 December 2026 → New Year's Day 2027 → Monday 4 January.
    expect(callBackDay("2026-12-31T16:00:00Z")).toBe("2027-01-04");
    // The late-May holiday's eve, in summer time: 23:30 UTC on Sunday is Monday 31 May 2027 in the UK.
    expect(callBackDay("2027-05-30T23:30:00Z")).toBe("2027-06-01");
  });

  it("counts the day as the UK does, in summer time too", () => {
    // 23:30 UTC on Sunday 5 July is 00:30 BST on Monday 6 July: the request came in on Monday.
    expect(ukDayOf("2026-07-05T23:30:00Z")).toBe("2026-07-06");
    expect(callBackDay("2026-07-05T23:30:00Z")).toBe("2026-07-07");
  });

  it("is written as the firm writes a day", () => {
    expect(formatDayName("2026-12-01")).toBe("Tuesday 1 December");
  });
});

describe("a UK time on a UK day", () => {
  it("is the moment the UK clock shows it, in GMT and in BST", () => {
    expect(ukMoment("2026-12-08", 7 * 60 + 30).toISOString()).toBe("2026-12-08T07:30:00.000Z");
    expect(ukMoment("2026-07-07", 7 * 60 + 30).toISOString()).toBe("2026-07-07T06:30:00.000Z");
    expect(ukMoment("2026-03-29", 9 * 60).toISOString()).toBe("2026-03-29T08:00:00.000Z"); // the clocks went forward at 1am
  });
});

describe("a call back's day as the e-mails and the staff area name it", () => {
  it("is the day kept with the request, or else the next working day after it came in", () => {
    const asked = { call_back: true, call_back_time: "morning" as const, created_at: "2026-12-24T10:00:00Z" };
    expect(callBackWhen(asked)).toBe("Tuesday 29 December, morning, 9am to 12 noon");
    expect(callBackWhen({ ...asked, call_back_on: "2026-12-30" })).toBe(
      "Wednesday 30 December, morning, 9am to 12 noon",
    );
  });
});
