/**
 * The playbook page's words, as data. Texts the spec gives (the form's
 * messages, the 'Thank You!' panel, the toasts) are quoted exactly; the rest
 * is written for UK creators, with the figures of the eBook's 2026/27 edition,
 * taken from the fact registry as the eBook's are.
 */

import { sample } from "#kernel/sample.ts";
import { firm, icaewStatement } from "~/config/firm";
import { paths } from "~/config/paths";
import { fact } from "~/lib/facts";
import type { PageMeta } from "~/prerender/head";
import type { IconName } from "~/components/ui/icon";
import { CONSENT_WORDING } from "#kernel/schemas/playbook-constants.ts";

export const head: PageMeta = {
  title: "The Influencer's Tax Playbook: free UK tax eBook for creators",
  description: `Free 20-page eBook for UK influencers and content creators: gifted products, the ${fact("self-employment.trading-allowance")} trading allowance, Self Assessment, VAT and Making Tax Digital.`,
  path: paths.playbook.path,
};

/** The name the saved file gets, wherever it is downloaded from (spec section 7). */
export const DOWNLOAD_FILE_NAME = "The-Influencers-Tax-Playbook.pdf";

/** The site's own copy of the eBook: the fixed fallback when Storage gives no address or fails. */
export const FALLBACK_FILE_URL = "/downloads/the-influencers-tax-playbook.pdf";

export interface ListItem {
  icon: IconName;
  title: string;
  text: string;
}

