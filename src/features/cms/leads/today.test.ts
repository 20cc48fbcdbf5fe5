import { describe, expect, it } from "vitest";
import { todaysWork, type TodayLead } from "./today";

const lead = (id: string, overrides: Partial<TodayLead> = {}): TodayLead => ({
  id,
  created_at: "2026-11-20T10:00:00Z",
  status: "new",
  owner_id: null,
  follow_up_on: null,
  restricted_at: null,
  name: id,
  email: `${id}@example.test`,
  phone: null,
  asked: "Quote: Insights",
  callBack: null,
  ...overrides,
});

// Friday 27 November 2026.
const today = "2026-11-27";
const order = (leads: TodayLead[]) =>
  todaysWork(
    leads.map((each) => ({ kind: "quote" as const, lead: each })),
    today,
  ).map((item) => `${item.id} ${item.reason}`);

describe("today's work", () => {
  it("puts what is overdue first, oldest first, then what is due today, then new leads newest first", () => {
    expect(
      order([
        lead("new-older", { created_at: "2026-11-25T09:00:00Z" }),
        lead("due-today", { status: "contacted", follow_up_on: today }),
        lead("overdue-recent", { status: "contacted", follow_up_on: "2026-11-26" }),
        lead("new-newer", { created_at: "2026-11-27T08:00:00Z" }),
        lead("overdue-oldest", { status: "proposal_sent", follow_up_on: "2026-11-02" }),
        lead("later", { status: "contacted", follow_up_on: "2026-12-04" }),
      ]),
    ).toEqual(["overdue-oldest overdue", "overdue-recent overdue", "due-today due", "new-newer new", "new-older new"]);
  });

  it("gives a call back its day, the next weekday after the request, missed ones among the overdue, today's in slot order", () => {
    expect(
      order([
        // Asked for on Thursday: due today, Friday.
        lead("today-afternoon", { created_at: "2026-11-26T15:00:00Z", callBack: { time: "afternoon" } }),
        lead("today-morning", { created_at: "2026-11-26T16:00:00Z", callBack: { time: "morning" } }),
        // Asked for on Monday: due Tuesday, missed.
        lead("missed", { created_at: "2026-11-23T10:00:00Z", callBack: { time: "any" } }),
        // Asked for today: due Monday, so for now a new lead.
        lead("monday", { created_at: "2026-11-27T09:00:00Z", callBack: { time: "morning" } }),
        // Rung already: its call back is done.
        lead("rung", { created_at: "2026-11-26T10:00:00Z", status: "contacted", callBack: { time: "morning" } }),
      ]),
    ).toEqual(["missed callBackMissed", "today-morning callBack", "today-afternoon callBack", "monday new"]);
  });

  it("leaves out closed leads and those whose person restricted the use of their data", () => {
    expect(
      order([
        lead("won", { status: "won", follow_up_on: "2026-11-02" }),
        lead("lost", { status: "lost" }),
        lead("spam", { status: "spam" }),
        lead("restricted", { follow_up_on: "2026-11-02", restricted_at: "2026-11-20T10:00:00Z" }),
      ]),
    ).toEqual([]);
  });
});
