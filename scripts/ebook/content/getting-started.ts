import { eg } from "../../../src/lib/facts.js";
import { gbp, incomeTax, pct, tradingAllowance } from "../figures.ts";
import type { ContentPage } from "../types.ts";

const kicker = "Getting started";

/** Aisha's year in the trading allowance example: brand fees, products received for posts, and her costs. */
const aisha = { fees: 1_900, products: 700, expenses: 420 };
const aishaIncome = aisha.fees + aisha.products;
/** How much lower her profit is with the allowance than with her actual expenses, and the income tax that saves. */
const aishaLowerProfit = tradingAllowance - aisha.expenses;
const aishaTaxSaved = Math.round(aishaLowerProfit * incomeTax.basicRate * 100) / 100;

/** Ben's year in the registration example: gross income and costs. */
const ben = { income: 1_200, costs: 900 };

/** Chloe's month of gifting: a fee, and the retail value of what came with it or without it. */
const chloe = { fee: 300, skincare: 180, hotel: 460, unaskedCandle: 0 };

export const hobbyOrBusiness: ContentPage = {
  kind: "content",
  kicker,
  title: "Hobby or business? When you are trading",
  intro:
    "There is no special tax regime for influencers. HMRC taxes creators under the same rules as any other self-employed person, so the first question is whether you are running a business or enjoying a hobby that sometimes pays.",
  blocks: [
    { type: "heading", text: "What HMRC looks at: the 'badges of trade'" },
    {
      type: "paragraph",
      text: "No single test decides it. The courts have developed a set of pointers, known as the badges of trade, and HMRC weighs them together. For creators, the ones that matter most are:",
    },
    {
      type: "bullets",
      items: [
        "**A profit motive.** You pitch to brands, have a media kit or rate card, join a monetisation programme, or use affiliate links.",
        "**Frequency and regularity.** You post on a schedule and earn more than once: regular brand deals, ad revenue, subscriptions or tips.",
        "**How you operate.** You send invoices, sign contracts, have an agent or manager, use a separate account or pay an editor.",
        "**Spending to earn.** You buy equipment, pay for promotion or training with the aim of growing income.",
        "**Selling a product or a service.** Presets, courses, merchandise, shout-outs or user-generated content (UGC) made for brands to use.",
      ],
    },
    {
      type: "table",
      columns: [
        { header: "Probably a hobby", width: 0.5 },
        { header: "Probably trading", width: 0.5 },
      ],
      rows: [
        [
          "You post for fun, with no monetisation switched on",
          "Your channel is in a partner or creator rewards programme",
        ],
        [
          "A brand once sent you something you did not ask for, with nothing expected",
          "You agree posts, stories or videos in return for fees or products",
        ],
        ["A single small payment for a one-off post", "Repeat deals, affiliate income or paid subscriptions"],
        ["You have never approached a brand", "You have a media kit, rate card, agent or management company"],
      ],
    },
    {
      type: "callout",
      tone: "key",
      title: "Not trading does not always mean tax-free",
      blocks: [
        {
          type: "paragraph",
          text: `An occasional payment for a post can still be taxable as miscellaneous income, even if you are not running a business. The ${gbp(tradingAllowance)} trading allowance (page 5) covers this kind of income too, so small one-off amounts are often tax-free in practice.`,
        },
      ],
    },
    { type: "heading", text: "Three points creators often miss" },
    {
      type: "bullets",
      marker: "number",
      items: [
        "**Your start date is when the business starts,** not when you opened the account. It is usually the point at which you began earning regularly or set out to do so. It fixes your registration deadline (page 7).",
        `**A job does not cover it.** If you are employed, PAYE deals only with your salary. Creator income is separate, and you must report it once it is over ${gbp(tradingAllowance)} a year.`,
        `**Losses need a real business.** If you are trading and make a loss, you may be able to set it against other income, such as a salary. HMRC looks closely at these claims: the activity must be run on a commercial basis with a view to profit. If your other income is already covered by your ${gbp(incomeTax.personalAllowance)} personal allowance, carrying the loss forward against future profits is usually better.`,
      ],
    },
  ],
};

