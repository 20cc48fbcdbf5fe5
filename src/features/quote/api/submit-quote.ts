import type { QuoteRequest } from "#kernel/schemas/quote-request.ts";
import { invokeFunction } from "~/lib/functions";
import { lastSeenHeroVariant } from "~/lib/hero-variant";

/** Call 4: the submit-quote function. The answer is read with findQuoteId. */
export function submitQuote(input: QuoteRequest) {
  return invokeFunction("submit-quote", { ...input, heroVariant: lastSeenHeroVariant() });
}
