import { describe, expect, it } from "vitest";
import { dayName, waitingText } from "./waiting";

// Tuesday 8 December 2026.
const today = "2026-12-08";

describe("how long the person has waited, in words", () => {
  it("says when the answer promised within one working day is due, and since when it is late", () => {
    expect(waitingText({ promised: "answer", due: "2026-12-09", workingDays: 0, state: "later" }, today)).toBe(
      "waiting less than a working day: answer by Wednesday 9 December",
    );
    expect(waitingText({ promised: "answer", due: today, workingDays: 1, state: "today" }, today)).toBe(
      "waiting 1 working day: answer today",
    );
    expect(waitingText({ promised: "answer", due: "2026-12-04", workingDays: 3, state: "missed" }, today)).toBe(
      "waiting 3 working days: answer was due Friday 4 December",
    );
  });

  it("says when the call is due, and that a call missed today was due today", () => {
    expect(waitingText({ promised: "call", due: "2026-12-09", workingDays: 0, state: "later" }, today)).toBe(
      "waiting less than a working day: call on Wednesday 9 December",
    );
    expect(waitingText({ promised: "call", due: today, workingDays: 1, state: "today" }, today)).toBe(
      "waiting 1 working day: call today",
    );
    expect(waitingText({ promised: "call", due: today, workingDays: 1, state: "missed" }, today)).toBe(
      "waiting 1 working day: call was due today",
    );
    expect(waitingText({ promised: "call", due: "2026-12-07", workingDays: 2, state: "missed" }, today)).toBe(
      "waiting 2 working days: call was due Monday 7 December",
    );
  });

  it("names a day as the card does", () => {
    expect(dayName("2026-12-08")).toBe("Tuesday 8 December");
    expect(dayName("2027-03-29")).toBe("Monday 29 March");
  });
});
