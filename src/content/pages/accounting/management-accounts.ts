import { paths } from "~/config/paths";
import { valueAddPage } from "~/content/templates/value-add-page";
import { sample } from "#kernel/sample.ts";

export default valueAddPage({
  seo: {
    title: "Monthly Management Accounts and Cash Flow Reporting",
    description:
      "Monthly or quarterly management accounts with cash flow, margins and KPIs explained in plain English, so you can act within days of month end, not months.",
    serviceName: "Management accounts",
  },
  primaryLabel: "Get Management Accounts Quote",
  hero: {
    heading: "Monthly Figures You Can Actually Act On",
    lead: "Annual accounts arrive months after the year they describe. Management accounts show you profit, cash and margins every month while there is still time to do something about them, with a short commentary on what has changed and why.",
    stats: sample("marketing figure", [
      {
        value: "98%",
        label: "Client satisfaction with our management accounts",
      },
    ]),
  },
  intro: {
    eyebrow: "Run the business on current numbers",
    heading: "Not a legal requirement. A practical one.",
    blocks: [
      {
        type: "p",
        text: "No law says you must produce management accounts, which is exactly why many small businesses run on their bank balance and a gut feeling. The trouble is that a healthy bank balance can hide a falling margin, a VAT bill or a customer who has stopped paying.",
      },
      {
        type: "p",
        text: "We close your books each month or quarter, reconcile them properly, and give you a short pack: profit and loss, balance sheet, cash flow and the few indicators that matter for your business, compared with your budget and last year. Lenders and investors ask for the same figures, so you are always ready.",
      },
    ],
    aside: {
      heading: "When you get them",
      text: "Usually within 10 working days of the month end, once your bookkeeping for the month is complete.",
    },
  },
  features: {
    heading: "What your monthly pack includes",
    items: [
      {
        title: "Reporting pack",
        description:
          "Profit and loss, balance sheet and cash flow, against budget and the same period last year, with a one-page commentary in plain English.",
        icon: "document",
      },
      {
        title: "Cash flow forecast",
        description:
          "A rolling forecast of the cash coming in and going out over the next three months, including VAT, PAYE and corporation tax, so nothing lands unexpectedly.",
        icon: "wallet",
      },
      {
        title: "KPIs and review call",
        description:
          "The key indicators for your sector, such as gross margin, debtor days, utilisation or stock turn, tracked month by month and discussed with your accountant.",
        icon: "gauge",
      },
    ],
  },
  benefits: {
    heading: "Why owners rely on their management accounts",
    items: [
      "Profit and margin known every month, not once a year",
      "Tax bills estimated and set aside well before they are due",
      "Slow-paying customers spotted before they become bad debts",
      "Budget and actual results compared line by line",
      "Figures ready when a bank, landlord or investor asks",
      "Pricing and cost decisions based on current data",
      "A year end with no surprises and a quicker set of annual accounts",
      "A regular conversation with an accountant who knows your numbers",
    ],
  },
  process: {
    heading: "How it works each month",
    steps: [
      {
        title: "Set-up",
        description:
          "We agree your reporting format, tidy the chart of accounts, set up tracking by department, site or project, and choose the KPIs that matter to you.",
        duration: "First month",
      },
      {
        title: "Month-end close",
        description:
          "We reconcile bank, debtor and creditor balances and post accruals, prepayments, depreciation and stock, so the month's profit is right, not roughly right.",
        duration: "Days 1–7",
      },
      {
        title: "Reporting pack",
        description:
          "You receive the pack with our commentary, highlighting what moved, why, and anything that needs a decision.",
        duration: "By day 10",
      },
      {
        title: "Review call",
        description:
          "A call with your accountant, monthly or quarterly, to go through the figures, update the forecast and agree actions.",
        duration: "Monthly or quarterly",
      },
    ],
  },
  caseStudy: sample("success story", {
    heading: "A manufacturer that took control of its cash",
    client: "Pennine Precision Components Ltd, a 40-person metal fabrication company in Huddersfield",
    challenge:
      "Order books were full but the bank balance kept dipping towards the overdraft limit. Job costs were only known at the year end, steel price rises were not being passed on, and the directors found out about loss-making contracts months after delivery.",
    solution:
      "We introduced monthly management accounts with job-level margins, a three-month rolling cash flow forecast and a debtor-days target. Quoting was changed to reflect current material costs, and the largest customers were moved to stage payments.",
    results: [
      { value: "26%", label: "Improvement in cash flow" },
      { value: "18%", label: "Increase in gross margin" },
      {
        value: "Day 10",
        label: "Monthly figures delivered after each month end",
      },
    ],
    quote: {
      text: "We used to find out how a job went when the accounts came in a year later. Now we know by the middle of the next month and can fix the quote before we do it again.",
      author: "Gareth W., Managing Director",
      company: "Pennine Precision Components Ltd",
    },
  }),
  cta: {
    heading: "Start next month with figures you trust",
    text: "Tell us how you keep your books today and how often you want reports. We'll send a fixed monthly fee for your management accounts.",
  },
  faq: {
    heading: "Management accounts questions",
    items: [
      {
        question: "Do I need management accounts if my business is small?",
        answer:
          "They are not a legal requirement, but if you employ staff, hold stock, borrow money or plan to grow, monthly figures help you spot problems while they are still small. Even a quarterly pack is a big step up from waiting for the annual accounts.",
      },
      {
        question: "Monthly or quarterly?",
        answer:
          "Monthly suits businesses with tight cash, stock, several sites or investors. Quarterly suits steadier businesses and keeps the cost down. You can switch as the business changes.",
      },
      {
        question: "What do you need from us?",
        answer: `Up-to-date bookkeeping, or we can do it for you through our [bookkeeping service](${paths.bookkeeping.href()}). We also need a few answers each month on things the ledger cannot see, such as work in progress or a disputed invoice.`,
      },
      {
        question: "Which software do you use?",
        answer:
          "We work mainly in Xero with Dext for receipts, and can report from QuickBooks and Sage too. Your pack comes as a PDF and a live dashboard, so you can see the figures on your phone.",
      },
      {
        question: "Are management accounts included in your packages?",
        answer: `Yes. Our [SME packages](${paths.smes.href()}) include management accounts, and Foresight adds monthly results against budget, a 3-month rolling cash flow forecast and yearly tax planning. Fees are fixed monthly, with no hidden extras.`,
      },
    ],
  },
});
