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

/** "Tuesday 1 December". */
export function formatDayName(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
