/**
 * Date-only arithmetic for accounting periods. Dates are ISO "YYYY-MM-DD"
 * strings with no time or zone; day counts use UTC day numbers so a change
 * to or from British Summer Time can never add or lose a day.
 */

/** A calendar date written "YYYY-MM-DD". */
export type IsoDate = string;

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number;
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date an ISO string stands for, or null if it is not a real date. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value.trim());
  if (match === null) return null;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (year < 1900 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Days since 1 January 1970, counted in UTC. */
export function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY;
}

export function fromDayNumber(days: number): CalendarDate {
  const date = new Date(days * MS_PER_DAY);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

export function toIsoDate(date: CalendarDate): IsoDate {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

/** Days from `start` to `end`, counting both (1 April to 31 March is 365 or 366). */
export function daysInclusive(start: CalendarDate, end: CalendarDate): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/**
 * The last day an accounting period starting on `start` may end on: the day
 * before the same date a year later (an accounting period ends at the latest
 * 12 months after it begins, CTA 2009 s10(1)(a)). The anniversary of 29
 * February is taken to be 1 March, so a period from 29 February 2024 may run
 * to 28 February 2025.
 */
export function lastDayOfTwelveMonths(start: CalendarDate): CalendarDate {
  const nextYear = start.year + 1;
  const anniversary =
    start.day <= daysInMonth(nextYear, start.month)
      ? { year: nextYear, month: start.month, day: start.day }
      : { year: nextYear, month: start.month + 1, day: 1 };
  return addDays(anniversary, -1);
}

/**
 * The financial year a date falls in, named by the calendar year it starts
 * in: financial year 2023 runs from 1 April 2023 to 31 March 2024.
 */
export function financialYearOf(date: CalendarDate): number {
  return date.month >= 4 ? date.year : date.year - 1;
}

export function financialYearStart(financialYear: number): CalendarDate {
  return { year: financialYear, month: 4, day: 1 };
}

export function financialYearEnd(financialYear: number): CalendarDate {
  return { year: financialYear + 1, month: 3, day: 31 };
}

/** 366 when the financial year contains a 29 February, otherwise 365. */
export function daysInFinancialYear(financialYear: number): number {
  return daysInclusive(financialYearStart(financialYear), financialYearEnd(financialYear));
}
