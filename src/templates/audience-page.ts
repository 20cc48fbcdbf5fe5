import type {
  CardItem,
  CaseStudySection,
  ContentPage,
  CtaBandSection,
  HeroSection,
  PricingSection,
  Seo,
} from "~/content/types";
import type { Tuple } from "./tuple";

/** An audience page (SMEs, landlords, influencers, contractors, churches), in the spec's section order. */
export interface AudiencePageContent {
  seo: Seo;
  hero: Omit<HeroSection, "type">;
  why: { heading: string; lead?: string; items: Tuple<CardItem, 6> };
  compliance: { heading: string; lead?: string; items: CardItem[] };
  valueAdd: { heading: string; lead?: string; items: CardItem[] };
  pricing: Omit<PricingSection, "type">;
  successStory: Omit<CaseStudySection, "type">;
  cta: Omit<CtaBandSection, "type">;
}

export function audiencePage(content: AudiencePageContent): ContentPage {
  return {
    seo: { schema: "Service", ...content.seo },
    sections: [
      { type: "hero", ...content.hero },
      { type: "cardGrid", id: "why", columns: 3, style: "numbered", ...content.why },
      { type: "cardGrid", id: "compliance-services", columns: 3, ...content.compliance },
      { type: "cardGrid", id: "value-add-services", columns: 3, style: "tinted", ...content.valueAdd },
      { type: "pricing", id: "pricing", ...content.pricing },
      { type: "caseStudy", id: "success-story", ...content.successStory },
      { type: "ctaBand", ...content.cta },
    ],
  };
}
