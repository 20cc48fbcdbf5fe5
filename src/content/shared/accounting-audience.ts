/**
 * The audience pages (SMEs, landlords, influencers, contractors, churches):
 * the audience template with the parts every such page shares filled in once
 * (the hero and closing buttons, section headings, value-add cards, the
 * pricing table's prices and buttons, the success story's label).
 */
import type { CardItem, CaseStudySection, ContentPage, Seo } from "~/content/types";
import { audiencePage, type AudiencePageContent } from "~/templates/audience-page";
import { accountingHero, closingCta } from "./accounting-actions";
import { audiencePricing, type PlanCopy } from "./accounting-pricing";
import { valueAddCards, type ValueAddService } from "./accounting-services";

export { complianceCard } from "./accounting-services";

export const SUCCESS_STORY = "Success Story";

export interface AccountingAudienceContent {
  seo: Seo;
  hero: { badge: string; heading: string; lead: string };
  /** The 'Why' section: exactly six points. */
  why: AudiencePageContent["why"];
  /** Compliance cards, each made with `complianceCard`. */
  compliance: { lead: string; items: CardItem[] };
  valueAdd: { lead: string; services: ValueAddService[] };
  pricing: {
    heading: string;
    lead: string;
    plans: [PlanCopy, PlanCopy, PlanCopy];
  };
  successStory: Omit<CaseStudySection, "type" | "eyebrow" | "action">;
  cta: { heading: string; text: string };
}

export function accountingAudiencePage(content: AccountingAudienceContent): ContentPage {
  const { hero, pricing, cta } = content;
  return audiencePage({
    seo: content.seo,
    hero: accountingHero(hero.badge, hero.heading, hero.lead),
    why: content.why,
    compliance: { heading: "Compliance services", ...content.compliance },
    valueAdd: {
      heading: "Value-add services",
      lead: content.valueAdd.lead,
      items: valueAddCards(content.valueAdd.services),
    },
    pricing: audiencePricing(pricing.heading, pricing.lead, pricing.plans),
    successStory: { eyebrow: SUCCESS_STORY, ...content.successStory },
    cta: closingCta(cta.heading, cta.text),
  });
}
