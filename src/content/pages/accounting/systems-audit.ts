import { paths } from "~/config/paths";
import { valueAddPage } from "~/content/templates/value-add-page";
import { sample } from "#kernel/sample.ts";

export default valueAddPage({
  seo: {
    title: "Finance Systems Audit for Small and Growing Businesses",
    description:
      "An independent review of your finance software, processes and controls, with a costed action plan. Typically 1–2 weeks for a small business.",
    serviceName: "Finance systems audit",
  },
  primaryLabel: "Request Systems Audit",
  hero: {
    heading: "Find Out Where Your Finance Systems Cost You Time and Money",
    lead: "We review the software, spreadsheets and habits behind your numbers, from raising an invoice to closing the month. Then we tell you what to keep, what to connect and what to stop doing.",
  },
  intro: {
    eyebrow: "An outside view",
    heading: "Most finance systems grow by accident",
    blocks: [
      {
        type: "p",
        text: "A new app for expenses, a spreadsheet for stock, a second bank account, a payroll bureau, an online shop: each choice made sense at the time. A few years on, figures are typed in twice, nobody is sure which report is right and month end takes a week.",
      },
      {
        type: "p",
        text: "A systems audit is a practical review of how your finance function works. It is not a statutory audit of your accounts. We map how money and information move through the business, test the controls that protect you, and give you a prioritised list of changes with the time and cost each one saves.",
      },
    ],
  },
  stats: sample("marketing figure", {
    items: [
      {
        value: "35%",
        label: "Average efficiency improvement for clients who act on our findings",
      },
      { value: "1–2 weeks", label: "Typical audit for a small business" },
      {
        value: "4–6 weeks",
        label: "Typical audit for a larger, multi-site business",
      },
    ],
  }),
  features: {
    heading: "What we review",
    items: [
      {
        title: "Processes, end to end",
        description:
          "We follow each transaction from quote to invoice, payment, bank and ledger, and note every manual step, re-keyed figure, approval bottleneck and delay.",
        icon: "workflow",
      },
      {
        title: "Software and integrations",
        description:
          "How your accounting software, bank feeds, payroll, till or online shop, CRM and receipt capture are set up, what you pay for them, and whether they actually talk to each other.",
        icon: "laptop",
      },
      {
        title: "Controls and data protection",
        description:
          "Who can pay suppliers, change bank details or approve expenses, and where personal data is kept. We test the checks that protect you from errors, fraud and data breaches.",
        icon: "shield",
      },
    ],
  },
  benefits: {
    heading: "What changes after an audit",
    items: [
      "Hours of manual data entry found and removed",
      "A faster month end and figures you can trust sooner",
      "Fewer errors from copying numbers between systems",
      "Stronger protection against invoice and bank-detail fraud",
      "Software subscriptions you no longer need, cancelled",
      "Records ready for Making Tax Digital",
      "A prioritised action plan, each item costed against its saving",
    ],
  },
  process: {
    heading: "How the audit runs",
    steps: [
      {
        title: "Scoping call",
        description:
          "We agree which entities, processes and systems are in scope, who we should speak to, and a fixed fee before anything starts.",
        duration: "Day 1",
      },
      {
        title: "Review and interviews",
        description:
          "With read-only access to your software, we examine the set-up and sample real transactions, and spend time with the people who do the work each day.",
      },
      {
        title: "Findings report",
        description:
          "A written report that rates each area, separates quick wins from bigger changes and puts a cost and a saving against every recommendation. We present it to you in person or on a call.",
      },
      {
        title: "Implementation support",
        description:
          "We make the changes ourselves or alongside your team: connecting apps, setting approval rules, tidying the chart of accounts. Three months later we check the results.",
        duration: "Review at 3 months",
      },
    ],
  },
  caseStudy: sample("success story", {
    heading: "A lettings agency that got three days of every month back",
    client: "Calder Lettings Ltd, an independent lettings agency managing around 600 homes in West Yorkshire",
    challenge:
      "Rent receipts were matched to tenancies by hand in a spreadsheet, landlord statements were rebuilt each month, and two staff spent three working days on the reconciliation. Four overlapping software subscriptions did parts of the same job.",
    solution:
      "In a two-week audit we mapped the rent cycle from tenant payment to landlord statement, reconfigured the bank feed rules in their property software, connected it to the accounting ledger, cancelled the overlapping tools and introduced a second approval for any change to landlord bank details.",
    results: [
      {
        value: "3 days → 1",
        label: "Time spent on the monthly rent reconciliation",
      },
      {
        value: "£4,300",
        label: "A year saved on duplicate software subscriptions",
      },
      { value: "2 weeks", label: "From scoping call to findings report" },
    ],
    quote: {
      text: "We thought we needed new software. What we needed was someone to set up what we had properly and show us the gaps.",
      author: "Daniel H., Operations Director",
      company: "Calder Lettings Ltd",
    },
  }),
  cta: {
    heading: "Get an outside view of your finance systems",
    text: "Tell us about your business and the software you use. We'll confirm the scope, how long the audit will take and a fixed fee.",
  },
  faq: {
    heading: "Systems audit questions",
    items: [
      {
        question: "Is this the same as a statutory audit?",
        answer:
          "No. A statutory audit gives an opinion on your annual accounts and is required only of larger companies and certain other organisations. A systems audit looks at how your finance function runs day to day and how to make it faster, cheaper and safer.",
      },
      {
        question: "How long does a systems audit take?",
        answer:
          "Typically 1–2 weeks for a small business with one entity and a handful of apps, and 4–6 weeks for a larger business with several companies, sites or systems. We confirm the timetable in the scoping call.",
      },
      {
        question: "What access do you need?",
        answer:
          "Read-only or adviser access to your accounting software, a list of the other tools you use, and an hour or so with each person involved in finance. We handle your data under UK GDPR and keep only what the review needs.",
      },
      {
        question: "Will you make us change software?",
        answer:
          "Not unless it earns its keep. Often the fix is better set-up of the tools you already pay for. If we do recommend a change, the report shows the cost, the saving and the disruption, and the decision is yours.",
      },
      {
        question: "Can you put the recommendations in place for us?",
        answer: `Yes. We can carry out the changes, train your team, and take on the routine work afterwards through our [bookkeeping service](${paths.bookkeeping.href()}) if you prefer. Larger automation projects are handled by our [financial automation team](${paths.financialAutomation.href()}).`,
      },
    ],
  },
});
