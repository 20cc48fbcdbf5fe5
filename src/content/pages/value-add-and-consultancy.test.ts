import { describe, expect, it } from "vitest";
import { firm } from "~/config/firm";
import { allPaths, paths } from "~/config/paths";
import type { ContentPage } from "~/content/types";
import type { Action, Section } from "~/components/sections/types";
import aiAutomations from "./consultancy/ai-automations";
import aiOpportunityReview from "./consultancy/ai-opportunity-review";
import financialAutomation from "./consultancy/financial-automation";
import businessAnalysis from "./accounting/business-analysis";
import fractionalCfo from "./accounting/fractional-cfo";
import managementAccounts from "./accounting/management-accounts";
import researchDevelopment from "./accounting/research-development";
import restructuring from "./accounting/restructuring";
import systemsAudit from "./accounting/systems-audit";
import taxPlanning from "./accounting/tax-planning";

/* ---------- helpers ---------- */

function sectionOf<T extends Section["type"]>(page: ContentPage, type: T, id?: string) {
  const found = page.sections.filter(
    (s): s is Extract<Section, { type: T }> => s.type === type && (id === undefined || ("id" in s && s.id === id)),
  );
  expect(found, `${type}${id ? `#${id}` : ""}`).toHaveLength(1);
  return found[0]!;
}

/** Every string anywhere in the page. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every href: action and card hrefs plus `[label](href)` links inside text. */
function hrefs(page: ContentPage): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (typeof value === "string") {
      if (key === "href") found.push(value);
      for (const m of value.matchAll(/\[[^\]]+\]\(([^)]*)\)/g)) found.push(m[1]!);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => walk(v, k));
  };
  walk(page.sections);
  return found;
}

const knownPaths = new Set(allPaths.filter((p) => !p.path.includes(":")).map((p) => p.path));

function ids(page: ContentPage): Set<string> {
  return new Set(page.sections.flatMap((s) => ("id" in s && s.id ? [s.id] : [])));
}

const text = (page: ContentPage) => strings(page).join("\n");

/* ---------- value-add pages ---------- */

interface ValueAddExpectation {
  route: string;
  page: ContentPage;
  heroLabel: string;
  ctaLabel: string;
  benefits: number | [number, number];
  approach: boolean;
  faqs: number | [number, number];
  caseStudyClient?: RegExp;
  figures: string[];
}

const valueAdd: ValueAddExpectation[] = [
  {
    route: paths.taxPlanning.path,
    page: taxPlanning,
    heroLabel: "Get Tax Savings Assessment",
    ctaLabel: "Get Tax Savings Assessment",
    benefits: [5, 8],
    approach: false,
    faqs: [4, 6],
    figures: ["£7.2M+"],
  },
  {
    route: paths.systemsAudit.path,
    page: systemsAudit,
    heroLabel: "Request Systems Audit",
    ctaLabel: "Request Systems Audit",
    benefits: [5, 8],
    approach: false,
    faqs: [4, 6],
    figures: ["35%", "1–2 weeks", "4–6 weeks"],
  },
  {
    route: paths.researchDevelopment.path,
    page: researchDevelopment,
    heroLabel: "Check Your R&D Eligibility",
    ctaLabel: "Check Your Eligibility",
    benefits: [5, 8],
    approach: false,
    faqs: [4, 6],
    figures: [
      "£4.6M+",
      "6–8 weeks",
      "20%",
      "15–16p",
      "27p",
      "within two years",
      "within six months",
      "1 April 2023",
      "1 April 2024",
    ],
  },
  {
    route: paths.restructuring.path,
    page: restructuring,
    heroLabel: "Get Restructuring Assessment",
    ctaLabel: "Get Restructuring Assessment",
    benefits: 8,
    approach: true,
    faqs: 5,
    caseStudyClient: /family/i,
    figures: ["25+ years", "43%", "£1.2M", "3–6 months", "6–12+ months"],
  },
  {
    route: paths.businessAnalysis.path,
    page: businessAnalysis,
    heroLabel: "Get Business Analysis Quote",
    ctaLabel: "Get Business Analysis Quote",
    benefits: 8,
    approach: true,
    faqs: 5,
    caseStudyClient: /retailer|retail chain/i,
    figures: ["87%", "32%", "£875K", "12", "3–6 weeks"],
  },
  {
    route: paths.managementAccounts.path,
    page: managementAccounts,
    heroLabel: "Get Management Accounts Quote",
    ctaLabel: "Get Management Accounts Quote",
    benefits: 8,
    approach: false,
    faqs: 5,
    caseStudyClient: /fabrication|manufactur/i,
    figures: ["98%", "26%", "18%"],
  },
  {
    route: paths.fractionalCfo.path,
    page: fractionalCfo,
    heroLabel: "Discuss Your CFO Needs",
    ctaLabel: "Discuss Your CFO Needs",
    benefits: 8,
    approach: false,
    faqs: 5,
    caseStudyClient: /startup/i,
    figures: ["30+ years", "£2.5M", "64%", "1–2 days", "3–6 months"],
  },
];

