/** Dates and prices as the staff area shows them: UK time, en-GB. */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 });

export const formatPrice = (amount: number | null, missing: string) =>
  amount === null ? missing : pounds.format(amount);

export const formatPercent = (value: number) =>
  `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }).format(value)}%`;
