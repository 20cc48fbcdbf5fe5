/**
 * The about pages (ethos, team, partnership), reviews, legal services and the
 * privacy, terms and cookie notices: the spec's sections, counts and labels,
 * the regulatory wording, and links that all lead somewhere real.
 */
import { describe, expect, it } from "vitest";
import { firm } from "~/config/firm";
import { allPaths, paths } from "~/config/paths";
import type { ContentPage } from "~/content/types";
import type { Section } from "~/components/sections/types";
import { parseInline } from "~/lib/inline-markup";
import ethos from "./about/ethos";
import partnership from "./about/partnership";
import team from "./about/team";
import cookies from "./cookies";
import home from "./home";
import commercialProperty from "./legal/commercial-property";
import privacy from "./privacy";
import { periodInWords, retentionMonths } from "#kernel/retention.ts";
import { CONTACT_DATA_WORDING } from "#kernel/schemas/contact-constants.ts";
import { contactFormSchema } from "#kernel/schemas/contact-request.ts";

/** How the privacy notice names each field of the contact form. */
const contactFieldWords = {
  name: "your name",
  email: "e-mail address",
  phone: "phone number",
  message: "your message",
  callBack: "whether you asked us to call you back",
  callBackTime: "the time of day you chose",
} as const;
import reviews from "./reviews";
import terms from "./terms";

const pages: Record<string, ContentPage> = {
  [paths.ethos.path]: ethos,
  [paths.team.path]: team,
  [paths.partnership.path]: partnership,
  [paths.reviews.path]: reviews,
  [paths.commercialProperty.path]: commercialProperty,
  [paths.privacy.path]: privacy,
  [paths.terms.path]: terms,
  [paths.cookies.path]: cookies,
};

/** Calls `visit` with every string in a value and the key it sits under. */
function eachString(value: unknown, visit: (text: string, key: string | undefined) => void, key?: string): void {
  if (typeof value === "string") visit(value, key);
  else if (Array.isArray(value)) for (const item of value) eachString(item, visit);
  else if (value !== null && typeof value === "object")
    for (const [childKey, child] of Object.entries(value)) eachString(child, visit, childKey);
}

function linksOf(page: ContentPage): string[] {
  const links: string[] = [];
  eachString(page, (text, key) => {
    if (key === "href") links.push(text);
    for (const token of parseInline(text)) if (token.type === "link") links.push(token.href);
  });
  return links;
}

function allText(page: ContentPage): string {
  const parts: string[] = [];
  eachString(page, (text) => parts.push(text));
  return parts.join("\n");
}

const idOf = (section: Section) => ("id" in section ? section.id : undefined);

const sectionIds = (page: ContentPage) => page.sections.map(idOf).filter(Boolean);

function only<T extends Section["type"]>(page: ContentPage, type: T, id: string): Extract<Section, { type: T }> {
  const section = page.sections.find((candidate) => candidate.type === type && idOf(candidate) === id);
  if (!section) throw new Error(`no ${type} section #${id}`);
  return section as Extract<Section, { type: T }>;
}

const routable = new Set(allPaths.filter((route) => !route.path.includes(":")).map((route) => route.path));

