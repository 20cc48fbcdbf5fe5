/**
 * Working days as the firm counts them when it promises an answer "within one working day": Monday
 * to Friday, except England and Wales's bank holidays, from the fact registry (bank-holidays.ts).
 * The site, the call-back day, the morning digest and the reminders all count them here.
 *
 * Days are UK calendar days, "yyyy-mm-dd"; no function here reads the clock.
 */
import { BANK_HOLIDAYS } from "./bank-holidays.ts";

export { BANK_HOLIDAYS };

const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const isWeekday = (day: string) => {
  const weekday = new Date(toTime(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

export const isWorkingDay = (day: string, holidays: ReadonlySet<string> = BANK_HOLIDAYS): boolean =>
  isWeekday(day) && !holidays.has(day);

/** The first working day after `day` (never `day` itself). */
export function nextWorkingDay(day: string, holidays: ReadonlySet<string> = BANK_HOLIDAYS): string {
  let time = toTime(day);
  do time += DAY_MS;
  while (!isWorkingDay(toDay(time), holidays));
  return toDay(time);
}

/** Weekdays among the first `count` days since 1 January 1970, a Thursday: five a week, and the rest's. */
const PART_WEEK = [0, 1, 2, 2, 2, 3, 4];
const weekdaysBefore = (count: number) => 5 * Math.floor(count / 7) + PART_WEEK[count % 7]!;

/**
 * The working days after `from` up to and including `to`: a request on Friday has waited 1 working
 * day on Monday, and 0 on the Saturday; 0 when `to` is not after `from`. Counted, not walked, so a
 * lead years old costs what one from yesterday does.
 */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string> = BANK_HOLIDAYS): number {
  if (to <= from) return 0;
  const first = toTime(from) / DAY_MS + 1;
  const last = toTime(to) / DAY_MS;
  let count = weekdaysBefore(last + 1) - weekdaysBefore(first);
  for (const holiday of holidays) if (holiday > from && holiday <= to && isWeekday(holiday)) count--;
  return count;
}
