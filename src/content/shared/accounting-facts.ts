/**
 * Figures the accounting pages state in more than one place, written once:
 * the rules' figures from the fact registry (content/facts.json).
 */

import { sample } from "#kernel/sample.ts";
import { yearsInPractice } from "~/config/firm";
import { FROM_PRICES } from "~/config/prices";
import { fact } from "~/lib/facts";
import { formatWholePounds } from "~/lib/format";

export const VAT_REGISTRATION_THRESHOLD = fact("vat.registration-threshold");
export const VAT_DEREGISTRATION_THRESHOLD = fact("vat.deregistration-threshold");

/**
 * Making Tax Digital for Income Tax: from when, by qualifying income. Follows
 * "applies to sole traders and landlords".
 */
export const MTD_INCOME_TAX_PHASES = [
  `from ${fact("mtd-income-tax.phase-1-start")} if their qualifying income is over ${fact("mtd-income-tax.phase-1-threshold")}`,
  `from ${fact("mtd-income-tax.phase-2-start")} if it is over ${fact("mtd-income-tax.phase-2-threshold")}`,
  `and from ${fact("mtd-income-tax.phase-3-start")} if it is over ${fact("mtd-income-tax.phase-3-threshold")}`,
].join(", ");

/** "almost 10 years", from the year the firm was founded. */
export const experience = sample("track record", `almost ${yearsInPractice()} years`);

/**
 * Monthly 'from' prices of the three tiers on every audience page (spec section 9): the smallest
 * turnover band's prices in the price table the quote reads, which admins change in the staff area.
 */
export const PLAN_PRICES = FROM_PRICES;

export const startingPrice = formatWholePounds(PLAN_PRICES[0]);
