/**
 * Every route of the site, in one place. Links, the navigation, the footer,
 * the route table, the prerender list and the sitemap all read this table,
 * so a URL is never spelled twice.
 *
 * `render` says how the build treats a route (src/prerender/README.md):
 * - "content": a brochure page, its content module (src/content/pages) rendered
 *   by the section components and prerendered;
 * - "app": a feature page (`page`, under src/features) prerendered as it first
 *   shows, before any visitor's data;
 * - "shell": a feature page that depends on a parameter or a session; the
 *   build writes its loading state as a shell the host serves for every URL
 *   under the route. A shell route may also prerender pages from backend data
 *   (the knowledge base's articles).
 * The build fails if a content module or page module named here is missing.
 */
export type Render = "content" | "app" | "shell";

interface StaticPath {
  path: string;
  render: Render;
  /** The feature page module for "app" and "shell" routes: `src/features/<page>.tsx`. */
  page?: string;
  /** Listed in sitemap.xml (public, indexable, canonical). */
  sitemap: boolean;
  /** The query parameters the page reads from its address (links may carry only these). */
  query?: readonly string[];
  /**
   * When the prerendered page starts its scripts (scripts/page-loader.js, docs/decisions/020):
   * "intent", only when the visitor reaches for a control, where the first view needs no script
   * (content pages, the calculators, the empty forms, and with `checkAtLoad` the pages built from
   * backend data); "load", as it opens, where its first view needs the backend.
   */
  scripts: "load" | "intent";
  /**
   * A module (a Vite input) the built page runs at load beside the page loader, where its scripts
   * wait for the visitor: it asks the backend whether the page is still as built, and starts them if not.
   */
  checkAtLoad?: string;
  href: () => string;
}

interface ParamPath<P extends string> {
  path: string;
  render: "shell";
  page: string;
  sitemap: false;
  /**
   * Every page under the route is built from backend data, so the host answers any other address
   * with its 404 page (status 404) rather than the shell: a search engine must not keep an article
   * that was never published, or was withdrawn, as a page of the site.
   */
  builtOnly?: true;
  /** When the pages built under the route from backend data start their scripts (as StaticPath's). */
  scripts?: "load" | "intent";
  /**
   * A module (a Vite input) the pages built under the route run at load, beside the page loader:
   * it asks the backend whether the built page is still current, and starts the scripts if not.
   */
  checkAtLoad?: string;
  href: (param: P) => string;
}

function content(path: string): StaticPath {
  return { path, render: "content", sitemap: true, scripts: "intent", href: () => path };
}

function app(
  path: string,
  page: string,
  {
    render = "app",
    sitemap = true,
    query,
    scripts = "load",
    checkAtLoad,
  }: {
    render?: "app" | "shell";
    sitemap?: boolean;
    query?: readonly string[];
    scripts?: "load" | "intent";
    checkAtLoad?: string;
  } = {},
): StaticPath {
  return {
    path,
    render,
    page,
    sitemap,
    scripts,
    ...(query ? { query } : {}),
    ...(checkAtLoad ? { checkAtLoad } : {}),
    href: () => path,
  };
}

/** The query parameter by which a link to the quote names the audience page it comes from. */
export const QUOTE_AUDIENCE_PARAM = "for";

/** The knowledge base's search and category in its address (src/features/knowledge/lib/listing.ts). */
export const KNOWLEDGE_SEARCH_PARAM = "q";
export const KNOWLEDGE_CATEGORY_PARAM = "category";

