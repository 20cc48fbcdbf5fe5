import { complianceCard } from "~/content/shared/accounting-services";
import { audiencePage } from "~/content/templates/audience-page";
import { fact } from "~/lib/facts";
import { sample } from "#kernel/sample.ts";

export default audiencePage({
  audience: "churches",
  seo: {
    title: "Accountants for Churches and Charities",
    description:
      "Charity accounts, Gift Aid claims, restricted funds, payroll for ministers and staff, and clear reports for trustees, for one fixed monthly fee.",
    serviceName: "Accounting for Churches and Charities",
  },
  hero: {
    badge: "For Churches and Charities",
    heading: "Accounting for churches and charities",
    lead: "Charity accounts ready for your independent examiner, Gift Aid claimed in full, payroll for ministers and staff, and reports your trustees can understand. Fixed monthly fees that respect your budget.",
  },
  why: {
    heading: "Why churches and charities choose us",
    items: [
      {
        title: "Charity accounts done properly",
        description:
          "Receipts and payments or accruals accounts prepared under the rules that apply to your size, with help writing your trustees' annual report.",
      },
      {
        title: "Restricted funds tracked",
        description:
          "Money given for a purpose must be spent on it. We track restricted, designated and general funds so you can show donors and regulators where it went.",
      },
      {
        title: "Gift Aid claimed in full",
        description: `Regular claims, declarations kept in order and the Gift Aid Small Donations Scheme used for cash and contactless collections, so no eligible ${fact("gift-aid.claim-per-pound")} goes unclaimed.`,
      },
      {
        title: "Payroll for ministers and staff",
        description:
          "Ministers of religion have their own tax and National Insurance rules, and many churches employ part-time staff. We run payroll that gets both right.",
      },
      {
        title: "Reports trustees can use",
        description:
          "Clear reports of income, spending against budget and reserves, ready for your trustees' or church council's meetings.",
      },
      {
        title: "Deadlines met",
        description:
          "A registered charity in England and Wales must file its annual return with the Charity Commission within 10 months of its year end. We track it and everything else.",
      },
    ],
  },
  compliance: {
    lead: "The filings and records your charity needs, handled by people who understand how charities work.",
    items: [
      complianceCard(
        "bookkeeping",
        "Giving, grants, collections and spending recorded against the right funds, with bank feeds doing most of the work.",
      ),
      complianceCard(
        "payroll",
        "Payroll for ministers, staff and sessional workers, with payslips, pensions and HMRC submissions handled.",
      ),
      complianceCard(
        "accountsTax",
        "For charitable companies: accounts filed at Companies House and the corporation tax return, with charitable exemptions claimed.",
      ),
      complianceCard(
        "vat",
        "Whether your activities are business or non-business for VAT, the reliefs open to charities, and returns if you're registered.",
      ),
      complianceCard(
        "selfAssessment",
        "Tax returns for ministers and clergy, with the expenses of ministry they can claim included.",
      ),
      complianceCard(
        "companySecretarial",
        "Confirmation statements, trustee changes and minutes for charitable companies, kept up to date.",
      ),
    ],
  },
  valueAdd: {
    lead: "Support that helps trustees plan with confidence.",
    services: ["managementAccounts", "systemsAudit", "fractionalCfo"],
  },
  pricing: {
    heading: "Church and charity pricing",
    lead: "Every plan includes your annual accounts, your Gift Aid claims and a named accountant who understands charity finance.",
    plans: [
      {
        title: "Essential",
        subtitle: "For smaller churches and charities",
        features: [
          "Annual receipts and payments or accruals accounts",
          "Help with your trustees' annual report",
          "Charity Commission annual return",
          "Gift Aid claims to HMRC",
          "Restricted and unrestricted funds tracked",
          "Cloud accounting set up for your charity",
        ],
      },
      {
        title: "Professional",
        subtitle: "For churches and charities with staff",
        features: [
          "Everything in Essential",
          "Quarterly bookkeeping",
          "Payroll for ministers and staff",
          "Gift Aid Small Donations Scheme claims",
          "Quarterly reports for trustees",
          "Liaison with your independent examiner or auditor",
        ],
      },
      {
        title: "Enterprise",
        subtitle: "For larger charities and charitable companies",
        features: [
          "Everything in Professional",
          "Monthly bookkeeping",
          "Management accounts for trustee meetings",
          "Annual budget and cashflow forecast",
          "Charitable company filings at Companies House",
          "Yearly review of reserves and financial controls",
        ],
      },
    ],
  },
  successStory: sample("success story", {
    heading: "How a church reclaimed four years of Gift Aid",
    client: "Hope Street Fellowship · independent church and registered charity · 240 members · Walthamstow",
    challenge:
      "Volunteers kept the books in spreadsheets. Gift Aid hadn't been claimed since the treasurer who handled it moved away, and the trustees couldn't see how much of the building fund was left.",
    solution:
      "We set up cloud accounting with separate restricted funds, tidied the Gift Aid declarations, and made back claims for donations going back four years, the most HMRC allows, plus Small Donations Scheme claims for collections. The trustees now get a one-page report before every meeting.",
    results: [
      { value: "£18,700", label: "Gift Aid reclaimed, including back claims" },
      { value: "12 hours", label: "Of volunteer time saved every month" },
      {
        value: "3 weeks",
        label: "From year end to accounts ready for examination",
      },
    ],
    quote: {
      text: "We'd been leaving money on the table for years. Now our trustees understand the figures and our volunteers have their evenings back.",
      author: "Grace O., Treasurer",
      company: "Hope Street Fellowship",
    },
  }),
  cta: {
    heading: "Spend less time on the accounts and more on your mission",
    text: "Get a fixed monthly price for your church or charity in under a minute, or book a consultation to talk to us about Gift Aid, payroll or your year-end accounts.",
  },
});
