/** The site's menus and footer link groups, as the spec lists them. */
import { paths } from "~/config/paths";

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export interface NavGroup {
  heading: string;
  links: NavLink[];
}

export interface NavMenu {
  id: string;
  label: string;
  /** When set, the menu's heading itself is a link (Accounting → /accounting). */
  href?: string;
  groups: NavGroup[];
  action?: NavLink;
}

export const QUOTE_CTA = { label: "Get Instant Quote", shortLabel: "Quote", href: paths.quote.href() };

const quoteAction: NavLink = {
  label: "Get an instant quote",
  href: paths.quote.href(),
  description: "Fixed monthly fees, no hidden costs. Your price in under a minute.",
};

/** Audience display names; their URL segments follow the spec's footer rule. */
export const audiences = ["SMEs", "Landlords", "Influencers", "Outside IR35 Contractors", "Churches"] as const;

export const solutionLinks: NavLink[] = [
  { label: "SMEs", href: paths.smes.href(), description: "Limited companies and growing teams" },
  { label: "Landlords", href: paths.landlords.href(), description: "Property income, MTD and Section 24" },
  { label: "Influencers", href: paths.influencers.href(), description: "Creators, brand deals and gifted products" },
  { label: "Outside IR35 Contractors", href: paths.contractors.href(), description: "Personal service companies" },
  { label: "Churches", href: paths.churches.href(), description: "Churches and charities" },
];

export const complianceLinks: NavLink[] = [
  { label: "Accounts & Corporation Tax", href: paths.accountsTax.href() },
  { label: "VAT", href: paths.vat.href() },
  { label: "Payroll", href: paths.payroll.href() },
  { label: "Bookkeeping", href: paths.bookkeeping.href() },
  { label: "Self Assessment", href: paths.selfAssessment.href() },
  { label: "Company Secretarial", href: paths.companySecretarial.href() },
  { label: "Registered Office", href: paths.registeredOffice.href() },
];

export const valueAddLinks: NavLink[] = [
  { label: "Tax Planning", href: paths.taxPlanning.href() },
  { label: "Systems Audit", href: paths.systemsAudit.href() },
  { label: "Research Development", href: paths.researchDevelopment.href() },
  { label: "Restructuring", href: paths.restructuring.href() },
  { label: "Business Analysis", href: paths.businessAnalysis.href() },
  { label: "Management Accounts", href: paths.managementAccounts.href() },
  { label: "Fractional CFO", href: paths.fractionalCfo.href() },
];

export const consultancyLinks: NavLink[] = [
  {
    label: "AI Opportunity Review",
    href: paths.aiOpportunityReview.href(),
    description: "Find where AI saves you time, safely",
  },
  {
    label: "AI Automations",
    href: paths.aiAutomations.href(),
    description: "Assistants and workflows built for your team",
  },
  {
    label: "Financial Automation",
    href: paths.financialAutomation.href(),
    description: "From invoice to ledger without retyping",
  },
];

export const resourceLinks: NavLink[] = [
  { label: "Knowledge Base", href: paths.knowledge.href(), description: "Guides on tax, VAT, MTD and more" },
  {
    label: "Influencer's Tax Playbook",
    href: paths.playbook.href(),
    description: "Our free 20-page eBook for creators",
  },
  {
    label: "Corporation Tax Calculator",
    href: paths.corporationTaxCalculator.href(),
    description: "Work out your company's bill",
  },
];

export const mainMenus: NavMenu[] = [
  {
    id: "about",
    label: "About",
    groups: [
      {
        heading: "About",
        links: [
          { label: "Our Ethos", href: paths.ethos.href(), description: "What we stand for and how we work" },
          {
            label: "Meet the Team",
            href: paths.team.href(),
            description: "The accountants and lawyers you'll work with",
          },
          {
            label: "Partnership Programme",
            href: paths.partnership.href(),
            description: "Build your practice under our brand",
          },
        ],
      },
    ],
  },
  {
    id: "accounting",
    label: "Accounting",
    href: paths.accounting.href(),
    groups: [
      { heading: "Solutions", links: solutionLinks },
      { heading: "Compliance Services", links: complianceLinks },
      { heading: "Value Add Services", links: valueAddLinks },
    ],
    action: quoteAction,
  },
  {
    id: "consultancy",
    label: "Consultancy",
    groups: [{ heading: "Services", links: consultancyLinks }],
    action: quoteAction,
  },
  {
    id: "resources",
    label: "Resources",
    groups: [{ heading: "Resources", links: resourceLinks }],
  },
];
