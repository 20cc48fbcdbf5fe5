/**
 * How long the firm keeps each kind of personal data, in months: the privacy notice states these
 * periods and private.apply_retention() applies them (private.retention_periods, which the
 * integration tests hold to this list).
 */
export const retentionMonths = {
  /** Quote requests that did not become clients. */
  quotes: 24,
  /** Contact requests that did not become clients. */
  contact_requests: 24,
  /** Quote requests, contact requests and sign-ups of people who became clients, from when they were last worked. */
  client_leads: 72,
  /** eBook sign-ups, from the person's last interaction. */
  ebook_signups: 24,
  /** The headline test's anonymous events. */
  analytics_events: 24,
  /** The record of who exported or erased whose data. */
  personal_data_audit: 72,
  /** The record of which member of staff opened or exported which leads. */
  staff_access_log: 72,
  /** A testimonial's record and its author's agreement, from when it came off the site. */
  testimonials: 72,
} as const;

const words: Record<number, string> = { 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six" };

/** "two years", "18 months": a period as the privacy notice writes it. */
export function periodInWords(months: number): string {
  if (months % 12 === 0) {
    const years = months / 12;
    return `${words[years] ?? years} ${years === 1 ? "year" : "years"}`;
  }
  return `${months} months`;
}
