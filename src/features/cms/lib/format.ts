/** Dates and percentages as the staff area shows them: UK time, en-GB. (Prices: #kernel/packages.ts priceText.) */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const formatPercent = (value: number) =>
  `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }).format(value)}%`;

const spreadsheetParts = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

/**
 * A moment as UK wall-clock time in the form every spreadsheet reads as a date and time,
 * "2026-11-24 10:15:00" (Excel and Google Sheets, in any locale); empty for no moment.
 */
export function spreadsheetDateTime(iso: string | null): string {
  if (!iso) return "";
  const part = Object.fromEntries(spreadsheetParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
