import { paths } from "~/config/paths";
import { valueAddPage } from "~/content/templates/value-add-page";
import { sample } from "#kernel/sample.ts";

export default valueAddPage({
  seo: {
    title: "Business Restructuring for Owner-Managed Companies",
    description:
      "Operational and corporate restructuring for owner-managed businesses: costs, group structure, share reorganisations and succession, with tax modelled first.",
    serviceName: "Business restructuring",
  },
  primaryLabel: "Get Restructuring Assessment",
  hero: {
    heading: "Reshape Your Business Around Where It Is Going",
    lead: "Profits slipping, a group that has grown untidy, a partner leaving or the next generation taking over: we help you change how the business runs and who owns it, with the tax and legal consequences worked out before anything moves.",
    stats: sample("marketing figure", [{ value: "25+ years", label: "Restructuring experience in our team" }]),
  },
  intro: {
    eyebrow: "Two kinds of restructuring",
    heading: "Operational, corporate, or both",
    blocks: [
      {
        type: "p",
        text: "**Operational restructuring** changes how the business makes money: which products, customers and sites to keep, how the team is organised, and what the cost base should look like. It typically takes 3–6 months.",
      },
      {
        type: "p",
        text: "**Corporate restructuring** changes the legal shape: adding a holding company, separating property from the trade, splitting a business between owners, creating share classes, or preparing for a sale or succession. With tax clearances and legal work it typically takes 6–12 months or more.",
      },
      {
        type: "p",
        text: "Restructuring is not insolvency. If a company cannot pay its debts as they fall due, the directors' duties change and a licensed insolvency practitioner is needed. We will tell you early if that is where things stand, and introduce you to one.",
      },
    ],
  },
  features: {
    heading: "What we restructure",
    items: [
      {
        title: "Operations and costs",
        description:
          "Product, customer and site profitability, pricing, staffing and supplier contracts, so the cost base matches the business you have now and the one you are building.",
        icon: "cog",
      },
      {
        title: "Group and share structure",
        description:
          "Holding companies, share-for-share exchanges, demergers, moving property out of the trading company, and new share classes, with HMRC advance clearance sought where it is available.",
        icon: "building",
      },
      {
        title: "Succession and ownership change",
        description:
          "Handing over to family, selling to the management team, buying out a departing shareholder or bringing in an investor, planned so the business keeps running smoothly through it.",
        icon: "handshake",
      },
    ],
  },
  benefits: {
    heading: "What a well-planned restructure delivers",
    items: [
      "A clear view of which parts of the business really make money",
      "A cost base that fits today's revenue and tomorrow's plans",
      "Valuable assets such as property kept apart from trading risk",
      "Tax consequences modelled before a single share moves",
      "HMRC clearances applied for where the law provides them",
      "Accountants and lawyers working to one plan, with one point of contact",
      "A succession plan the whole family understands and agrees",
      "Lenders, staff and customers told the right things at the right time",
    ],
  },
  approach: {
    heading: "Our approach",
    items: [
      {
        title: "Diagnose before prescribing",
        description:
          "We start with the numbers and the people: where profit is made and lost, what the owners want, and what the business can realistically carry.",
        icon: "search",
      },
      {
        title: "Model every option",
        description:
          "Each option is set out side by side with its cash cost, tax effect, legal steps and risks, so you choose with the full picture in front of you.",
        icon: "chart",
      },
      {
        title: "Bring people with you",
        description:
          "Family members, key staff and lenders hear about changes in a planned order. Where roles change, we work with employment specialists so consultation duties are met.",
        icon: "people",
      },
      {
        title: "Change in stages",
        description:
          "Large changes are broken into milestones with measurable targets, so you can see progress and adjust course before committing to the next step.",
        icon: "workflow",
      },
    ],
  },
  process: {
    heading: "How a restructuring project runs",
    steps: [
      {
        title: "Assessment",
        description:
          "We review your accounts, management information, ownership and contracts, and meet the owners and key managers.",
        duration: "2–3 weeks",
      },
      {
        title: "Options report",
        description:
          "A written report setting out the options, their costs, tax effects and risks, with our recommendation and a timetable.",
        duration: "2 weeks",
      },
      {
        title: "Implementation",
        description:
          "We carry out the plan: operational changes, HMRC clearance applications, share documents, Companies House filings and updated bank mandates.",
        duration: "3–6 months operational; 6–12+ months corporate",
      },
      {
        title: "Review",
        description:
          "We measure results against the targets agreed at the start, at 3, 6 and 12 months, and adjust where the numbers say we should.",
        duration: "Up to 12 months",
      },
    ],
  },
  caseStudy: sample("success story", {
    heading: "A family business ready for its third generation",
    client: "Ashby & Sons Joinery Ltd, a family-owned joinery business in Leicestershire with 32 staff",
    challenge:
      "The founder wanted to retire, his two children ran different sides of the business and disagreed about its future, and margins had fallen for three years as low-value trade work crowded out bespoke commissions. The freehold workshop sat inside the trading company.",
    solution:
      "We showed which work made money, and the business dropped its least profitable trade contracts to focus on bespoke kitchens and commercial fit-outs. A new holding company was put in place after HMRC clearance, the workshop was held apart from the trade, and share classes gave each sibling a stake that reflected their role, with the founder's retirement income secured.",
    results: [
      { value: "43%", label: "Increase in profitability" },
      { value: "£1.2M", label: "Extra annual revenue" },
      {
        value: "9 months",
        label: "From first meeting to new structure in place",
      },
    ],
    quote: {
      text: "For the first time the three of us agreed on where the business was going, and the numbers since have proved it was the right call.",
      author: "Helen A., Managing Director",
      company: "Ashby & Sons Joinery Ltd",
    },
  }),
  cta: {
    heading: "Talk through the changes you are considering",
    text: "Tell us what is prompting the change. We'll come back with a restructuring assessment: the options worth exploring, the likely timescale and a fixed fee for the first stage.",
  },
  faq: {
    heading: "Restructuring questions",
    items: [
      {
        question: "How long does restructuring take?",
        answer:
          "An operational restructuring typically takes 3–6 months. A corporate restructuring takes 6–12 months or more, because HMRC clearances, lender consents and legal documents each have their own timetable.",
      },
      {
        question: "Will restructuring trigger a tax bill?",
        answer:
          "It can, but many reorganisations can be carried out without an immediate tax charge when the conditions for the relevant reliefs are met, and HMRC offers advance clearance for several of them. We model the tax on every option before you decide.",
      },
      {
        question: "Is restructuring the same as insolvency?",
        answer:
          "No. Restructuring is a planned change made by a solvent business. If a company cannot pay its debts, different rules apply and a licensed insolvency practitioner must be involved; we will say so early if we think that is the case.",
      },
      {
        question: "Who prepares the legal documents?",
        answer: `Our accountants handle the tax, the accounts and the [Companies House filings](${paths.companySecretarial.href()}). Property transfers are handled by our own [legal team](${paths.commercialProperty.href()}), and share documents and shareholder agreements by corporate solicitors we work with regularly. We coordinate all of it, so you deal with one contact.`,
      },
      {
        question: "What does it cost?",
        answer:
          "We agree a fixed fee for the assessment, and a fixed fee for each later stage before it starts. You see the full cost of each decision before you make it.",
      },
    ],
  },
});