function expectCount(actual: number, expected: number | [number, number]) {
  if (typeof expected === "number") expect(actual).toBe(expected);
  else {
    expect(actual).toBeGreaterThanOrEqual(expected[0]);
    expect(actual).toBeLessThanOrEqual(expected[1]);
  }
}

function expectQuoteThenConsultation(actions: Action[], label: string) {
  expect(actions.map((a) => [a.label, a.href])).toEqual([
    [label, paths.quote.href()],
    ["Book a Consultation", firm.bookingUrl],
  ]);
}

describe.each(valueAdd)("value-add page $route", (v) => {
  const { page } = v;

  it("follows the spec's section order", () => {
    const order = page.sections.map((s) => ("id" in s && s.id ? `${s.type}#${s.id}` : s.type));
    expect(order.filter((s) => !s.startsWith("stats"))).toEqual([
      "hero",
      "prose",
      "cardGrid#features",
      "checklist#benefits",
      ...(v.approach ? ["cardGrid#approach"] : []),
      "steps#process",
      "caseStudy#case-study",
      "ctaBand",
      "faq",
    ]);
  });

  it("has the badge and the spec's button labels", () => {
    const hero = sectionOf(page, "hero");
    expect(hero.badge).toBe("Value-Add Service");
    expectQuoteThenConsultation(hero.actions, v.heroLabel);
    expectQuoteThenConsultation(sectionOf(page, "ctaBand").actions, v.ctaLabel);
  });

  it("has the spec's counts", () => {
    expect(sectionOf(page, "cardGrid", "features").items).toHaveLength(3);
    expectCount(sectionOf(page, "checklist", "benefits").items.length, v.benefits);
    if (v.approach) expect(sectionOf(page, "cardGrid", "approach").items).toHaveLength(4);
    expect(sectionOf(page, "steps", "process").steps).toHaveLength(4);
    expectCount(sectionOf(page, "faq").items.length, v.faqs);
  });

  it("has a case study that links to the knowledge base", () => {
    const study = sectionOf(page, "caseStudy");
    expect(study.action).toMatchObject({
      label: "Read Full Case Study",
      href: paths.knowledge.href(),
    });
    expect(study.results.length).toBeGreaterThanOrEqual(3);
    if (v.caseStudyClient) expect(study.client).toMatch(v.caseStudyClient);
  });

  it("states the spec's marketing figures", () => {
    const all = text(page);
    for (const figure of v.figures) expect(all, figure).toContain(figure);
  });
});

/* ---------- consultancy pages ---------- */

describe.each([
  {
    name: "AI Opportunity Review",
    page: aiOpportunityReview,
    target: "approach",
  },
  { name: "AI Automations", page: aiAutomations, target: "solutions" },
  {
    name: "Financial Automation",
    page: financialAutomation,
    target: "solutions",
  },
])("$name buttons", ({ page, target }) => {
  it("scrolls to its anchor from the hero and quotes from the call to action", () => {
    const [primary, secondary] = sectionOf(page, "hero").actions;
    expect(primary?.href).toBe(paths.quote.href());
    expect(secondary?.href).toBe(`#${target}`);
    expect(ids(page).has(target)).toBe(true);
    expect(sectionOf(page, "ctaBand").actions[0]?.href).toBe(paths.quote.href());
  });
});

