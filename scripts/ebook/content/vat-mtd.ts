import { eg, fact } from "../../../src/lib/facts.js";
import { dayAfter, gbp, mtdCohorts, pct, vat } from "../figures.ts";
import type { ContentPage } from "../types.ts";
import { jas } from "./examples.ts";

/** The three Making Tax Digital start dates, first to last. */
const [first, second, third] = mtdCohorts;

/** Mo's turnover in the VAT example, by where his customers belong. */
const moUk = 70_000;
const moUs = 40_000;

const q1End = fact("mtd-income-tax.quarter-1-end");
const q2End = fact("mtd-income-tax.quarter-2-end");
const q3End = fact("mtd-income-tax.quarter-3-end");

export const vatPage: ContentPage = {
  kind: "content",
  kicker: "VAT",
  title: "VAT and overseas platforms",
  intro: `VAT has its own threshold, ${gbp(vat.registrationThreshold)} of taxable turnover, and its own rules on where you sell. Many creators with large headline earnings do not need to register; some with smaller ones do.`,
  blocks: [
    { type: "heading", text: "When you must register" },
    {
      type: "bullets",
      items: [
        `**The rolling test.** At the end of every month, add up your VAT-taxable turnover for the last 12 months. If it is over ${gbp(vat.registrationThreshold)}, you must register within 30 days of the end of that month. This is not a tax-year test: a strong spring and summer can push you over in October.`,
        `**The forward test.** If you expect your taxable turnover in the next 30 days alone to be over ${gbp(vat.registrationThreshold)} (a single very large deal, for example), you must register by the end of those 30 days.`,
        `**Turnover, not profit.** It includes fees from UK brands and agencies, the value of gifted products and barter received for content, and UK sales of merchandise or digital products.`,
        `**Deregistration** is possible if your taxable turnover for the next 12 months is expected to be ${gbp(vat.deregistrationThreshold)} or less.`,
      ],
    },
    {
      type: "heading",
      text: "Overseas platforms and brands: the place-of-supply rule",
    },
    {
      type: "paragraph",
      text: `For services supplied to a **business** customer, the general rule is that the supply takes place where the customer belongs. Content, promotion and advertising services for an overseas brand, or for a platform company based outside the UK, are therefore outside the scope of UK VAT. You do not charge UK VAT on them, and **they do not count towards the ${gbp(vat.registrationThreshold)} threshold**.`,
    },
    {
      type: "bullets",
      items: [
        "**Check who actually pays you.** Your contract or payment statement names the company you supply. Many platforms and brands contract through a UK company, and a UK agency is a UK customer even if the brand behind it is abroad.",
        "**Fans are consumers, not businesses.** Subscriptions, tips, memberships and digital products sold to the public follow different rules, and the platform may be treated as the supplier. Check these income streams with an adviser before assuming they are outside UK VAT.",
        "**Services you buy from abroad** (an overseas editor or agency, for example) can fall under the reverse charge, and for a business that is not registered their value can count towards the threshold.",
      ],
    },
    {
      type: "callout",
      tone: "example",
      title: "Mo: big earnings, no VAT registration",
      blocks: [
        {
          type: "paragraph",
          text: `In the last 12 months Mo earned ${eg(moUk)} from UK brands and ${eg(moUs)} from a US streaming platform's US company. Only the ${eg(moUk)} counts, so he is under ${gbp(vat.registrationThreshold)} and does not have to register yet. If a UK agency starts paying him for the US work, that income becomes UK turnover and he would be over the threshold.`,
        },
      ],
    },
    {
      type: "heading",
      text: "Registering voluntarily and the Flat Rate Scheme",
    },
    {
      type: "paragraph",
      text: `Registering below the threshold lets you reclaim VAT on your costs, including costs that relate to outside-the-scope work for overseas businesses. It suits creators whose customers are VAT-registered businesses (they reclaim the ${pct(vat.standardRate)} you charge) or who work mainly for overseas businesses, and rarely suits those paid mainly by fans. Under the Flat Rate Scheme you pay a fixed percentage of your VAT-inclusive turnover; creators who buy few goods usually count as 'limited cost traders' and pay ${pct(vat.limitedCostTraderFlatRate)}, which often makes the scheme poor value. Every VAT-registered business keeps digital records and files VAT returns through Making Tax Digital software.`,
    },
  ],
};

