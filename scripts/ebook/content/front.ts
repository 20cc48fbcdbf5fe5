import { firm } from "../../../src/config/firm.ts";
import { fact } from "../../../src/lib/facts.js";
import {
  corporationTax,
  dividends,
  gbp,
  homeFlatRates,
  incomeTax,
  mileage,
  mtdCohorts,
  nationalInsurance,
  pct,
  selfAssessmentPenalties as pen,
  taxYear,
  tradingAllowance,
  vat,
} from "../figures.ts";
import type { ContentPage, ContentsPage, CoverPage } from "../types.ts";
import { jas } from "./examples.ts";

/** A rule of thumb for the share of income to put aside for tax, not a rule: a percentage range. */
const setAside = { from: 20, to: 30 };

export const cover: CoverPage = {
  kind: "cover",
  title: "The Influencer's Tax Playbook",
  subtitle:
    "A plain-English UK tax guide for creators, influencers and streamers: sponsorships, gifted products, platforms, VAT, Making Tax Digital and when to go limited.",
  strapline: `${taxYear} edition · free guide`,
  note: `Figures for the ${taxYear} tax year unless stated`,
};

export const contents: ContentsPage = {
  kind: "contents",
  title: "Contents",
  blocks: [
    {
      type: "callout",
      tone: "key",
      label: "Please read",
      title: "About this guide",
      blocks: [
        {
          type: "paragraph",
          text: `This guide is for creators who live in the UK and earn, or are starting to earn, from their content. It explains the rules in general terms. **It is general guidance, not advice:** it cannot take account of your circumstances, and reading it does not make you a client of ${firm.legalName}.`,
        },
        {
          type: "paragraph",
          text: `**Figures are as at the date of this edition** and are for the ${taxYear} tax year (${fact("tax-year.2026-27-start")} to ${fact("tax-year.2026-27-end")}) unless another year is stated. Income tax figures are for England; Wales currently uses the same rates on earnings, Scotland does not (page 9). Tax rules and rates change, usually at each Budget, so check GOV.UK or ask an adviser before you act. We accept no responsibility for loss arising from anything done, or not done, in reliance on this guide.`,
        },
        {
          type: "paragraph",
          tone: "small",
          text: "Names of creators and brands in the examples are invented. The examples leave out other income, reliefs and allowances unless they say otherwise.",
        },
      ],
    },
  ],
};

export const atAGlance: ContentPage = {
  kind: "content",
  kicker: "Start here",
  title: `Key figures for ${taxYear} at a glance`,
  intro:
    "The numbers you will use most often as a creator, with the page that explains each one. Keep this page handy when a brand deal lands or a deadline approaches.",
  blocks: [
    {
      type: "table",
      columns: [
        { header: "What", width: 0.34 },
        { header: `Figure for ${taxYear}`, width: 0.54 },
        { header: "Page", width: 0.12, align: "right" },
      ],
      rows: [
        [
          "Trading allowance",
          `First ${gbp(tradingAllowance)} of gross trading income tax-free; use it **or** your actual expenses`,
          "5",
        ],
        [
          "Register for Self Assessment",
          `By ${fact("self-assessment.registration-deadline")} after the end of the tax year in which you started`,
          "7",
        ],
        [
          "Returns and payment",
          `Online return and tax due ${fact("self-assessment.online-return-deadline")}; paper return ${fact("self-assessment.paper-return-deadline")}; payments on account ${fact("self-assessment.payment-deadline")} and ${fact("self-assessment.second-payment-on-account-date")}`,
          "8",
        ],
        [
          "Late filing penalty",
          `${gbp(pen.initial)}, then ${gbp(pen.dailyAfterThreeMonths)} a day after 3 months (up to ${gbp(pen.dailyMaximum)}), then the greater of ${gbp(pen.minimumAtSixAndTwelveMonths)} or ${pct(pen.percentageAtSixAndTwelveMonths)} of the tax at 6 and 12 months`,
          "8",
        ],
        [
          "Personal allowance",
          `${gbp(incomeTax.personalAllowance)} (reduced by ${fact("income-tax.allowance-taper-reduction")} for every ${fact("income-tax.allowance-taper-step")} of income over ${gbp(incomeTax.allowanceTaperFrom)})`,
          "9",
        ],
        [
          "Income tax, England",
          `${pct(incomeTax.basicRate)} up to ${gbp(incomeTax.higherRateThreshold)}; ${pct(incomeTax.higherRate)} to ${gbp(incomeTax.additionalRateThreshold)}; ${pct(incomeTax.additionalRate)} above. Scotland differs`,
          "9",
        ],
        [
          "Class 4 National Insurance",
          `${pct(nationalInsurance.class4MainRate)} on profits ${gbp(nationalInsurance.lowerProfitsLimit)} to ${gbp(nationalInsurance.upperProfitsLimit)}; ${pct(nationalInsurance.class4UpperRate)} above`,
          "9",
        ],
        [
          "Class 2 National Insurance",
          `Not payable by the self-employed since ${fact("national-insurance.class-2-not-payable-from")}; voluntary if profits are below the small profits threshold`,
          "9",
        ],
        [
          "Mileage (car or van)",
          `${Math.round(mileage.carFirst10000 * 100)}p a mile for the first 10,000 business miles, ${Math.round(mileage.carAfter * 100)}p after`,
          "12",
        ],
        [
          "Working from home (flat rate)",
          homeFlatRates.map((r) => `£${r.monthly}`).join(", ") + " a month, depending on hours worked at home",
          "12",
        ],
        [
          "VAT registration",
          `Taxable turnover over ${gbp(vat.registrationThreshold)} in any rolling 12 months; deregistration ${gbp(vat.deregistrationThreshold)}`,
          "13",
        ],
        [
          "Making Tax Digital for Income Tax",
          mtdCohorts.map((c) => `over ${gbp(c.over)} from ${c.from}`).join("; "),
          "14",
        ],
        [
          "Keep your records",
          `At least 5 years after the ${fact("self-assessment.online-return-deadline")} filing deadline for the year`,
          "15",
        ],
        [
          "Corporation tax",
          `${pct(corporationTax.smallProfitsRate)} up to ${gbp(corporationTax.lowerLimit)} profit; ${pct(corporationTax.mainRate)} over ${gbp(corporationTax.upperLimit)}; marginal relief between`,
          "17",
        ],
        [
          "Dividends",
          `Allowance ${gbp(dividends.allowance)}; rates ${pct(dividends.rates2026.ordinary)}, ${pct(dividends.rates2026.upper)} and ${pct(dividends.rates2026.additional)} from ${fact("dividends.rates-from")} (2025/26: ${pct(dividends.rates2025.ordinary)}, ${pct(dividends.rates2025.upper)}, ${pct(dividends.rates2025.additional)})`,
          "17",
        ],
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: "The rule of thumb that saves the most stress",
      blocks: [
        {
          type: "paragraph",
          text: `Every time money (or a gifted product) comes in, put a fixed share of it in a separate savings account for tax. A basic-rate creator pays ${pct(incomeTax.basicRate + nationalInsurance.class4MainRate)} on each extra pound of profit (income tax plus Class 4), so **${setAside.from} to ${setAside.to}% of income** is a sensible starting point. On ${gbp(jas.profit)} of profit the bill is ${gbp(jas.total, true)}: see the worked example on page 10.`,
        },
      ],
    },
  ],
};
