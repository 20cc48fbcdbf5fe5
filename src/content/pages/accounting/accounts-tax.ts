import { paths } from "~/config/paths";
import { experience, startingPrice } from "~/content/shared/accounting-facts";
import { compliancePage } from "~/content/templates/compliance-page";
import { fact, factValue } from "~/lib/facts";
import { formatWholePounds } from "~/lib/format";

export default compliancePage({
  seo: {
    title: "Annual Accounts and Corporation Tax Returns",
    description:
      "Statutory accounts filed at Companies House and CT600 returns filed with HMRC on time, with your corporation tax bill known in advance. Fixed monthly fee.",
    serviceName: "Accounts and Corporation Tax",
  },
  hero: {
    heading: "Accounts and Corporation Tax, done early",
    lead: "We prepare your company's statutory accounts and corporation tax return, tell you what you owe well before it is due, and file both on time. You approve everything before it goes in.",
  },
  description: {
    heading: "A year end without the scramble",
    blocks: [
      {
        type: "p",
        text: "Every limited company must file annual accounts at Companies House and a corporation tax return (CT600) with HMRC, even in a year when it made no profit. The two deadlines fall at different times and the penalties for missing them are automatic, so we plan backwards from them.",
      },
      {
        type: "p",
        text: `We have been doing this for UK companies for ${experience}. We work from your cloud bookkeeping, so most of what we need is already there. We check it, make the year-end adjustments, prepare the accounts and the tax computation, and go through the figures with you on a call before anything is filed.`,
      },
      {
        type: "list",
        items: [
          "**Accounts** due at Companies House 9 months after your year end.",
          "**Corporation tax** payable 9 months and 1 day after the end of your accounting period.",
          "**CT600 return** due at HMRC 12 months after the end of the period.",
        ],
      },
    ],
    aside: {
      heading: "Know your bill first",
      text: "Corporation tax is due three months before the return. We give you an estimate as your year closes, so the money is put aside in good time.",
    },
  },
  features: [
    {
      title: "Statutory accounts",
      icon: "document",
      description:
        "Micro-entity or small company accounts prepared to the right UK standard (FRS 105 or FRS 102) and filed at Companies House.",
    },
    {
      title: "Corporation tax return",
      icon: "calculator",
      description:
        "Your CT600 and tax computation, with capital allowances and every relief you qualify for, filed online with HMRC.",
    },
    {
      title: "Tax estimate in advance",
      icon: "savings",
      description:
        "An estimate of your corporation tax as the year closes, so you know what to set aside before the payment date.",
    },
    {
      title: "Review call before filing",
      icon: "chat",
      description:
        "A call with your accountant to go through profit, the balance sheet and tax before you approve and sign.",
    },
    {
      title: "Dividend and loan checks",
      icon: "shield",
      description:
        "We check that dividends were covered by profits and flag an overdrawn director's loan account before it costs the company extra tax.",
    },
    {
      title: "Deadlines tracked for you",
      icon: "calendar",
      description:
        "We track your Companies House and HMRC dates and ask for what we need in good time, so late-filing penalties don't happen.",
    },
  ],
  faq: {
    heading: "Accounts and corporation tax: your questions answered",
    items: [
      {
        question: "When are my company's annual accounts due?",
        answer:
          "A private limited company must file its accounts at Companies House within 9 months of the end of its financial year. First accounts usually have longer: 21 months from the date the company was registered. We diarise both and aim to file well before the deadline.",
      },
      {
        question: "When do I pay corporation tax and file the return?",
        answer:
          "Corporation tax is payable 9 months and 1 day after the end of your accounting period, and the CT600 return is due 12 months after the period ends. The tax is due before the return, which is why we work it out early. Companies with very large profits pay by quarterly instalments instead; we'll tell you if that applies to you.",
      },
      {
        question: "How much corporation tax will my company pay?",
        answer: `Profits up to ${fact("corporation-tax.lower-limit")} are taxed at ${fact("corporation-tax.small-profits-rate")} and profits of ${fact("corporation-tax.upper-limit")} or more at ${fact("corporation-tax.main-rate")}. In between, you pay ${fact("corporation-tax.main-rate")} less marginal relief, which gives an effective rate between the two. The limits are shared between associated companies and reduced for short accounting periods. For a quick estimate, try our [corporation tax calculator](${paths.corporationTaxCalculator.href()}).`,
      },
      {
        question: "What happens if the accounts or the return are late?",
        answer: `Companies House charges an automatic penalty for late accounts: ${fact("companies-house.late-accounts-penalty-1-month")} if they are up to a month late, rising to ${fact("companies-house.late-accounts-penalty-over-6-months")} if more than six months late, and doubled if the accounts were also late the year before. For a return due on or after ${fact("corporation-tax.late-filing-penalties-doubled-date")}, HMRC charges ${fact("corporation-tax.late-filing-penalty")} for a late CT600 and another ${formatWholePounds(factValue("corporation-tax.late-filing-penalty-3-months") - factValue("corporation-tax.late-filing-penalty"))} if it is more than 3 months late (${fact("corporation-tax.late-filing-penalty-third-time")} and ${fact("corporation-tax.late-filing-penalty-third-time-3-months")} if it is the third late return in a row), and ${fact("corporation-tax.late-filing-tax-geared-penalty")} of any unpaid tax at 6 and again at 12 months, plus interest on tax paid late.`,
      },
      {
        question: "My company is dormant. Does it still need to file?",
        answer:
          "Yes. A dormant company must still file annual accounts and a confirmation statement at Companies House. If HMRC knows the company is dormant, it won't usually need a corporation tax return unless HMRC sends a notice to file one. We prepare dormant accounts and keep the company in good standing until you're ready to trade.",
      },
      {
        question: "What will you need from me?",
        answer:
          "If you use Xero, QuickBooks, FreeAgent or Sage, we work from your live books and ask only for what's missing: usually loan statements, details of equipment bought, stock at the year end and any personal spending through the business account. If your records are on paper or spreadsheets, we send a short checklist and can move you onto cloud bookkeeping for the year ahead.",
      },
      {
        question: "Can you take over from my current accountant?",
        answer:
          "Yes, at any point in the year. Once you've signed our engagement letter, we write to your previous accountant for professional clearance and the handover information, and check that no deadline is about to fall. You don't need to have the awkward conversation yourself.",
      },
      {
        question: "Which expenses and allowances can my company claim?",
        answer: `Costs incurred wholly and exclusively for the business are deductible: salaries, employer pension contributions, rent, software, professional fees, business travel and more. Most equipment and vans (but not cars) qualify for the Annual Investment Allowance, which gives ${fact("capital-allowances.annual-investment-allowance-relief")} relief on up to ${fact("capital-allowances.annual-investment-allowance")} of qualifying spending a year. We check every claim against HMRC's rules before filing.`,
      },
      {
        question: "Does my company need an audit?",
        answer:
          "Most small private companies are exempt from audit. Whether yours is depends on its turnover, balance sheet total and number of employees, and on whether it belongs to a group. We confirm your position each year; if you do need an audit, we prepare audit-ready accounts and work with your auditor.",
      },
      {
        question: "How much does it cost?",
        answer: `One fixed monthly fee, agreed before we start, with no extra bill at year end. Our plans start from ${startingPrice} a month plus VAT and include the accounts, the corporation tax return and the confirmation statement. [Get an instant quote](${paths.quote.href()}) for your exact price.`,
      },
    ],
  },
  cta: {
    heading: "Get your year end sorted early",
    text: "Tell us about your company and get a fixed monthly price in under a minute. If a deadline is close, say so when we speak and we'll start with it.",
  },
});
