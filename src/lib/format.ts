/** en-GB formatting shared by prices, dates and figures across the site (#kernel/en-gb.js says why not Intl). */
import { formatSterling, formatUkDate } from "#kernel/en-gb.js";

/** "£12,500". */
export const formatWholePounds = (amount: number) => formatSterling(amount);
/** "£1,687.49". */
export const formatPounds = (amount: number) => formatSterling(amount, { pence: true });
/** "1 January 2023", from a Date or an ISO string (a date-only "2023-01-01" is that day in the UK). */
export const formatLongDate = (date: Date | string) => formatUkDate(date);

/** "1 day", "2 days". */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
