import { paths } from "~/config/paths";
import { valueAddPage } from "~/content/templates/value-add-page";
import { fact } from "~/lib/facts";
import { sample } from "#kernel/sample.ts";

export default valueAddPage({
  seo: {
    title: "Tax Planning for UK Companies and Their Owners",
    description:
      "Year-round tax planning for UK companies and directors: salary and dividends, pensions, capital allowances and exit planning, agreed before your year end.",
    serviceName: "Tax planning",
  },
  primaryLabel: "Get Tax Savings Assessment",
  hero: {
    heading: "Tax Planning That Happens Before the Year End, Not After",
    lead: "Most tax is saved by decisions made in time: how you pay yourself, when you invest and how the business is owned. We plan those decisions with you every year, so you pay what the law requires and not a pound more.",
    stats: sample("marketing figure", [{ value: "£7.2M+", label: "Tax savings found for our clients in 2024" }]),
  },
  intro: {
    eyebrow: "Why plan ahead",
    heading: "Reliefs only help if you use them on time",
    blocks: [
      {
        type: "p",
        text: `The UK tax system is full of allowances and reliefs, but nearly all of them depend on doing something before a date: paying a pension contribution, buying equipment, declaring a dividend or changing who owns the shares. Once your company's year end or ${fact("tax-year.end")} has passed, an accountant can only report what happened.`,
      },
      {
        type: "p",
        text: "We look at your company and your personal tax together, model the options with your real figures, and give you a short written plan. Everything we suggest uses the rules as Parliament intended them, and every recommendation comes with the figures behind it.",
      },
    ],
    aside: {
      heading: "What you receive",
      text: "A written tax plan listing each recommendation, its estimated saving, what you need to do and the date by which it must be done.",
    },
  },
  features: {
    heading: "Where we look for savings",
    items: [
      {
        title: "Paying yourself",
        description:
          "The right mix of salary, dividends, employer pension contributions and benefits for each director, checked against the current year's rates and thresholds.",
        icon: "wallet",
      },
      {
        title: "Investment and reliefs",
        description:
          "Capital allowances on equipment, vans and fit-outs, including full expensing and the Annual Investment Allowance, timed around your year end, plus R&D relief where your work qualifies.",
        icon: "calculator",
      },
      {
        title: "Ownership, succession and exit",
        description:
          "Whether to incorporate, holding companies, family shareholdings, and preparing early for a sale so reliefs such as Business Asset Disposal Relief are not lost on a technicality.",
        icon: "building",
      },
    ],
  },
  benefits: {
    heading: "What tax planning gives you",
    items: [
      "An estimate of your tax bills months before they are due",
      "Every recommendation costed, with the saving and the action needed",
      "Salary and dividends reset each year as rates and thresholds change",
      "Company pension contributions used to take profit tax-efficiently",
      "Capital allowances claimed on every qualifying purchase",
      "Company and personal tax planned together, not in separate silos",
      "Planning that stays within HMRC's rules: no aggressive schemes",
      "Reminders before each deadline, so a saving is never missed by a day",
    ],
  },
  process: {
    heading: "How our tax planning works",
    steps: [
      {
        title: "Discovery call",
        description:
          "We learn how the business makes money, how you take money out of it, and what you expect over the next three years: hiring, investment, property, a sale.",
        duration: "Week 1",
      },
      {
        title: "Tax review",
        description:
          "We read your last accounts and returns, bring your current-year figures up to date and model the options for the company and for each owner.",
        duration: "Weeks 2–3",
      },
      {
        title: "Your tax plan",
        description:
          "You receive a plain-English plan with each recommendation's estimated saving, what to do and by when, and we walk you through it on a call.",
        duration: "Week 4",
      },
      {
        title: "Action and annual review",
        description:
          "We make the changes with you (payroll, dividend paperwork, pension payments, claims) and revisit the plan three months before every year end.",
        duration: "Every year",
      },
    ],
  },
  caseStudy: sample("success story", {
    heading: "A design agency that stopped overpaying its directors' tax",
    client: "Harbour & Finch Design Ltd, a 14-person creative agency in Bristol owned by two directors",
    challenge:
      "The directors had paid themselves the same high salaries since they started, made no pension contributions and bought new equipment just after their year end each time. Their tax bills arrived as a surprise every January and every autumn.",
    solution:
      "We rebalanced their pay between salary, dividends and employer pension contributions, brought a planned £48,000 kit and studio fit-out forward so capital allowances fell in the right year, and set up a quarterly tax estimate so the cash was put aside in advance.",
    results: [
      {
        value: "£36,900",
        label: "Tax saved across the company and both directors in year one",
      },
      {
        value: "2",
        label: "Directors now building pensions through the company",
      },
      { value: "0", label: "Surprise tax bills since the plan began" },
    ],
    quote: {
      text: "We'd done things the same way for six years because nobody told us otherwise. The plan fitted on two pages and paid for itself many times over.",
      author: "Priya S., Co-founder",
      company: "Harbour & Finch Design Ltd",
    },
  }),
  cta: {
    heading: "Find out what you could save this year",
    text: "Send us a few details and we'll come back with a tax savings assessment: where you may be overpaying, the likely saving and a fixed fee for the full plan.",
  },
  faq: {
    heading: "Tax planning questions",
    items: [
      {
        question: "When is the best time to plan?",
        answer: `About three months before your company's year end, and again before ${fact("tax-year.end")} for your personal taxes. Most reliefs depend on acting before a date, so planning after the year end can only tidy up, not save.`,
      },
      {
        question: "Is tax planning the same as tax avoidance?",
        answer:
          "No. We use reliefs and allowances the way they are meant to be used: pension contributions, capital allowances, R&D relief, the right mix of salary and dividends. We do not promote schemes built on contrived arrangements, and we will tell you if something you have been offered looks like one.",
      },
      {
        question: "How much could I save?",
        answer:
          "It depends on your profits, how you take money out and what you plan to invest. The tax savings assessment gives you an estimate before you commit to anything, and if we find little to gain we will say so.",
      },
      {
        question: "Do you plan for directors personally as well as the company?",
        answer: `Yes. A pound of company profit can reach you as salary, dividend or pension contribution, and each is taxed differently. We look at the company and your own [Self Assessment](${paths.selfAssessment.href()}) together.`,
      },
      {
        question: "Is tax planning included in my monthly fee?",
        answer: `Yearly tax planning is part of our Foresight package for [small and medium businesses](${paths.smes.href()}). On other packages we agree a fixed fee for a planning review before any work starts, with no hidden extras.`,
      },
    ],
  },
});
