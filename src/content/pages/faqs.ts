import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import type { PageKey } from "~/content/navigation";
import { VAT_REGISTRATION_THRESHOLD } from "~/content/shared/accounting-facts";
import { quoteAction } from "~/content/shared/actions";
import type { ContentPage } from "~/content/types";
import { fact } from "~/lib/facts";
import type { CardItem } from "~/components/sections/types";

/** Each service page's questions live on that page (its `#faq` section); this page points to them. */
const faqAt = (href: string) => `${href}#faq`;

/** The topic cards, one per service page: [route key, title, icon, what its questions cover]. */
const topics: [PageKey, string, CardItem["icon"], string][] = [
  [
    "accountsTax",
    "Accounts and corporation tax",
    "calculator",
    "Year-end deadlines, CT600 returns, paying corporation tax and what happens if you file late.",
  ],
  [
    "vat",
    "VAT",
    "receipt",
    `The ${VAT_REGISTRATION_THRESHOLD} threshold, voluntary registration, the Flat Rate Scheme and Making Tax Digital for VAT.`,
  ],
  [
    "payroll",
    "Payroll",
    "wallet",
    "Pay frequencies, RTI submissions, auto-enrolment pensions and starters and leavers.",
  ],
  [
    "bookkeeping",
    "Bookkeeping",
    "spreadsheet",
    "Which software to use, catching up on missing records and how often your books are updated.",
  ],
  [
    "selfAssessment",
    "Self Assessment",
    "document",
    `Who has to file, the ${fact("self-assessment.online-return-deadline")} and ${fact("self-assessment.paper-return-deadline")} deadlines, penalties and payments on account.`,
  ],
  [
    "companySecretarial",
    "Company secretarial",
    "scroll",
    "Confirmation statements, registers, director changes and Companies House filings.",
  ],
  [
    "registeredOffice",
    "Registered office",
    "pin",
    "Using our London address, how post is handled and what Companies House requires.",
  ],
  [
    "taxPlanning",
    "Tax planning",
    "savings",
    "When to plan, what is legitimate, and how we review your position before the year end.",
  ],
  [
    "researchDevelopment",
    "R&D tax relief",
    "idea",
    "The merged scheme, ERIS for R&D-intensive companies, claim windows and notifications.",
  ],
  [
    "managementAccounts",
    "Management accounts and CFO support",
    "growth",
    "Monthly reporting, cash flow forecasts and what a part-time finance director does.",
  ],
  [
    "restructuring",
    "Restructuring and business analysis",
    "layers",
    "Group reorganisations, margin reviews and how long each kind of project takes.",
  ],
  [
    "commercialProperty",
    "Property and contract law",
    "scale",
    "Leases, conveyancing timescales, our fixed legal fees and Stamp Duty Land Tax.",
  ],
];

const topicCards: CardItem[] = topics.map(([key, title, icon, description]) => ({
  title,
  description,
  icon,
  href: faqAt(paths[key].href()),
  linkLabel: "Read the answers",
}));

const page: ContentPage = {
  seo: {
    title: "Frequently Asked Questions",
    description:
      "Answers to common questions about working with us, our fixed fees and switching accountant, plus links to the questions on every service.",
    schema: "CollectionPage",
  },
  sections: [
    {
      type: "hero",
      heading: "Frequently asked questions",
      lead: `Straight answers about working with us, then the detailed questions for each service. Can't find what you need? Ask us: we reply ${firm.replyWithin}.`,
      actions: [
        quoteAction,
        { label: "Search the knowledge base", href: paths.knowledge.href(), variant: "secondary" },
      ],
    },
    {
      type: "faq",
      id: "faq",
      heading: "Working with us",
      items: [
        {
          question: "How do your fixed monthly fees work?",
          answer: `You pay one agreed amount each month for the services in your package, with no extra charges for phone calls, e-mails or routine questions. Your [instant quote](${paths.quote.href()}) shows the price before you commit, and any one-off work outside the package is quoted in writing first. Prices exclude VAT.`,
        },
        {
          question: "How do I switch to you from my current accountant?",
          answer:
            "Tell us who your accountant is and we handle the rest. We send them a professional clearance letter, which is the standard request between accountancy firms, collect your records and take over HMRC and Companies House authorisations. You do not need an awkward conversation, and nothing is missed in the handover.",
        },
        {
          question: "What do you need from me to get started?",
          answer:
            "Photo ID and proof of address for each director or owner, because the Money Laundering Regulations require us to verify who we act for, plus access to your bank feeds and your last set of accounts and tax returns. We send a short checklist and a secure upload link after you accept our engagement letter.",
        },
        {
          question: "Which accounting software do you use?",
          answer: `We work mainly in Xero with Dext for receipt capture, and also support QuickBooks, FreeAgent and Sage. If you are starting from scratch we recommend and set up the software for you; several of our packages include the subscriptions. See [bookkeeping](${paths.bookkeeping.href()}) for details.`,
        },
        {
          question: "Will I have a named accountant?",
          answer: `Yes. Every client has a named accountant who knows your business, backed by a partner who reviews your accounts and tax returns. You can [meet the team](${paths.team.href()}) before you sign up.`,
        },
        {
          question: "Can I meet you in person?",
          answer: `Most clients meet us by video, which saves travel time, but you are welcome at our office at ${firm.address.street}, ${firm.address.locality}, by appointment. [Book a consultation](${firm.bookingUrl}) to choose a time.`,
        },
        {
          question: "How do I leave if I am not happy?",
          answer: `Our monthly packages have no long lock-in: you can end them with one month's notice, and we will pass your records to your new accountant promptly. If something has gone wrong, please tell us first: our [complaints procedure](${paths.terms.href()}#complaints) explains how we put it right.`,
        },
        {
          question: "How do you keep my data safe?",
          answer: `Your records are held in UK GDPR-compliant systems with two-factor sign-in, and only the people working on your affairs can see them. Our [privacy notice](${paths.privacy.href()}) explains what we keep, why and for how long.`,
        },
      ],
    },
    {
      type: "cardGrid",
      id: "faq-topics",
      heading: "Questions about each service",
      lead: "Every service page ends with the questions clients ask us most about it.",
      columns: 3,
      items: topicCards,
    },
    {
      type: "ctaBand",
      heading: "Still have a question?",
      text: `Call ${firm.phone.display} or e-mail ${firm.email}, or get your fixed monthly price now.`,
      actions: [quoteAction, { label: "E-mail us", href: `mailto:${firm.email}`, variant: "secondary" }],
    },
  ],
};

export default page;
