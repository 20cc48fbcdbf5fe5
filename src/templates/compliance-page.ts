import type {
  CardItem,
  ContentPage,
  CtaBandSection,
  FaqSection,
  HeroSection,
  ProseSection,
  Seo,
  StatsSection,
  StepsSection,
} from "~/content/types";

/** A compliance service (accounts, VAT, payroll...): hero, description, feature cards, FAQ, call to action. */
export interface CompliancePageContent {
  seo: Seo;
  hero: Omit<HeroSection, "type">;
  description: Omit<ProseSection, "type">;
  features: { heading: string; lead?: string; items: CardItem[] };
  /** Optional key figures shown under the description. */
  stats?: Omit<StatsSection, "type">;
  /** Optional "how it works" steps. */
  process?: Omit<StepsSection, "type">;
  faq: Omit<FaqSection, "type">;
  cta: Omit<CtaBandSection, "type">;
}

export function compliancePage(content: CompliancePageContent): ContentPage {
  return {
    seo: { schema: "Service", ...content.seo },
    sections: [
      { type: "hero", ...content.hero },
      { type: "prose", ...content.description },
      ...(content.stats ? [{ type: "stats" as const, ...content.stats }] : []),
      { type: "cardGrid", columns: 3, ...content.features },
      ...(content.process ? [{ type: "steps" as const, ...content.process }] : []),
      { type: "faq", ...content.faq },
      { type: "ctaBand", ...content.cta },
    ],
  };
}
