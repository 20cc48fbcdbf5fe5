/**
 * Figures the accounting pages state in more than one place, written once.
 * Current UK rules (CONVENTIONS.md, "Content"), not the spec's older figures.
 */
import { yearsInPractice } from "~/config/firm";
import { formatWholePounds } from "~/lib/format";

export const VAT_REGISTRATION_THRESHOLD = formatWholePounds(90_000);
export const VAT_DEREGISTRATION_THRESHOLD = formatWholePounds(88_000);

/**
 * Making Tax Digital for Income Tax: from when, by qualifying income. Follows
 * "applies to sole traders and landlords".
 */
export const MTD_INCOME_TAX_PHASES =
  "from 6 April 2026 if their qualifying income is over £50,000, from 6 April 2027 if it is over £30,000, and from 6 April 2028 if it is over £20,000";

/** "almost 10 years", from the year the firm was founded. */
export const experience = `almost ${yearsInPractice()} years`;

/** Monthly 'from' prices of the three tiers on every audience page (spec section 9). */
export const PLAN_PRICES = [97, 197, 307] as const;

export const startingPrice = formatWholePounds(PLAN_PRICES[0]);
