import type { Solution } from "~/content/navigation";
import { closingCta, quoteActionFor, quoteAndConsultation } from "~/content/shared/actions";
import { audiencePricing, type PlanCopy } from "~/content/shared/accounting-pricing";
import { valueAddCards, type ValueAddService } from "~/content/shared/accounting-services";
import type { ContentPage, Seo } from "~/content/types";
import type { CardItem, CaseStudySection } from "~/components/sections/types";
import type { Tuple } from "./tuple";

/**
 * An audience page (SMEs, landlords, influencers, contractors, churches), in
 * the spec's section order. The buttons, the section labels, the value-add
 * cards, the pricing table's prices and buttons and the success story's label
 * are the same on every page, so the template sets them; a page gives only
 * its own words and chooses its services. The hero's and the closing quote
 * buttons name the audience (`/quote?for=landlords`), so the quote form can
 * greet the visitor and suggest a package.
 */
export interface AudiencePageContent {
  /** Whom the page is for: its quote buttons name them. */
  audience: Solution;
  seo: Seo;
  hero: { badge: string; heading: string; lead: string };
  /** The 'Why' section: exactly six points. */
  why: { heading: string; lead?: string; items: Tuple<CardItem, 6> };
  /** Compliance cards, each made with `complianceCard`. */
  compliance: { lead: string; items: CardItem[] };
  valueAdd: { lead: string; services: ValueAddService[] };
  pricing: { heading: string; lead: string; plans: [PlanCopy, PlanCopy, PlanCopy] };
  successStory: Omit<CaseStudySection, "type" | "eyebrow" | "action">;
  cta: { heading: string; text: string };
}

export function audiencePage(content: AudiencePageContent): ContentPage {
  const { pricing, valueAdd, cta } = content;
  const quote = quoteActionFor(content.audience);
  return {
    seo: { schema: "Service", ...content.seo },
    sections: [
      { type: "hero", ...content.hero, actions: quoteAndConsultation(quote) },
      { type: "cardGrid", id: "why", columns: 3, style: "numbered", ...content.why },
      {
        type: "cardGrid",
        id: "compliance-services",
        columns: 3,
        heading: "Compliance services",
        ...content.compliance,
      },
      {
        type: "cardGrid",
        id: "value-add-services",
        columns: 3,
        style: "tinted",
        heading: "Value-add services",
        lead: valueAdd.lead,
        items: valueAddCards(valueAdd.services),
      },
      { type: "pricing", id: "pricing", ...audiencePricing(pricing.heading, pricing.lead, pricing.plans) },
      { type: "caseStudy", id: "success-story", eyebrow: "Success Story", ...content.successStory },
      { type: "ctaBand", ...closingCta(cta.heading, cta.text, quote) },
    ],
  };
}
