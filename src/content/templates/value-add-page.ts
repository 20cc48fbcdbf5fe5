import { paths } from "~/config/paths";
import { closingCta, quoteActionLabelled, quoteAndConsultation } from "~/content/shared/actions";
import type { ContentPage, Seo } from "~/content/types";
import type {
  CardItem,
  CaseStudySection,
  FaqSection,
  HeroSection,
  ProseSection,
  StatsSection,
  StepsSection,
} from "~/components/sections/types";
import type { Tuple } from "./tuple";

/**
 * A value-add service (tax planning, R&D, restructuring...). The badge, the
 * buttons (the page's primary button to the instant quote, then 'Book a
 * Consultation') and the case study's label and link are the same on every
 * page, so the template sets them; a page gives its primary button's label.
 */
export interface ValueAddPageContent {
  seo: Seo;
  /** The primary button's label, in the hero and the call-to-action band ('Get Tax Savings Assessment'). */
  primaryLabel: string;
  hero: Omit<HeroSection, "type" | "badge" | "actions">;
  intro: Omit<ProseSection, "type">;
  stats?: Omit<StatsSection, "type">;
  features: { heading: string; lead?: string; items: Tuple<CardItem, 3> };
  benefits: { heading: string; lead?: string; items: string[] };
  /** Four items on Restructuring and Business Analysis. */
  approach?: { heading: string; lead?: string; items: Tuple<CardItem, 4> };
  process: { heading: string; lead?: string; steps: Tuple<StepsSection["steps"][number], 4> };
  caseStudy: Omit<CaseStudySection, "type" | "eyebrow" | "action">;
  /** `primaryLabel` when the band words its button differently (R&D: 'Check Your Eligibility'). */
  cta: { heading: string; text: string; primaryLabel?: string };
  faq: Omit<FaqSection, "type">;
}

export function valueAddPage(content: ValueAddPageContent): ContentPage {
  const { primaryLabel, cta } = content;
  return {
    seo: { schema: "Service", ...content.seo },
    sections: [
      {
        type: "hero",
        badge: "Value-Add Service",
        ...content.hero,
        actions: quoteAndConsultation(quoteActionLabelled(primaryLabel)),
      },
      { type: "prose", ...content.intro },
      ...(content.stats ? [{ type: "stats" as const, ...content.stats }] : []),
      { type: "cardGrid", id: "features", columns: 3, ...content.features },
      { type: "checklist", id: "benefits", columns: 2, ...content.benefits },
      ...(content.approach
        ? [
            {
              type: "cardGrid" as const,
              id: "approach",
              columns: 2 as const,
              style: "numbered" as const,
              ...content.approach,
            },
          ]
        : []),
      { type: "steps", id: "process", ...content.process },
      {
        type: "caseStudy",
        id: "case-study",
        eyebrow: "Case Study",
        ...content.caseStudy,
        action: { label: "Read Full Case Study", href: paths.knowledge.href(), variant: "secondary" },
      },
      { type: "ctaBand", ...closingCta(cta.heading, cta.text, quoteActionLabelled(cta.primaryLabel ?? primaryLabel)) },
      { type: "faq", ...content.faq },
    ],
  };
}
