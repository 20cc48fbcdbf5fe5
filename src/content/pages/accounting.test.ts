/**
 * The accounting landing, the seven compliance pages and the five audience
 * pages: the spec's sections, counts, labels and prices, current UK facts, and
 * links that all lead somewhere real.
 */
import { describe, expect, it } from "vitest";
import { firm } from "~/config/firm";
import { allPaths, paths, quoteHrefFor, type PathKey } from "~/config/paths";
import type { ContentPage } from "~/content/types";
import type { CardGridSection, Section } from "~/components/sections/types";
import { parseInline } from "~/lib/inline-markup";
import landing from "./accounting";
import accountsTax from "./accounting/accounts-tax";
import bookkeeping from "./accounting/bookkeeping";
import churches from "./accounting/churches";
import companySecretarial from "./accounting/company-secretarial";
import contractors from "./accounting/contractors";
import influencers from "./accounting/influencers";
import landlords from "./accounting/landlords";
import payroll from "./accounting/payroll";
import registeredOffice from "./accounting/registered-office";
import selfAssessment from "./accounting/self-assessment";
import smes from "./accounting/smes";
import vat from "./accounting/vat";

/** Route keys whose href takes no parameter. */
type PageKey = Exclude<PathKey, "article" | "thankYou">;

const compliancePages = {
  accountsTax,
  vat,
  payroll,
  bookkeeping,
  selfAssessment,
  companySecretarial,
  registeredOffice,
};
const audiencePages = { smes, landlords, influencers, contractors, churches };
const valueAddKeys: PageKey[] = [
  "taxPlanning",
  "systemsAudit",
  "researchDevelopment",
  "restructuring",
  "businessAnalysis",
  "managementAccounts",
  "fractionalCfo",
];

const allPages: [string, ContentPage][] = [
  [paths.accounting.path, landing],
  ...Object.entries(compliancePages).map(([key, page]): [string, ContentPage] => [paths[key as PageKey].path, page]),
  ...Object.entries(audiencePages).map(([key, page]): [string, ContentPage] => [paths[key as PageKey].path, page]),
];

/** Every string in a page, and every link: `href` fields and `[label](href)` in text. */
function walk(page: ContentPage) {
  const texts: string[] = [];
  const links: string[] = [];
  JSON.stringify(page, (key, value: unknown) => {
    if (typeof value === "string") {
      texts.push(value);
      if (key === "href") links.push(value);
      links.push(...parseInline(value).flatMap((token) => (token.type === "link" ? [token.href] : [])));
    }
    return value;
  });
  return { text: texts.join("\n"), links };
}

const staticPaths = new Set(allPaths.filter((p) => !p.path.includes(":")).map((p) => p.path));

function sectionsOf<T extends Section["type"]>(page: ContentPage, type: T) {
  return page.sections.filter((section): section is Extract<Section, { type: T }> => section.type === type);
}

function gridById(page: ContentPage, id: string): CardGridSection {
  const grid = sectionsOf(page, "cardGrid").find((section) => section.id === id);
  if (!grid) throw new Error(`no card grid "${id}"`);
  return grid;
}

const faqCount = (page: ContentPage) => sectionsOf(page, "faq").flatMap((faq) => faq.items).length;

const actionsOf = (page: ContentPage, type: "hero" | "ctaBand") =>
  sectionsOf(page, type).flatMap((section) => section.actions);

/** An audience page's quote buttons name its audience; the others lead to the plain form. */
const quoteHrefOn = (path: string) => {
  const audience = Object.keys(audiencePages).find((key) => paths[key as PageKey].path === path);
  return audience ? quoteHrefFor(audience as keyof typeof audiencePages) : paths.quote.href();
};

