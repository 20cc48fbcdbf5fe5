import { describe, expect, it, vi } from "vitest";
import { callBackDay } from "#kernel/call-back-day.ts";
import type * as CallBackDays from "#kernel/call-back-day.ts";
import type { LeadKind } from "../api/lead-work";
import { slotBoundary, todayClock, todaysWork, type TodayClock, type TodayLead } from "#kernel/today.ts";

// Counts the work done per lead (each UK day's call-back day is worked out once), keeping the rule.
vi.mock("#kernel/call-back-day.ts", async (original) => {
  const actual = await original<typeof CallBackDays>();
  return { ...actual, callBackDay: vi.fn(actual.callBackDay) };
});

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

/** A UK moment as the list reads it: "2026-12-08 10:00". */
const at = (moment: string): TodayClock => {
  const [day = "", time = "09:00"] = moment.split(" ");
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return { day, minutes: hours * 60 + minutes };
};

type Entry = [LeadKind, TodayLead];
const rank = (entries: Entry[], now: TodayClock) =>
  todaysWork(
    entries.map(([kind, each]) => ({ kind, lead: each })),
    now,
  );
const order = (entries: Entry[], now: TodayClock) =>
  rank(entries, now).map((item) => `${item.id} ${item.reason} ${item.urgency}`);

// Tuesday 8 December 2026, 10:00 in the UK.
const tuesday = at("2026-12-08 10:00");

