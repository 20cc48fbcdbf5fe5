import { paths } from "~/config/paths";
import { valueAddPage } from "~/content/templates/value-add-page";
import { eg, fact, factValue } from "~/lib/facts";
import { sample } from "#kernel/sample.ts";

const mergedSchemeFrom = fact("research-development.merged-scheme-from");
const creditRate = fact("research-development.expenditure-credit-rate");
const intensityThreshold = fact("research-development.eris-intensity-threshold");
/** The merged scheme's taxable credit after corporation tax, in pence per £1 of qualifying spend. */
const creditAfterTax = (taxRate: number) =>
  Math.round((factValue("research-development.expenditure-credit-rate") * (100 - taxRate)) / 100);
/** "15–16p": at the main rate and at the small profits rate. */
const mergedWorth = `${creditAfterTax(factValue("corporation-tax.main-rate"))}–${creditAfterTax(factValue("corporation-tax.small-profits-rate"))}p`;
/** Enhanced R&D intensive support at most, in pence per £1: the payable credit on the enhanced deduction. */
const erisWorth = `${Math.round(((100 + factValue("research-development.eris-additional-deduction")) * factValue("research-development.eris-payable-credit-rate")) / 100)}p`;
const perPound = `per ${eg(1)}`;

export default valueAddPage({
  seo: {
    title: "R&D Tax Credits: Merged Scheme and ERIS Claims",
    description:
      "R&D tax relief claims under the merged scheme and ERIS: eligibility checks, technical reports, HMRC claim notification and the additional information form.",
    serviceName: "R&D tax relief claims",
  },
  primaryLabel: "Check Your R&D Eligibility",
  hero: {
    heading: "R&D Tax Relief for Companies Solving Hard Problems",
    lead: "If your company is trying to advance science or technology (new software, products, processes or materials) and had to overcome real uncertainty to do it, part of that cost can come back as tax relief. We check whether you qualify, build the claim and handle HMRC's paperwork.",
    stats: sample("marketing figure", [
      { value: "£4.6M+", label: "R&D credits claimed for our clients in 2024" },
      {
        value: "6–8 weeks",
        label: "Typical time from first call to submitted claim",
      },
    ]),
  },
  intro: {
    eyebrow: "What counts as R&D",
    heading: "It is not only for laboratories",
    blocks: [
      {
        type: "p",
        text: "For tax purposes, R&D is work that seeks an advance in science or technology by resolving uncertainty that a competent professional in the field could not readily resolve. A software company building something that existing tools cannot do, a manufacturer developing a new process, or a food producer reformulating a product to a new standard may all qualify.",
      },
      {
        type: "p",
        text: "Routine development, cosmetic changes and work in the arts, humanities and social sciences do not. HMRC now checks many more claims than it used to, so we tell you honestly whether a claim is worth making before you pay for one, and we prepare every claim as if it will be examined.",
      },
      { type: "h3", text: "The rules since April 2024" },
      {
        type: "list",
        items: [
          `**Merged scheme:** for accounting periods beginning on or after ${mergedSchemeFrom}, most companies claim a ${creditRate} R&D expenditure credit. It is taxable, so it is worth about ${mergedWorth} ${perPound} of qualifying spend after tax.`,
          `**Enhanced R&D intensive support (ERIS):** loss-making SMEs whose qualifying R&D is at least ${intensityThreshold} of their total spending can instead claim up to about ${erisWorth} ${perPound}, as a payable credit.`,
          "**Earlier periods** are claimed under the rules that applied at the time, and we work those out for you.",
        ],
      },
    ],
    aside: {
      heading: "Do not miss the notification deadline",
      text: "If your company has never claimed, or has not claimed in the last three years, HMRC must be told of your intention to claim within six months of the end of the period. Miss it and that year's claim is lost.",
    },
  },
  features: {
    heading: "How we build your claim",
    items: [
      {
        title: "Eligibility review",
        description:
          "We test your projects against HMRC's definition of R&D, choose between the merged scheme and ERIS, and flag any notification deadline that is about to pass.",
        icon: "search",
      },
      {
        title: "Technical report and AIF",
        description:
          "We interview your technical lead and write the project descriptions HMRC asks for in the additional information form, which must be sent before the claim itself.",
        icon: "document",
      },
      {
        title: "Costs and submission",
        description:
          "We identify qualifying staff, subcontractor, software, data, cloud computing and consumable costs, calculate the relief and include it in your Company Tax Return.",
        icon: "calculator",
      },
    ],
  },
  benefits: {
    heading: "Why claim with us",
    items: [
      "Cash back or a lower corporation tax bill on work you are already doing",
      "A clear yes or no on eligibility before you commit to a claim",
      "Claims prepared by chartered accountants with your technical team's input",
      "HMRC's claim notification and additional information form handled for you",
      "The right scheme chosen for each period: merged scheme or ERIS",
      "A documented claim you can defend if HMRC opens an enquiry",
      "Record-keeping set up so next year's claim takes less of your time",
    ],
  },
  process: {
    heading: "From first call to HMRC",
    steps: [
      {
        title: "Eligibility check",
        description:
          "A short call to understand your projects, the rough costs involved and your year end, and to confirm any deadlines.",
        duration: "Week 1",
      },
      {
        title: "Technical interviews",
        description:
          "We spend one to two hours per project with your developers, engineers or scientists to understand the uncertainty and how you tackled it.",
        duration: "Weeks 2–3",
      },
      {
        title: "Claim preparation",
        description:
          "We calculate the qualifying costs, write the technical report and draft the additional information form. You review and approve everything.",
        duration: "Weeks 3–6",
      },
      {
        title: "Submission and follow-up",
        description:
          "We send the additional information form, file the claim in your Company Tax Return (or an amended return) and answer any questions HMRC raises until the credit arrives.",
        duration: "Weeks 6–8",
      },
    ],
  },
  caseStudy: sample("success story", {
    heading: "A software company that claimed with confidence",
    client: "Kestrel Data Systems Ltd, an 18-person software company in Manchester",
    challenge:
      "Kestrel was building a tool to reconcile large, inconsistent supplier data sets that existing software could not handle. Earlier claims had been made by an agency on a percentage fee, and the directors were not sure those claims would survive an HMRC enquiry or what had changed under the merged scheme.",
    solution:
      "We interviewed the lead engineers, separated the genuinely uncertain work from routine development, and rebuilt the cost calculation from payroll and cloud computing records. The claim for the year to 31 March 2025 went in under the merged scheme, with a technical report written to stand up to scrutiny.",
    results: [
      { value: "£290,000", label: "Qualifying R&D costs identified" },
      { value: "£58,000", label: "Merged-scheme credit, before tax" },
      { value: "7 weeks", label: "From first call to submission" },
    ],
    quote: {
      text: "They were straight with us about what didn't qualify, which is exactly why we trust the claim that went in.",
      author: "Marcus T., CTO",
      company: "Kestrel Data Systems Ltd",
    },
  }),
  cta: {
    heading: "See whether your work qualifies",
    text: "Answer a few questions and we'll tell you whether a claim is likely, which scheme applies and any deadline you need to meet.",
    primaryLabel: "Check Your Eligibility",
  },
  faq: {
    heading: "R&D tax relief questions",
    items: [
      {
        question: "How much is R&D tax relief worth now?",
        answer: `For accounting periods beginning on or after ${mergedSchemeFrom}, the merged scheme gives a ${creditRate} taxable credit, worth about ${mergedWorth} ${perPound} of qualifying spend after tax. Loss-making SMEs that spend at least ${intensityThreshold} of their total costs on qualifying R&D can claim enhanced R&D intensive support instead, worth up to about ${erisWorth} ${perPound}. The old SME scheme's rates apply only to periods that began before ${mergedSchemeFrom}.`,
      },
      {
        question: "How far back can we claim?",
        answer: `A claim must be made within two years of the end of the accounting period it covers, so depending on your year end you may still be able to claim for your current period and up to two earlier ones. For periods beginning on or after ${fact("research-development.claim-notification-from")}, a company claiming for the first time, or that has not claimed in the three years before the notification deadline, must also notify HMRC within six months of the end of the period. Without that notification the claim is invalid, however strong the R&D.`,
      },
      {
        question: "How long does a claim take?",
        answer:
          "Most claims take 6–8 weeks from our first call to submission, depending on how many projects there are and how quickly your team can meet us. HMRC's own processing time varies, and it can take longer if HMRC asks questions.",
      },
      {
        question: "What does HMRC need to see?",
        answer:
          "An additional information form describing each project, the uncertainties and how you tried to resolve them, with a breakdown of costs. It must be sent before the claim is made in the Company Tax Return. Good records made during the year (timesheets, project notes, test results) make the claim stronger and quicker.",
      },
      {
        question: "Do costs for overseas contractors qualify?",
        answer:
          "Since April 2024 subcontracted work and externally provided workers generally only qualify when the work is done in the UK, with narrow exceptions. We check each supplier before including their costs.",
      },
      {
        question: "How do you charge?",
        answer: `We agree a fixed fee once the eligibility check shows how large the claim is, so you know the cost before we start. If your company also needs [accounts and corporation tax](${paths.accountsTax.href()}) work, we can prepare the claim alongside your return.`,
      },
    ],
  },
});
