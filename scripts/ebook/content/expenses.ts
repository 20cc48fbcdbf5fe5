import { eg, fact } from "../../../src/lib/facts.js";
import { gbp, homeFlatRates, mileage, pct, tradingAllowance } from "../figures.ts";
import type { ContentPage } from "../types.ts";

const kicker = "Expenses";
const pence = (rate: number) => `${Math.round(rate * 100)}p`;

/** Leo's year in the worked example: what he bought, how much of each he uses for the business, and his miles. */
const leo = {
  camera: 1_400,
  laptop: 1_200,
  laptopBusinessShare: 0.8,
  phoneMonthly: 40,
  phoneBusinessShare: 0.5,
  miles: 1_200,
};
const leoLaptop = leo.laptop * leo.laptopBusinessShare;
const leoPhone = leo.phoneMonthly * 12 * leo.phoneBusinessShare;
const leoHome = homeFlatRates[1].monthly * 12;
const leoMileage = leo.miles * mileage.carFirst10000;

export const expenseRules: ContentPage = {
  kind: "content",
  kicker,
  title: "Allowable expenses: the ground rules",
  intro:
    "Every allowable expense reduces your profit, and so your tax. The test is simple to state and easy to get wrong: the cost must be incurred **wholly and exclusively** for your business.",
  blocks: [
    {
      type: "bullets",
      items: [
        "**Wholly and exclusively.** A cost that also serves a private purpose fails the test, unless you can identify a business part of it and claim only that (see 'mixed-use costs', page 12).",
        "**Cash basis is now the default.** Since 2024/25, sole traders record income when it is received and costs when they are paid, unless they opt for traditional (accruals) accounting. Under the cash basis, most equipment is simply an expense when you pay for it.",
        "**You need evidence.** Keep the receipt or invoice, and a short note for anything unusual.",
        "**No cost, no claim.** Gifted items cost you nothing, so there is nothing to deduct for them, even though their value is income.",
      ],
    },
    {
      type: "table",
      columns: [
        { header: "Usually allowable", width: 0.5 },
        { header: "Usually not allowable", width: 0.5 },
      ],
      rows: [
        [
          "Cameras, lenses, lighting, microphones, tripods, green screens",
          "Everyday clothes, shoes and accessories, even if worn on camera",
        ],
        [
          "Editing software, apps, cloud storage, music and stock licences",
          "Make-up, skincare, hair and nails for your own appearance",
        ],
        ["Props and products bought only to use in content", "Gym membership and personal fitness or wellbeing costs"],
        [
          "Agent and management commission; platform and payment fees",
          "Entertaining brands, clients or other creators",
        ],
        [
          "Freelance editors, photographers, designers and assistants",
          "Your everyday meals (meals on business trips can be claimed)",
        ],
        ["Paid promotion, website, domain and mailing list costs", "Fines, parking tickets and HMRC penalties"],
        ["Accountancy fees, business insurance, business bank charges", "Income tax and National Insurance"],
        ["Travel to shoots, events and brand meetings", "Ordinary holidays, even if you post from them"],
        ["Training that updates the skills you already use in the business", "The private share of any mixed-use cost"],
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "The clothing and make-up question",
      blocks: [
        {
          type: "paragraph",
          text: "In Mallalieu v Drummond (1983), a barrister could not claim for the plain black clothes she wore only in court, because clothing also meets the everyday need to be warm and decently dressed. The same reasoning rules out most outfits, make-up and grooming bought for videos, however much you need to look good on screen.",
        },
        {
          type: "paragraph",
          text: "Different: costumes, character outfits, branded clothing and props you would never wear or use off camera, and specialist theatrical make-up for a specific piece of content. Keep photos and a note of what each item was used for.",
        },
      ],
    },
    {
      type: "callout",
      tone: "tip",
      title: `Expenses or the ${gbp(1_000)} allowance?`,
      blocks: [
        {
          type: "paragraph",
          text: `Add up your real expenses first. If they are under ${gbp(tradingAllowance)} for the year, the trading allowance (page 5) gives a bigger deduction with no receipts to keep for those costs. You cannot claim both.`,
        },
      ],
    },
  ],
};

export const equipmentHomeTravel: ContentPage = {
  kind: "content",
  kicker,
  title: "Equipment, home, travel and mixed costs",
  intro: "The expenses creators most often under-claim or over-claim, and how to work them out.",
  blocks: [
    { type: "heading", text: "Equipment" },
    {
      type: "paragraph",
      text: `Under the cash basis, cameras, computers, lighting and similar kit are deducted in the year you pay for them. Under traditional accounting you claim capital allowances instead; the Annual Investment Allowance gives a ${fact("capital-allowances.annual-investment-allowance-relief")} deduction for up to ${fact("capital-allowances.annual-investment-allowance")} of equipment a year. Cars are different: claim either capital allowances (at a rate set by the car's CO2 emissions) or the mileage rates below, not both. If kit is also used privately, claim only the business share.`,
    },
    { type: "heading", text: "Working from home" },
    {
      type: "columns",
      left: [
        {
          type: "paragraph",
          text: "**Option 1: flat rate.** Claim a fixed monthly amount for the household running costs, based on the hours you work at home. Phone and broadband are claimed separately.",
        },
        {
          type: "table",
          columns: [
            { header: "Hours a month", width: 0.6 },
            { header: "Per month", width: 0.4, align: "right" },
          ],
          rows: homeFlatRates.map((r) => [r.hours, `£${r.monthly}`]),
        },
      ],
      right: [
        {
          type: "paragraph",
          text: "**Option 2: actual costs.** Claim a share of heating, electricity, council tax, rent or mortgage interest, based on the rooms used and the time they are used for work. A room you film in three days a week is a reasonable case; keep the workings.",
        },
        {
          type: "paragraph",
          tone: "small",
          text: "Using part of your home only for the business can affect the Capital Gains Tax relief when you sell it. A room that is also used privately normally keeps the relief.",
        },
      ],
    },
    { type: "heading", text: "Travel and mileage" },
    {
      type: "bullets",
      items: [
        `**Mileage rates** for a car or van: ${pence(mileage.carFirst10000)} a mile for the first 10,000 business miles in the tax year, ${pence(mileage.carAfter)} after that; ${pence(mileage.motorcycle)} for a motorcycle, ${pence(mileage.bicycle)} for a bicycle. Add parking and tolls; keep a log of dates, destinations and purpose.`,
        "**Trains, flights and hotels** for shoots, events and brand meetings are allowable, with reasonable meals while away.",
        "**Mixed trips** are the grey area. A holiday on which you also film is not a business trip. Costs that are clearly extra and only for the business, such as an extra night for a shoot or equipment hire, can still be claimed.",
      ],
    },
    { type: "heading", text: "Mixed-use costs" },
    {
      type: "paragraph",
      text: "Where a cost has a business part you can measure, claim that part: your phone bill by the share of business use, broadband by the share of time used for work, a laptop by the share of use for content. Write down how you worked out each percentage, and use the same method every year.",
    },
    {
      type: "callout",
      tone: "example",
      title: "Leo's claim for the year",
      blocks: [
        {
          type: "sums",
          rows: [
            { label: "Camera, used only for content", amount: eg(leo.camera) },
            {
              label: `Laptop ${eg(leo.laptop)}, used ${pct(leo.laptopBusinessShare)} for the business`,
              amount: eg(leoLaptop),
            },
            {
              label: `Phone ${eg(leo.phoneMonthly)} a month, ${pct(leo.phoneBusinessShare)} business use`,
              amount: eg(leoPhone),
            },
            {
              label: `Working from home, 51 to 100 hours a month: £${homeFlatRates[1].monthly} × 12`,
              amount: gbp(leoHome),
            },
            {
              label: `${leo.miles.toLocaleString("en-GB")} business miles × ${pence(mileage.carFirst10000)}`,
              amount: gbp(leoMileage),
            },
            {
              label: "Total expenses claimed",
              amount: gbp(leo.camera + leoLaptop + leoPhone + leoHome + leoMileage),
              kind: "total",
            },
          ],
        },
      ],
    },
  ],
};
