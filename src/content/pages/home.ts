import { firm, yearsInPractice } from "~/config/firm";
import { sample } from "#kernel/sample.ts";
import { anchor, paths } from "~/config/paths";
import { contactAction, ethosAction, meetTeamAction, quoteAction } from "~/content/shared/actions";
import { homeTestimonials } from "~/content/shared/home-testimonials";
import { heroHeadlines } from "~/content/hero-headlines";
import type { ContentPage } from "~/content/types";
import { formatLongDate } from "~/lib/format";

const page: ContentPage = {
  seo: {
    title: `${firm.name} | Chartered Accountants and Legal Services for UK Businesses`,
    description:
      "Tech-driven chartered accountants and lawyers for UK small businesses, landlords, creators, contractors and charities. Fixed monthly fees. Get an instant quote.",
  },
  sections: [
    {
      type: "splitTestHero",
      badge: "Tech-Driven Professional Services",
      headlines: heroHeadlines,
      lead: "Accounts, tax, payroll and legal work handled by qualified professionals, with software that does the busywork. One fixed monthly fee, no hidden fees, and answers in plain English.",
      actions: [quoteAction, { label: "Explore our services", href: paths.accounting.href(), variant: "secondary" }],
      highlights: [
        sample("regulation", "ICAEW Chartered Accountants"),
        sample("regulation", "Solicitors regulated by the SRA"),
        sample("price", "Fixed monthly fees"),
      ],
    },
    {
      type: "prose",
      id: "who-we-are",
      eyebrow: "Who We Are",
      heading: "Accountants and lawyers who work the way you do",
      blocks: [
        {
          type: "p",
          text: `${sample("track record", `For almost ${yearsInPractice()} years`)} we have kept UK businesses compliant, funded and growing. Our chartered accountants and solicitors sit in one team, so the person preparing your accounts can talk to the person drafting your lease.`,
        },
        {
          type: "p",
          text: "We use cloud software and automation to take the repetitive work off your desk: bank feeds, receipt capture, payroll runs and filing reminders. That leaves our people free for what matters: advice you can act on. We are proud to back ambitious founders, especially Black and minority-ethnic entrepreneurs who have too often been underserved by traditional firms.",
        },
      ],
      aside: {
        heading: "What you can expect",
        text: `A named accountant, replies ${firm.replyWithin}, deadlines tracked for you, and a fixed monthly fee agreed before we start.`,
      },
      actions: [ethosAction, meetTeamAction],
    },
    {
      type: "logoStrip",
      id: "accreditations",
      heading: "Qualified, regulated and accountable",
      // Only the bodies that regulate the firm, each with what it regulates: the Law Society
      // represents solicitors but regulates no one, so it has no place under this heading.
      lead: sample(
        "regulation",
        "Our accountancy work is regulated by the Institute of Chartered Accountants in England and Wales, and our legal services by the Solicitors Regulation Authority.",
      ),
      items: [
        {
          name: "ICAEW Chartered Accountants",
          caption: sample("regulation", `Member firm ${firm.icaewFirmNumber}, under ICAEW practice assurance`),
        },
        {
          name: "Solicitors Regulation Authority",
          caption: sample("regulation", `Authorised and regulated, SRA number ${firm.sraNumber}`),
        },
      ],
    },
    {
      type: "cardGrid",
      id: "services",
      eyebrow: "Our Services",
      heading: "Everything your business needs, under one roof",
      columns: 2,
      items: [
        {
          title: "Accountancy Services",
          description:
            "Annual accounts, corporation tax, VAT, payroll, bookkeeping and self assessment, plus the advice that grows profit: tax planning, management accounts and a fractional CFO when you need one.",
          icon: "calculator",
          href: paths.accounting.href(),
          linkLabel: "Explore accountancy services",
          points: [
            "Compliance done on time, every time",
            "Cloud bookkeeping with Xero and Dext",
            "Tax planning before the year end, not after",
          ],
        },
        {
          title: "Legal Services",
          description: "Practical legal help from solicitors who understand the numbers behind the deal.",
          icon: "scale",
          href: paths.commercialProperty.href(),
          linkLabel: "Explore legal services",
          points: [
            "Commercial property",
            "Residential property",
            `[Contracts](${paths.commercialProperty.href()}${anchor("contracts")})`,
            `[SDLT calculator](${paths.sdltCalculator.href()})`,
          ],
        },
      ],
    },
    // Only when the firm publishes testimonials: never an empty section.
    ...(homeTestimonials.length > 0
      ? [
          {
            type: "testimonials" as const,
            id: "testimonials",
            heading: "What our clients say",
            items: homeTestimonials,
            action: { label: "View all reviews", href: paths.reviews.href(), variant: "secondary" as const },
          },
        ]
      : []),
    {
      type: "ctaBand",
      id: "get-started",
      heading: "Ready to spend less time on admin?",
      text: "Get a fixed monthly price in under a minute, or talk to us first. There is no obligation and no hard sell.",
      actions: [quoteAction, contactAction],
    },
    {
      type: "insights",
      id: "latest-insights",
      heading: "Latest Insights",
      lead: "Plain-English guides to the rules that affect your business this year.",
      // Each card's date is its article's `updated` date (content/knowledge).
      items: [
        {
          title: "Making Tax Digital for Income Tax: a guide for sole traders and landlords",
          excerpt:
            "Who must join and when, how qualifying income is measured, and the quarterly update deadlines that start in April 2026.",
          date: formatLongDate("2026-11-10"),
          category: "VAT & Making Tax Digital",
          href: paths.article.href("making-tax-digital-for-income-tax"),
        },
        {
          title: "Salary or dividends? Paying yourself from your company in 2026/27",
          excerpt:
            "The most tax-efficient mix for a company director now that dividend tax has gone up, with a full worked example.",
          date: formatLongDate("2026-04-14"),
          category: "Limited Companies",
          href: paths.article.href("director-salary-vs-dividends"),
        },
        {
          title: "Gifted products and PR packages: are they taxable income?",
          excerpt:
            "When free products, PR packages and trips count as income for creators, how to value them, and the records HMRC expects.",
          date: formatLongDate("2026-03-11"),
          category: "Creators & Influencers",
          href: paths.article.href("gifted-products-and-pr-packages"),
        },
      ],
      action: { label: "Browse the knowledge base", href: paths.knowledge.href(), variant: "secondary" },
    },
    {
      type: "prose",
      id: "contact",
      eyebrow: "Contact Us",
      heading: "Talk to a qualified accountant or solicitor",
      blocks: [
        {
          type: "p",
          text: `Call us on [${firm.phone.display}](tel:${firm.phone.e164}) or e-mail [${firm.email}](mailto:${firm.email}). We are open ${firm.openingHours} and reply to every message ${firm.replyWithin}.`,
        },
        {
          type: "p",
          text: `Prefer to pick a time? [Book a free 30-minute consultation](${firm.bookingUrl}) with one of our partners, by video or phone. Or [send us a message or ask us to call you back](${paths.contact.href()}).`,
        },
      ],
      aside: {
        heading: "Visit us",
        text: `${firm.address.street}, ${firm.address.locality} ${firm.address.postcode}. Meetings by appointment.`,
      },
    },
  ],
};

export default page;
