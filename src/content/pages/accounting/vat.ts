import { VAT_DEREGISTRATION_THRESHOLD, VAT_REGISTRATION_THRESHOLD } from "~/content/shared/accounting-facts";
import { compliancePage } from "~/content/templates/compliance-page";
import { fact } from "~/lib/facts";

export default compliancePage({
  seo: {
    title: "VAT Registration, Returns and Making Tax Digital",
    description: `VAT registration when you pass the ${VAT_REGISTRATION_THRESHOLD} threshold, the scheme that costs you least, and Making Tax Digital returns filed on time every quarter.`,
    serviceName: "VAT Services",
  },
  hero: {
    heading: "VAT returns that are right first time",
    lead: "We register you at the right moment, choose the scheme that costs you least, and file your Making Tax Digital returns from your books every quarter, with the figures agreed with you first.",
  },
  description: {
    heading: "VAT handled properly, from registration onwards",
    blocks: [
      {
        type: "p",
        text: `Once your taxable turnover passes ${VAT_REGISTRATION_THRESHOLD} in any rolling 12 months, you must register for VAT. Getting the timing, the scheme and the record-keeping right saves real money. Getting them wrong can mean VAT backdated on sales you have already made, which you can't go back and charge your customers.`,
      },
      {
        type: "p",
        text: "We watch your turnover against the threshold, handle the registration, and prepare each return from your cloud bookkeeping. Before we file, we send you the figures, the amount to pay and the date it is due, so there are no surprises.",
      },
    ],
    aside: {
      heading: "Key figures",
      text: `Registration threshold: ${VAT_REGISTRATION_THRESHOLD} of taxable turnover in any 12 months. Deregistration: below ${VAT_DEREGISTRATION_THRESHOLD}. Returns and payment: usually 1 month and 7 days after each quarter ends.`,
    },
  },
  features: [
    {
      title: "Threshold monitoring",
      icon: "gauge",
      description:
        "We check your rolling 12-month turnover every month and warn you well before you reach the registration threshold.",
    },
    {
      title: "VAT registration",
      icon: "badge",
      description:
        "Compulsory or voluntary registration with HMRC, with the effective date and your first return period set up correctly.",
    },
    {
      title: "Scheme review",
      icon: "scale",
      description:
        "Standard, Flat Rate, Cash Accounting or Annual Accounting: we compare them on your figures and recommend the one that suits you.",
    },
    {
      title: "Quarterly MTD returns",
      icon: "receipt",
      description:
        "Returns prepared from your bookkeeping, agreed with you, and filed through Making Tax Digital software before the deadline.",
    },
    {
      title: "Imports, exports and reverse charge",
      icon: "globe",
      description:
        "Postponed import VAT, services bought from abroad and the construction reverse charge, accounted for correctly.",
    },
    {
      title: "HMRC checks and letters",
      icon: "shield",
      description:
        "We deal with HMRC's questions and compliance checks on your behalf and correct past errors the right way.",
    },
  ],
  faq: {
    heading: "VAT: your questions answered",
    items: [
      {
        question: "When do I have to register for VAT?",
        answer: `You must register if your taxable turnover for the last 12 months goes over ${VAT_REGISTRATION_THRESHOLD}, or if you expect it to go over ${VAT_REGISTRATION_THRESHOLD} in the next 30 days alone. It's a rolling 12 months, not the tax year, so it needs checking every month. You then have 30 days from the end of the month in which you went over to register. You can ask to deregister if you expect your taxable turnover in the next 12 months to be ${VAT_DEREGISTRATION_THRESHOLD} or less.`,
      },
      {
        question: "Should I register voluntarily before I reach the threshold?",
        answer:
          "It can pay if most of your customers are VAT-registered businesses: they reclaim the VAT you charge, and you reclaim the VAT on your costs. If you sell mainly to consumers, registering early usually means raising your prices or absorbing the VAT from your margin. We run the numbers for your business before you decide.",
      },
      {
        question: "Which VAT scheme is right for me?",
        answer: `Standard accounting suits most businesses. The Flat Rate Scheme can simplify things if your taxable turnover is no more than ${fact("vat.flat-rate-joining-limit")}, but businesses that spend little on goods pay a ${fact("vat.flat-rate-limited-cost-trader")} rate and often lose out. Cash accounting, open to businesses with taxable turnover up to ${fact("vat.cash-accounting-threshold")}, means you pay VAT only when your customers have paid you. We compare the schemes using your own figures.`,
      },
      {
        question: "When are VAT returns due?",
        answer: `Most businesses file quarterly. The return and the payment are both due 1 month and 7 days after the end of the VAT period. Returns must be sent through Making Tax Digital software, which we set up and use for you. Each late return earns a penalty point, and reaching the points threshold brings a ${fact("vat.late-submission-penalty")} penalty; tax paid late also attracts penalties and interest.`,
      },
      {
        question: "How long must I keep VAT records?",
        answer:
          "At least 6 years. Under Making Tax Digital, your VAT records must be kept digitally and the figures must pass from your records to your return through software, without retyping. Invoices and receipts captured with Dext or Hubdoc are stored safely in the cloud for as long as you need them.",
      },
      {
        question: "I've gone over the threshold without registering. What now?",
        answer:
          "Act quickly. HMRC will backdate your registration to the date you should have registered, and you'll owe VAT on your sales from then even if you didn't charge it. We register you, work out what's owed and help you put it right with HMRC. Late registration can also bring a penalty based on the VAT due, which is lower if you come forward before HMRC contacts you.",
      },
    ],
  },
  cta: {
    heading: "Close to the VAT threshold, or already registered?",
    text: "Get a fixed monthly price that includes your VAT returns, or book a call and we'll tell you when you need to register and which scheme suits you.",
  },
});
