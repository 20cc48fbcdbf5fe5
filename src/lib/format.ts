/** en-GB formatting shared by prices, dates and figures across the site. */
const wholePounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const pence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

export const formatWholePounds = (amount: number) => wholePounds.format(amount);
export const formatPounds = (amount: number) => pence.format(amount);
/** "1 January 2023", from a Date or an ISO string (a date-only "2023-01-01" is that day in the UK). */
export const formatLongDate = (date: Date | string) =>
  longDate.format(typeof date === "string" ? new Date(date) : date);

/** "1 day", "2 days". */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
