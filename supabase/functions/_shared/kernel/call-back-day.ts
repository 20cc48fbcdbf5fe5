/**
 * When a call back is due. The person who asks for one is told we will ring "on the next working
 * day, at the time they chose" (contact-constants.ts), so the day is the next working day after the
 * UK day the request came in: never a weekend, nor one of England and Wales's bank holidays (the
 * fact registry's, working-days.ts). A request on Thursday 24 December 2026 is called back on
 * Tuesday 29 December, after Christmas Day and the Boxing Day holiday.
 *
 * Intl is used, and only inside the functions: the contact page loads this module and must not pay
 * for Intl's data (en-gb.js says why); only the staff area and the e-mails call them.
 */
import { nextWorkingDay } from "./working-days.ts";

/** The UK day (yyyy-mm-dd) a moment falls on. */
export function ukDayOf(moment: string | Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(moment));
}

/** The day (yyyy-mm-dd) the person was told to expect the call: the next working day after their request. */
export function callBackDay(requestedAt: string): string {
  return nextWorkingDay(ukDayOf(requestedAt));
}

/** The moment a UK wall-clock time (minutes after midnight) falls on a UK day, in GMT or BST as the day has it. */
export function ukMoment(day: string, minutes: number): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const asIfUtc = Date.UTC(year, month - 1, date, Math.floor(minutes / 60), minutes % 60);
  const shown = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    hourCycle: "h23",
  }).format(new Date(asIfUtc));
  // London is UTC or an hour ahead: the wall clock at that UTC moment says which.
  const ahead = (Number(shown) - Math.floor(minutes / 60) + 24) % 24;
  return new Date(asIfUtc - ahead * 3_600_000);
}

/** "Tuesday 1 December". */
export function formatDayName(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
