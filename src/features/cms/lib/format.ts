/** Dates and percentages as the staff area shows them: UK time, en-GB. (Prices: @shared/packages.ts priceText.) */
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
