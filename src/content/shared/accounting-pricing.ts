/**
 * The three-tier pricing table of the audience pages (spec section 9): the
 * same 'from' prices everywhere, the middle tier marked Popular, every plan's
 * button an instant quote.
 */
import type { PricingPlan, PricingSection } from "~/components/sections/types";
import { quoteAction } from "./actions";
import { PRICE_BANDS } from "~/config/prices";
import { PLAN_PRICES } from "./accounting-facts";

export const PRICING_NOTE =
  "Prices exclude VAT; each plan shows its price with VAT too. You pay one fixed monthly fee, agreed before we start, with no hidden fees and no extra bill at year end.";

export type PlanCopy = Pick<PricingPlan, "title" | "subtitle" | "features">;

export function audiencePricing(
  heading: string,
  lead: string,
  plans: [PlanCopy, PlanCopy, PlanCopy],
): Omit<PricingSection, "type"> {
  const [first, middle, last] = plans;
  return {
    heading,
    lead,
    plans: [
      { ...first, price: PLAN_PRICES[0], action: quoteAction },
      { ...middle, price: PLAN_PRICES[1], popular: true, action: quoteAction },
      { ...last, price: PLAN_PRICES[2], action: quoteAction },
    ],
    bands: PRICE_BANDS,
    note: PRICING_NOTE,
  };
}
