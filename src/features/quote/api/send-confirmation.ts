import { invokeFunction } from "~/lib/functions";

/**
 * Call 6: the server sends the e-mail at most once per quote, so calling again is harmless; `sent`
 * says whether it has gone, by this call or an earlier one.
 */
export function sendQuoteConfirmation(quoteId: string) {
  return invokeFunction("send-quote-confirmation", { quoteId });
}
