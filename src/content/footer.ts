/** The footer's link groups. Audience links are built from the audience names, as the spec describes. */
import { audienceSegment, paths } from "~/config/paths";
import { audiences, complianceLinks, CONTACT_CTA, type NavGroup } from "./navigation";

export const footerGroups: NavGroup[] = [
  {
    heading: "Solutions",
    links: audiences.map((name) => ({ label: name, href: `${paths.accounting.href()}/${audienceSegment(name)}` })),
  },
  { heading: "Services", links: complianceLinks.slice(0, 5) },
  {
    heading: "Knowledge Base",
    links: [
      { label: "Blog", href: paths.knowledge.href() },
      { label: "FAQs", href: paths.faqs.href() },
      { label: "Influencer's Tax Playbook", href: paths.playbook.href() },
      { label: "Corporation Tax Calculator", href: paths.corporationTaxCalculator.href() },
      { label: "Stamp Duty Calculator", href: paths.sdltCalculator.href() },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "Our Ethos", href: paths.ethos.href() },
      { label: "Meet the Team", href: paths.team.href() },
      { label: "Partnership Programme", href: paths.partnership.href() },
      { label: "Client reviews", href: paths.reviews.href() },
      { label: "How we check reviews", href: paths.reviewPolicy.href() },
      { label: "Legal services", href: paths.commercialProperty.href() },
      { label: "Contact", href: CONTACT_CTA.href },
    ],
  },
];

export const legalLinks = [
  { label: "Privacy", href: paths.privacy.href() },
  { label: "Terms", href: paths.terms.href() },
  { label: "Cookies", href: paths.cookies.href() },
  { label: "Complaints", href: `${paths.terms.href()}#complaints` },
];

export const footerText = {
  about:
    "Chartered accountants and legal professionals for ambitious UK businesses. Fixed monthly fees, no hidden fees, and technology that gives you your time back.",
  signIn: "Sign In",
  signOut: "Sign Out",
  cms: "CMS",
  regulatorHeading: "Regulated by the Solicitors Regulation Authority",
  regulatorCheck: "Check the SRA register",
};