export const paths = {
  home: content("/"),

  accounting: content("/accounting"),
  accountsTax: content("/accounting/accounts-tax"),
  vat: content("/accounting/vat"),
  payroll: content("/accounting/payroll"),
  bookkeeping: content("/accounting/bookkeeping"),
  selfAssessment: content("/accounting/self-assessment"),
  companySecretarial: content("/accounting/company-secretarial"),
  registeredOffice: content("/accounting/registered-office"),

  smes: content("/accounting/smes"),
  landlords: content("/accounting/landlords"),
  influencers: content("/accounting/influencers"),
  contractors: content("/accounting/contractors"),
  churches: content("/accounting/churches"),

  taxPlanning: content("/accounting/tax-planning"),
  systemsAudit: content("/accounting/systems-audit"),
  researchDevelopment: content("/accounting/research-development"),
  restructuring: content("/accounting/restructuring"),
  businessAnalysis: content("/accounting/business-analysis"),
  managementAccounts: content("/accounting/management-accounts"),
  fractionalCfo: content("/accounting/fractional-cfo"),

  ethos: content("/about/ethos"),
  team: content("/about/team"),
  partnership: content("/about/partnership"),

  aiOpportunityReview: content("/consultancy/ai-opportunity-review"),
  aiAutomations: content("/consultancy/ai-automations"),
  financialAutomation: content("/consultancy/financial-automation"),

  knowledge: app("/knowledge", "knowledge/knowledge-page", {
    query: [KNOWLEDGE_SEARCH_PARAM, KNOWLEDGE_CATEGORY_PARAM],
    // Read and followed without a script, once the mount's probes pass and the listing is as built.
    scripts: "intent",
    checkAtLoad: "src/knowledge-check.ts",
  }),
  faqs: content("/faqs"),
  article: {
    path: "/knowledge/article/:id",
    render: "shell",
    page: "knowledge/article-page",
    sitemap: false,
    builtOnly: true,
    // Read, scrolled and followed without a script, once the backend says the article is as built.
    scripts: "intent",
    checkAtLoad: "src/article-check.ts",
    href: (slugOrId: string) => `/knowledge/article/${encodeURIComponent(slugOrId)}`,
  } satisfies ParamPath<string>,
  // A form whose first view is empty: what is typed before the scripts start is taken over, a press held.
  playbook: app("/knowledge/influencer-tax-playbook", "playbook/playbook-page", { scripts: "intent" }),
  cms: app("/knowledge/cms", "cms/cms-page", { render: "shell", sitemap: false }),

  // Worked out in the browser from what the visitor types: the first view needs no script.
  corporationTaxCalculator: app("/legal/corporation-tax-calculator", "calculator/corporation-tax-page", {
    scripts: "intent",
  }),
  sdltCalculator: app("/legal/stamp-duty-calculator", "calculator/stamp-duty-page", { scripts: "intent" }),
  commercialProperty: content("/legal/commercial-property"),

  quote: app("/quote", "quote/quote-page", {
    query: [QUOTE_AUDIENCE_PARAM],
    // Built with its form, which the check shows once the backend's lookups are the build's.
    scripts: "intent",
    checkAtLoad: "src/quote-check.ts",
  }),
  contact: app("/contact", "contact/contact-page", { scripts: "intent" }),
  thankYou: {
    // Optional, so a link without an id reaches the page and its 'No quote ID provided' message.
    path: "/thank-you/:quoteId?",
    render: "shell",
    page: "quote/thank-you-page",
    sitemap: false,
    href: (quoteId: string) => `/thank-you/${encodeURIComponent(quoteId)}`,
  } satisfies ParamPath<string>,

  // The links in a sign-up's e-mails (supabase/functions/_shared/kernel/email-links.ts spells the same paths).
  emailConfirm: app("/email/confirm", "email/confirm-page", { sitemap: false }),
  emailUnsubscribe: app("/email/unsubscribe", "email/unsubscribe-page", { sitemap: false }),

  reviews: content("/reviews"),
  reviewPolicy: content("/review-policy"),
  privacy: content("/privacy"),
  terms: content("/terms"),
  cookies: content("/cookies"),
} as const;

export type PathKey = keyof typeof paths;

/**
 * The page hosts serve (with status 404) at any address the site has no page for. It waits for the
 * visitor too, beside a check at load: at an article's address, whether an article has been
 * published there since the build, which the app then shows.
 */
export const notFoundPage = {
  path: "/404",
  scripts: "intent",
  checkAtLoad: "src/not-found-check.ts",
} as const satisfies { path: string; scripts: "load" | "intent"; checkAtLoad: string };

/** The article an address names, if it is an article's address (`/knowledge/article/{slug or id}`). */
export function articleOfAddress(pathname: string): string | undefined {
  const prefix = paths.article.href("");
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, "") : "";
  if (rest === "" || rest.includes("/")) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

/** Builds a same-page anchor link, e.g. `#approach`. */
export const anchor = (id: string) => `#${id}`;

/** The audience pages' URL segment, from the audience's display name (spec: footer). */
export function audienceSegment(name: string): string {
  if (/ir35 contractors$/i.test(name)) return "contractors";
  return name.toLowerCase().replace(/\s+/g, "-");
}

/**
 * The instant quote for a visitor from an audience page, which greets that
 * audience and suggests its package: `/quote?for=landlords`, `audience` being
 * the audience page's route key.
 */
export function quoteHrefFor(audience: PathKey): string {
  return `${paths.quote.href()}?${QUOTE_AUDIENCE_PARAM}=${encodeURIComponent(audience)}`;
}

export type Route = StaticPath | ParamPath<string>;

export const allPaths: Route[] = Object.values(paths);

/** Routes written as their own HTML file at build time. */
export const prerenderedPaths = allPaths.filter((route) => route.render !== "shell").map((route) => route.path);

/** Routes whose loading state is written as a shell the host serves for every URL under them. */
export const shellPaths = allPaths.filter((route) => route.render === "shell" && !("builtOnly" in route));

/** The routes sitemap.xml lists (pages written from backend data are added to it at build time). */
export const sitemapPaths = allPaths.filter((route) => route.sitemap).map((route) => route.path);
