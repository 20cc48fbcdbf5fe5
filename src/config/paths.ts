/**
 * Every route of the site, in one place. Links, the navigation, the footer,
 * the route table, the prerender list and the sitemap all read this table,
 * so a URL is never spelled twice.
 *
 * `render`:
 * - "content": a brochure page built from a content module at build time;
 * - "static": an app page with no per-visitor data, prerendered as a shell;
 * - "dynamic": depends on a parameter or a session, rendered in the browser.
 */
type Render = "content" | "static" | "dynamic";

interface StaticPath {
  path: string;
  render: Render;
  /** Listed in sitemap.xml (public, indexable, canonical). */
  sitemap: boolean;
  href: () => string;
}

interface ParamPath<P extends string> {
  path: string;
  render: "dynamic";
  sitemap: false;
  href: (param: P) => string;
}

function page(path: string, render: Render = "content", sitemap = true): StaticPath {
  return { path, render, sitemap, href: () => path };
}

export const paths = {
  home: page("/"),

  accounting: page("/accounting"),
  accountsTax: page("/accounting/accounts-tax"),
  vat: page("/accounting/vat"),
  payroll: page("/accounting/payroll"),
  bookkeeping: page("/accounting/bookkeeping"),
  selfAssessment: page("/accounting/self-assessment"),
  companySecretarial: page("/accounting/company-secretarial"),
  registeredOffice: page("/accounting/registered-office"),

  smes: page("/accounting/smes"),
  landlords: page("/accounting/landlords"),
  influencers: page("/accounting/influencers"),
  contractors: page("/accounting/contractors"),
  churches: page("/accounting/churches"),

  taxPlanning: page("/accounting/tax-planning"),
  systemsAudit: page("/accounting/systems-audit"),
  researchDevelopment: page("/accounting/research-development"),
  restructuring: page("/accounting/restructuring"),
  businessAnalysis: page("/accounting/business-analysis"),
  managementAccounts: page("/accounting/management-accounts"),
  fractionalCfo: page("/accounting/fractional-cfo"),

  ethos: page("/about/ethos"),
  team: page("/about/team"),
  partnership: page("/about/partnership"),

  aiOpportunityReview: page("/consultancy/ai-opportunity-review"),
  aiAutomations: page("/consultancy/ai-automations"),
  financialAutomation: page("/consultancy/financial-automation"),

  knowledge: page("/knowledge", "static"),
  faqs: page("/faqs"),
  article: {
    path: "/knowledge/article/:id",
    render: "dynamic",
    sitemap: false,
    href: (slugOrId: string) => `/knowledge/article/${encodeURIComponent(slugOrId)}`,
  } satisfies ParamPath<string>,
  playbook: page("/knowledge/influencer-tax-playbook", "static"),
  cms: page("/knowledge/cms", "dynamic", false),

  corporationTaxCalculator: page("/legal/corporation-tax-calculator", "static"),
  sdltCalculator: page("/legal/stamp-duty-calculator", "static"),
  commercialProperty: page("/legal/commercial-property"),

  quote: page("/quote", "static"),
  thankYou: {
    // Optional, so a link without an id reaches the page and its 'No quote ID provided' message.
    path: "/thank-you/:quoteId?",
    render: "dynamic",
    sitemap: false,
    href: (quoteId: string) => `/thank-you/${encodeURIComponent(quoteId)}`,
  } satisfies ParamPath<string>,

  reviews: page("/reviews"),
  privacy: page("/privacy"),
  terms: page("/terms"),
  cookies: page("/cookies"),
} as const;

export type PathKey = keyof typeof paths;

/** Builds a same-page anchor link, e.g. `#approach`. */
export const anchor = (id: string) => `#${id}`;

/** The audience pages' URL segment, from the audience's display name (spec: footer). */
export function audienceSegment(name: string): string {
  if (/ir35 contractors$/i.test(name)) return "contractors";
  return name.toLowerCase().replace(/\s+/g, "-");
}

export const allPaths = Object.values(paths);

/** Routes whose HTML is written at build time. */
export const prerenderedPaths = allPaths.filter((p) => p.render !== "dynamic").map((p) => p.path);

export const sitemapPaths = allPaths.filter((p) => p.sitemap).map((p) => p.path);
