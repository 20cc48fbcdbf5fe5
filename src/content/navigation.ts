/** The site's menus and footer link groups, as the spec lists them. */
import { paths, type PathKey } from "~/config/paths";

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

/** The phone's call link in the header and the menu, as a screen reader and the menu name it. */
export const callUs = (number: string) => `Call us on ${number}`;

/** The phone menu's toggle, as a screen reader names it in each state. */
export const MENU_TOGGLE = { open: "Open menu", close: "Close menu" };

const quoteAction: NavLink = {
  label: "Get an instant quote",
  href: paths.quote.href(),
  description: "Fixed monthly fees, no hidden costs. Your price in under a minute.",
};

/** A page of the site without a parameter in its URL. */
export type PageKey = { [K in PathKey]: (typeof paths)[K]["href"] extends () => string ? K : never }[PathKey];

/** A menu entry of a page, by its route key. */
interface MenuEntry {
  label: string;
  description?: string;
}

/** A table's route keys, in the order written. */
export const keysOf = <K extends string>(table: Record<K, unknown>) => Object.keys(table) as K[];

function linksTo<K extends PageKey>(table: Record<K, MenuEntry>): NavLink[] {
  return keysOf(table).map((key) => {
    const { label, description } = table[key];
    const href = paths[key].href();
    return description === undefined ? { label, href } : { label, href, description };
  });
}

/**
 * The audience pages, the compliance and the value-add services, by route
 * key, with the names the spec's menu gives them. The menus, the footer, the
 * accounting landing and the service cards (content/shared/accounting-services.ts)
 * are built from these tables, so a service is named and linked in one place.
 */
export const solutions = {
  smes: { label: "SMEs", description: "Limited companies and growing teams" },
  landlords: { label: "Landlords", description: "Property income, MTD and Section 24" },
  influencers: { label: "Influencers", description: "Creators, brand deals and gifted products" },
  contractors: { label: "Outside IR35 Contractors", description: "Personal service companies" },
  churches: { label: "Churches", description: "Churches and charities" },
} as const satisfies Partial<Record<PageKey, MenuEntry>>;

export const complianceServices = {
  accountsTax: { label: "Accounts & Corporation Tax" },
  vat: { label: "VAT" },
  payroll: { label: "Payroll" },
  bookkeeping: { label: "Bookkeeping" },
  selfAssessment: { label: "Self Assessment" },
  companySecretarial: { label: "Company Secretarial" },
  registeredOffice: { label: "Registered Office" },
} as const satisfies Partial<Record<PageKey, MenuEntry>>;

export const valueAddServices = {
  taxPlanning: { label: "Tax Planning" },
  systemsAudit: { label: "Systems Audit" },
  researchDevelopment: { label: "Research Development" },
  restructuring: { label: "Restructuring" },
  businessAnalysis: { label: "Business Analysis" },
  managementAccounts: { label: "Management Accounts" },
  fractionalCfo: { label: "Fractional CFO" },
} as const satisfies Partial<Record<PageKey, MenuEntry>>;

export type Solution = keyof typeof solutions;
export type ComplianceService = keyof typeof complianceServices;
export type ValueAddService = keyof typeof valueAddServices;

/** Audience display names; their URL segments follow the spec's footer rule. */
export const audiences = keysOf(solutions).map((key) => solutions[key].label);

export const solutionLinks = linksTo(solutions);

export const complianceLinks = linksTo(complianceServices);

export const valueAddLinks = linksTo(valueAddServices);

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
  { label: "FAQs", href: paths.faqs.href(), description: "Straight answers to common questions" },
];

/**
 * The firm's legal services (one page, with a section for each) and the calculator that goes with
 * them. Each page is listed once across the menus, so every link in them is to a page of its own.
 */
export const legalServiceLinks: NavLink[] = [
  {
    label: "Legal Services",
    href: paths.commercialProperty.href(),
    description: "Commercial property, conveyancing and contracts, at fixed fees",
  },
  {
    label: "Stamp Duty Calculator",
    href: paths.sdltCalculator.href(),
    description: "Work out the SDLT before you buy",
  },
];

/** 'Contact Us': the contact page, where a visitor writes or asks for a call back. */
export const CONTACT_CTA = { label: "Contact Us", href: paths.contact.href() };

const contactAction: NavLink = {
  label: "Talk to a solicitor",
  href: paths.contact.href(),
  description: "Send a message or ask us to call you back.",
};

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
          { label: "Client Reviews", href: paths.reviews.href(), description: "What our clients say about us" },
          {
            label: CONTACT_CTA.label,
            href: CONTACT_CTA.href,
            description: "Send a message or ask us to call you back",
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
    id: "legal",
    label: "Legal",
    groups: [{ heading: "Legal Services", links: legalServiceLinks }],
    action: contactAction,
  },
  {
    id: "resources",
    label: "Resources",
    groups: [{ heading: "Resources", links: resourceLinks }],
  },
];
