import { paths } from "~/config/paths";
import type {
  CardItem,
  CaseStudySection,
  ContentPage,
  CtaBandSection,
  FaqSection,
  HeroSection,
  ProseSection,
  Seo,
  StatsSection,
  StepsSection,
} from "~/content/types";
import type { Tuple } from "./tuple";

export const VALUE_ADD_BADGE = "Value-Add Service";
export const READ_FULL_CASE_STUDY = "Read Full Case Study";

/**
 * A value-add service (tax planning, R&D, restructuring...). The badge and the
 * case study's link are the same on every page, so the template sets them.
 */
export interface ValueAddPageContent {
  seo: Seo;
  hero: Omit<HeroSection, "type" | "badge">;
  intro: Omit<ProseSection, "type">;
  stats?: Omit<StatsSection, "type">;
  features: { heading: string; lead?: string; items: Tuple<CardItem, 3> };
  benefits: { heading: string; lead?: string; items: string[] };
  /** Four items on Restructuring and Business Analysis. */
  approach?: { heading: string; lead?: string; items: Tuple<CardItem, 4> };
  process: { heading: string; lead?: string; steps: Tuple<StepsSection["steps"][number], 4> };
  caseStudy: Omit<CaseStudySection, "type" | "action">;
  cta: Omit<CtaBandSection, "type">;
  faq: Omit<FaqSection, "type">;
}

export function valueAddPage(content: ValueAddPageContent): ContentPage {
  return {
    seo: { schema: "Service", ...content.seo },
    sections: [
      { type: "hero", badge: VALUE_ADD_BADGE, ...content.hero },
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
        ...content.caseStudy,
        action: { label: READ_FULL_CASE_STUDY, href: paths.knowledge.href(), variant: "secondary" },
      },
      { type: "ctaBand", ...content.cta },
      { type: "faq", ...content.faq },
    ],
  };
}
