import { MTD_INCOME_TAX_PHASES } from "~/content/shared/accounting-facts";
import { compliancePage } from "~/content/templates/compliance-page";
import { fact } from "~/lib/facts";

const onlineDeadline = fact("self-assessment.online-return-deadline");
const paperDeadline = fact("self-assessment.paper-return-deadline");
const paymentDeadline = fact("self-assessment.payment-deadline");
const secondPaymentOnAccount = fact("self-assessment.second-payment-on-account-date");
const registrationDeadline = fact("self-assessment.registration-deadline");

export default compliancePage({
  seo: {
    title: "Self Assessment Tax Returns Prepared and Filed",
    description: `Self Assessment returns for the self-employed, landlords and company directors, filed well before ${onlineDeadline}, with Making Tax Digital quarterly updates.`,
    serviceName: "Self Assessment",
  },
  hero: {
    heading: `Your tax return, filed well before ${onlineDeadline}`,
    lead: "We prepare and file your Self Assessment return, claim the allowances and reliefs you're due, and tell you what to pay and when. No January rush and no penalty letters.",
  },
  description: {
    heading: "Who needs to file, and how we help",
    blocks: [
      {
        type: "p",
        text: "You'll usually need to file a Self Assessment return if you're self-employed, a partner in a partnership or a landlord, or if you have income that isn't taxed at source, such as dividends above your allowance, foreign income or capital gains. Many company directors file one for their dividends.",
      },
      {
        type: "p",
        text: "We collect your information with a simple online checklist, prepare the return and go through it with you before filing. You'll know your tax bill and any payments on account weeks before they're due, so you can plan for them.",
      },
      { type: "h3", text: "The dates that matter" },
      {
        type: "list",
        items: [
          `**${registrationDeadline}**: register for Self Assessment if you need to file for the first time, for the tax year that ended on ${fact("tax-year.end")}.`,
          `**${paperDeadline}**: deadline for paper returns.`,
          `**${onlineDeadline}**: deadline for online returns and for paying the balance of your tax, plus your first payment on account.`,
          `**${secondPaymentOnAccount}**: second payment on account.`,
        ],
      },
    ],
    aside: {
      heading: "Making Tax Digital for Income Tax",
      text: `Quarterly digital updates apply to sole traders and landlords ${MTD_INCOME_TAX_PHASES}. We can keep the records and send the updates for you.`,
    },
  },
  features: [
    {
      title: "Return prepared and filed",
      icon: "document",
      description:
        "Your full return, including self-employment, property, dividend, savings and foreign income pages, checked with you and filed online.",
    },
    {
      title: "Your bill in advance",
      icon: "calculator",
      description:
        "Your tax bill and payments on account worked out weeks ahead, with a request to reduce them if your income has fallen.",
    },
    {
      title: "Allowances and reliefs",
      icon: "savings",
      description:
        "Pension contributions, Gift Aid, the Marriage Allowance and business expenses claimed correctly, so you pay no more than you owe.",
    },
    {
      title: "Property and capital gains",
      icon: "home",
      description:
        "Rental income, finance-cost relief for landlords and gains on shares or property calculated and reported.",
    },
    {
      title: "Making Tax Digital quarterly updates",
      icon: "laptop",
      description:
        "Digital records kept, quarterly updates sent and your final declaration made, if you're in Making Tax Digital for Income Tax.",
    },
    {
      title: "HMRC registration and letters",
      icon: "mail",
      description: "We register you with HMRC, act as your agent, and deal with HMRC's letters and questions for you.",
    },
  ],
  faq: {
    heading: "Self Assessment: your questions answered",
    items: [
      {
        question: "When is the Self Assessment deadline?",
        answer: `Online returns are due by ${onlineDeadline} after the end of the tax year, and any tax owed must be paid by the same date. Paper returns are due earlier, by ${paperDeadline}. For the 2025–26 tax year, that means ${fact("self-assessment.paper-filing-deadline-2025-26")} on paper and ${fact("self-assessment.2025-26-online-return-deadline")} online.`,
      },
      {
        question: "What are the penalties for filing late?",
        answer: `${fact("self-assessment.late-filing-penalty")} as soon as your return is late, even if you owe no tax. After 3 months, ${fact("self-assessment.late-filing-daily-penalty")} a day for up to 90 days (up to ${fact("self-assessment.late-filing-daily-penalty-maximum")}). At 6 months, a further ${fact("self-assessment.late-filing-penalty-minimum-6-and-12-months")} or ${fact("self-assessment.late-filing-penalty-percentage-6-and-12-months")} of the tax due, whichever is greater, and the same again at 12 months. Tax paid late also attracts interest and separate late-payment penalties.`,
      },
      {
        question: "How long do I need to keep my records?",
        answer: `If you're self-employed or a landlord, keep your records for at least 5 years after the ${onlineDeadline} deadline for the tax year: for 2025–26, until at least ${fact("self-assessment.business-records-kept-until-2025-26")}. Otherwise, keep them for at least 22 months after the end of the tax year. Keep them longer if HMRC has opened an enquiry into your return.`,
      },
      {
        question: "What are payments on account?",
        answer: `Unless your last Self Assessment bill was under ${fact("self-assessment.payments-on-account-threshold")}, or more than ${fact("self-assessment.payments-on-account-collected-at-source")} of your tax was collected at source (through PAYE, for example), HMRC asks for advance payments towards next year's bill: half by ${paymentDeadline} and half by ${secondPaymentOnAccount}. If your income has fallen, we can apply to reduce them.`,
      },
      {
        question: "Does Making Tax Digital for Income Tax affect me?",
        answer: `It applies to sole traders and landlords ${MTD_INCOME_TAX_PHASES}. Qualifying income is your combined turnover from self-employment and property, before expenses. If you're in, you keep digital records, send quarterly updates and finish the year with a final declaration by ${onlineDeadline}. We can do all of it for you.`,
      },
      {
        question: "I need to file for the first time. What should I do?",
        answer: `Register with HMRC by ${registrationDeadline} after the end of the tax year in which you first needed to file: for income in the 2025–26 tax year, that was ${fact("self-assessment.registration-deadline-2025-26")}. If you've missed it, register now. We can register you and make sure your first return goes in on time.`,
      },
    ],
  },
  cta: {
    heading: "Let us file your return this year",
    text: "Get a fixed price for your Self Assessment in under a minute. The sooner you start, the sooner you know your bill, and there's no January rush.",
  },
});