describe.each(allPages)("%s", (path, page) => {
  const { text, links } = walk(page);

  it("links only to known routes, same-page anchors, the booking page or contact addresses", () => {
    const ids = new Set(page.sections.map((section) => ("id" in section ? section.id : undefined)));
    for (const href of links) {
      expect(href, `link on ${path}`).not.toMatch(/^#?$/);
      if (href.startsWith("#")) expect(ids.has(href.slice(1)), href).toBe(true);
      else if (href.startsWith("/")) expect(staticPaths.has(href.split(/[?#]/)[0] ?? ""), href).toBe(true);
      else if (/^https:/.test(href)) expect(href).toBe(firm.bookingUrl);
      else expect(href).toMatch(/^(mailto|tel):/);
    }
  });

  it("states current facts only", () => {
    expect(text).not.toMatch(/£85,000|£83,000|33p/);
    expect(text).not.toMatch(/bi-weekly|lorem|coming soon/i);
  });

  it("has a specific title and a 110-160 character description", () => {
    expect(page.seo.title).not.toContain(firm.name);
    expect(page.seo.description.length).toBeGreaterThanOrEqual(110);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
  });

  it("opens with 'Get Instant Quote' to /quote and 'Book a Consultation' to the booking page, and closes with a quote", () => {
    expect(page.sections[0]?.type).toBe("hero");
    expect(actionsOf(page, "hero")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: "Get Instant Quote",
          href: quoteHrefOn(path),
        }),
        expect.objectContaining({
          label: "Book a Consultation",
          href: firm.bookingUrl,
        }),
      ]),
    );
    expect(page.sections.at(-1)?.type).toBe("ctaBand");
    expect(actionsOf(page, "ctaBand")[0]).toMatchObject({
      label: "Get Instant Quote",
      href: quoteHrefOn(path),
    });
  });
});

it("gives every page its own title and description", () => {
  expect(new Set(allPages.map(([, page]) => page.seo.title)).size).toBe(allPages.length);
  expect(new Set(allPages.map(([, page]) => page.seo.description)).size).toBe(allPages.length);
});

describe("accounting landing", () => {
  it("has the spec's sections in order", () => {
    expect(landing.sections.map((section) => section.type)).toEqual([
      "hero",
      "cardGrid",
      "logoStrip",
      "cardGrid",
      "insights",
      "ctaBand",
    ]);
  });

  it("has Compliance and Advisory blurbs linking to every compliance and value-add page", () => {
    const [compliance, advisory] = gridById(landing, "services").items;
    expect(compliance?.title).toBe("Compliance");
    expect(advisory?.title).toBe("Advisory");
    const hrefs = (description = "") =>
      parseInline(description).flatMap((token) => (token.type === "link" ? [token.href] : []));
    expect(hrefs(compliance?.description)).toEqual(
      Object.keys(compliancePages).map((key) => paths[key as PageKey].href()),
    );
    expect(hrefs(advisory?.description)).toEqual(valueAddKeys.map((key) => paths[key].href()));
  });

  it("shows partner software as tiles, not links", () => {
    const [software] = sectionsOf(landing, "logoStrip");
    expect(software?.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(["Xero", "QuickBooks", "FreeAgent", "Sage", "Dext", "Hubdoc", "ApprovalMax", "Pleo"]),
    );
    expect(JSON.stringify(software)).not.toContain("href");
  });

  it("has five solution cards with the audiences' display names, linking to their pages", () => {
    const { items } = gridById(landing, "solutions");
    expect(items.map((item) => [item.title, item.href])).toEqual([
      ["SMEs", paths.smes.href()],
      ["Landlords", paths.landlords.href()],
      ["Influencers", paths.influencers.href()],
      ["Outside IR35 Contractors", paths.contractors.href()],
      ["Churches", paths.churches.href()],
    ]);
  });

  it("has insight cards that lead to the knowledge base or a tool", () => {
    const [insights] = sectionsOf(landing, "insights");
    expect(insights?.items.length).toBeGreaterThanOrEqual(3);
    for (const item of insights?.items ?? []) {
      expect([paths.knowledge.href(), paths.playbook.href(), paths.corporationTaxCalculator.href()]).toContain(
        item.href.split("?")[0],
      );
    }
    expect(insights?.items[0]?.href).toBe(`${paths.knowledge.href()}?q=vat`);
  });
});

describe("compliance pages", () => {
  it.each(Object.entries(compliancePages))(
    "%s has a hero, a description, 4-6 feature cards, an FAQ and a call to action",
    (_, page) => {
      const types = page.sections.map((section) => section.type);
      expect(types.slice(0, 2)).toEqual(["hero", "prose"]);
      expect(types.slice(-2)).toEqual(["faq", "ctaBand"]);
      const [features] = sectionsOf(page, "cardGrid");
      expect(features?.items.length).toBeGreaterThanOrEqual(4);
      expect(features?.items.length).toBeLessThanOrEqual(6);
    },
  );

  it("has 10 FAQs on Accounts and Corporation Tax and 6 on VAT", () => {
    expect(faqCount(accountsTax)).toBe(10);
    expect(faqCount(vat)).toBe(6);
  });

  it.each(
    Object.entries({
      payroll,
      bookkeeping,
      selfAssessment,
      companySecretarial,
      registeredOffice,
    }),
  )("%s has 5-6 FAQs", (_, page) => {
    expect(faqCount(page)).toBeGreaterThanOrEqual(5);
    expect(faqCount(page)).toBeLessThanOrEqual(6);
  });

  it("states the current deadlines and thresholds", () => {
    const accounts = walk(accountsTax).text;
    expect(accounts).toContain("within 9 months of the end of its financial year");
    expect(accounts).toContain("9 months and 1 day");
    expect(accounts).toContain("12 months after the period ends");

    const vatText = walk(vat).text;
    expect(vatText).toContain("£90,000");
    expect(vatText).toContain("£88,000");
    expect(vatText).toMatch(/At least 6 years/);

    const sa = walk(selfAssessment).text;
    expect(sa).toContain("31 January");
    expect(sa).toContain("31 October");
    expect(sa).toContain("at least 5 years after the 31 January deadline");
    expect(sa).toContain("£10 a day");
    expect(sa).toContain("£300 or 5%");
    expect(sa).toContain("6 April 2026");
    expect(sa).toContain("6 April 2027");
    expect(sa).toContain("6 April 2028");

    expect(walk(payroll).text).toContain("Weekly, fortnightly or monthly");
    expect(walk(registeredOffice).text).toContain("within 24 hours");
  });
});

describe("audience pages", () => {
  const tiers = {
    smes: ["Awareness", "Insights", "Foresight"],
    landlords: ["Essential", "Professional", "Enterprise"],
    influencers: ["Starter", "Creator", "Enterprise"],
    contractors: ["Essential", "Professional", "Enterprise"],
    churches: ["Essential", "Professional", "Enterprise"],
  };

  it.each(Object.entries(audiencePages))("%s has the spec's sections in order", (_, page) => {
    expect(page.sections.map((section) => section.type)).toEqual([
      "hero",
      "cardGrid",
      "cardGrid",
      "cardGrid",
      "pricing",
      "caseStudy",
      "ctaBand",
    ]);
    expect(gridById(page, "why").items).toHaveLength(6);
  });

  it.each(Object.entries(audiencePages))(
    "%s links its compliance cards to compliance pages and value-add cards to value-add pages",
    (_, page) => {
      const complianceHrefs = Object.keys(compliancePages).map((key) => paths[key as PageKey].href());
      const valueAddHrefs = valueAddKeys.map((key) => paths[key].href());
      for (const item of gridById(page, "compliance-services").items) {
        expect(item.linkLabel).toBe("Learn more");
        expect(complianceHrefs).toContain(item.href);
      }
      const valueAdd = gridById(page, "value-add-services").items;
      expect(valueAdd.length).toBeGreaterThanOrEqual(3);
      for (const item of valueAdd) {
        expect(item.linkLabel).toBe("Learn more");
        expect(valueAddHrefs).toContain(item.href);
      }
    },
  );

  it.each(Object.entries(tiers))(
    "%s prices its three tiers from £97, £197 and £307, the middle one Popular",
    (key, names) => {
      const [pricing] = sectionsOf(audiencePages[key as keyof typeof audiencePages], "pricing");
      expect(pricing?.plans.map((plan) => [plan.title, plan.price, plan.popular === true])).toEqual([
        [names[0], 97, false],
        [names[1], 197, true],
        [names[2], 307, false],
      ]);
      for (const plan of pricing?.plans ?? [])
        expect(plan.action).toMatchObject({
          label: "Get Instant Quote",
          href: paths.quote.href(),
        });
      expect(pricing?.note).toMatch(/exclude VAT/);
      expect(pricing?.note).toMatch(/fixed monthly fee/);
      expect(pricing?.note).toMatch(/no hidden fees/);
    },
  );

  it("lists the SME plan inclusions of spec section 9", () => {
    const [pricing] = sectionsOf(smes, "pricing");
    const [awareness, insights, foresight] = pricing?.plans ?? [];
    // The spec's wording, section 9 "SME plan inclusions".
    const everyPlan =
      "Annual statutory accounts; Corporation tax return; Confirmation statement; Quarterly VAT returns; Monthly payroll; Xero and Dext subscriptions";
    const awarenessAdds =
      "Self assessment for 1 director; Quarterly bookkeeping; Management accounts; Corporation tax estimate";
    const insightsAdds =
      "Self assessment for 2 directors; Monthly bookkeeping; Management accounts; Tax estimate; 7 key metrics analysis; KPI tracking; Quarterly insights meeting";
    expect(awareness?.features.join("; ")).toBe(`${everyPlan}; ${awarenessAdds}`);
    expect(insights?.features.join("; ")).toBe(`${everyPlan}; ${insightsAdds}`);
    expect(foresight?.features.join("; ")).toBe(
      "Everything in Insights; Monthly results vs budget; 3-month rolling cashflow forecast; Yearly tax planning",
    );
  });

  it("uses the spec's testimonial figures in the SME and landlord success stories", () => {
    const figure = (page: ContentPage) => sectionsOf(page, "caseStudy")[0]?.results[0]?.value;
    expect(figure(smes)).toBe("40%");
    expect(figure(landlords)).toBe("25%");
  });

  it.each(Object.entries(audiencePages))("%s tells a success story with figures and a named client", (_, page) => {
    const [story] = sectionsOf(page, "caseStudy");
    expect(story?.results.length).toBeGreaterThanOrEqual(3);
    expect(story?.quote?.author).toMatch(/^[A-Z][a-z]+ [A-Z]\./);
  });
});
