/** Buttons the about, reviews and legal pages share, so each label and target is written once. */
import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import { QUOTE_CTA } from "~/content/navigation";
import type { Action } from "~/content/types";

export const quoteAction: Action = { label: QUOTE_CTA.label, href: QUOTE_CTA.href, shortLabel: QUOTE_CTA.shortLabel };

export const bookingAction: Action = { label: "Book a Consultation", href: firm.bookingUrl, variant: "secondary" };

export const meetTeamAction: Action = { label: "Meet the Team", href: paths.team.href(), variant: "secondary" };

export const ethosAction: Action = { label: "Our Ethos", href: paths.ethos.href(), variant: "secondary" };
