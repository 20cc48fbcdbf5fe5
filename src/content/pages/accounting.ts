import { paths } from "~/config/paths";
import { complianceServices, keysOf, solutions, valueAddServices, type Solution } from "~/content/navigation";
import { closingCta, quoteAndConsultation } from "~/content/shared/actions";
import { VAT_REGISTRATION_THRESHOLD, experience } from "~/content/shared/accounting-facts";
import { serviceMentions } from "~/content/shared/accounting-services";
import type { ContentPage } from "~/content/types";
import type { CardItem } from "~/components/sections/types";
import { fact } from "~/lib/facts";

/** A knowledge-base search for a topic, so an insight card lands on matching articles. */
const knowledgeSearch = (query: string) => `${paths.knowledge.href()}?q=${encodeURIComponent(query)}`;

/** Partner software, shown as name tiles (not links): [name, what it does]. */
const partnerSoftware: [string, string][] = [
  ["Xero", "Cloud accounting"],
  ["QuickBooks", "Cloud accounting"],
  ["FreeAgent", "Accounting for small businesses"],
  ["Sage", "Accounting and payroll"],
  ["Dext", "Receipt and bill capture"],
  ["Hubdoc", "Document capture"],
  ["ApprovalMax", "Purchase approvals"],
  ["Pleo", "Company spending cards"],
];

/** The solution cards: each audience page's menu name and link, with what the card says about it. */
const solutionCards: Record<Solution, Pick<CardItem, "icon" | "description" | "linkLabel">> = {
  smes: {
    icon: "building",
    description: "Limited companies and growing teams: accounts, VAT, payroll and monthly numbers to grow on.",
    linkLabel: "Accounting for SMEs",
  },
  landlords: {
    icon: "home",
    description:
      "One flat or a portfolio: tax returns, Making Tax Digital, mortgage interest relief and property companies.",
    linkLabel: "Accounting for landlords",
  },
  influencers: {
    icon: "megaphone",
    description:
      "Creators and influencers: platform income, brand deals, gifted products, VAT and when to incorporate.",
    linkLabel: "Accounting for influencers",
  },
  contractors: {
    icon: "laptop",
    description:
      "Contractors with their own limited company: IR35 contract reviews, salary and dividends, VAT and year end.",
    linkLabel: "Accounting for contractors",
  },
  churches: {
    icon: "church",
    description:
      "Churches and charities: charity accounts, Gift Aid, restricted funds and payroll for ministers and staff.",
    linkLabel: "Accounting for churches",
  },
};

const page: ContentPage = {
  seo: {
    title: "Accounting Services for UK Businesses",
    description:
      "Compliance and advisory accounting for SMEs, landlords, creators, contractors and churches: accounts, tax, VAT, payroll and advice on fixed monthly fees.",
    schema: "Service",
    serviceName: "Accounting Services",
  },
  sections: [
    {
      type: "hero",
      badge: "Accounting Services",
      heading: "Accounting that keeps you compliant and helps you grow",
      lead: `Chartered accountants who let cloud software and AI handle the routine work, so your filings are quick and accurate and our time goes on advice. Fixed monthly fees, no hidden fees, and ${experience} of looking after UK businesses.`,
      actions: quoteAndConsultation(),
    },
    {
      type: "cardGrid",
      id: "services",
      eyebrow: "What we do",
      heading: "Compliance and advice, from one team",
      columns: 2,
      items: [
        {
          title: "Compliance",
          icon: "checklist",
          description: `Everything HMRC and Companies House expect, filed accurately and on time: ${serviceMentions(keysOf(complianceServices))}.`,
          points: ["Deadlines tracked for you", "Figures agreed with you before we file", "Tax bills known in advance"],
        },
        {
          title: "Advisory",
          icon: "growth",
          description: `Advice that changes the numbers, not just reports them: ${serviceMentions(keysOf(valueAddServices))}.`,
          points: [
            "Plans made before the year end",
            "Monthly numbers you can act on",
            "Senior finance support when you need it",
          ],
        },
      ],
    },
    {
      type: "logoStrip",
      id: "software",
      heading: "Software we work with",
      lead: "We set up, connect and support the cloud tools that take the data entry out of your accounts. Already using one of them? We'll work in it.",
      items: partnerSoftware.map(([name, caption]) => ({ name, caption })),
    },
    {
      type: "cardGrid",
      id: "solutions",
      eyebrow: "Solutions",
      heading: "Accounting built around the way you earn",
      lead: "Each of our solutions combines the compliance you need with advice for your kind of income, on a fixed monthly fee.",
      columns: 3,
      items: keysOf(solutions).map((key) => ({
        title: solutions[key].label,
        icon: solutionCards[key].icon,
        description: solutionCards[key].description,
        href: paths[key].href(),
        linkLabel: solutionCards[key].linkLabel,
      })),
    },
    {
      type: "insights",
      id: "insights",
      heading: "Insights and tools",
      lead: "Plain-English guides to the rules that affect your business this year.",
      items: [
        {
          title: `VAT registration: the ${VAT_REGISTRATION_THRESHOLD} test explained`,
          excerpt:
            "Why the threshold is a rolling 12 months, not the tax year, when you must register, and when registering early pays.",
          date: "November 2026",
          category: "VAT",
          href: knowledgeSearch("vat"),
        },
        {
          title: "Making Tax Digital for Income Tax: are you in?",
          excerpt:
            "Who has had to send quarterly updates since April 2026, who joins in 2027 and 2028, and how to get ready.",
          date: "November 2026",
          category: "Making Tax Digital",
          href: knowledgeSearch("making tax digital"),
        },
        {
          title: "What will your company's corporation tax bill be?",
          excerpt: `Enter your revenue and expenses to see your bill, your effective rate and how marginal relief works between ${fact("corporation-tax.lower-limit")} and ${fact("corporation-tax.upper-limit")}.`,
          label: "Free tool",
          category: "Corporation tax",
          href: paths.corporationTaxCalculator.href(),
        },
      ],
      action: {
        label: "Browse the knowledge base",
        href: paths.knowledge.href(),
        variant: "secondary",
      },
    },
    {
      type: "ctaBand",
      id: "get-started",
      ...closingCta(
        "Find out what your accounting will cost",
        "Answer a few questions and get a fixed monthly price in under a minute. No obligation, and no hidden fees when you join.",
      ),
    },
  ],
};

export default page;
