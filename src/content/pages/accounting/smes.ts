import { firm } from "~/config/firm";
import { experience, startingPrice } from "~/content/shared/accounting-facts";
import { complianceCard } from "~/content/shared/accounting-services";
import { audiencePage } from "~/content/templates/audience-page";
import { sample } from "#kernel/sample.ts";

/** Spec section 9, "SME plan inclusions". */
const everyPlan = [
  "Annual statutory accounts",
  "Corporation tax return",
  "Confirmation statement",
  "Quarterly VAT returns",
  "Monthly payroll",
  "Xero and Dext subscriptions",
];

export default audiencePage({
  audience: "smes",
  seo: {
    title: "Accountants for Small and Medium-Sized Businesses",
    description: `Fixed-fee accounting for UK limited companies: accounts, corporation tax, VAT, payroll and bookkeeping, plus management accounts and KPIs. From ${startingPrice} a month.`,
    serviceName: "Accounting for SMEs",
  },
  hero: {
    badge: "For SMEs",
    heading: "Accounting for ambitious small businesses",
    lead: "From your first hire to your fiftieth, we keep your company compliant and give you the numbers to grow on: cloud bookkeeping, payroll, VAT and year end, with advice when the big decisions come up. One fixed monthly fee.",
  },
  why: {
    heading: "Why SMEs choose us",
    items: [
      {
        title: "One fixed monthly fee",
        description:
          "Your price is agreed before we start and covers the year's work. No surprise bill at year end, and no charge for a quick question.",
      },
      {
        title: "Software does the busywork",
        description:
          "Bank feeds, receipt capture and AI-assisted coding in Xero and Dext mean less data entry and chasing for you, and more of our time on advice.",
      },
      {
        title: "Numbers you can use",
        description:
          "Management accounts and key metrics you can read in five minutes, not just a statutory pack nine months after the year has ended.",
      },
      {
        title: "A named accountant",
        description: `A qualified accountant who knows your business, replies ${firm.replyWithin} and joins up payroll, VAT and tax, backed by a team with ${experience} of experience.`,
      },
      {
        title: "Deadlines handled",
        description:
          "We track every Companies House and HMRC date and ask for what we need in good time, so you don't pay late-filing penalties.",
      },
      {
        title: "Backing founders others overlook",
        description:
          "We're proud to work with ambitious founders, especially Black and minority-ethnic entrepreneurs, and to help them build businesses that lenders and investors take seriously.",
      },
    ],
  },
  compliance: {
    lead: "Everything your company has to file, done on time and explained.",
    items: [
      complianceCard("accountsTax"),
      complianceCard("vat"),
      complianceCard("payroll"),
      complianceCard("bookkeeping"),
      complianceCard(
        "selfAssessment",
        "Directors' personal tax returns for dividends and other income, included in every plan for one or two directors.",
      ),
      complianceCard("companySecretarial"),
    ],
  },
  valueAdd: {
    lead: "When you're ready to grow, the advice that makes the difference.",
    services: [
      "taxPlanning",
      "managementAccounts",
      "businessAnalysis",
      "fractionalCfo",
      "systemsAudit",
      "researchDevelopment",
    ],
  },
  pricing: {
    heading: "SME pricing",
    lead: "Every plan includes your annual accounts, corporation tax return, confirmation statement, quarterly VAT returns, monthly payroll, and your Xero and Dext subscriptions.",
    plans: [
      {
        title: "Awareness",
        subtitle: "Stay compliant and know where you stand",
        features: [
          ...everyPlan,
          "Self assessment for 1 director",
          "Quarterly bookkeeping",
          "Management accounts",
          "Corporation tax estimate",
        ],
      },
      {
        title: "Insights",
        subtitle: "Monthly numbers and a quarterly review",
        features: [
          ...everyPlan,
          "Self assessment for 2 directors",
          "Monthly bookkeeping",
          "Management accounts",
          "Tax estimate",
          "7 key metrics analysis",
          "KPI tracking",
          "Quarterly insights meeting",
        ],
      },
      {
        title: "Foresight",
        subtitle: "Plan ahead with budgets and forecasts",
        features: [
          "Everything in Insights",
          "Monthly results vs budget",
          "3-month rolling cashflow forecast",
          "Yearly tax planning",
        ],
      },
    ],
  },
  successStory: sample("success story", {
    heading: "How a joinery firm cut its overheads by 40%",
    client: "Kestrel Joinery Ltd · fitted kitchens and furniture · 14 staff · Leeds",
    challenge:
      "The two directors spent two evenings a week on paperwork. Bookkeeping lived in a spreadsheet, payroll was with one firm and the accounts with another, and three software subscriptions overlapped. They found out how the year had gone when the accounts arrived, months after it ended.",
    solution:
      "We moved Kestrel onto Xero with Dext receipt capture, brought bookkeeping, payroll, VAT and the year end into one fixed monthly fee on our Insights plan, and cancelled the tools they no longer needed. Monthly management accounts and a quarterly meeting showed which kinds of job made money, and two loss-making lines were repriced.",
    results: [
      { value: "40%", label: "Lower finance and admin overheads" },
      { value: "8 hours", label: "Saved by the directors every week" },
      {
        value: "£23,000",
        label: "Extra gross profit in the first year from repricing",
      },
    ],
    quote: {
      text: "We used to find out how we'd done a year late. Now we see it every month, and it costs us less than before.",
      author: "Daniel K., Managing Director",
      company: "Kestrel Joinery Ltd",
    },
  }),
  cta: {
    heading: "Ready to see your numbers every month?",
    text: "Get a fixed monthly price for your company in under a minute, or book a free consultation to talk it through with a partner.",
  },
});
