import { MTD_INCOME_TAX_PHASES } from "~/content/shared/accounting-facts";
import { complianceCard } from "~/content/shared/accounting-services";
import { audiencePage } from "~/content/templates/audience-page";
import { fact } from "~/lib/facts";
import { sample } from "#kernel/sample.ts";

export default audiencePage({
  audience: "landlords",
  seo: {
    title: "Accountants for Landlords and Property Investors",
    description:
      "Tax returns, Making Tax Digital, Section 24 and property company accounts for UK landlords, with per-property reporting. Fixed monthly fees, no hidden fees.",
    serviceName: "Accounting for Landlords",
  },
  hero: {
    badge: "For Landlords",
    heading: "Accounting for landlords and property investors",
    lead: "Whether you let one flat or run a portfolio through a company, we handle your tax returns, Making Tax Digital and mortgage interest relief, and show you how each property is really performing.",
  },
  why: {
    heading: "Why landlords choose us",
    items: [
      {
        title: "Making Tax Digital, handled",
        description: `Making Tax Digital for Income Tax applies to sole traders and landlords ${MTD_INCOME_TAX_PHASES}. We keep your digital records and send the quarterly updates.`,
      },
      {
        title: "Mortgage interest relief worked out",
        description:
          "On residential lets, finance costs only earn a basic-rate tax credit. We calculate it correctly and show you what it means for your real return.",
      },
      {
        title: "Every allowable expense claimed",
        description:
          "Repairs, agent fees, insurance, ground rent, service charges and replacement furnishings: nothing missed, and nothing claimed that shouldn't be.",
      },
      {
        title: "Profit property by property",
        description:
          "See which properties earn their keep. Per-property reports show rent, costs and empty periods, so you can decide what to keep, improve or sell.",
      },
      {
        title: "Personal or company ownership?",
        description:
          "We compare holding property personally with holding it in a limited company, including the cost of moving, before you make a decision that's hard to reverse.",
      },
      {
        title: "Selling without surprises",
        description:
          "Capital gains tax on a UK residential property sale must be reported and paid within 60 days of completion. We work out the gain and file the return for you.",
      },
    ],
  },
  compliance: {
    lead: "The filings every landlord needs, whether you own property personally or through a company.",
    items: [
      complianceCard(
        "selfAssessment",
        `Your return with its property pages, rental profit worked out and finance-cost relief claimed, filed before ${fact("self-assessment.online-return-deadline")}.`,
      ),
      complianceCard(
        "bookkeeping",
        "Rent, agent statements and bills recorded against each property from your bank feeds, ready for Making Tax Digital.",
      ),
      complianceCard(
        "accountsTax",
        "Accounts and corporation tax returns for property companies, including the records lenders ask for when you refinance.",
      ),
      complianceCard(
        "vat",
        "Commercial property and VAT: whether to opt to tax, registering if you need to, and quarterly returns.",
      ),
      complianceCard(
        "companySecretarial",
        "Confirmation statements, shareholder changes and minutes for your property company, kept in order.",
      ),
      complianceCard(
        "registeredOffice",
        "A London registered office for your property company, so your home address stays off the public register.",
      ),
    ],
  },
  valueAdd: {
    lead: "Advice for landlords who want their portfolio to work harder.",
    services: ["taxPlanning", "restructuring", "managementAccounts"],
  },
  pricing: {
    heading: "Landlord pricing",
    lead: "Every plan includes your tax return, deadline reminders and a named accountant who understands property.",
    plans: [
      {
        title: "Essential",
        subtitle: "For one or two rental properties",
        features: [
          "Self assessment for 1 landlord, with property pages",
          "Annual rental income and expenses summary",
          "Mortgage interest relief calculated",
          "Making Tax Digital quarterly updates, if you're in scope",
          "Dext receipt capture",
          "Reminders for every HMRC deadline",
        ],
      },
      {
        title: "Professional",
        subtitle: "For growing portfolios and joint owners",
        features: [
          "Everything in Essential",
          "Self assessment for 2 joint owners",
          "Quarterly bookkeeping from your bank feeds",
          "Profit and costs reported property by property",
          `Tax estimate before each ${fact("self-assessment.payment-deadline")} and ${fact("self-assessment.second-payment-on-account-date")} payment`,
          "Annual review of ownership and structure",
        ],
      },
      {
        title: "Enterprise",
        subtitle: "For portfolios held in a limited company",
        features: [
          "Everything in Professional",
          "Property company accounts and corporation tax return",
          "Confirmation statement",
          "Monthly bookkeeping",
          "Directors' salary and dividend planning",
          "Yearly tax planning, including sales and capital gains",
        ],
      },
    ],
  },
  successStory: sample("success story", {
    heading: "How a family portfolio grew its rental income by 25%",
    client: "The Adeyemi portfolio · 9 flats across south London · owned jointly by a married couple",
    challenge:
      "Folake and Tunde did their own tax returns from a shoebox of statements. They couldn't tell which flats were paying their way, the mortgage interest restriction had pushed Tunde into higher-rate tax, and Making Tax Digital was on its way.",
    solution:
      "We set up bookkeeping with a profit report for each flat. It showed three flats let well below local rents and a managing agent whose fees took nearly a fifth of the rent. They reviewed rents at renewal and moved to a better-value agent, while we reviewed how the income was shared between them and set up their Making Tax Digital records.",
    results: [
      { value: "25%", label: "Increase in rental income" },
      { value: "£4,100", label: "Income tax saved each year" },
      { value: "9", label: "Properties, each with its own profit report" },
    ],
    quote: {
      text: "We thought we knew our portfolio. Seeing each flat's numbers showed us exactly where we were losing money.",
      author: "Folake A., Landlord",
      company: "The Adeyemi portfolio",
    },
  }),
  cta: {
    heading: "Let your portfolio pay you properly",
    text: "Get a fixed monthly price for your property accounts in under a minute, or book a consultation to talk about Making Tax Digital, incorporation or a sale.",
  },
});