describe("today's work", () => {
  it("takes a call back's day as kept with the request, when it is", () => {
    // Asked for on Christmas Eve: the day kept with it is the one the person was told.
    const asked = { created_at: "2026-12-24T10:00:00Z", phone: "1" };
    const [kept] = rank(
      [["contact", lead("kept", { ...asked, callBack: { time: "morning", on: "2026-12-30" } })]],
      at("2026-12-29 10:00"),
    );
    expect(kept).toMatchObject({ reason: "callBackLater", on: "2026-12-30", urgency: "later" });
    const [worked] = rank(
      [["contact", lead("worked", { ...asked, callBack: { time: "morning" } })]],
      at("2026-12-29 10:00"),
    );
    expect(worked).toMatchObject({ reason: "callBack", on: "2026-12-29", urgency: "due" });
  });

  it("puts overdue promises first (answer, follow-up, call back), then what is due today, then the rest", () => {
    expect(
      order(
        [
          ["signup", lead("signup-new", { created_at: "2026-12-08T08:00:00Z" })],
          ["quote", lead("quote-today", { created_at: "2026-12-08T09:00:00Z", monthlyPrice: 97 })],
          ["quote", lead("quote-answer-due", { created_at: "2026-12-07T15:00:00Z", monthlyPrice: 97 })],
          ["contact", lead("follow-up-due", { status: "contacted", follow_up_on: "2026-12-08" })],
          [
            "contact",
            lead("call-today", { created_at: "2026-12-07T16:00:00Z", phone: "1", callBack: { time: "afternoon" } }),
          ],
          // Thursday's quote was to be answered on Friday.
          ["quote", lead("quote-answer-missed", { created_at: "2026-12-03T11:00:00Z", monthlyPrice: 97 })],
          ["contact", lead("follow-up-missed", { status: "proposal_sent", follow_up_on: "2026-12-07" })],
          [
            "contact",
            lead("call-missed", { created_at: "2026-12-04T09:00:00Z", phone: "1", callBack: { time: "morning" } }),
          ],
        ],
        tuesday,
      ),
    ).toEqual([
      "quote-answer-missed new overdue",
      "call-missed callBackMissed overdue",
      "follow-up-missed overdue overdue",
      "quote-answer-due new due",
      "call-today callBack due",
      "follow-up-due due due",
      "quote-today new later",
      "signup-new new later",
    ]);
  });

  it("then by worth: a quote's yearly value (priced individually above all), then call backs, messages and sign-ups", () => {
    const monday = "2026-12-07T09:00:00Z";
    const items = rank(
      [
        ["signup", lead("signup", { created_at: "2026-12-07T08:00:00Z" })],
        ["contact", lead("message", { created_at: monday })],
        ["contact", lead("call-back", { created_at: monday, phone: "1", callBack: { time: "late_afternoon" } })],
        ["quote", lead("quote-97", { created_at: monday, monthlyPrice: 97 })],
        ["quote", lead("quote-697", { created_at: "2026-12-07T11:00:00Z", monthlyPrice: 697 })],
        ["quote", lead("quote-custom", { created_at: "2026-12-07T12:00:00Z", monthlyPrice: null })],
      ],
      tuesday,
    );
    expect(items.map((item) => item.id)).toEqual([
      "quote-custom",
      "quote-697",
      "quote-97",
      "call-back",
      "message",
      "signup",
    ]);
    expect(items.map((item) => item.monthlyPrice)).toEqual([null, 697, 97, undefined, undefined, undefined]);
  });

  it("then the longest waiting first, and call backs of one day in the order of their slots", () => {
    expect(
      order(
        [
          ["signup", lead("signup-newer", { created_at: "2026-12-08T09:00:00Z" })],
          ["signup", lead("signup-older", { created_at: "2026-11-02T09:00:00Z" })],
          ["quote", lead("quote-newer", { created_at: "2026-12-02T09:00:00Z", monthlyPrice: 197 })],
          ["quote", lead("quote-older", { created_at: "2026-11-25T09:00:00Z", monthlyPrice: 197 })],
          [
            "contact",
            lead("late-afternoon", {
              created_at: "2026-12-07T08:00:00Z",
              phone: "1",
              callBack: { time: "late_afternoon" },
            }),
          ],
          [
            "contact",
            lead("morning", { created_at: "2026-12-07T16:00:00Z", phone: "1", callBack: { time: "morning" } }),
          ],
        ],
        at("2026-12-08 09:00"),
      ),
    ).toEqual([
      "quote-older new overdue",
      "quote-newer new overdue",
      "morning callBack due",
      "late-afternoon callBack due",
      "signup-older new later",
      "signup-newer new later",
    ]);
  });

  it("keeps a call back due until its slot ends, then counts it missed", () => {
    const entries: Entry[] = [
      ["contact", lead("morning", { created_at: "2026-12-07T10:00:00Z", phone: "1", callBack: { time: "morning" } })],
      [
        "contact",
        lead("late", { created_at: "2026-12-07T10:00:00Z", phone: "1", callBack: { time: "late_afternoon" } }),
      ],
    ];
    expect(order(entries, at("2026-12-08 11:59"))).toEqual(["morning callBack due", "late callBack due"]);
    expect(order(entries, at("2026-12-08 12:00"))).toEqual(["morning callBackMissed overdue", "late callBack due"]);
    expect(order(entries, at("2026-12-08 17:30"))).toEqual([
      "morning callBackMissed overdue",
      "late callBackMissed overdue",
    ]);
    // Asked for today: due on the next weekday, listed, not yet due.
    expect(order(entries, at("2026-12-07 12:00"))).toEqual(["morning callBackLater later", "late callBackLater later"]);
  });

  it("counts the one working day of the answer without weekends and England and Wales's bank holidays", () => {
    // Thursday 24 December 2026: Christmas Day is a Friday, Boxing Day's substitute the Monday.
    const christmasEve: Entry[] = [["quote", lead("q", { created_at: "2026-12-24T15:00:00Z" })]];
    const waiting = (day: string) => rank(christmasEve, at(`${day} 10:00`))[0]?.waiting;
    expect(waiting("2026-12-28")).toEqual({ promised: "answer", due: "2026-12-29", workingDays: 0, state: "later" });
    expect(waiting("2026-12-29")).toEqual({ promised: "answer", due: "2026-12-29", workingDays: 1, state: "today" });
    expect(waiting("2026-12-30")).toEqual({ promised: "answer", due: "2026-12-29", workingDays: 2, state: "missed" });
    // A message on a Saturday is answered on the Monday.
    const saturday: Entry[] = [["contact", lead("m", { created_at: "2026-12-05T10:00:00Z" })]];
    expect(rank(saturday, at("2026-12-07 10:00"))[0]?.waiting).toEqual({
      promised: "answer",
      due: "2026-12-07",
      workingDays: 1,
      state: "today",
    });
    // 00:30 on 1 July in the UK is 23:30 on 30 June in UTC: received on the Wednesday, due Thursday.
    const summer: Entry[] = [["quote", lead("s", { created_at: "2026-06-30T23:30:00Z" })]];
    expect(rank(summer, at("2026-07-02 10:00"))[0]?.waiting?.state).toBe("today");
  });

  it("has no waiting for an eBook sign-up or a lead already worked", () => {
    const items = rank(
      [
        ["signup", lead("signup", { created_at: "2026-12-01T10:00:00Z" })],
        [
          "quote",
          lead("worked", { status: "contacted", follow_up_on: "2026-12-08", created_at: "2026-12-01T10:00:00Z" }),
        ],
      ],
      tuesday,
    );
    expect(items.map((item) => [item.id, item.waiting])).toEqual([
      ["worked", null],
      ["signup", null],
    ]);
  });

  it("leaves out closed leads and those whose person restricted the use of their data", () => {
    expect(
      order(
        [
          ["quote", lead("won", { status: "won", follow_up_on: "2026-11-02" })],
          ["quote", lead("lost", { status: "lost" })],
          ["quote", lead("spam", { status: "spam" })],
          ["quote", lead("restricted", { follow_up_on: "2026-11-02", restricted_at: "2026-11-20T10:00:00Z" })],
          ["quote", lead("later", { status: "contacted", follow_up_on: "2026-12-14" })],
        ],
        tuesday,
      ),
    ).toEqual([]);
  });

  it("works out each day's call-back day once, however many of the desk's 10,000 leads came in on it", () => {
    vi.mocked(callBackDay).mockClear();
    const leads: Entry[] = Array.from({ length: 10_000 }, (_, index) => [
      "contact",
      lead(`c${index}`, {
        // Spread over the 30 days to Monday 7 December.
        created_at: new Date(Date.UTC(2026, 10, 8 + (index % 30), 9, index % 60)).toISOString(),
        phone: "1",
        callBack: { time: "any" },
      }),
    ]);
    const items = rank(leads, tuesday);
    expect(items).toHaveLength(10_000);
    expect(vi.mocked(callBackDay).mock.calls.length).toBeLessThanOrEqual(30);
    expect(items[0]?.reason).toBe("callBackMissed");
    expect(items.at(-1)?.reason).toBe("callBack");
  });
});

describe("the moment the list is for", () => {
  it("reads the UK day and time, in summer an hour ahead of UTC", () => {
    expect(todayClock(new Date("2026-12-08T10:05:00Z"))).toEqual({ day: "2026-12-08", minutes: 605 });
    expect(todayClock(new Date("2026-06-30T23:30:00Z"))).toEqual({ day: "2026-07-01", minutes: 30 });
  });

  it("changes only when a call-back slot ends", () => {
    expect([0, 719, 720, 899, 900, 1049, 1050, 1439].map(slotBoundary)).toEqual([0, 0, 720, 720, 900, 900, 1050, 1050]);
  });
});
