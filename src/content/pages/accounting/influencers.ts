import { paths } from "~/config/paths";
import { VAT_REGISTRATION_THRESHOLD } from "~/content/shared/accounting-facts";
import { complianceCard } from "~/content/shared/accounting-services";
import { audiencePage } from "~/content/templates/audience-page";
import { fact } from "~/lib/facts";
import { sample } from "#kernel/sample.ts";

export default audiencePage({
  audience: "influencers",
  seo: {
    title: "Accountants for Influencers and Content Creators",
    description:
      "Tax returns, VAT, gifted products and limited companies for UK influencers, YouTubers and creators, from accountants who understand platform income.",
    serviceName: "Accounting for Influencers",
  },
  hero: {
    badge: "For Influencers and Creators",
    heading: "Accounting for influencers and content creators",
    lead: "Brand deals, platform payouts, affiliate income and gifted products: we turn them into a tax return you can trust, and help you decide when to register for VAT or set up a company.",
  },
  why: {
    heading: "Why creators choose us",
    items: [
      {
        title: "We understand creator income",
        description:
          "YouTube, TikTok, Twitch, Patreon, brand deals, affiliate links and agency payments: we know how each one pays you and how it is taxed.",
      },
      {
        title: "Gifted products recorded properly",
        description:
          "Products you receive in return for content are usually taxable, just like cash. We value and record them properly, so HMRC has nothing to question.",
      },
      {
        title: "Expenses you can really claim",
        description:
          "Cameras, lighting, editing software, a share of your home costs and travel to shoots can often be claimed; everyday clothes and make-up usually can't. Ask us before you spend.",
      },
      {
        title: "VAT threshold watched",
        description: `Creator income can jump quickly. We check your turnover against the ${VAT_REGISTRATION_THRESHOLD} VAT threshold every month, so you register on time rather than after a penalty.`,
      },
      {
        title: "Sole trader or company?",
        description:
          "As your income grows, a limited company can reduce your tax bill. We run the numbers and set one up when it makes sense, not before.",
      },
      {
        title: "A free playbook to start with",
        description: `Read our free 20-page eBook, [The Influencer's Tax Playbook](${paths.playbook.href()}), written by our chartered accountants for UK creators.`,
      },
    ],
  },
  compliance: {
    lead: "Everything HMRC and Companies House expect from a creator business, handled for you.",
    items: [
      complianceCard(
        "selfAssessment",
        `Your return with every platform, brand deal and gifted product included, and your tax bill known weeks before ${fact("self-assessment.payment-deadline")}.`,
      ),
      complianceCard(
        "bookkeeping",
        "Payouts from every platform and agency matched to your bank, with receipts captured on your phone.",
      ),
      complianceCard(
        "vat",
        "Registration at the right time, brand deals invoiced correctly, and quarterly returns filed through Making Tax Digital software.",
      ),
      complianceCard(
        "accountsTax",
        "When you trade through a company: year-end accounts and the corporation tax return, with your tax known in advance.",
      ),
      complianceCard(
        "payroll",
        "Pay your editor, assistant or yourself through payroll, with payslips and HMRC submissions handled.",
      ),
      complianceCard(
        "registeredOffice",
        "A London registered office for your company, so your home address isn't published for your followers to find.",
      ),
    ],
  },
  valueAdd: {
    lead: "For creators building a business, not just a following.",
    services: ["taxPlanning", "businessAnalysis", "managementAccounts"],
  },
  pricing: {
    heading: "Creator pricing",
    lead: "Every plan includes your tax return, income tracked across your platforms and a named accountant who knows the creator economy.",
    plans: [
      {
        title: "Starter",
        subtitle: "For creators working as sole traders",
        features: [
          "Self assessment tax return",
          "Income tracked across platforms, brands and agencies",
          "Gifted products valued and recorded",
          "Allowable expenses reviewed",
          "Dext receipt capture",
          "Reminders for every HMRC deadline",
        ],
      },
      {
        title: "Creator",
        subtitle: "For full-time creators",
        features: [
          "Everything in Starter",
          "Quarterly bookkeeping",
          "Making Tax Digital quarterly updates, if you're in scope",
          "Monthly VAT threshold monitoring",
          "Tax estimate before each payment",
          "Quarterly check-in call",
        ],
      },
      {
        title: "Enterprise",
        subtitle: "For creators trading through a limited company",
        features: [
          "Everything in Creator",
          "Company accounts and corporation tax return",
          "Director's payroll and dividend planning",
          "Quarterly VAT returns",
          "Monthly bookkeeping",
          "Yearly tax planning",
        ],
      },
    ],
  },
  successStory: sample("success story", {
    heading: "How a lifestyle creator got two years of tax under control",
    client: "Jade M. · lifestyle and beauty creator · 380,000 followers across YouTube, TikTok and Instagram",
    challenge:
      "Jade's income came from four platforms, eleven brand partners and a steady stream of gifted products. She had missed a filing deadline, didn't know her turnover was nearing the VAT threshold, and had no idea how much to put aside for tax.",
    solution:
      "We rebuilt two years of records from platform statements and bank feeds, valued her gifted items, claimed her equipment and studio costs, and filed the overdue return. We registered her for VAT at the right time, then moved her business into a limited company the following April.",
    results: [
      { value: "£9,800", label: "Tax saved in her first year as a company" },
      { value: "3 weeks", label: "To rebuild two years of records" },
      { value: "15", label: "Income sources tracked in one place" },
    ],
    quote: {
      text: "I finally know what I earn and what I owe. I set aside the right amount every month and I don't dread January any more.",
      author: "Jade M., Content Creator",
      company: "Jade M. Studio Ltd",
    },
  }),
  cta: {
    heading: "Spend your time creating, not on tax",
    text: "Get a fixed monthly price in under a minute, or book a consultation to talk about VAT, gifted products or setting up a company.",
  },
});