export const mtdPage: ContentPage = {
  kind: "content",
  kicker: "Making Tax Digital",
  title: "Making Tax Digital for Income Tax",
  intro: `Making Tax Digital (MTD) replaces the once-a-year scramble with digital records and quarterly updates. It began on ${first.from} and is reaching more creators each year.`,
  blocks: [
    { type: "heading", text: "Who has to join, and when" },
    {
      type: "table",
      columns: [
        { header: "Qualifying income over", width: 0.3 },
        { header: "You must use MTD from", width: 0.3 },
        { header: "Based on your tax return for", width: 0.4 },
      ],
      rows: mtdCohorts.map((c) => [gbp(c.over), c.from, c.basedOn]),
    },
    {
      type: "bullets",
      items: [
        "**Qualifying income** is your gross income from self-employment and property added together, before expenses. A salary, dividends and savings interest do not count.",
        `The threshold is tested on the return for the year two years before, so your 2026/27 figures decide whether you join on ${third.from}.`,
        "You can apply for exemption if you cannot use digital tools, for example because of age, disability or location.",
      ],
    },
    { type: "heading", text: "What you will have to do" },
    {
      type: "table",
      columns: [
        { header: "Quarter", width: 0.4 },
        { header: "Update due by", width: 0.6 },
      ],
      rows: [
        [`${fact("tax-year.start")} to ${q1End}`, fact("mtd-income-tax.quarter-1-deadline")],
        [`${dayAfter(q1End)} to ${q2End}`, fact("mtd-income-tax.quarter-2-deadline")],
        [`${dayAfter(q2End)} to ${q3End}`, fact("mtd-income-tax.quarter-3-deadline")],
        [`${dayAfter(q3End)} to ${fact("tax-year.end")}`, fact("mtd-income-tax.quarter-4-deadline")],
        [
          "Final declaration for the tax year",
          `${fact("self-assessment.online-return-deadline")} after the tax year (replaces the tax return)`,
        ],
      ],
    },
    {
      type: "bullets",
      items: [
        "**Keep digital records** of each item of income and expense in software that works with MTD (a spreadsheet with bridging software is allowed).",
        "**Send a quarterly update** from the software: running totals of income and expenses for the year so far. It is not a tax return and does not create a bill.",
        `**Make a final declaration** by ${fact("self-assessment.online-return-deadline")}, adding other income and claims. Payment dates do not change.`,
      ],
    },
    {
      type: "callout",
      tone: "key",
      title: "Penalties under MTD",
      blocks: [
        {
          type: "paragraph",
          text: `Late submissions earn a penalty point each. At 4 points for quarterly updates you are charged ${fact("mtd-income-tax.late-submission-penalty")}, and ${fact("mtd-income-tax.late-submission-penalty")} for every later late submission until the points are cleared by a period of good compliance. HMRC has said that in 2026/27, the first year, late quarterly updates will not attract points. Late payment penalties and interest also work differently once you are in MTD.`,
        },
      ],
    },
    {
      type: "callout",
      tone: "example",
      title: "When does Jas join?",
      blocks: [
        {
          type: "paragraph",
          text: `Jas (page 10) earned ${gbp(jas.income)} in 2026/27, her first year. That is over ${gbp(third.over)}, so she will need MTD from ${third.from}, with her first quarterly update due by ${fact("mtd-income-tax.phase-3-first-update-deadline")}. If she had earned ${gbp(jas.income)} in 2025/26 instead, she would have been in from ${second.from}.`,
        },
      ],
    },
  ],
};
