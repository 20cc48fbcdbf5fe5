import { eg, fact } from "../../../src/lib/facts.js";
import { egDay, gbp } from "../figures.ts";
import type { ContentPage } from "../types.ts";

const kicker = "Records and reporting";
/** An example exchange rate, not a published one. */
const usdRate = 0.79;

export const recordsPage: ContentPage = {
  kind: "content",
  kicker,
  title: "Records: what to keep and for how long",
  intro:
    "If HMRC asks, it is up to you to show how you worked out your figures. Creator income arrives in many forms and from many places, so a simple routine matters more than clever software.",
  blocks: [
    {
      type: "columns",
      left: [
        { type: "heading", text: "Keep" },
        {
          type: "bullets",
          items: [
            "Bank statements for the account your creator income goes into",
            "Platform payout statements (YouTube, TikTok, Twitch, Patreon, affiliates)",
            "Every invoice you send, and your contracts and briefs",
            "E-mails and direct messages that show what you agreed with a brand",
            "Your gifting log, with proof of each item's retail price",
            "Receipts and invoices for every expense",
            "Mileage log and a note of hours worked at home",
            "Exchange rates used for foreign income",
            "VAT records, if you are registered",
          ],
        },
      ],
      right: [
        { type: "heading", text: "For how long" },
        {
          type: "paragraph",
          text: `Self-employed records must be kept for **at least 5 years after the ${fact("self-assessment.online-return-deadline")} filing deadline** for the tax year. For 2026/27 (deadline ${fact("self-assessment.2026-27-online-return-deadline")}) that means until at least **${fact("self-employment.2026-27-records-keep-until")}**. Keep them longer if a return was sent late or HMRC has opened an enquiry.`,
        },
        {
          type: "paragraph",
          text: "Limited companies keep records for 6 years from the end of the accounting period they relate to.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "Save messages before they vanish",
          blocks: [
            {
              type: "paragraph",
              text: "Direct messages disappear, accounts get deleted and campaign links break. Screenshot or export the deal terms when you agree them and file them with the invoice.",
            },
          ],
        },
      ],
    },
    { type: "heading", text: "A gifting log that stands up to questions" },
    {
      type: "table",
      columns: [
        { header: "Date (2026)", width: 0.12 },
        { header: "Brand", width: 0.18 },
        { header: "What you received", width: 0.2 },
        { header: "Retail value", width: 0.13, align: "right" },
        { header: "What was agreed", width: 0.25 },
        { header: "Income?", width: 0.12 },
      ],
      rows: [
        [egDay(3, "May"), "Glowlab Skincare", "Skincare set", eg(180), "Two Reels and a link in bio", "Yes"],
        [egDay(12, "May"), "Northbeam Candles", "Candle", eg(35), "Nothing asked; not posted", "No"],
        [egDay(20, "June"), "Harbour Hotel", "Two-night stay", eg(460), "Three stories and a TikTok", "Yes"],
        [egDay(8, "July"), "Kitworks", "Camera on loan", "n/a", `Review; returned ${egDay(22, "July")}`, "No"],
      ],
    },
    { type: "heading", text: "A monthly routine that takes an hour" },
    {
      type: "steps",
      items: [
        {
          title: "Match income",
          text: "Tick every payout and brand payment on your bank statement against an invoice or platform statement.",
        },
        {
          title: "Capture costs",
          text: "Photograph or forward receipts into your software, and note the business share of mixed-use costs.",
        },
        {
          title: "Update the gifting log",
          text: "Add everything received that month, with the agreement and the evidence of value.",
        },
        {
          title: "Move the tax money",
          text: "Transfer your chosen percentage of the month's income to your tax savings account, and check your rolling 12-month VAT turnover.",
        },
      ],
    },
  ],
};

export const overseasPage: ContentPage = {
  kind: "content",
  kicker,
  title: "Overseas platforms and what HMRC can see",
  intro:
    "If you live in the UK, you pay UK tax on your worldwide income. Payments from YouTube, TikTok, Twitch, Patreon, Substack, affiliate programmes and foreign brands are all part of your business income, wherever the company paying you is based.",
  blocks: [
    { type: "heading", text: "Reporting foreign platform income" },
    {
      type: "bullets",
      items: [
        "**Report what you earned, not just what arrived.** Use the platform's statement. Fees the platform or payment provider charges you are expenses; do not simply record the net payout.",
        "**Convert to pounds consistently.** Use the sterling amount credited to your bank, or HMRC's published monthly exchange rates. Pick one method and stick to it.",
        "**US tax forms.** US platforms ask non-US creators for a form W-8BEN. Without it, they may withhold US tax from your US earnings. A UK resident can usually claim the lower rate under the UK/US tax treaty on the form, often nil for this kind of income.",
        "**Tax already deducted abroad** can usually be set against your UK tax on the same income (foreign tax credit relief), but only up to the treaty rate and the UK tax on that income. Keep the statements that show it.",
        "**Living or working abroad.** This guide assumes you are UK resident. If you spend long periods abroad, or move, your residence status (the Statutory Residence Test) may change what is taxable where. Take advice before you go.",
      ],
    },
    {
      type: "callout",
      tone: "example",
      title: "Sam's monthly platform statement",
      blocks: [
        {
          type: "sums",
          rows: [
            {
              label: `Gross earnings US$2,400, at an illustrative $1 = ${eg(usdRate)}`,
              amount: gbp(2_400 * usdRate, true),
            },
            {
              label: "Payout fee charged by the platform, US$30",
              amount: `(${gbp(30 * usdRate, true)})`,
            },
            { label: "US tax withheld (W-8BEN on file)", amount: gbp(0, true) },
            {
              label: "Paid into Sam's bank",
              amount: gbp(2_370 * usdRate, true),
              kind: "total",
            },
            {
              label: `Sam records ${gbp(2_400 * usdRate, true)} as income and ${gbp(30 * usdRate, true)} as an expense, not ${gbp(2_370 * usdRate, true)} as income.`,
              amount: "",
              kind: "note",
            },
          ],
        },
      ],
    },
    {
      type: "heading",
      text: "Digital platform reporting: HMRC already has the data",
    },
    {
      type: "paragraph",
      text: `Since **${fact("digital-platform-reporting.start")}**, digital platforms that let people sell goods, provide services or rent out property must collect details of their sellers and report their income to HMRC every year. The first reports, covering 2024, were due by ${fact("digital-platform-reporting.first-report-deadline")}. Other countries run the same rules and share the data.`,
    },
    {
      type: "bullets",
      items: [
        "It covers marketplaces such as eBay, Vinted, Depop and Etsy, holiday-let platforms, and apps where people book services from individuals.",
        "Platforms must send you a copy of what they report about you. Check it against your own records.",
        `Sellers of goods with fewer than 30 sales and under about ${fact("digital-platform-reporting.goods-seller-threshold")} (€2,000) in a calendar year are not reported.`,
        "Not every creator payout is covered by these rules, but HMRC also obtains data from payment providers, agencies and brands, and matches it against tax returns.",
      ],
    },
    {
      type: "callout",
      tone: "key",
      title: "Being reported does not make income taxable, or tax-free",
      blocks: [
        {
          type: "paragraph",
          text: "Clearing out your own wardrobe is not trading, even if a platform reports it. Regularly selling PR items, merchandise or digital products is business income whether or not it is reported. If past years are missing, put them right yourself through HMRC's digital disclosure service: penalties are much lower when you come forward first.",
        },
      ],
    },
  ],
};
