/**
 * The corporation tax calculator page's words, as data. Figures quoted in
 * the copy come from the rates table and the calculation itself, so a Budget
 * change to `lib/corporation-tax-rates.ts` cannot leave the text behind.
 */
import { paths } from "~/config/paths";
import type { FaqSection } from "~/components/sections/types";
import { fact } from "~/lib/facts";
import { exampleAmount } from "~/lib/money";
import { formatLongDate, plural } from "~/lib/format";
import type { PageMeta } from "~/prerender/head";
import { calculatorCopy } from "./calculator-copy";
import type { ExplainerContent } from "./components/explainer";
import { calculateCorporationTax } from "./lib/corporation-tax";
import { currentMarginalReliefRates, formatFraction, marginalRatePercent } from "./lib/corporation-tax-rates";
import { financialYearStart, toIsoDate } from "./lib/dates";
import { formatGBP, formatPercent, formatRate } from "./lib/format";

const rates = currentMarginalReliefRates();
const lower = formatGBP(rates.lowerLimit);
const upper = formatGBP(rates.upperLimit);
const smallRate = formatRate(rates.smallProfitsRatePercent);
const mainRate = formatRate(rates.mainRatePercent);
const fraction = formatFraction(rates.marginalReliefFraction);
/** The tax on each extra pound of profit between the limits: 25% + 3/200 = 26.5%. */
const marginalRate = formatRate(marginalRatePercent(rates));
const ratesFrom = formatLongDate(toIsoDate(financialYearStart(rates.fromFinancialYear)));
/** "1 April": the day each financial year begins, as the calculator splits periods. */
const financialYearBegins = ratesFrom.replace(/ \d{4}$/, "");
/** An example of the payment rule: a year ending on 31 March 2026 pays by 1 January 2027. */
const exampleYearEnd = formatLongDate("2026-03-31");
const examplePaymentDue = formatLongDate("2027-01-01");
const worked = calculateCorporationTax(exampleAmount(100_000), 0);

/** Profits for the table of examples; each row is worked out by the calculator itself. */
export const exampleProfits = [
  exampleAmount(30_000),
  rates.lowerLimit,
  exampleAmount(100_000),
  exampleAmount(150_000),
  rates.upperLimit,
  exampleAmount(400_000),
];

export const head: PageMeta = {
  title: "Corporation Tax Calculator",
  description: `Work out your company's corporation tax at ${smallRate}, ${mainRate} or with marginal relief, including short periods, associated companies and periods spanning ${financialYearBegins}.`,
  path: paths.corporationTaxCalculator.path,
};

/** The questions under the guide, rendered by the site's own FAQ section. */
const faqs: FaqSection = {
  type: "faq",
  heading: "Corporation tax: common questions",
  items: [
    {
      question: "Is corporation tax charged on revenue or on profit?",
      answer: `On taxable profit: your revenue less allowable expenses and capital allowances. Some costs, such as client entertaining and most fines, are not allowable, so your taxable profit can be higher than the profit in your accounts. This calculator treats every expense you enter as allowable.`,
    },
    {
      question: "What is the effective tax rate?",
      answer: `Your corporation tax as a percentage of your taxable profit. It is ${smallRate} up to ${lower} and ${mainRate} from ${upper}; in between, marginal relief makes it rise gradually.`,
    },
    {
      question: "Does the calculator work for a period shorter than 12 months?",
      answer: `Yes. Open the advanced options and enter your accounting period's start and end dates: the limits are reduced in proportion to the number of days (days in each financial year ÷ that year's 365 or 366 days, as HMRC's own calculator does), and a period that spans ${financialYearBegins} is split between the two financial years. For a full 12-month period we keep the full limits, as the law says (CTA 2010 s18D); HMRC's calculator reduces them slightly when part of the period falls in a financial year of 366 days.`,
    },
    {
      question: "What if my company made a loss?",
      answer:
        "There is no corporation tax to pay on a loss. A trading loss can usually be set against the company's other profits of the same period, carried back against the previous 12 months' profits, or carried forward against future profits. We can tell you which claim saves the most.",
    },
    {
      question: "How accurate is the estimate?",
      answer: `It applies HMRC's rates, limits and marginal relief rules to the figures you enter. It does not work out your taxable profit for you: disallowable costs, capital allowances, losses and reliefs such as R&D can change it a lot. [Get a quote](${paths.quote.href()}) and we will confirm the figure before you rely on it.`,
    },
  ],
};

