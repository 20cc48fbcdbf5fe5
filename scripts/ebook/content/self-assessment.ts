import { eg, fact } from "../../../src/lib/facts.js";
import {
  gbp,
  incomeTax,
  mtdCohorts,
  nationalInsurance,
  paymentOnAccountFloor,
  pct,
  selfAssessmentPenalties as pen,
  taxYear,
  tradingAllowance,
  vat,
} from "../figures.ts";
import type { ContentPage } from "../types.ts";
import { jas } from "./examples.ts";

/** The Making Tax Digital cohort that 2026/27 income decides. */
const mtdJoining = mtdCohorts[2];

const kicker = "Self Assessment";

/** Accounts made up to this date or to the end of the tax year need no apportioning. */
const accountingDate = fact("self-employment.tax-year-basis-accounting-date");

/** "20% + 6% = 26%": the combined rate on an extra pound of profit. */
const marginal = (tax: number, ni: number) => `${pct(tax)} + ${pct(ni)} = ${pct(tax + ni)}`;

export const registering: ContentPage = {
  kind: "content",
  kicker,
  title: "Registering with HMRC",
  intro: `Once you are trading and your gross income in a tax year is more than ${gbp(tradingAllowance)}, you must register for Self Assessment as self-employed. Nobody does it for you: not the platform, not the brand, not your agent.`,
  blocks: [
    {
      type: "callout",
      tone: "key",
      title: `The deadline: ${fact("self-assessment.registration-deadline")} after the end of the tax year you started`,
      blocks: [
        {
          type: "paragraph",
          text: `The tax year runs from ${fact("tax-year.start")} to ${fact("tax-year.end")}. If you start in June 2026, that is the 2026/27 tax year, which ends on ${fact("tax-year.2026-27-end")}. You must register by **${fact("self-assessment.2026-27-registration-deadline")}**, and your first return is due online by **${fact("self-assessment.2026-27-online-return-deadline")}**, when the tax is also due.`,
        },
      ],
    },
    { type: "heading", text: "Step by step" },
    {
      type: "steps",
      items: [
        {
          title: "Register on GOV.UK",
          text: "Search for 'register for Self Assessment' and choose the self-employed option. You will need your National Insurance number, contact details, the date you started and a short description of the business, such as 'social media content creator'.",
        },
        {
          title: "Receive your UTR",
          text: "HMRC posts you a 10-digit Unique Taxpayer Reference, usually within 15 days (longer if you are abroad). Keep it safe: brands, agencies and accountants will ask for it.",
        },
        {
          title: "Set up your online account",
          text: "Use your Government Gateway login or the HMRC app to file returns, make payments and see what you owe.",
        },
        {
          title: "Separate your money",
          text: "A sole trader does not legally need a business bank account, but one account for all creator income and costs makes records, Making Tax Digital and any HMRC enquiry far easier.",
        },
        {
          title: "Choose how you will keep records",
          text: "Pick bookkeeping software that works with Making Tax Digital from day one (page 14), and start your gifting log (page 15).",
        },
      ],
    },
    { type: "heading", text: "If you are late, or already file returns" },
    {
      type: "bullets",
      items: [
        "**Late registration** can lead to a penalty based on the tax that went unpaid because of the delay. It is reduced, sometimes to nil, if you tell HMRC before they find out, and it is higher where the failure was deliberate.",
        "**Earlier years you missed?** It is usually far cheaper to come forward yourself, for example through HMRC's digital disclosure service, than to wait for HMRC to write to you.",
        "**Already in Self Assessment** (for example as a landlord)? You still need to tell HMRC about the new self-employment, which you can do in your online account.",
        "**Stopping?** Tell HMRC when you cease trading, and file a final return.",
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: "Pick a simple accounting date",
      blocks: [
        {
          type: "paragraph",
          text: `Since 2024/25, profits are taxed on a tax-year basis. If your accounts run to any date other than ${accountingDate} or ${fact("tax-year.end")}, you have to apportion profits between tax years. Making your year end ${accountingDate} or ${fact("tax-year.end")} avoids that.`,
        },
      ],
    },
  ],
};

export const deadlines: ContentPage = {
  kind: "content",
  kicker,
  title: "Deadlines, payments and penalties",
  intro:
    "Self Assessment runs on fixed dates. Put them in your calendar now: most penalties creators pay come from missing a date, not from getting the tax wrong.",
  blocks: [
    {
      type: "table",
      columns: [
        { header: "Date", width: 0.22 },
        { header: "What is due (for the 2026/27 tax year)", width: 0.78 },
      ],
      rows: [
        [
          fact("self-assessment.2026-27-registration-deadline"),
          "Register for Self Assessment if you started trading in 2026/27",
        ],
        [fact("self-assessment.2026-27-paper-return-deadline"), "Paper tax return deadline"],
        [
          fact("self-assessment.2026-27-coding-out-deadline"),
          `File online by this date if you are employed, owe less than ${fact("self-assessment.coding-out-limit")} and want it collected through your tax code`,
        ],
        [
          fact("self-assessment.2026-27-online-return-deadline"),
          "Online tax return deadline. Pay the balance of your 2026/27 tax **and** the first payment on account for 2027/28",
        ],
        [fact("self-assessment.2027-28-second-payment-on-account"), "Second payment on account for 2027/28"],
      ],
    },
    {
      type: "heading",
      text: "Payments on account: paying next year's tax in advance",
    },
    {
      type: "paragraph",
      text: `If your Self Assessment bill (income tax and Class 4 National Insurance) is ${gbp(paymentOnAccountFloor)} or more, HMRC asks for two advance payments towards the next year, each half of this year's bill, due on ${fact("self-assessment.payment-deadline")} and ${fact("self-assessment.second-payment-on-account-date")}. You do not have to make them if less than ${gbp(paymentOnAccountFloor)} was due, or if more than ${fact("self-assessment.payments-on-account-collected-at-source")} of your tax was already collected at source, for example through PAYE.`,
    },
    {
      type: "callout",
      tone: "warning",
      title: "The first-year shock",
      blocks: [
        {
          type: "paragraph",
          text: `In your first year with a bill, the January payment includes the whole year's tax **plus** ${fact("self-assessment.payment-on-account-share")} again. Jas on page 10 owes ${gbp(jas.total, true)} for 2026/27 but must pay ${gbp(jas.firstJanuary, true)} on ${fact("self-assessment.2026-27-online-return-deadline")} and another ${gbp(jas.firstJuly, true)} on ${fact("self-assessment.2027-28-second-payment-on-account")}. If your income is falling, you can apply to reduce payments on account, but interest is charged if you reduce them too far.`,
        },
      ],
    },
    { type: "heading", text: "Penalties for a late return" },
    {
      type: "table",
      columns: [
        { header: "How late", width: 0.3 },
        { header: "Penalty", width: 0.7 },
      ],
      rows: [
        ["1 day", `${gbp(pen.initial)}, even if you owe no tax or pay on time`],
        [
          "3 months",
          `${gbp(pen.dailyAfterThreeMonths)} a day for up to 90 days (a maximum of ${gbp(pen.dailyMaximum)})`,
        ],
        [
          "6 months",
          `A further ${pct(pen.percentageAtSixAndTwelveMonths)} of the tax due or ${gbp(pen.minimumAtSixAndTwelveMonths)}, whichever is greater`,
        ],
        [
          "12 months",
          `Another ${pct(pen.percentageAtSixAndTwelveMonths)} or ${gbp(pen.minimumAtSixAndTwelveMonths)}, whichever is greater (more if information was withheld deliberately)`,
        ],
      ],
    },
    {
      type: "paragraph",
      text: `**Paying late** costs ${fact("self-assessment.late-payment-penalty")} of the unpaid tax at 30 days, 6 months and 12 months, plus interest from the due date at the Bank of England base rate plus ${fact("self-assessment.late-payment-interest-margin")}. Once you are in Making Tax Digital, late filing moves to a points system and different late payment penalties apply (page 14).`,
    },
    {
      type: "callout",
      tone: "tip",
      title: "Cannot pay in full?",
      blocks: [
        {
          type: "paragraph",
          text: `Contact HMRC before the deadline. If you owe up to ${fact("self-assessment.payment-plan-limit")}, your returns are filed and you apply within 60 days of the due date, you can usually set up a payment plan online. Interest still runs, but late payment penalties are avoided while you keep to the plan.`,
        },
      ],
    },
  ],
};

export const taxAndNi: ContentPage = {
  kind: "content",
  kicker: "Tax and National Insurance",
  title: "Income tax and National Insurance",
  intro:
    "As a sole trader you pay income tax and Class 4 National Insurance on your profit: your income (cash and the value of gifts and barter) less allowable expenses, or less the trading allowance.",
  blocks: [
    {
      type: "heading",
      text: `Income tax rates for ${taxYear}: England, Wales and Northern Ireland`,
    },
    {
      type: "table",
      columns: [
        { header: "Band", width: 0.3 },
        { header: "Taxable income", width: 0.5 },
        { header: "Rate", width: 0.2, align: "right" },
      ],
      rows: [
        ["Personal allowance", `Up to ${gbp(incomeTax.personalAllowance)}`, pct(0)],
        [
          "Basic rate",
          `${gbp(incomeTax.personalAllowance + 1)} to ${gbp(incomeTax.higherRateThreshold)}`,
          pct(incomeTax.basicRate),
        ],
        [
          "Higher rate",
          `${gbp(incomeTax.higherRateThreshold + 1)} to ${gbp(incomeTax.additionalRateThreshold)}`,
          pct(incomeTax.higherRate),
        ],
        ["Additional rate", `Over ${gbp(incomeTax.additionalRateThreshold)}`, pct(incomeTax.additionalRate)],
      ],
    },
    {
      type: "bullets",
      items: [
        `Your profit is added to any salary, pension or other income, so a job uses up your personal allowance and lower bands first.`,
        `The personal allowance shrinks by ${fact("income-tax.allowance-taper-reduction")} for every ${fact("income-tax.allowance-taper-step")} of income over ${gbp(incomeTax.allowanceTaperFrom)} and is gone at ${gbp(incomeTax.additionalRateThreshold)}, an effective ${pct(incomeTax.higherRate * 1.5)} rate on income in that band.`,
        `**Wales** sets Welsh rates, which are currently the same as England's. **Scotland** is different: Scottish taxpayers pay Scottish income tax on earnings and profits, with more bands (six in ${taxYear}, from ${fact("income-tax.scotland-starter-rate")} to ${fact("income-tax.scotland-top-rate")}) and different thresholds. Check the Scottish rates on GOV.UK. National Insurance is the same across the UK.`,
      ],
    },
    { type: "heading", text: "National Insurance for the self-employed" },
    {
      type: "table",
      columns: [
        { header: "Class", width: 0.2 },
        { header: "How it works now", width: 0.8 },
      ],
      rows: [
        [
          "Class 4",
          `${pct(nationalInsurance.class4MainRate)} on profits between ${gbp(nationalInsurance.lowerProfitsLimit)} and ${gbp(nationalInsurance.upperProfitsLimit)}, and ${pct(nationalInsurance.class4UpperRate)} on profits above ${gbp(nationalInsurance.upperProfitsLimit)}. Paid through Self Assessment with your income tax, and included in payments on account.`,
        ],
        [
          "Class 2",
          `Since ${fact("national-insurance.class-2-not-payable-from")} you no longer pay Class 2 if your profits are at or above the small profits threshold (${gbp(nationalInsurance.smallProfitsThreshold)} for ${taxYear}): you are credited with a qualifying year for your State Pension automatically. Below it, you can choose to pay voluntarily (£${nationalInsurance.class2VoluntaryWeekly.toFixed(2)} a week for ${taxYear}) to protect your record, which is usually very good value.`,
        ],
      ],
    },
    {
      type: "callout",
      tone: "key",
      title: `What an extra ${eg(1)} of profit costs you`,
      blocks: [
        {
          type: "table",
          columns: [
            { header: "Total income", width: 0.5 },
            { header: "Income tax + Class 4", width: 0.5, align: "right" },
          ],
          rows: [
            [
              `${gbp(incomeTax.personalAllowance)} to ${gbp(incomeTax.higherRateThreshold)}`,
              marginal(incomeTax.basicRate, nationalInsurance.class4MainRate),
            ],
            [
              `${gbp(incomeTax.higherRateThreshold)} to ${gbp(incomeTax.allowanceTaperFrom)}`,
              marginal(incomeTax.higherRate, nationalInsurance.class4UpperRate),
            ],
            [
              `${gbp(incomeTax.allowanceTaperFrom)} to ${gbp(incomeTax.additionalRateThreshold)}`,
              marginal(incomeTax.higherRate * 1.5, nationalInsurance.class4UpperRate),
            ],
            [
              `Over ${gbp(incomeTax.additionalRateThreshold)}`,
              marginal(incomeTax.additionalRate, nationalInsurance.class4UpperRate),
            ],
          ],
        },
        {
          type: "paragraph",
          tone: "small",
          text: "For profits in England with no other income. Class 4 bands apply to your self-employed profit only, so a salary does not use them up.",
        },
      ],
    },
    {
      type: "paragraph",
      text: `**Also collected through your return:** student and postgraduate loan repayments on profits above your plan's threshold, and the High Income Child Benefit Charge if your income is over ${fact("child-benefit.high-income-charge-threshold")} and you or your partner claim Child Benefit.`,
    },
  ],
};

const fmt = (n: number) => gbp(n, true);

export const workedExample: ContentPage = {
  kind: "content",
  kicker: "Tax and National Insurance",
  title: "Worked example: a year of sponsorships",
  intro: `Jas is a lifestyle creator in England with no other income. She started trading in May 2026. In 2026/27 she earns ${gbp(jas.income)} from brand sponsorships and spends ${gbp(jas.expenses)} on allowable expenses.`,
  blocks: [
    {
      type: "callout",
      tone: "example",
      title: "Step 1: profit",
      blocks: [
        {
          type: "sums",
          rows: [
            { label: "Sponsorship income", amount: fmt(jas.income) },
            {
              label: "Less allowable expenses (kit, software, editor, travel)",
              amount: `(${fmt(jas.expenses)})`,
            },
            { label: "Taxable profit", amount: fmt(jas.profit), kind: "total" },
          ],
        },
      ],
    },
    {
      type: "columns",
      left: [
        {
          type: "callout",
          tone: "example",
          title: "Step 2: income tax",
          blocks: [
            {
              type: "sums",
              rows: [
                { label: "Profit", amount: fmt(jas.profit) },
                {
                  label: "Less allowance",
                  amount: `(${fmt(incomeTax.personalAllowance)})`,
                },
                {
                  label: "Taxable income",
                  amount: fmt(jas.taxableIncome),
                  kind: "total",
                },
                {
                  label: `${gbp(jas.taxableIncome)} × ${pct(incomeTax.basicRate)}`,
                  amount: fmt(jas.incomeTax),
                  kind: "total",
                },
              ],
            },
          ],
        },
      ],
      right: [
        {
          type: "callout",
          tone: "example",
          title: "Step 3: Class 4 National Insurance",
          blocks: [
            {
              type: "sums",
              rows: [
                { label: "Profit", amount: fmt(jas.profit) },
                {
                  label: "Less lower limit",
                  amount: `(${fmt(nationalInsurance.lowerProfitsLimit)})`,
                },
                {
                  label: `Profit taxed at ${pct(nationalInsurance.class4MainRate)}`,
                  amount: fmt(jas.profit - nationalInsurance.lowerProfitsLimit),
                  kind: "total",
                },
                {
                  label: `${gbp(jas.profit - nationalInsurance.lowerProfitsLimit)} × ${pct(nationalInsurance.class4MainRate)}`,
                  amount: fmt(jas.class4),
                  kind: "total",
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: "callout",
      tone: "example",
      title: "Step 4: the bill and when it is paid",
      blocks: [
        {
          type: "sums",
          rows: [
            { label: "Income tax", amount: fmt(jas.incomeTax) },
            { label: "Class 4 National Insurance", amount: fmt(jas.class4) },
            {
              label: "Class 2 National Insurance (not payable; her State Pension year is credited)",
              amount: fmt(0),
            },
            {
              label: "Total tax for 2026/27",
              amount: fmt(jas.total),
              kind: "total",
            },
            {
              label: `That is ${((jas.total / jas.profit) * 100).toFixed(1)}% of her profit and ${((jas.total / jas.income) * 100).toFixed(1)}% of her income.`,
              amount: "",
              kind: "note",
            },
          ],
        },
        { type: "spacer", size: 4 },
        {
          type: "table",
          columns: [
            { header: "Pay by", width: 0.3 },
            { header: "What", width: 0.45 },
            { header: "Amount", width: 0.25, align: "right" },
          ],
          rows: [
            [fact("self-assessment.2026-27-online-return-deadline"), "2026/27 tax", fmt(jas.total)],
            [
              fact("self-assessment.2026-27-online-return-deadline"),
              `1st payment on account for 2027/28 (${fact("self-assessment.payment-on-account-share")})`,
              fmt(jas.paymentOnAccount),
            ],
            [
              fact("self-assessment.2027-28-second-payment-on-account"),
              `2nd payment on account for 2027/28 (${fact("self-assessment.payment-on-account-share")})`,
              fmt(jas.paymentOnAccount),
            ],
            ["", "Total paid in 2028", fmt(jas.total + jas.paymentOnAccount * 2)],
          ],
          emphasiseLastRow: true,
        },
      ],
    },
    { type: "heading", text: "What else Jas should know" },
    {
      type: "bullets",
      items: [
        `**Set money aside as she goes.** To cover ${fmt(jas.firstJanuary)} in January 2028 she needs to save about ${Math.ceil((jas.firstJanuary / jas.income) * 100)}% of every brand payment received in 2026/27.`,
        `**VAT:** her turnover is well below ${gbp(vat.registrationThreshold)}, so she does not have to register, but she should check the rolling 12-month total every month as deals grow (page 13).`,
        `**Making Tax Digital:** her qualifying income for 2026/27 is over ${gbp(mtdJoining.over)}, so unless it falls she will need to keep digital records and send quarterly updates from ${mtdJoining.from} (page 14).`,
        `**Payments on account are estimates.** If her 2027/28 profit is higher, she pays the difference on ${fact("self-assessment.2027-28-online-return-deadline")}.`,
      ],
    },
  ],
};
