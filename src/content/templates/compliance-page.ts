import { closingCta, quoteAndConsultation } from "~/content/shared/actions";
import type { ContentPage, Seo } from "~/content/types";
import type { CardItem, FaqSection, ProseSection } from "~/components/sections/types";
import type { Tuple } from "./tuple";

/**
 * A compliance service (accounts, VAT, payroll...): hero, description, feature
 * cards, FAQ, call to action. The badge, the section labels and the buttons
 * ('Get Instant Quote', 'Book a Consultation') are the same on every page, so
 * the template sets them; a page gives only its own words.
 */
export interface CompliancePageContent {
  seo: Seo;
  hero: { heading: string; lead: string };
  description: Omit<ProseSection, "type" | "eyebrow">;
  features: Tuple<CardItem, 4> | Tuple<CardItem, 5> | Tuple<CardItem, 6>;
  faq: Omit<FaqSection, "type">;
  cta: { heading: string; text: string };
}

export function compliancePage(content: CompliancePageContent): ContentPage {
  return {
    seo: { schema: "Service", ...content.seo },
    sections: [
      { type: "hero", badge: "Compliance Service", ...content.hero, actions: quoteAndConsultation() },
      { type: "prose", eyebrow: "What we do", ...content.description },
      { type: "cardGrid", columns: 3, heading: "What's included", items: content.features },
      { type: "faq", ...content.faq },
      { type: "ctaBand", ...closingCta(content.cta.heading, content.cta.text) },
    ],
  };
}
