import { paths } from "~/config/paths";
import { valueAddPage } from "~/content/templates/value-add-page";
import { sample } from "#kernel/sample.ts";

/** The share of clients who act on the action plan: the firm's own figure, shown in three places. */
const clientsWhoAct = sample("marketing figure", "87%");

export default valueAddPage({
  seo: {
    title: "Business Analysis: Margins, Pricing and Performance",
    description: `A data-led review of your margins, pricing, customers and sites, with a ranked action plan. Typically 3–6 weeks; ${clientsWhoAct} of clients act on our recommendations.`,
    serviceName: "Business analysis",
  },
  primaryLabel: "Get Business Analysis Quote",
  hero: {
    heading: "Know Exactly Which Parts of Your Business Make Money",
    lead: "Busy is not the same as profitable. We take the data you already have (sales, costs, staff time, stock) and show you which products, customers and locations carry the business, which ones quietly drain it, and what to do about each.",
    stats: sample("marketing figure", [
      { value: clientsWhoAct, label: "Of clients implement our recommendations" },
      { value: "3–6 weeks", label: "Typical time from data to action plan" },
    ]),
  },
  intro: {
    eyebrow: "Beyond the annual accounts",
    heading: "Your accounts tell you the total. We show you the parts.",
    blocks: [
      {
        type: "p",
        text: "Annual accounts show whether the business made a profit overall. They do not show that one product line earns three times the margin of another, that your biggest customer costs more to serve than they pay, or that one site carries two others.",
      },
      {
        type: "p",
        text: "Our business analysis breaks your results down to the level where decisions are made, compares them with sensible benchmarks, and turns the findings into a short list of actions ranked by their effect on profit and cash. No 80-page report that sits in a drawer.",
      },
    ],
  },
  features: {
    heading: "What the analysis covers",
    items: [
      {
        title: "Profitability by segment",
        description:
          "True margins by product, service, customer, channel and location, with overheads allocated on a basis you agree with, not an arbitrary split.",
        icon: "chart",
      },
      {
        title: "Benchmarks and KPIs",
        description:
          "Your performance measured against your own history and against comparable businesses, with the handful of key indicators that best predict your results.",
        icon: "gauge",
      },
      {
        title: "Scenarios and forecasts",
        description:
          "What happens to profit and cash if you raise prices, drop a product, open a site or lose a customer, modelled before you commit.",
        icon: "growth",
      },
    ],
  },
  benefits: {
    heading: "What you get from a business analysis",
    items: [
      "Margins by product, customer and location, not just in total",
      "The customers and lines that cost more than they earn, identified",
      "Pricing tested against costs and what the market will bear",
      "Staff time matched to where the work and the profit are",
      "Stock and working capital tied up unnecessarily, released",
      "A short set of KPIs you can track every month",
      "Every recommendation ranked by its effect on profit and cash",
      "A follow-up review to check the changes are working",
    ],
  },
  approach: {
    heading: "Our approach",
    items: [
      {
        title: "Start with your questions",
        description:
          "We begin with the decisions you are facing, such as pricing, a new site or a struggling line, so the analysis answers what matters to you.",
        icon: "target",
      },
      {
        title: "Use the data you already have",
        description:
          "Your accounting ledger, till or e-commerce data, payroll and CRM hold most of the answers. We clean and join them; you do not need new systems.",
        icon: "spreadsheet",
      },
      {
        title: "Test findings with your team",
        description:
          "Numbers only tell part of the story. We check our findings with the people who run each area before anything goes into the report.",
        icon: "people",
      },
      {
        title: "Rank by impact",
        description:
          "Every recommendation comes with its likely effect on profit and cash, the effort involved and who should own it, so you know where to start.",
        icon: "trend",
      },
    ],
  },
  process: {
    heading: "How the analysis runs",
    steps: [
      {
        title: "Scoping",
        description:
          "We agree the questions to answer, the data sources and a fixed fee, and set up read-only access to your systems.",
        duration: "Week 1",
      },
      {
        title: "Data gathering and cleaning",
        description:
          "We extract sales, cost, payroll and stock data, reconcile it to your accounts and fix the gaps so the figures can be trusted.",
        duration: "Weeks 1–2",
      },
      {
        title: "Analysis and findings",
        description:
          "We build the segment view, benchmarks and scenarios, and test the emerging findings with you and your managers.",
        duration: "Weeks 2–5",
      },
      {
        title: "Action plan and follow-up",
        description: "We present a ranked action plan in a working session and check progress with you 90 days later.",
        duration: "Week 6 and day 90",
      },
    ],
  },
  caseStudy: sample("success story", {
    heading: "A retail chain that found the profit hiding in its stores",
    client: "Marlow & Pike Home Stores, a family-owned homeware retailer with 12 shops across the Midlands",
    challenge:
      "Group sales were rising but profit was flat, and the directors could not tell which stores were pulling their weight. Rotas were set centrally, every store carried the same range, and head office costs were split evenly across all twelve shops.",
    solution:
      "We built a profit and loss account for each store from till, payroll and rent data, matched staffing to hourly footfall, and tailored ranges to what each location actually sold. Two underperforming stores were moved to shorter leases and smaller units at renewal rather than closed.",
    results: [
      { value: "32%", label: "Increase in average store profitability" },
      { value: "£875K", label: "Extra annual profit" },
      { value: "12", label: "Locations analysed, store by store" },
    ],
    quote: {
      text: "We'd been running twelve shops as if they were one. Seeing each store's own numbers changed every conversation we have as a board.",
      author: "Samira K., Finance Director",
      company: "Marlow & Pike Home Stores",
    },
  }),
  cta: {
    heading: "Find out where your profit really comes from",
    text: "Tell us about your business and the questions on your mind. We'll reply with the scope, the timescale and a fixed fee for your analysis.",
  },
  faq: {
    heading: "Business analysis questions",
    items: [
      {
        question: "What data do you need from us?",
        answer:
          "Usually your accounting records plus whatever sits alongside them: till or online shop data, payroll, stock records, a CRM or job system. Read-only access is enough, and we tell you in the scoping call exactly what we will use.",
      },
      {
        question: "How long does it take?",
        answer:
          "Typically 3–6 weeks from scoping to action plan. A single-site business with clean records sits at the shorter end; several sites or messy data take longer.",
      },
      {
        question: "How is this different from management accounts?",
        answer: `[Management accounts](${paths.managementAccounts.href()}) report your results every month. A business analysis is a deeper, one-off look at why the results are what they are and what to change. Many clients start with an analysis and then track its KPIs in their monthly management accounts.`,
      },
      {
        question: "What happens after the report?",
        answer: `We present the action plan in a working session, agree owners and dates, and review progress after 90 days. ${clientsWhoAct} of our clients go on to implement our recommendations, and we can support the changes as far as you want us to.`,
      },
      {
        question: "How do you keep our data safe?",
        answer:
          "We use read-only access wherever possible, keep your data in UK-based or UK GDPR-compliant systems, share it with no one outside the engagement, and delete working copies once the project closes.",
      },
    ],
  },
});