describe.each(Object.entries(pages))("%s", (route, page) => {
  it("has a specific title and a 110-160 character description", () => {
    expect(page.seo.title).not.toContain(firm.name);
    expect(page.seo.description.length).toBeGreaterThanOrEqual(110);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
  });

  it("links only to known routes, existing anchors, mail, phone or https", () => {
    for (const href of linksOf(page)) {
      expect(href, `${route}: empty or bare #`).not.toMatch(/^#?$/);
      if (/^(mailto:|tel:|https:\/\/)/.test(href)) continue;
      const [target = "", fragment] = href.split("#");
      if (target === "") {
        expect(sectionIds(page), `${route}: anchor ${href}`).toContain(fragment);
        continue;
      }
      expect(routable, `${route}: ${href}`).toContain(target);
      const linked = pages[target];
      if (fragment !== undefined && linked) expect(sectionIds(linked), href).toContain(fragment);
    }
  });

  it("states no out-of-date figures", () => {
    const text = allText(page);
    expect(text).not.toContain("£85,000");
    expect(text).not.toContain("33p");
    expect(text).not.toMatch(/lorem|coming soon/i);
  });
});

it("gives every page its own title and description", () => {
  const all = Object.values(pages);
  expect(new Set(all.map((page) => page.seo.title)).size).toBe(all.length);
  expect(new Set(all.map((page) => page.seo.description)).size).toBe(all.length);
});

describe("Our Ethos", () => {
  it("has the spec's eleven sections in order", () => {
    expect(ethos.sections.map((section) => idOf(section) ?? section.type)).toEqual([
      "hero",
      "purpose",
      "mission",
      "vision",
      "principles",
      "values-in-action",
      "client-journey",
      "people-and-culture",
      "community-impact",
      "sustainability",
      "in-a-nutshell",
    ]);
  });

  it("has four principles, each with 'What It Means' and 'How You Experience It'", () => {
    const principles = only(ethos, "cardGrid", "principles");
    expect(principles.items).toHaveLength(4);
    for (const item of principles.items)
      expect(item.details?.map((detail) => detail.label)).toEqual(["What It Means", "How You Experience It"]);
  });

  it("has four values in action as a collapsible list and a four-step journey", () => {
    expect(only(ethos, "accordion", "values-in-action").items).toHaveLength(4);
    expect(only(ethos, "steps", "client-journey").steps).toHaveLength(4);
  });

  it("names its support for Black and minority-ethnic founders", () => {
    expect(
      allText({
        seo: ethos.seo,
        sections: [only(ethos, "prose", "community-impact")],
      }),
    ).toContain("Black and minority-ethnic founders");
  });
});

describe("Meet the Team", () => {
  it("shows no empty team when the firm shows no one", () => {
    // Built without a backend, as the unit tests are: src/content/shared/about-people.test.ts has people.
    expect(team.sections.filter((section) => section.type === "team")).toEqual([]);
  });
});

describe("Partnership Programme", () => {
  it("has the four application steps with the spec's titles and figures", () => {
    const journey = only(partnership, "steps", "application");
    expect(journey.steps.map((step) => step.title)).toEqual([
      "Apply",
      "Interview and Proposal",
      "Compliance and Onboarding",
      "Launch Day",
    ]);
    const [apply, interview, onboarding] = journey.steps;
    expect(apply?.description).toMatch(/about five minutes/);
    expect(interview?.description).toMatch(/45-minute/);
    expect(onboarding?.duration).toMatch(/within 10 business days/);
  });

  it("states the commercial model", () => {
    const text = allText({
      seo: partnership.seo,
      sections: [only(partnership, "prose", "commercial-model")],
    });
    expect(text).toContain("70%");
    expect(text).toMatch(/No joining or platform fee/);
    expect(text).toMatch(/Minimum billings:\*\* £60,000 a year/);
    expect(text).toMatch(/Staff at cost/);
    expect(text).toMatch(/professional indemnity insurance/);
    expect(text).toContain(`SRA number ${firm.sraNumber}`);
  });

  it("has a testimonial, and Apply Now opens an application e-mail to the partners", () => {
    expect(only(partnership, "testimonials", "partner-story").items).toHaveLength(1);
    const apply = only(partnership, "ctaBand", "apply").actions.find((action) => action.label === "Apply Now");
    const url = new URL(apply?.href ?? "");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(firm.partnersEmail);
    expect(url.searchParams.get("subject")).toBe("Partnership application");
    expect(url.searchParams.get("body")).toMatch(/Practising certificate/);
  });

  it("offers a mailto for partner enquiries, answered within one working day", () => {
    const text = allText(partnership);
    expect(
      linksOf(partnership).some((href) =>
        href.startsWith(`mailto:${firm.partnersEmail}?subject=Partnership%20enquiry`),
      ),
    ).toBe(true);
    expect(text).toMatch(/partner enquiries within one working day/);
  });
});

describe("Reviews", () => {
  it("shows no testimonial, and no empty section, when the firm publishes none", () => {
    // Built without a backend, as the unit tests are: src/content/shared/testimonials.test.ts has them published.
    expect(reviews.sections.filter((section) => section.type === "testimonials")).toEqual([]);
    expect(home.sections.filter((section) => section.type === "testimonials")).toEqual([]);
  });

  it("links to each of the firm's review sources", () => {
    const links = linksOf(reviews);
    for (const source of firm.reviewSources) expect(links).toContain(source.url);
  });
});

describe("Legal services", () => {
  it("has cards for commercial property, residential property, contracts and the SDLT calculator", () => {
    const cards = only(commercialProperty, "cardGrid", "legal-services").items;
    expect(cards.map((card) => card.title)).toEqual([
      "Commercial property",
      "Residential property",
      "Contracts",
      "SDLT calculator",
    ]);
    expect(cards[3]?.href).toBe(paths.sdltCalculator.href());
  });

  it("explains fixed fees, states SRA regulation and has an FAQ", () => {
    const text = allText(commercialProperty);
    expect(text).toMatch(/fixed fee/i);
    expect(text).toContain(
      `authorised and regulated by the Solicitors Regulation Authority (SRA number ${firm.sraNumber})`,
    );
    expect(only(commercialProperty, "faq", "faq").items.length).toBeGreaterThanOrEqual(5);
  });
});

describe("Legal pages", () => {
  const complaints = only(terms, "prose", "complaints");
  const complaintsText = allText({ seo: terms.seo, sections: [complaints] });

  it("give the regulatory wording and link to the complaints procedure", () => {
    for (const page of [terms, commercialProperty]) {
      const text = allText(page);
      expect(text).toContain(
        `authorised and regulated by the Solicitors Regulation Authority (SRA number ${firm.sraNumber}) for its legal services`,
      );
      expect(text).toContain(
        `a member firm of the Institute of Chartered Accountants in England and Wales (ICAEW), firm number ${firm.icaewFirmNumber}, and its accountancy work is subject to ICAEW's practice assurance`,
      );
    }
    expect(linksOf(commercialProperty)).toContain(`${paths.terms.href()}#complaints`);
    expect(allText(terms)).toContain(firm.companyNumber);
    expect(allText(terms)).toMatch(/professional indemnity insurance/);
  });

  it("set out the complaints timescales and the Legal Ombudsman's time limits", () => {
    expect(complaintsText).toMatch(/within 2 working days/);
    expect(complaintsText).toMatch(/within 8 weeks/);
    expect(complaintsText).toMatch(/6 months of our final response/);
    expect(complaintsText).toMatch(/1 year of the act or omission/);
    expect(complaintsText).toMatch(/ICAEW|Institute of Chartered Accountants/);
  });

  it("say what a testimonial holds, on what basis, and that it comes down when its author asks", () => {
    const text = allText(privacy);
    expect(text).toContain("Testimonials and reviews you give us");
    expect(text).toContain("with your consent (Article 6(1)(a))");
    expect(text).toContain("Testimonials you give us: shown until you ask us to stop");
  });

  it("date the privacy notice and name the controller, lawful bases, processors and the ICO", () => {
    const text = allText(privacy);
    expect(text).toContain("7 December 2026");
    expect(text).toContain(firm.legalName);
    expect(text).toContain(firm.privacyEmail);
    for (const basis of ["6(1)(a)", "6(1)(b)", "6(1)(c)", "6(1)(f)"]) expect(text).toContain(basis);
    // Every outside service the code hands personal data to: the backend, the mail transports
    // (supabase/functions/_shared/mail.ts), the booking link and the static host the site deploys to.
    const processors = text.slice(text.indexOf("(processors)"), text.indexOf("We share data with others"));
    expect(processors).toContain("**Supabase**");
    expect(processors).toContain("**Our e-mail delivery provider**");
    expect(processors).toContain(new URL(firm.bookingUrl).hostname);
    // The staff's calendar feed (supabase/functions/calendar-feed) is read by the calendar they subscribe from.
    expect(processors).toContain("**Our staff's calendar service**");
    expect(processors).toContain("**Our website host**");
    expect(text).toContain("0303 123 1113");
    for (const right of [
      "Access",
      "Rectification",
      "Erasure",
      "Restriction",
      "Objection",
      "Portability",
      "Withdraw consent",
    ])
      expect(text).toContain(`**${right}:**`);
  });

  it("describe the contact form's data truthfully: what the form takes, why, and the period retention applies", () => {
    const text = allText(privacy);
    const start = text.indexOf("Contact requests and call backs");
    const section = text.slice(start, text.indexOf("eBook sign-ups", start));
    // Every field the contact form sends (supabase/functions/_shared/kernel/schemas/contact-request.ts).
    for (const field of Object.keys(contactFormSchema.shape))
      expect(section, field).toContain(contactFieldWords[field as keyof typeof contactFieldWords]);
    expect(section).toContain(paths.contact.href());
    expect(section).toContain("6(1)(f)");
    expect(section).toContain("We do not add you to any mailing list.");
    expect(CONTACT_DATA_WORDING).toContain("We do not add you to any mailing list.");
    expect(section).toContain(`**How long:** ${periodInWords(retentionMonths.contact_requests)} from your message`);
    expect(text).toContain(`Contact requests and call backs: ${periodInWords(retentionMonths.contact_requests)}`);
  });

  it("say truthfully that visitors get no cookies and staff sessions live in local storage", () => {
    const text = allText(cookies);
    expect(text).toMatch(/does not set cookies/);
    expect(text).toContain("session storage");
    expect(text).toContain("hero-variant");
    expect(text).toMatch(/local storage, under a name starting sb-/);
  });
});
