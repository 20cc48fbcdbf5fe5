import { invokeFunction } from "~/lib/functions";

export interface ConfirmationResult {
  success: boolean;
  sent: boolean;
  alreadySent?: boolean;
}

/** Call 6: the server sends the e-mail at most once per quote, so calling again is harmless. */
export function sendQuoteConfirmation(quoteId: string): Promise<ConfirmationResult> {
  return invokeFunction<ConfirmationResult>("send-quote-confirmation", { quoteId });
}