export const tradingAllowancePage: ContentPage = {
  kind: "content",
  kicker,
  title: `The ${gbp(tradingAllowance)} trading allowance`,
  intro: `The first ${gbp(tradingAllowance)} of trading income each tax year is tax-free. It is a simple relief designed for side income, and it is worth understanding properly because it decides whether you need to register at all.`,
  blocks: [
    { type: "heading", text: "How it works" },
    {
      type: "bullets",
      items: [
        `**It is measured on gross income,** before any expenses. Gross income includes the market value of gifted products and barter you receive in return for content (page 6).`,
        `**${gbp(tradingAllowance)} or less in the tax year:** the income is covered automatically. You do not need to register or report it, unless you must file a tax return for another reason (you may still choose to, for example to claim a loss or pay voluntary Class 2 National Insurance).`,
        `**More than ${gbp(tradingAllowance)}:** you must register for Self Assessment (page 7). When you work out your profit you then choose **either** to deduct the ${gbp(tradingAllowance)} allowance **or** to deduct your actual allowable expenses. You cannot do both.`,
        "**Choose each year.** Pick whichever gives the lower profit. You can use the allowance one year and actual expenses the next.",
        `**One allowance per person,** shared across all your trades and casual income. It cannot create or increase a loss.`,
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "When you cannot use it",
      blocks: [
        {
          type: "paragraph",
          text: "The allowance does not apply to income from your employer or your spouse's or civil partner's employer, to income from a partnership you are a partner in, or to payments from a company that you or someone connected with you controls. Income from your own limited company is taxed in other ways (page 17).",
        },
      ],
    },
    {
      type: "callout",
      tone: "example",
      title: "Aisha: allowance or actual expenses?",
      blocks: [
        {
          type: "paragraph",
          text: `Aisha has a full-time job and a growing TikTok account. In 2026/27 she receives ${eg(aisha.fees)} in brand fees and skincare worth ${eg(aisha.products)} in return for agreed posts. She spends ${eg(aisha.expenses)} on a ring light, a microphone and editing apps.`,
        },
        {
          type: "table",
          columns: [
            { header: "", width: 0.46 },
            { header: "Actual expenses", width: 0.27, align: "right" },
            { header: "Trading allowance", width: 0.27, align: "right" },
          ],
          rows: [
            [
              `Gross income (${eg(aisha.fees)} cash + ${eg(aisha.products)} products)`,
              eg(aishaIncome),
              eg(aishaIncome),
            ],
            ["Less expenses or allowance", `(${eg(aisha.expenses)})`, `(${gbp(tradingAllowance)})`],
            ["Taxable profit", eg(aishaIncome - aisha.expenses), eg(aishaIncome - tradingAllowance)],
          ],
          emphasiseLastRow: true,
        },
        {
          type: "paragraph",
          text: `The allowance gives a profit ${eg(aishaLowerProfit)} lower. Her salary already uses her personal allowance, so at ${pct(incomeTax.basicRate)} that saves her **${eg(aishaTaxSaved)}** of income tax. Her profit is below the level at which Class 4 National Insurance starts.`,
        },
      ],
    },
    {
      type: "callout",
      tone: "key",
      title: "The trap: registering depends on income, not profit",
      blocks: [
        {
          type: "paragraph",
          text: `Ben earns ${eg(ben.income)} from YouTube and spends ${eg(ben.costs)} on kit. His profit is only ${eg(ben.income - ben.costs)}, but his **gross** income is over ${gbp(tradingAllowance)}, so he must register and file a return. Because his costs (${eg(ben.costs)}) are below the allowance, he will deduct the ${gbp(tradingAllowance)} allowance, leaving a taxable profit of ${eg(ben.income - tradingAllowance)}.`,
        },
      ],
    },
  ],
};

export const giftsAndBarter: ContentPage = {
  kind: "content",
  kicker,
  title: "Gifted products, PR packages and barter",
  intro:
    "Being paid in products, trips or treatments is still being paid. When something of value comes to you in return for content, its value is income of your business, exactly as if the brand had paid you cash.",
  blocks: [
    { type: "heading", text: "When a gift is income" },
    {
      type: "bullets",
      marker: "tick",
      items: [
        "You agreed, in a contract, e-mail or direct message, to post, tag, review, unbox or link to it.",
        "The brand asked for content, usage rights or a link in bio, even informally, and you went along with it.",
        "It is part of a paid campaign: the fee **and** the products are both income.",
        "A hotel stay, meal, flight, salon treatment or event ticket given in return for coverage (this is barter).",
        "Products you are allowed to keep after a campaign that required content.",
      ],
    },
    { type: "heading", text: "When a gift is not income" },
    {
      type: "bullets",
      marker: "cross",
      items: [
        "A genuinely unsolicited PR package, with no request, agreement or expectation of content, that is not part of any deal with the brand.",
        "Items lent for a shoot that you must send back: you never own them.",
        "Personal presents from friends and family that have nothing to do with your content.",
      ],
    },
    {
      type: "paragraph",
      text: "The line is not always sharp. If the same brands send you products regularly and clearly expect coverage, or you feature unsolicited items in content you are paid for, treat them as income or take advice. Whatever you decide, note the reason in your gifting log (page 15).",
    },
    { type: "heading", text: "What value to use" },
    {
      type: "paragraph",
      text: "Use the market value when you receive it: normally the price a customer would pay for the item or service at the time, not a discount price and not what you might sell it for second-hand. Screenshot the retail price or keep the brand's e-mail that states it. If you later sell items you were taxed on, keep a note: regular selling of PR items can itself be a trade, and marketplaces report sellers to HMRC (page 16).",
    },
    {
      type: "callout",
      tone: "example",
      title: "Chloe's month of gifting",
      blocks: [
        {
          type: "sums",
          rows: [
            { label: "Fee for two Reels for a skincare brand", amount: eg(chloe.fee) },
            {
              label: "Skincare set sent with the deal (retail price)",
              amount: eg(chloe.skincare),
            },
            {
              label: "Two-night hotel stay in return for three stories and a TikTok",
              amount: eg(chloe.hotel),
            },
            {
              label: "Candle sent unasked, no request to post, not featured",
              amount: eg(chloe.unaskedCandle),
            },
            {
              label: "Trading income for the month",
              amount: eg(chloe.fee + chloe.skincare + chloe.hotel),
              kind: "total",
            },
          ],
        },
      ],
    },
    {
      type: "callout",
      tone: "key",
      title: "VAT applies to barter too",
      blocks: [
        {
          type: "paragraph",
          text: "If you are VAT-registered, content supplied in exchange for goods or services is a supply for VAT, valued by reference to what you receive. Gifted items count towards the VAT registration threshold in the same way (page 13).",
        },
      ],
    },
  ],
};
