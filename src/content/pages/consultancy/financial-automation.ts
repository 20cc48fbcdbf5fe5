import { anchor, paths } from "~/config/paths";
import { closingCta, quoteActionLabelled } from "~/content/shared/actions";
import type { ContentPage } from "~/content/types";
import { sample } from "#kernel/sample.ts";

const primary = quoteActionLabelled("Get a Financial Automation Quote");

/** The saving the page leads with, in its description and its hero. */
const processingSaving = sample("marketing figure", { value: "Up to 80%", label: "Lower finance processing costs" });

const page: ContentPage = {
  seo: {
    title: "Financial Automation: Invoices, Payments and Reconciliation",
    description: `Automate supplier invoices, approvals, payments, bank reconciliation and credit control with Xero, Dext, ApprovalMax and more. ${processingSaving.value} lower processing costs.`,
    schema: "Service",
    serviceName: "Financial automation",
  },
  sections: [
    {
      type: "hero",
      badge: "Automation Consultancy",
      heading: "Finance Processes That Run Themselves, With You in Control",
      lead: "Supplier invoices, approvals, payments, bank reconciliation and credit control can all run with far less typing and chasing. We design and set up the automation, keep a person in charge of every payment, and measure what it saves.",
      actions: [
        primary,
        {
          label: "View Solutions",
          href: anchor("solutions"),
          variant: "secondary",
        },
      ],
      stats: [processingSaving],
    },
    {
      type: "checklist",
      id: "benefits",
      heading: "What automation changes in your finance team",
      columns: 2,
      items: [
        "Supplier invoices captured and coded without typing",
        "Approvals on your phone, with a full audit trail",
        "Bank reconciliation done daily, not at month end",
        "Customers reminded automatically, politely and on time",
        "Early-payment discounts taken instead of missed",
        "Month-end close measured in days, not weeks",
        "Staff moved from data entry to analysis and customer work",
        "Fewer errors and stronger checks against payment fraud",
      ],
    },
    {
      type: "cardGrid",
      id: "solutions",
      eyebrow: "Solutions",
      heading: "Financial automation solutions",
      columns: 3,
      items: [
        {
          title: "Accounts payable",
          description:
            "Invoices arrive by email, are read and coded automatically, matched to purchase orders and sent to the right person for approval before they reach your ledger.",
          icon: "receipt",
        },
        {
          title: "Bank reconciliation",
          description:
            "Bank feeds and matching rules reconcile most transactions as they happen, leaving only genuine exceptions for your bookkeeper.",
          icon: "bank",
        },
        {
          title: "Sales invoicing and credit control",
          description:
            "Invoices raised from your job, order or CRM system, with reminders sent on a schedule you set and overdue accounts escalated to a person.",
          icon: "mail",
        },
        {
          title: "Expenses and company cards",
          description:
            "Staff photograph receipts at the till, spending limits are set per card, and expenses are coded and in your books before the month ends.",
          icon: "wallet",
        },
        {
          title: "Payments and collections",
          description:
            "Direct Debit and card collections reconciled automatically, and supplier payment runs prepared for a director to approve, never released without one.",
          icon: "coins",
        },
        {
          title: "Reporting and dashboards",
          description: `Cash, debtor and margin figures refreshed daily from your systems, feeding the [management accounts](${paths.managementAccounts.href()}) we prepare each month.`,
          icon: "chart",
        },
      ],
    },
    {
      type: "logoStrip",
      id: "technology",
      heading: "Our technology ecosystem",
      lead: "We choose tools that fit your business and connect them properly. These are the ones we set up most often.",
      items: [
        { name: "Xero", caption: "Cloud accounting" },
        { name: "Dext", caption: "Receipt and invoice capture" },
        { name: "ApprovalMax", caption: "Bill and purchase approvals" },
        { name: "Stripe", caption: "Card and online payments" },
        { name: "GoCardless", caption: "Direct Debit collections" },
        { name: "Pleo", caption: "Company cards and expenses" },
        { name: "Microsoft Power Automate", caption: "Workflow automation" },
        { name: "Zapier", caption: "App-to-app connections" },
      ],
    },
    {
      type: "steps",
      id: "methodology",
      heading: "Our four-step methodology",
      steps: [
        {
          title: "Process review",
          description:
            "We map your current process and measure it: invoice volumes, cost per invoice, time from receipt to approval, and where errors creep in.",
          duration: "Week 1",
        },
        {
          title: "Design",
          description:
            "We design the target process, choose the tools and set the controls: who approves what, spending limits and separation of duties for payments.",
          duration: "Week 2",
        },
        {
          title: "Build and test",
          description:
            "We configure and connect the software, migrate supplier and customer data, and run the old and new processes side by side until the figures agree.",
          duration: "Weeks 3–6",
        },
        {
          title: "Go live and optimise",
          description:
            "We train your team, switch over, and review the results at 30 and 90 days, tuning the rules as volumes and suppliers change.",
          duration: "Day 30 and day 90 reviews",
        },
      ],
    },
    sample("success story", {
      type: "caseStudy",
      id: "success-story",
      eyebrow: "Success Story",
      heading: "A food wholesaler that cut the cost of each invoice from £15 to £1.20",
      client:
        "Hollins Wholesale Foods Ltd, a food distributor in Lancashire processing more than 700 supplier invoices a month",
      challenge:
        "Invoices arrived as paper and PDFs and were keyed by hand, approvals were chased by email, and it took 23 days on average to get an invoice approved. Suppliers' early-payment discounts were routinely missed, and most of the finance team's week went on data entry.",
      solution:
        "We set up automatic invoice capture into Xero, approval rules by value and department in ApprovalMax, bank reconciliation rules and twice-weekly payment runs approved by a director. Three members of the finance team moved into credit control, pricing analysis and customer service.",
      results: [
        { value: "£15 → £1.20", label: "Cost to process each invoice" },
        { value: "23 → 4.6 days", label: "From invoice received to approved" },
        { value: "99%", label: "Data extraction accuracy" },
        { value: "£120,000", label: "Annual saving" },
        {
          value: "£45,000",
          label: "Early-payment discounts captured in the first year",
        },
        { value: "3", label: "Staff redeployed to higher-value work" },
      ],
      quote: {
        text: "We didn't lose anyone. We just stopped paying skilled people to type, and the discounts alone covered the project.",
        author: "Rachel D., Finance Director",
        company: "Hollins Wholesale Foods Ltd",
      },
    }),
    {
      type: "ctaBand",
      ...closingCta(
        "See what automation would save your finance team",
        "Tell us your invoice volumes and the software you use. We'll estimate the saving and give you a fixed quote for the project.",
        primary,
      ),
    },
  ],
};

export default page;
