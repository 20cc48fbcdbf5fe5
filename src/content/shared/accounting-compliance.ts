/**
 * The compliance service pages (accounts, VAT, payroll...): the compliance
 * template with the shared parts filled in once (the badge, the buttons, the
 * section labels).
 */
import type { CardItem, ContentPage, FaqSection, ProseSection, Seo } from "~/content/types";
import { compliancePage } from "~/templates/compliance-page";
import { accountingHero, closingCta } from "./accounting-actions";

export const COMPLIANCE_BADGE = "Compliance Service";

export interface AccountingComplianceContent {
  seo: Seo;
  hero: { heading: string; lead: string };
  description: Omit<ProseSection, "type" | "eyebrow">;
  /** Four to six feature cards. */
  features: CardItem[];
  faq: Omit<FaqSection, "type">;
  cta: { heading: string; text: string };
}

export function accountingCompliancePage(content: AccountingComplianceContent): ContentPage {
  const { hero, cta } = content;
  return compliancePage({
    seo: content.seo,
    hero: accountingHero(COMPLIANCE_BADGE, hero.heading, hero.lead),
    description: { eyebrow: "What we do", ...content.description },
    features: { heading: "What's included", items: content.features },
    faq: content.faq,
    cta: closingCta(cta.heading, cta.text),
  });
}
