import { MTD_INCOME_TAX_PHASES } from "~/content/shared/accounting-facts";
import { compliancePage } from "~/content/templates/compliance-page";
import { fact } from "~/lib/facts";

export default compliancePage({
  seo: {
    title: "Cloud Bookkeeping Services in Xero, QuickBooks and FreeAgent",
    description:
      "Monthly or quarterly cloud bookkeeping: bank feeds reconciled, receipts captured with Dext, VAT coded and backlogs caught up, for one fixed monthly fee.",
    serviceName: "Bookkeeping Services",
  },
  hero: {
    heading: "Books that are always up to date",
    lead: "We keep your bookkeeping current in Xero, QuickBooks or FreeAgent: bank feeds reconciled, receipts matched and VAT coded, every month or quarter. You can see where you stand at any time, not once a year.",
  },
  description: {
    heading: "Clean books, less admin",
    blocks: [
      {
        type: "p",
        text: "Good bookkeeping is the foundation of everything else: VAT returns that are right, a year end with no surprises, and numbers you can make decisions with. Most owners fall behind because it is dull and never urgent, until suddenly it is.",
      },
      {
        type: "p",
        text: "We connect your bank accounts, set up receipt capture with Dext or Hubdoc, and write rules so routine transactions code themselves. Our bookkeepers then review, reconcile and ask about anything unclear, in one short list rather than a stream of e-mails. Each month or quarter you get a summary of your position.",
      },
    ],
    aside: {
      heading: "Records you must keep",
      text: "A limited company must keep its records for 6 years from the end of the financial year they relate to. Cloud storage keeps them safe and easy to find.",
    },
  },
  features: [
    {
      title: "Bank reconciliation",
      icon: "bank",
      description:
        "Every business bank account, card and payment platform matched to your books, so the balances are always right.",
    },
    {
      title: "Receipt and bill capture",
      icon: "receipt",
      description:
        "Snap a receipt or forward a bill and Dext or Hubdoc reads it. We check the coding and the VAT, and file the image with the transaction.",
    },
    {
      title: "Sales and purchase ledgers",
      icon: "spreadsheet",
      description:
        "Who owes you and whom you owe, kept up to date, with reminders to customers who pay late if you want them.",
    },
    {
      title: "Catch-up bookkeeping",
      icon: "timer",
      description:
        "Months or years behind? We rebuild your records from bank statements, deal with anything urgent first and put you on a routine.",
    },
    {
      title: "Software set-up and training",
      icon: "laptop",
      description:
        "Xero, QuickBooks or FreeAgent set up for your business, with bank feeds connected and a short training session for your team.",
    },
    {
      title: "Regular summary",
      icon: "chart",
      description:
        "A monthly or quarterly summary of income, costs, cash and what you owe HMRC, written for you rather than for an accountant.",
    },
  ],
  faq: {
    heading: "Bookkeeping: your questions answered",
    items: [
      {
        question: "Which software do you use?",
        answer:
          "Xero, QuickBooks, FreeAgent and Sage, with Dext or Hubdoc for receipts. If you are starting from scratch we usually recommend Xero, and our business plans include the Xero and Dext subscriptions. If you are happy with the software you already have, we'll work in it.",
      },
      {
        question: "Should my bookkeeping be monthly or quarterly?",
        answer:
          "Quarterly suits many smaller businesses, especially those filing quarterly VAT returns. Monthly is better if you want management accounts, employ several people or need to watch cash closely. You can move from one to the other as you grow.",
      },
      {
        question: "I'm behind with my books. Can you catch up?",
        answer:
          "Yes. We import your bank statements, reconcile the backlog and list any missing paperwork, then move you onto a regular routine. We tell you up front what the catch-up will cost and how long it will take, and deal first with anything that has a deadline, such as an overdue VAT return.",
      },
      {
        question: "What will I still need to do?",
        answer:
          "Photograph receipts with the Dext app or forward them by e-mail, raise your sales invoices (or let us set up repeating ones), and answer our questions, which we collect into one short list each period. Most clients spend a few minutes a week.",
      },
      {
        question: "How long do I need to keep my records?",
        answer: `A limited company must keep its records for 6 years from the end of the last financial year they relate to. Sole traders and landlords must keep theirs for at least 5 years after the ${fact("self-assessment.online-return-deadline")} Self Assessment deadline for the tax year, and VAT records must be kept for at least 6 years. Clear digital copies are fine.`,
      },
      {
        question: "Will this get me ready for Making Tax Digital?",
        answer: `Yes. Making Tax Digital already applies to every VAT-registered business, and Making Tax Digital for Income Tax applies to sole traders and landlords ${MTD_INCOME_TAX_PHASES}. Cloud bookkeeping keeps the digital records these rules require, and we can send the quarterly updates for you.`,
      },
    ],
  },
  cta: {
    heading: "Get your books off your to-do list",
    text: "Get a fixed monthly price for bookkeeping in under a minute, including any catch-up work, or book a call to talk through your current set-up.",
  },
});
