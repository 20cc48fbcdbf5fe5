/**
 * When a call back is due. The person who asks for one is told we will ring "on the next working
 * day, at the time they chose" (contact-constants.ts), so the day is the next weekday after the UK
 * day the request came in. Bank holidays are not skipped: on one, the call is due that day and the
 * staff area shows it as overdue the day after.
 *
 * Intl is used, and only inside the functions: the contact page loads this module and must not pay
 * for Intl's data (en-gb.js says why); only the staff area and the e-mails call them.
 */

/** The UK day (yyyy-mm-dd) a moment falls on. */
export function ukDayOf(moment: string | Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(moment));
}

/** The day (yyyy-mm-dd) the person was told to expect the call: the next weekday after their request. */
export function callBackDay(requestedAt: string): string {
  const [year = 0, month = 1, date = 1] = ukDayOf(requestedAt).split("-").map(Number);
  const day = new Date(Date.UTC(year, month - 1, date));
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/** "Tuesday 1 December". */
export function formatDayName(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