describe("AI Opportunity Review", () => {
  const page = aiOpportunityReview;

  it("has a hero, an intro with a 'why choose' checklist, a three-step approach, six benefits and a call to action", () => {
    expect(page.sections.map((s) => s.type)).toEqual(["hero", "prose", "checklist", "steps", "cardGrid", "ctaBand"]);
    expect(sectionOf(page, "checklist").heading).toMatch(/^Why choose/i);
    expect(sectionOf(page, "steps", "approach").steps).toHaveLength(3);
    expect(sectionOf(page, "cardGrid", "benefits").items).toHaveLength(6);
  });

  it("is honest about AI: limits, UK GDPR and human review", () => {
    const all = text(page);
    expect(all).toMatch(/wrong facts/);
    expect(all).toContain("UK GDPR");
    expect(all).toMatch(/person (reviews|checking)/);
  });
});

describe("AI Automations", () => {
  const page = aiAutomations;

  it("has a hero, key capabilities, six solutions, a four-step approach, a success story and a call to action", () => {
    expect(page.sections.map((s) => s.type)).toEqual([
      "hero",
      "checklist",
      "cardGrid",
      "steps",
      "caseStudy",
      "ctaBand",
    ]);
    expect(sectionOf(page, "checklist").heading).toBe("Key capabilities");
    expect(sectionOf(page, "cardGrid", "solutions").items).toHaveLength(6);
    expect(sectionOf(page, "steps").steps).toHaveLength(4);
  });

  it("states the spec's AI success-story figures", () => {
    const results = sectionOf(page, "caseStudy")
      .results.map((r) => `${r.value} ${r.label}`)
      .join("\n");
    for (const figure of ["80%", "30 → under 5 min", "98%+", "25 hours"]) expect(results).toContain(figure);
  });

  it("builds in human review and data protection", () => {
    const all = text(page);
    expect(all).toContain("human review");
    expect(all).toContain("UK GDPR");
  });
});

describe("Financial Automation", () => {
  const page = financialAutomation;

  it("has a hero, benefits, six solutions, eight technology tiles, a four-step methodology, a success story and a call to action", () => {
    expect(page.sections.map((s) => s.type)).toEqual([
      "hero",
      "checklist",
      "cardGrid",
      "logoStrip",
      "steps",
      "caseStudy",
      "ctaBand",
    ]);
    expect(sectionOf(page, "cardGrid", "solutions").items).toHaveLength(6);
    expect(sectionOf(page, "logoStrip").items.map((i) => i.name)).toEqual([
      "Xero",
      "Dext",
      "ApprovalMax",
      "Stripe",
      "GoCardless",
      "Pleo",
      "Microsoft Power Automate",
      "Zapier",
    ]);
    expect(sectionOf(page, "steps").steps).toHaveLength(4);
  });

  it("states the spec's financial automation figures", () => {
    const all = text(page);
    for (const figure of ["Up to 80%", "£120,000", "99%", "23 → 4.6 days", "£15 → £1.20", "£45,000"]) {
      expect(all, figure).toContain(figure);
    }
    const redeployed = sectionOf(page, "caseStudy").results.find((r) => /redeployed/.test(r.label));
    expect(redeployed?.value).toBe("3");
  });
});

/* ---------- every page ---------- */

const allPages: [string, ContentPage][] = [
  ...valueAdd.map((v): [string, ContentPage] => [v.route, v.page]),
  [paths.aiOpportunityReview.path, aiOpportunityReview],
  [paths.aiAutomations.path, aiAutomations],
  [paths.financialAutomation.path, financialAutomation],
];

describe.each(allPages)("%s", (_route, page) => {
  it("links only to known paths, existing anchors, the booking page or the firm's mail", () => {
    const anchors = ids(page);
    const links = hrefs(page);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      if (href.startsWith("#")) expect(anchors.has(href.slice(1)), href).toBe(true);
      else if (href.startsWith("/")) expect(knownPaths.has(href), href).toBe(true);
      else expect(href, href).toBe(firm.bookingUrl);
    }
  });

  it("has a specific title and a 110–160 character description", () => {
    expect(page.seo.title).not.toContain(firm.name);
    expect(page.seo.description.length).toBeGreaterThanOrEqual(110);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
  });

  it("states no out-of-date facts", () => {
    const all = text(page);
    expect(all).not.toMatch(/£?85,000/);
    expect(all).not.toMatch(/33\s?p\b|33 pence/i);
    expect(all).not.toMatch(/lorem ipsum|coming soon/i);
  });
});

it("gives every page its own title and description", () => {
  const titles = allPages.map(([, p]) => p.seo.title);
  const descriptions = allPages.map(([, p]) => p.seo.description);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});
