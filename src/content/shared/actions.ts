/**
 * The buttons the brochure pages share, each label and target written once:
 * the instant quote (with the spec's label, a page's own, or for an audience),
 * 'Book a Consultation' on the firm's booking page, 'Contact Us' on the contact
 * page, and the about pages' links.
 */
import { firm } from "~/config/firm";
import { paths, quoteHrefFor } from "~/config/paths";
import { CONTACT_CTA, QUOTE_CTA, type Solution } from "~/content/navigation";
import type { Action, CtaBandSection } from "~/components/sections/types";

/** 'Get Instant Quote', to /quote. */
export const quoteAction: Action = { label: QUOTE_CTA.label, href: QUOTE_CTA.href };

/** A button to the instant quote with a page's own label ('Request Systems Audit'). */
export function quoteActionLabelled(label: string): Action {
  return { label, href: QUOTE_CTA.href };
}

/** 'Get Instant Quote' on an audience page: the quote form greets that audience and suggests its package. */
export function quoteActionFor(audience: Solution): Action {
  return { label: QUOTE_CTA.label, href: quoteHrefFor(audience) };
}

/** 'Book a Consultation': opens the firm's booking page (external, so the renderer opens a new tab). */
export const consultationAction: Action = { label: "Book a Consultation", href: firm.bookingUrl, variant: "secondary" };

/** 'Contact Us': the contact page, to write or ask for a call back. */
export const contactAction: Action = { label: CONTACT_CTA.label, href: CONTACT_CTA.href, variant: "secondary" };

export const meetTeamAction: Action = { label: "Meet the Team", href: paths.team.href(), variant: "secondary" };

export const ethosAction: Action = { label: "Our Ethos", href: paths.ethos.href(), variant: "secondary" };

/** A quote button (by default 'Get Instant Quote') followed by 'Book a Consultation'. */
export function quoteAndConsultation(quote: Action = quoteAction): Action[] {
  return [quote, consultationAction];
}

/** A closing call-to-action band: its own heading and text, then `quoteAndConsultation(quote)`. */
export function closingCta(heading: string, text: string, quote: Action = quoteAction): Omit<CtaBandSection, "type"> {
  return { heading, text, actions: quoteAndConsultation(quote) };
}
