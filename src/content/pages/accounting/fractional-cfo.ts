import { paths } from "~/config/paths";
import { valueAddPage } from "~/content/templates/value-add-page";
import { sample } from "#kernel/sample.ts";

export default valueAddPage({
  seo: {
    title: "Fractional CFO and Part-Time Finance Director",
    description:
      "An experienced part-time CFO for growing UK businesses: fundraising, forecasting, board reporting and pricing, typically 1–2 days a week on a fixed monthly fee.",
    serviceName: "Fractional CFO",
  },
  primaryLabel: "Discuss Your CFO Needs",
  hero: {
    heading: "A Senior Finance Leader, for the Days You Need One",
    lead: "You have outgrown a bookkeeper and a year-end accountant, but a full-time finance director is more than you need or can afford. A fractional CFO gives you that experience for one or two days a week, focused on the decisions that shape the next few years.",
    stats: sample("marketing figure", [
      { value: "30+ years", label: "Combined CFO experience in our team" },
      { value: "1–2 days", label: "A week, typically" },
      { value: "3–6 months", label: "Typical length of a project engagement" },
    ]),
  },
  intro: {
    eyebrow: "When a fractional CFO makes sense",
    heading: "Strategic finance without a full-time salary",
    blocks: [
      {
        type: "p",
        text: "Growing businesses reach a point where the questions change. Can we afford to hire five people? How much should we raise, and when? Which price rise will customers accept? Should we take on that contract? These need someone who can build the model, challenge the assumptions and sit with investors and lenders.",
      },
      {
        type: "p",
        text: "Our fractional CFOs work as part of your leadership team, either on an ongoing basis or on a defined project such as a fundraise, a new system or a finance team restructure. We are proud to work with ambitious founders from every background, including the Black and minority-ethnic entrepreneurs who are still too often left out of investment conversations.",
      },
    ],
  },
  features: {
    heading: "What your fractional CFO does",
    items: [
      {
        title: "Strategy and forecasting",
        description:
          "A three-statement financial model, budgets and scenario plans that show how hiring, pricing and investment decisions affect profit, cash and runway.",
        icon: "growth",
      },
      {
        title: "Fundraising and lenders",
        description:
          "Investor-ready forecasts, a clean data room, answers to due diligence questions, SEIS and EIS advance assurance, and the numbers behind bank and asset finance applications.",
        icon: "rocket",
      },
      {
        title: "Board reporting and team",
        description:
          "Monthly board packs, KPI dashboards and investor updates, plus leadership of your bookkeeper or finance team and the systems they use.",
        icon: "people",
      },
    ],
  },
  benefits: {
    heading: "Why growing businesses choose a fractional CFO",
    items: [
      "Board-level finance experience at a fraction of a full-time cost",
      "A financial model investors and lenders take seriously",
      "Cash runway known months ahead, not discovered at the last minute",
      "Pricing and margin decisions backed by numbers",
      "Monthly board packs that tell a clear story",
      "Finance systems and processes that scale with the business",
      "A sounding board for the founder on every big decision",
      "Time that flexes with your plans, quarter by quarter",
    ],
  },
  process: {
    heading: "How we work together",
    steps: [
      {
        title: "Discovery",
        description:
          "We meet the founders, review your figures, forecasts and systems, and agree what success looks like in the first six months.",
        duration: "Weeks 1–2",
      },
      {
        title: "90-day plan",
        description:
          "A written plan of priorities, such as the model, the fundraise, reporting and systems, with dates and the days each month it needs.",
        duration: "Week 3",
      },
      {
        title: "Embedded support",
        description:
          "Your CFO works alongside you, typically one to two days a week, attending board and investor meetings and leading the finance team.",
        duration: "1–2 days a week",
      },
      {
        title: "Review and next stage",
        description:
          "Every quarter we review progress and adjust the time. When you are ready for a full-time finance director, we help you recruit and hand over.",
        duration: "Quarterly",
      },
    ],
  },
  caseStudy: sample("success story", {
    heading: "A tech startup that raised its Series A",
    client:
      "Loopline Health Ltd, a London health-tech startup selling scheduling software to NHS suppliers and private clinics",
    challenge:
      "Loopline had strong early sales but its forecasts lived in a founder's spreadsheet, investors kept asking questions the team could not answer quickly, and there was no clear view of how long the cash would last.",
    solution:
      "Our fractional CFO spent one and a half days a week with the team for six months. We built a three-statement model around recurring revenue and churn, set up monthly board reporting, prepared the data room and led the finance side of due diligence.",
    results: [
      { value: "£2.5M", label: "Series A raised" },
      { value: "64%", label: "Revenue growth in the following year" },
      { value: "1.5 days", label: "A week of CFO time" },
    ],
    quote: {
      text: "Investors stopped asking whether our numbers were right and started asking how fast we could grow. That shift was worth everything.",
      author: "Tobi A., Co-founder and CEO",
      company: "Loopline Health Ltd",
    },
  }),
  cta: {
    heading: "Tell us what is on your finance agenda",
    text: "A fundraise, a board to report to, or just too many big decisions for one founder? Tell us where you are and we'll suggest the right amount of CFO time and a fixed monthly fee.",
  },
  faq: {
    heading: "Fractional CFO questions",
    items: [
      {
        question: "What is a fractional CFO?",
        answer:
          "An experienced chief financial officer who works for your business part-time, as a member of the leadership team rather than an outside adviser. You get the same judgement as a full-time hire, for the days you need it.",
      },
      {
        question: "How much time will we need?",
        answer:
          "Typically one to two days a week. Project engagements, such as a fundraise or a systems change, usually run for 3–6 months; ongoing support continues for as long as it is useful, with time adjusted each quarter.",
      },
      {
        question: "Do we need a CFO or just better management accounts?",
        answer: `If your main need is reliable monthly figures, start with [management accounts](${paths.managementAccounts.href()}). If you need someone to use those figures to plan, raise money and lead a finance team, that is the CFO's job. Many clients have both.`,
      },
      {
        question: "Can you help us raise investment?",
        answer:
          "Yes. We build the model, prepare the data room, rehearse investor questions and lead the finance side of due diligence. The raise itself stays yours; where a regulated adviser or broker is needed, we work alongside them.",
      },
      {
        question: "How is it priced?",
        answer:
          "A fixed monthly fee based on the days agreed, reviewed each quarter. No hourly billing, and you can add days during a fundraise and reduce them afterwards.",
      },
    ],
  },
});
