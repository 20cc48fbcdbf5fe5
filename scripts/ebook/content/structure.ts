import { eg, fact } from "../../../src/lib/facts.js";
import { corporationTax as ct, corporationTaxOn, dividends, gbp, payrollNi, pct } from "../figures.ts";
import type { ContentPage } from "../types.ts";

const exampleProfit = 100_000;
const fullRate = exampleProfit * ct.mainRate;
const relief = ct.marginalReliefFraction * (ct.upperLimit - exampleProfit);
const rates = (r: { ordinary: number; upper: number; additional: number }) =>
  `${pct(r.ordinary)} / ${pct(r.upper)} / ${pct(r.additional)}`;

export const structurePage: ContentPage = {
  kind: "content",
  kicker: "Structure",
  title: "Sole trader or limited company?",
  intro:
    "Most creators start as sole traders. A limited company can save tax once profits are high and steady, but it brings cost, paperwork and rules about taking money out. Treat this page as a map, not a verdict.",
  blocks: [
    {
      type: "table",
      columns: [
        { header: "", width: 0.2 },
        { header: "Sole trader", width: 0.4 },
        { header: "Limited company", width: 0.4 },
      ],
      rows: [
        [
          "Tax on profits",
          "Income tax and Class 4 National Insurance on all profit, whether you draw it or not",
          `Corporation tax on the company's profit; personal tax only on what you take out`,
        ],
        [
          "Taking money out",
          "Any time; it is already yours",
          "Salary through payroll, dividends from taxed profits, pension contributions",
        ],
        [
          "Paperwork",
          "One Self Assessment return (plus MTD updates)",
          "Accounts, corporation tax return, payroll, confirmation statement, your own return",
        ],
        [
          "Privacy and risk",
          "Nothing published; you are personally liable",
          "Accounts and officers on the public register; liability is limited",
        ],
        [
          "Brands and agencies",
          "Fine for most deals",
          "Some larger brands and talent agencies prefer to contract with a company",
        ],
      ],
    },
    { type: "heading", text: "Corporation tax" },
    {
      type: "paragraph",
      text: `Companies pay ${pct(ct.smallProfitsRate)} on profits up to ${gbp(ct.lowerLimit)} and ${pct(ct.mainRate)} on profits over ${gbp(ct.upperLimit)}. In between, marginal relief tapers the rate, so each extra pound of profit in that range is taxed at ${pct(ct.mainRate + ct.marginalReliefFraction)}. The limits are shared between associated companies and reduced for periods shorter than a year. Accounts are due 9 months after the year end, the tax 9 months and 1 day after it, and the CT600 return 12 months after it.`,
    },
    {
      type: "callout",
      tone: "example",
      title: `Corporation tax on ${gbp(exampleProfit)} of profit`,
      blocks: [
        {
          type: "sums",
          rows: [
            {
              label: `${gbp(exampleProfit)} × ${pct(ct.mainRate)}`,
              amount: gbp(fullRate, true),
            },
            {
              label: `Less marginal relief: 3/200 × (${gbp(ct.upperLimit)} – ${gbp(exampleProfit)})`,
              amount: `(${gbp(relief, true)})`,
            },
            {
              label: `Corporation tax (an effective ${pct(corporationTaxOn(exampleProfit) / exampleProfit)})`,
              amount: gbp(corporationTaxOn(exampleProfit), true),
              kind: "total",
            },
          ],
        },
      ],
    },
    { type: "heading", text: "Salary and dividends" },
    {
      type: "bullets",
      items: [
        `**Salary** is deductible for corporation tax. Employees pay National Insurance at ${pct(payrollNi.employeeMainRate)} above ${gbp(payrollNi.primaryThreshold)}; since ${fact("national-insurance.employer-rate-from")} the company pays ${pct(payrollNi.employerRate)} above ${gbp(payrollNi.secondaryThreshold)}. A company whose only employee is its director cannot claim the Employment Allowance. Many single-director companies pay a modest salary to secure a State Pension year, then take dividends.`,
        `**Dividends** are paid from profits after corporation tax. The first ${gbp(dividends.allowance)} a year is tax-free (the dividend allowance). Rates for the basic, higher and additional rate bands: **${rates(dividends.rates2025)} for 2025/26**; the Budget of November 2025 raised the first two by 2 percentage points, to **${rates(dividends.rates2026)} from ${fact("dividends.rates-from")}**.`,
        "**Money that is neither** salary nor dividend is a loan from the company. Loans to directors that are not repaid in time cost the company extra tax and can create a benefit in kind.",
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: "When is it worth a conversation?",
      blocks: [
        {
          type: "paragraph",
          text: `Usually when profits are steadily above about ${eg(50_000)} and you can leave some in the company. The April 2026 rise in dividend tax narrowed the gap, so run your own numbers before you incorporate.`,
        },
      ],
    },
  ],
};
