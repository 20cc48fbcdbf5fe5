/**
 * The calls to action shared by the accounting pages: the instant quote, a
 * consultation booked with a partner, and the closing band built from both.
 */
import { firm } from "~/config/firm";
import { QUOTE_CTA } from "~/content/navigation";
import type { Action, CtaBandSection, HeroSection } from "~/content/types";

export const CONSULTATION_LABEL = "Book a Consultation";

export const quoteAction: Action = {
  label: QUOTE_CTA.label,
  href: QUOTE_CTA.href,
};

/** Opens the firm's booking page (external, so the renderer opens a new tab). */
export const consultationAction: Action = {
  label: CONSULTATION_LABEL,
  href: firm.bookingUrl,
  variant: "secondary",
};

export const heroActions: Action[] = [quoteAction, consultationAction];

/** A hero with the quote and consultation buttons. */
export function accountingHero(badge: string, heading: string, lead: string): Omit<HeroSection, "type"> {
  return { badge, heading, lead, actions: heroActions };
}

/** The closing band of an accounting page: its own heading and text, the shared buttons. */
export function closingCta(heading: string, text: string): Omit<CtaBandSection, "type"> {
  return { heading, text, actions: [quoteAction, consultationAction] };
}