export const playbookCopy = {
  hero: {
    badge: "Free eBook · 20 pages · 2026/27 edition",
    title: "The Influencer's Tax Playbook",
    lead: `The plain-English guide to UK tax for creators, influencers and streamers. Brand deals, gifted products, platform payouts, VAT and Making Tax Digital, explained by ${sample("track record", "chartered accountants who work with creators every day")}.`,
    highlightsHeading: "Inside the playbook",
    highlights: [
      `When your content becomes a business, and how the ${fact("self-employment.trading-allowance")} trading allowance works`,
      "Why gifted products and free trips can count as taxable income",
      "Self Assessment deadlines, payments on account and the penalties for missing them",
      `VAT registration at ${fact("vat.registration-threshold")} and Making Tax Digital from April 2026`,
    ],
  },

  form: {
    heading: "Get your free copy",
    intro: "Tell us who you are and download the PDF straight away.",
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    consent: CONSENT_WORDING,
    consentHint:
      "We first e-mail you a link to confirm your address. Then no more than a couple of e-mails a month, and you can unsubscribe from any of them.",
    privacyLead: "How we use your details: ",
    privacyLink: "privacy notice",
    privacyHref: paths.privacy.href(),
    submit: "Get the free eBook",
    submitting: "Signing you up...",
    honeypot: "Leave this field empty",
  },

  thankYou: {
    heading: "Thank You!",
    body: (firstName: string) =>
      `${firstName}, your copy of The Influencer's Tax Playbook is ready. Download it now, and again from here whenever you need it.`,
    confirmHeading: "One more step: check your inbox",
    confirm: (email: string) =>
      `We have sent an e-mail to ${email}. Follow its link to confirm your address, and we will send you our tax tips; until you do, we send you nothing else. Not there in a few minutes? Look in your spam or junk folder.`,
    download: "Download eBook (PDF)",
    downloading: "Downloading...",
    fileDetails: "PDF · 20 pages · about 350 KB",
    nextStep: "Want a hand with your own tax?",
    nextStepLink: "See how we help creators",
    nextStepHref: paths.influencers.href(),
  },

  mistakes: {
    eyebrow: "Common mistakes",
    heading: sample("track record", "Eight tax mistakes we see creators make every year"),
    intro:
      "Most creators who hear from HMRC were not trying to avoid tax: nobody told them the rules. The playbook explains each of these, and how to put it right.",
    items: [
      {
        icon: "megaphone",
        title: "Treating gifted products as free",
        text: "If a brand sends you something and expects content in return, its value is usually taxable income, just like a fee.",
      },
      {
        icon: "calendar",
        title: "Waiting for HMRC to get in touch",
        text: `You must register for Self Assessment by ${fact("self-assessment.registration-deadline")} after the tax year in which you started. HMRC will not remind you.`,
      },
      {
        icon: "coins",
        title: `Using the ${fact("self-employment.trading-allowance")} allowance and claiming expenses`,
        text: "It is one or the other each year. The playbook shows how to work out which leaves you better off.",
      },
      {
        icon: "receipt",
        title: "Recording payouts after platform fees",
        text: "Your income is the gross amount, with fees claimed as an expense. Affiliate and overseas income count too.",
      },
      {
        icon: "wallet",
        title: "Claiming everyday clothes and make-up",
        text: "Costs must be wholly and exclusively for your business, and most wardrobe and grooming costs fail that test.",
      },
      {
        icon: "timer",
        title: "Forgetting payments on account",
        text: `Once your tax bill reaches ${fact("self-assessment.payments-on-account-threshold")}, HMRC asks for half of next year's tax in advance, so your first January bill can be half as big again as you expected.`,
      },
      {
        icon: "chart",
        title: "Checking VAT once a year",
        text: `Test your turnover for the last 12 months against ${fact("vat.registration-threshold")} every month, not just when you file your return.`,
      },
      {
        icon: "bank",
        title: "Mixing personal and business money",
        text: "One account for everything makes your records slow to keep and an HMRC enquiry painful. A separate account takes minutes to open.",
      },
    ] satisfies ListItem[],
  },

  benefits: {
    eyebrow: "Why download it",
    heading: "What you get from the playbook",
    intro:
      "Twenty pages written for the 2026/27 tax year, with worked examples in pounds and pence and no jargon left unexplained.",
    items: [
      {
        icon: "checklist",
        title: "Know exactly what to declare",
        text: "Fees, gifted products, affiliate commission, platform payouts and income from overseas, with examples.",
      },
      {
        icon: "calendar",
        title: "Never miss a deadline",
        text: "Every date from registering to paying on account, and a calendar of your dates to January 2028.",
      },
      {
        icon: "savings",
        title: "Keep more of what you earn",
        text: "The costs creators can claim, from cameras and software to mileage and working from home.",
      },
      {
        icon: "laptop",
        title: "Get ready for Making Tax Digital",
        text: "Who must keep digital records and send quarterly updates from April 2026, 2027 and 2028.",
      },
      {
        icon: "building",
        title: "Decide when to go limited",
        text: "Sole trader or limited company compared in plain terms, including the extra costs and paperwork.",
      },
      {
        icon: "document",
        title: "A checklist to keep",
        text: "One page to tick off when you set up, before you sign a deal, and every month and year after.",
      },
    ] satisfies ListItem[],
    coverAlt: "The cover of The Influencer's Tax Playbook, 2026/27 edition",
  },

  cta: {
    heading: "Get your free copy of the playbook",
    text: "Twenty pages of plain-English guidance for UK creators. Free to download, and yours to keep.",
    button: "Get my free copy",
  },

  credit: {
    text: `Written and reviewed by the chartered accountants at ${firm.name}. ${icaewStatement}`,
    disclaimer:
      "The playbook is general guidance for the 2026/27 tax year, not advice for your circumstances. Tax rules change, so check GOV.UK or speak to an adviser before you act.",
  },

  toasts: {
    signedUp: (email: string) => ({
      title: "Thank you for signing up!",
      description: `Your free eBook is ready to download. Confirm your address from the e-mail we sent to ${email}.`,
    }),
    submissionProblem: "There was a problem processing your submission. Please try again.",
    unexpected: "An unexpected error occurred. Please try again.",
    downloadStarted: { title: "Your download has started!" },
    downloadProblem: "There was a problem with your download. Please try again.",
  },
} as const;
