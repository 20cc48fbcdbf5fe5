import { describe, expect, it } from "vitest";
import { callBackDay, formatDayName, ukDayOf } from "#kernel/call-back-day.ts";

describe("the day a call back is due", () => {
  it("is the next weekday after the UK day the request came in", () => {
    expect(callBackDay("2026-11-25T14:30:00Z")).toBe("2026-11-26"); // Wednesday → Thursday
    expect(callBackDay("2026-11-27T16:00:00Z")).toBe("2026-11-30"); // Friday → Monday
    expect(callBackDay("2026-11-28T09:00:00Z")).toBe("2026-11-30"); // Saturday → Monday
    expect(callBackDay("2026-11-29T23:30:00Z")).toBe("2026-11-30"); // Sunday, late (GMT) → Monday
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