export const ctCopy = {
  header: {
    badge: calculatorCopy.badge,
    title: "Corporation Tax Calculator",
    lead: `See what your company will pay at today's rates: ${smallRate} on profits up to ${lower}, ${mainRate} from ${upper}, and marginal relief in between.`,
  },

  inputs: {
    heading: "Your company's figures",
    revenue: {
      label: "Total Revenue",
      hint: "Your company's income for a 12-month accounting period, in whole pounds.",
      hintAdvanced: "Your company's income for the accounting period you enter below, in whole pounds.",
    },
    expenses: {
      label: "Total Expenses",
      hint: "The allowable costs of running the business over the same period, such as salaries, rent and supplies.",
    },
  },

  results: {
    heading: calculatorCopy.resultsHeading,
    taxToPay: "Corporation tax to pay",
    profit: "Taxable profit",
    afterTax: "Profit after tax",
    effectiveRate: calculatorCopy.effectiveRate,
    portionsHeading: "How the tax is made up",
    smallProfitsPortion: (rate?: number) =>
      rate === undefined ? "Small profits rate portion" : `Small profits rate portion (${formatRate(rate)})`,
    mainRatePortion: (rate?: number) =>
      rate === undefined ? "Main rate portion" : `Main rate portion (${formatRate(rate)})`,
    marginalRelief: "Marginal relief applied",
    glanceNote: calculatorCopy.glanceNote,
    basisSimple: `For a 12-month accounting period and a company with no associated companies, at the rates in force since ${ratesFrom}.`,
    basisAdvanced: (input: {
      start: string;
      end: string;
      days: number;
      associatedCompanies: number;
      exemptDistributions: number;
    }) =>
      [
        `For the accounting period ${formatLongDate(input.start)} to ${formatLongDate(input.end)} (${plural(input.days, "day", "days")})`,
        `${input.associatedCompanies === 0 ? "no" : input.associatedCompanies} associated ${input.associatedCompanies === 1 ? "company" : "companies"}`,
        input.exemptDistributions > 0 ? `${formatGBP(input.exemptDistributions)} of exempt distributions` : null,
      ]
        .filter((part) => part !== null)
        .join(", ") + ".",
    invalidTitle: "Check the accounting period details",
    invalidText: "Your estimate will appear here once the details in the advanced options are complete and valid.",
    printNote: calculatorCopy.printNote(
      { title: head.title, href: paths.corporationTaxCalculator.href() },
      "an accountant",
    ),
  },

  /** The live region's one-line summary. */
  summary: (tax: number, profit: number) => `Corporation tax ${formatGBP(tax)} on profit of ${formatGBP(profit)}`,
  summaryInvalid: "No estimate yet: check the accounting period details",

  details: {
    title: calculatorCopy.details.title,
    simpleIntro: calculatorCopy.details.intro,
    advancedIntro: "How we calculated your figure for this accounting period:",
  },

  advanced: {
    title: "Advanced: accounting period, associated companies, exempt distributions",
    intro: `Use these if your accounting period is shorter than 12 months (it cannot be longer) or spans ${financialYearBegins}, if your company has associated companies, or if it received dividends from other companies. While this section is open, your estimate uses them.`,
    prefilled: "We have filled in a 12-month period to start you off: change it to your company's own.",
    periodStart: {
      label: "Accounting period start date",
      hint: "The first day of the period.",
    },
    periodEnd: {
      label: "Accounting period end date",
      hint: "The last day: usually your year end.",
    },
    associatedCompanies: {
      label: "Number of associated companies",
      hint: `Other companies that control yours, that yours controls, or that are controlled by the same people, at any time in the period. Leave out dormant companies. The ${lower} and ${upper} limits are shared between them all.`,
    },
    exemptDistributions: {
      label: "Exempt distributions received",
      hint: `Dividends your company received from other companies, leaving out any from its own ${fact("corporation-tax.51-percent-subsidiary")} group. They are not taxed, but they count towards the ${lower} and ${upper} limits.`,
    },
    breakdown: {
      heading: "Breakdown by financial year",
      caption: "Corporation tax for each financial year in your accounting period",
      /** A financial year runs from 1 April; FY2024 is 1 April 2024 to 31 March 2025. */
      column: (financialYear: number) => `Financial year ${financialYear}`,
      rows: {
        part: "Part of your period",
        days: "Days",
        profits: "Taxable profits",
        augmentedProfits: "Augmented profits",
        associatedCompanies: "Associated companies",
        lowerLimit: "Lower limit",
        upperLimit: "Upper limit",
        rate: "Rate",
        mainRateTax: "Tax before marginal relief",
        marginalRelief: "Marginal relief",
        tax: "Corporation tax",
      },
      notApplicable: "None",
      partDates: (start: string, end: string) => `${formatLongDate(start)} to ${formatLongDate(end)}`,
    },
  },

  cta: {
    heading: "Let us take corporation tax off your plate",
    text: "We prepare your accounts and company tax return, make sure every allowable cost and allowance is claimed, and tell you what to pay and when, for a fixed monthly fee agreed before we start.",
    button: calculatorCopy.quote.label,
    href: calculatorCopy.quote.href,
  },

  examples: {
    caption: "Corporation tax on some example profits for a 12-month period",
    columns: { profit: "Taxable profit", tax: "Corporation tax", effectiveRate: "Effective rate" },
  },

  explainer: {
    heading: "How corporation tax works",
    sections: [
      {
        heading: "Who pays it",
        paragraphs: [
          `UK limited companies pay corporation tax on their taxable profits: trading profits, investment income and gains, after allowable expenses and capital allowances. Sole traders and partners pay income tax on their profits instead, through [Self Assessment](${paths.selfAssessment.href()}).`,
        ],
      },
      {
        id: "rates",
        heading: "The rates",
        paragraphs: [
          `Since ${ratesFrom}, a company with profits of ${lower} or less pays the small profits rate of ${smallRate}. A company with profits of ${upper} or more pays the main rate of ${mainRate} on all of them. In between, it pays ${mainRate} less marginal relief, so its effective rate rises gradually from ${smallRate} to ${mainRate}.`,
        ],
      },
      {
        heading: "How marginal relief works",
        paragraphs: [
          `Marginal relief is ${fraction} of the gap between your profits and the ${upper} upper limit. On profits of ${formatGBP(worked.profit)}, the main rate gives ${formatGBP(worked.mainRateTax)}; relief of ${fraction} × (${upper} − ${formatGBP(worked.profit)}) = ${formatGBP(worked.marginalRelief)} brings the tax down to ${formatGBP(worked.taxToPay)}, an effective rate of ${formatPercent(worked.effectiveRate)}.`,
          `Between the limits, each extra pound of profit costs ${marginalRate} in tax. That is worth knowing when you plan the timing of spending or pension contributions: a deduction saves the most there.`,
        ],
      },
      {
        heading: `Short periods, associated companies and ${financialYearBegins}`,
        paragraphs: [
          `The ${lower} and ${upper} limits are for a 12-month accounting period and a company with no associated companies. They shrink in proportion for a shorter period, and are divided between your company and its associated companies. A period that spans ${financialYearBegins} is split between the two financial years by days, and each part is taxed at that year's rates. The advanced options above take all of this into account.`,
        ],
      },
      {
        heading: "When to pay and file",
        paragraphs: [
          `Corporation tax is due 9 months and 1 day after the end of your accounting period: for a year ending ${exampleYearEnd}, by ${examplePaymentDue}. The company tax return (CT600) is due 12 months after the end of the period, and your accounts are due at Companies House 9 months after it.`,
          `Companies with profits over ${fact("corporation-tax.quarterly-instalments-threshold")} pay in quarterly instalments instead, starting during the accounting period.`,
        ],
      },
    ],
  } satisfies ExplainerContent,

  faqs,
} as const;
