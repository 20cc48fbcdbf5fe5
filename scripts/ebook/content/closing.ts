import { sample } from "../../../supabase/functions/_shared/kernel/sample.ts";
import { firm, firmAddressLine } from "../../../src/config/firm.ts";
import { paths } from "../../../src/config/paths.ts";
import { fact } from "../../../src/lib/facts.js";
import { gbp, tradingAllowance, vat } from "../figures.ts";
import type { BackPage, ContentPage } from "../types.ts";

const kicker = "Staying compliant";

export const adsAndMistakes: ContentPage = {
  kind: "content",
  kicker,
  title: "Ads, disclosure and common mistakes",
  intro:
    "Advertising rules are not tax rules, but they come from the same deals, and regulators and HMRC both read your posts.",
  blocks: [
    { type: "heading", text: "Label your ads: the ASA and CAP Code in brief" },
    {
      type: "paragraph",
      text: "Under the CAP Code, content is an ad when a brand pays you (in money, products, commission or anything else) **and** has some control over it: approval, key messages or a required post. Ads must be obviously identifiable, upfront, before anyone engages.",
    },
    {
      type: "table",
      columns: [
        { header: "Situation", width: 0.46 },
        { header: "An ad?", width: 0.2 },
        { header: "What to do", width: 0.34 },
      ],
      rows: [
        ["Paid post, or products given in return for agreed content", "Yes", "Put 'Ad' or '#ad' at the start"],
        ["Affiliate links and discount codes you earn from", "Yes", "Label the post 'Ad' as well"],
        [
          "Product sent with no strings and no control over what you say",
          "Not under the CAP Code",
          "Consumer law still expects you to say 'gifted'",
        ],
        ["Your own merchandise, course or paid channel", "Yes", "Make it obvious it is your own product"],
      ],
    },
    {
      type: "bullets",
      items: [
        "'#sp', '#collab', '#partner' or 'thanks to…' are not enough on their own, and the platform's paid-partnership tag may not be either. Do not hide the label among hashtags or behind 'see more'.",
        "Since April 2025 the Competition and Markets Authority can fine businesses directly for breaking consumer law. Promoting investments or crypto without the approval of an FCA-authorised firm can be a criminal offence.",
      ],
    },
    { type: "heading", text: sample("track record", "Ten mistakes we see every year") },
    {
      type: "bullets",
      marker: "number",
      items: [
        "**Treating gifted products and trips as tax-free** when content was expected in return.",
        `**Waiting for HMRC to get in touch** instead of registering by ${fact("self-assessment.registration-deadline")}.`,
        `**Using the ${gbp(tradingAllowance)} allowance and claiming expenses** in the same year.`,
        "**Recording platform payouts net of fees,** or leaving out foreign and affiliate income.",
        "**Claiming everyday clothes, make-up and haircuts,** which rarely pass the 'wholly and exclusively' test.",
        "**Forgetting payments on account,** so the first January bill is half as big again as expected.",
        `**Checking VAT once a year** instead of testing the rolling 12 months against ${gbp(vat.registrationThreshold)} every month.`,
        "**Mixing personal and business money** in one account, which makes records slow and enquiries painful.",
        "**Not keeping the evidence:** deals agreed in DMs that have since disappeared, and no gifting log.",
        "**Setting up a company too early,** before profits are high enough to cover the extra cost and paperwork.",
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Had a letter from HMRC about online income?",
      blocks: [
        {
          type: "paragraph",
          text: "HMRC writes to people it thinks may have undeclared income, often using data from platforms. Do not ignore it. Check your records, work out whether anything is missing, and reply by the date given. If earlier years need correcting, get advice first: telling HMRC yourself keeps penalties lower.",
        },
      ],
    },
  ],
};

export const checklistPage: ContentPage = {
  kind: "content",
  kicker,
  title: "Your creator tax checklist",
  intro: "Tick these off, keep the page with your records, and come back to it each year.",
  blocks: [
    {
      type: "columns",
      left: [
        {
          type: "checklist",
          groups: [
            {
              title: "Getting set up",
              items: [
                `Decide whether you are trading and whether income is over ${gbp(tradingAllowance)}`,
                `Register for Self Assessment by ${fact("self-assessment.registration-deadline")} after your first tax year`,
                "Open a separate bank account for creator income and costs",
                "Choose software that works with Making Tax Digital",
                "Start a gifting log",
                "Open a savings account for tax and set your percentage",
                "Give US platforms a W-8BEN form",
              ],
            },
            {
              title: "Before you sign a deal",
              items: [
                "Check which company is paying you, and where it is based",
                "Agree the fee and any products, and note their retail value",
                "Confirm how the content must be labelled (#ad)",
                "Check usage rights, exclusivity and payment terms",
                "Send an invoice, and save the brief and messages",
              ],
            },
          ],
        },
      ],
      right: [
        {
          type: "checklist",
          groups: [
            {
              title: "Every month",
              items: [
                "Match payouts and brand payments to your bank",
                "Save receipts and note business use of mixed costs",
                "Update the gifting log and the mileage log",
                "Move your tax percentage to savings",
                `Check rolling 12-month VAT turnover against ${gbp(vat.registrationThreshold)}`,
              ],
            },
            {
              title: "Every quarter (once you are in MTD)",
              items: [
                `Send the quarterly update by ${fact("mtd-income-tax.quarter-1-deadline")}, ${fact("mtd-income-tax.quarter-2-deadline")}, ${fact("mtd-income-tax.quarter-3-deadline")} and ${fact("mtd-income-tax.quarter-4-deadline")}`,
                "Review your profit and tax estimate",
              ],
            },
            {
              title: "Every year",
              items: [
                `File your return by ${fact("self-assessment.online-return-deadline")} (paper: ${fact("self-assessment.paper-return-deadline")})`,
                `Pay the balance and first payment on account by ${fact("self-assessment.payment-deadline")}`,
                `Pay the second payment on account by ${fact("self-assessment.second-payment-on-account-date")}`,
                "Compare the trading allowance with actual expenses",
                "Review sole trader or company with an adviser",
                `Keep records for at least 5 years after the ${fact("self-assessment.online-return-deadline")} deadline`,
              ],
            },
          ],
        },
      ],
    },
    { type: "heading", text: "Your dates from now to January 2028" },
    {
      type: "table",
      columns: [
        { header: "Date", width: 0.2 },
        { header: "What is due", width: 0.8 },
      ],
      rows: [
        [
          fact("self-assessment.2025-26-online-return-deadline"),
          "2025/26 online return and balance of tax; 1st payment on account for 2026/27",
        ],
        [
          fact("mtd-income-tax.2026-27-quarter-3-deadline"),
          `MTD quarterly update to ${fact("mtd-income-tax.quarter-3-end")}, if you joined on ${fact("mtd-income-tax.phase-1-start")}`,
        ],
        [fact("tax-year.2026-27-end"), "End of the 2026/27 tax year"],
        [
          fact("mtd-income-tax.2026-27-quarter-4-deadline"),
          "MTD update for the last quarter of 2026/27, if you are in MTD",
        ],
        [fact("self-assessment.2026-27-second-payment-on-account"), "2nd payment on account for 2026/27"],
        [
          fact("mtd-income-tax.phase-2-first-update-deadline"),
          `First MTD quarterly update if you join on ${fact("mtd-income-tax.phase-2-start")}`,
        ],
        [
          fact("self-assessment.2026-27-registration-deadline"),
          "Register for Self Assessment if you started trading in 2026/27",
        ],
        [fact("self-assessment.2026-27-paper-return-deadline"), "Paper return for 2026/27"],
        [
          fact("self-assessment.2026-27-online-return-deadline"),
          "2026/27 online return (MTD: final declaration) and balance of tax; 1st payment on account for 2027/28",
        ],
      ],
    },
  ],
};

const site = firm.siteUrl.replace(/^https?:\/\//, "");

export const backPage: BackPage = {
  kind: "back",
  title: `How ${firm.name} can help`,
  intro: `We are ${firm.tagline.toLowerCase()}. We look after creators, influencers and streamers at every stage, from the first brand deal to running a company.`,
  blocks: [
    {
      type: "columns",
      left: [
        { type: "heading", text: "What we do for creators" },
        {
          type: "bullets",
          marker: "tick",
          items: [
            "Registering with HMRC and your Self Assessment return, with every platform, brand deal and gifted product included",
            "Putting earlier years right, and dealing with HMRC letters",
            "Bookkeeping and Making Tax Digital quarterly updates",
            "VAT: monthly threshold checks, registration and returns",
            "Limited company set-up, accounts, payroll and dividend planning",
            "A registered office, so your home address stays private",
          ],
        },
      ],
      right: [
        {
          type: "contact",
          title: "Get in touch",
          rows: [
            {
              label: "Phone",
              value: firm.phone.display,
              url: `tel:${firm.phone.e164}`,
            },
            { label: "E-mail", value: firm.email, url: `mailto:${firm.email}` },
            {
              label: "Book",
              value: "Book a consultation online",
              url: firm.bookingUrl,
            },
            {
              label: "Online",
              value: `${site}${paths.influencers.href()}`,
              url: `${firm.siteUrl}${paths.influencers.href()}`,
            },
            { label: "Visit", value: firmAddressLine },
            { label: "Hours", value: firm.openingHours },
          ],
        },
      ],
    },
    {
      type: "callout",
      tone: "key",
      label: "Before you call",
      title: "To make the first conversation count, have these ready",
      blocks: [
        {
          type: "bullets",
          items: [
            "Your UTR and National Insurance number, if you have them",
            "A list of platforms, brands and agencies that paid you, and roughly how much",
            "Your gifting log, or a rough list of products and trips received in return for content",
            "Any letters from HMRC",
          ],
        },
      ],
    },
    { type: "heading", text: "What happens next" },
    {
      type: "steps",
      items: [
        {
          title: "Book a consultation",
          text: "Choose a time online or call us, and tell us how you earn and what is worrying you.",
        },
        {
          title: "Share your statements",
          text: "Platform and bank statements, your brand deals and your gifting log. We tell you what is missing.",
        },
        {
          title: "Agree a fixed fee",
          text: "A fixed monthly fee agreed up front, with no hidden extras.",
        },
        {
          title: "We keep you on track",
          text: `Reminders for every HMRC deadline, and your tax bill known weeks before ${fact("self-assessment.payment-deadline")}.`,
        },
      ],
    },
    {
      type: "paragraph",
      text: `Ask us for a quote at ${site}${paths.quote.href()}. When this guide is updated for a new tax year, the latest edition is at ${site}${paths.playbook.href()}.`,
    },
    {
      type: "paragraph",
      tone: "small",
      text: `${firm.legalName} is a limited liability partnership registered in ${firm.registeredIn}, number ${firm.companyNumber}. Registered office: ${firmAddressLine}. ICAEW firm number ${firm.icaewFirmNumber}. Legal services are authorised and regulated by the Solicitors Regulation Authority, SRA number ${firm.sraNumber}. VAT number ${firm.vatNumber}. Complaints: ${firm.complaintsEmail}. This guide is general information, not advice; see page 2.`,
    },
  ],
};
