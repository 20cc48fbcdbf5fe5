import { complianceCard } from "~/content/shared/accounting-services";
import { audiencePage } from "~/content/templates/audience-page";
import { sample } from "#kernel/sample.ts";

export default audiencePage({
  audience: "contractors",
  seo: {
    title: "Accountants for Outside IR35 Contractors",
    description:
      "Accounting for limited company contractors: IR35 contract reviews, accounts, VAT, director's payroll, dividends and tax returns for a fixed monthly fee.",
    serviceName: "Accounting for Outside IR35 Contractors",
  },
  hero: {
    badge: "For Outside IR35 Contractors",
    heading: "Accounting for outside IR35 contractors",
    lead: "Run your limited company with less admin and more take-home pay. We handle the accounts, payroll, VAT and your tax return, review your contracts for IR35, and plan how you pay yourself.",
  },
  why: {
    heading: "Why contractors choose us",
    items: [
      {
        title: "IR35 reviews by accountants and lawyers",
        description:
          "We review each new contract and how you'll actually work against the IR35 tests, so you know where you stand before you sign.",
      },
      {
        title: "Status decisions checked",
        description:
          "If a medium or large client decides your status, it must give you a status determination statement. We check its reasoning and help you challenge it if it's wrong.",
      },
      {
        title: "Salary and dividends planned",
        description:
          "An efficient mix of salary, dividends and company pension contributions, reviewed every year, so you keep more of what you earn within the rules.",
      },
      {
        title: "Expenses made clear",
        description:
          "Equipment, software, professional subscriptions, insurance and travel to temporary workplaces: we tell you what your company can pay for and what it can't.",
      },
      {
        title: "Ready for the gaps",
        description:
          "Time between contracts, a new client abroad, or closing the company when you stop contracting: we plan ahead so each change costs you as little tax as possible.",
      },
      {
        title: "Mortgage-ready paperwork",
        description:
          "Lenders look closely at contractors. We keep your accounts current and provide an accountant's reference quickly when you need one.",
      },
    ],
  },
  compliance: {
    lead: "Everything your limited company has to file, on one fixed monthly fee.",
    items: [
      complianceCard(
        "accountsTax",
        "Your company's year-end accounts and CT600, with corporation tax estimated as you go so it's never a shock.",
      ),
      complianceCard(
        "vat",
        "VAT registration and quarterly returns, with a check on whether the Flat Rate Scheme would help or cost you.",
      ),
      complianceCard(
        "payroll",
        "Your director's salary run through payroll at the right level, with the monthly RTI submissions done for you.",
      ),
      complianceCard(
        "selfAssessment",
        "Your personal return covering salary and dividends, with the tax on your dividends set aside in advance.",
      ),
      complianceCard(
        "bookkeeping",
        "Invoices, expenses and mileage recorded from your bank feed and phone, with little for you to do.",
      ),
      complianceCard(
        "companySecretarial",
        "Dividend paperwork, board minutes and your confirmation statement, so the records support every payment you take.",
      ),
    ],
  },
  valueAdd: {
    lead: "For contractors thinking beyond the next contract.",
    services: ["taxPlanning", "restructuring", "systemsAudit"],
  },
  pricing: {
    heading: "Contractor pricing",
    lead: "Every plan covers your limited company's accounts and corporation tax, your confirmation statement and a named accountant who works with contractors every day.",
    plans: [
      {
        title: "Essential",
        subtitle: "For a one-director company",
        features: [
          "Annual accounts and corporation tax return",
          "Confirmation statement",
          "Director's self assessment",
          "Monthly director's payroll",
          "Quarterly VAT returns",
          "Xero and Dext subscriptions",
        ],
      },
      {
        title: "Professional",
        subtitle: "For contractors who want every pound planned",
        features: [
          "Everything in Essential",
          "IR35 review of each new contract",
          "Monthly bookkeeping",
          "Salary, dividend and pension planning",
          "Corporation tax and dividend tax estimates",
          "Quarterly check-in call",
        ],
      },
      {
        title: "Enterprise",
        subtitle: "For higher earners and two-director companies",
        features: [
          "Everything in Professional",
          "Self assessment for a second director or shareholder",
          "Quarterly management accounts",
          "Yearly tax planning, including pensions and closing the company",
          "Accountant's reference for mortgages and lettings",
          "Priority support from your accountant",
        ],
      },
    ],
  },
  successStory: sample("success story", {
    heading: "How a data engineer increased his take-home pay by £6,400 a year",
    client: "Tomasz K. · data engineer contracting through Kowal Data Ltd · Reading",
    challenge:
      "Tomasz came to us after his previous accountant filed his company's accounts late two years running. He had just accepted a new contract without checking its IR35 terms, and was paying himself a mix of salary and dividends that cost him more tax than it needed to.",
    solution:
      "Our accountants and lawyers reviewed the new contract and how he would actually work with the client, and recorded the evidence for an outside IR35 position. We reset his salary and dividends, started company pension contributions and moved his VAT, payroll and accounts onto one fixed monthly fee.",
    results: [
      {
        value: "£6,400",
        label: "More take-home pay a year, including pension",
      },
      { value: "3", label: "Contracts reviewed for IR35 in the first year" },
      { value: "0", label: "Late filings since joining" },
    ],
    quote: {
      text: "I know where I stand on every contract and exactly what I can take out of the company. The admin takes me minutes a month.",
      author: "Tomasz K., Director",
      company: "Kowal Data Ltd",
    },
  }),
  cta: {
    heading: "Keep more of your contract rate",
    text: "Get a fixed monthly price for your limited company in under a minute, or book a consultation to have your next contract reviewed for IR35.",
  },
});
