/**
 * Working days as the firm counts them when it promises an answer "within one working day": Monday
 * to Friday, except England and Wales's bank holidays. The holidays come from the fact registry
 * (content/facts.json, `bank-holidays.england-and-wales.*`, from GOV.UK); each is stored with its
 * day as both its value and the day it applies from, so `factFrom` gives the day and the build
 * writes the sixteen days in place of the registry. working-days.test.ts fails when the registry
 * holds a bank holiday this list does not name.
 *
 * Days are UK calendar days, "yyyy-mm-dd"; no function here reads the clock.
 */
import { factFrom } from "~/lib/facts";

export const BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  factFrom("bank-holidays.england-and-wales.2026-new-years-day"),
  factFrom("bank-holidays.england-and-wales.2026-good-friday"),
  factFrom("bank-holidays.england-and-wales.2026-easter-monday"),
  factFrom("bank-holidays.england-and-wales.2026-early-may"),
  factFrom("bank-holidays.england-and-wales.2026-spring"),
  factFrom("bank-holidays.england-and-wales.2026-summer"),
  factFrom("bank-holidays.england-and-wales.2026-christmas-day"),
  factFrom("bank-holidays.england-and-wales.2026-boxing-day"),
  factFrom("bank-holidays.england-and-wales.2027-new-years-day"),
  factFrom("bank-holidays.england-and-wales.2027-good-friday"),
  factFrom("bank-holidays.england-and-wales.2027-easter-monday"),
  factFrom("bank-holidays.england-and-wales.2027-early-may"),
  factFrom("bank-holidays.england-and-wales.2027-spring"),
  factFrom("bank-holidays.england-and-wales.2027-summer"),
  factFrom("bank-holidays.england-and-wales.2027-christmas-day"),
  factFrom("bank-holidays.england-and-wales.2027-boxing-day"),
]);

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
