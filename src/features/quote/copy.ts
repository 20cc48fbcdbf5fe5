import { firm } from "~/config/firm";
import type { PackageName } from "#kernel/schemas/quote-constants.ts";
import type { Solution } from "~/content/navigation";

/** The quote journey's words: the spec's texts exactly where it gives them (sections 2, 4 and 8). */
export const quoteCopy = {
  head: {
    title: "Get Your Instant Quote",
    description:
      "Get a fixed monthly price for your accounts, tax, payroll and bookkeeping in under a minute. No hidden fees, no obligation, prices exclude VAT.",
  },
  heading: "Get Your Instant Quote",
  lead: "Tell us about your business and you will see your fixed monthly price for each of our packages at once. No obligation, and no hidden fees.",
  badge: "Fixed monthly fees",
  sections: { you: "Your Information", business: "Business Information", package: "Package Selection" },
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    revenue: "Expected revenue for the next 12 months",
    industry: "Industry",
    package: "Package",
    phone: "Phone",
    message: "Anything you would like us to know?",
    honeypot: "Leave this field empty",
  },
  placeholders: {
    revenue: "Select your expected revenue",
    industry: "Select your industry",
    package: "Select a package",
  },
  packageHint: "Not sure? Choose Insights: you can change it when we speak.",
  /**
   * One sentence a package, after its name: who it is for (the SME page's tier subtitles) and what
   * it includes (supabase/functions/_shared/kernel/packages.ts, as the thank-you page compares them).
   */
  packageSummaries: {
    Awareness:
      " is for companies that want to stay compliant and know where they stand: accounts, tax, VAT, payroll and one director's tax return, with quarterly bookkeeping and management accounts.",
    Insights:
      " is for businesses that want monthly numbers and a quarterly review: everything in Awareness, plus a second director's tax return, monthly bookkeeping and management accounts, and KPI tracking.",
    Foresight:
      " is for businesses planning ahead with budgets and forecasts: everything in Insights, plus monthly results against budget, a 3-month rolling cashflow forecast and yearly tax planning.",
  } satisfies Record<PackageName, string>,
  /** The line greeting a visitor who came from an audience page (`/quote?for=landlords`). */
  audience: {
    greeting: {
      smes: "Quote for a small or medium-sized business.",
      landlords: "Quote for a landlord.",
      influencers: "Quote for an influencer or content creator.",
      contractors: "Quote for an outside IR35 contractor.",
      churches: "Quote for a church or charity.",
    } satisfies Record<Solution, string>,
    suggestion: (name: PackageName) => `We've selected ${name}, our most popular package: you can change it below.`,
  },
  phoneHint: "If you would rather we rang you.",
  messageHint: "For example your year end, or what you need first. Only our partners see this.",
  submit: "Get Your Quote",
  submitting: "Submitting...",
  privacy: { text: "We use your details only to prepare and discuss your quote.", link: "See our privacy notice." },
  loading: "Loading form data...",
  debugLog: "Show connection log",
  connectionError: {
    title: "Database Connection Error",
    fallback: "Unable to connect to our database. Please try again later.",
    retry: "Retry Connection",
  },
  accessFailed: "Unable to set up data access. Please try again later or contact support.",
  accessCrashed: "An unexpected error occurred while setting up data access. Please try again later.",
  loadFailed: {
    industries: (message: string) => `Failed to load industries: ${message}`,
    ranges: (message: string) => `Failed to load revenue ranges: ${message}`,
  },
  empty: {
    industries: "No industries found in the database. Please contact support.",
    ranges: "No revenue ranges found in the database. Please contact support.",
  },
  toasts: {
    databaseError: {
      title: "Database Error",
      description: "Unable to load required data from the database. Please try again later.",
    },
    submitted: { title: "Quote request submitted!", description: "We'll be in touch with you shortly." },
    submittedWithoutId: {
      title: "Quote submitted successfully!",
      description: "We'll send you a confirmation email shortly.",
    },
    submissionError: "Submission Error",
    submissionFailed: (message?: string) => `Failed to submit quote: ${message || "Unknown error"}`,
    unknownSubmissionError: "Unknown error submitting your quote",
    somethingWrong: "Something went wrong",
    couldNotSubmit: (message?: string) =>
      message
        ? `Your quote request couldn't be submitted: ${message}`
        : "Your quote request couldn't be submitted. Please try again.",
  },
  reassurance: [
    "Fixed monthly fee, agreed up front",
    "No hidden fees or surprise invoices",
    `A partner reviews every quote ${firm.replyWithin}`,
  ],
} as const;

export const thankYouCopy = {
  head: {
    title: "Your Quote",
    description:
      "Your instant quote from our chartered accountants: your details, your fixed monthly price and how our three packages compare.",
  },
  heading: (firstName?: string | null) => `Thank You, ${firstName?.trim() || "there"}!`,
  /** The chosen package's price, first on the page: what the visitor came for. */
  yourPrice: {
    heading: (pkg: string | null) => (pkg ? `Your ${pkg} price` : "Your price"),
    perMonth: "per month",
    plusVat: "+ VAT",
    withVat: (rate: string, total: string) => `Prices exclude VAT. With VAT at ${rate}: ${total} a month.`,
    custom: "A partner will price your package individually, given your turnover, and confirm it with you.",
    includes: "What it includes",
    more: (count: number) => `and ${count} more: see the packages compared below`,
  },
  confirmedTitle: "Quote Request Confirmed",
  confirmedText: `We have received your request, and a partner will review it and contact you ${firm.replyWithin}.`,
  emailSent: "A confirmation email has been sent to you.",
  details: {
    heading: "Your quote details",
    name: "Name",
    email: "Email",
    company: "Company",
    industry: "Industry",
    revenue: "Expected revenue",
    package: "Selected package",
  },
  howWeOperate: {
    heading: "How We Operate",
    text: "We charge fixed monthly fees with no hidden fees. Your price covers everything in your package, including the questions you ask us along the way.",
  },
  scheduleCall: "Schedule a Call with a Partner",
  compare: {
    heading: "Compare Our Packages",
    yourSelection: "Your Selection",
    recommended: "Recommended",
    vatNote: "Prices exclude VAT",
    perMonth: "per month",
  },
  bookConsultation: "Book a Consultation",
  loading: "Loading your quote details...",
  attempt: (attempt: number, total: number) => `Attempt ${attempt} of ${total}`,
  failure: { title: "Unable to Load Quote", tryAgain: "Try Again", newQuote: "Submit New Quote" },
  noId: "No quote ID provided",
  badFormat: "Invalid quote ID format",
  notFound: "Quote not found after multiple attempts",
  databaseError: (message: string) => `Database error: ${message}`,
  toasts: {
    invalidLink: "Invalid Quote Link",
    invalidLinkText: "The quote link appears to be invalid. Please try submitting your quote again.",
    missingIdText: "No quote ID was provided. Please try submitting your quote again.",
    errorLoading: {
      title: "Error Loading Quote",
      description: "We're having trouble loading your quote. Please try again or contact support.",
    },
  },
} as const;
