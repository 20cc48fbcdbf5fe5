/**
 * The buttons shared by the value-add and consultancy pages: a primary call to
 * action that leads to the instant quote, and 'Book a Consultation', which
 * opens the firm's booking page.
 */
import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import type { Action, CtaBandSection } from "~/content/types";

export const BOOK_A_CONSULTATION = "Book a Consultation";

export const bookConsultation: Action = {
  label: BOOK_A_CONSULTATION,
  href: firm.bookingUrl,
  variant: "secondary",
};

/** A primary button to the instant quote, with the page's own label. */
export function quoteAction(label: string): Action {
  return { label, href: paths.quote.href(), variant: "primary" };
}

/** The page's primary button followed by 'Book a Consultation'. */
export function quoteAndConsultation(label: string): Action[] {
  return [quoteAction(label), bookConsultation];
}

/** A call-to-action band whose buttons are the page's quote label and 'Book a Consultation'. */
export function consultationBand(heading: string, text: string, label: string): Omit<CtaBandSection, "type"> {
  return { heading, text, actions: quoteAndConsultation(label) };
}
