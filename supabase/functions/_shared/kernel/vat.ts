/**
 * VAT at the standard rate, for what the functions write (the quote's e-mail): the fact registry's
 * `vat.standard-rate` (content/facts.json), which a deployed function cannot import, so a test holds
 * this copy to it.
 */
import { formatSterling } from "./en-gb.js";

export const VAT_STANDARD_RATE_PERCENT = 20;

/** A price before VAT with VAT at the standard rate added, to the penny, as "£116.40". */
export const priceWithVatText = (price: number) =>
  formatSterling(Math.round(price * (100 + VAT_STANDARD_RATE_PERCENT)) / 100, { pence: true });
