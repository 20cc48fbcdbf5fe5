/**
 * Service cards for the audience pages. Each compliance card links to its
 * compliance page and each value-add card to its value-add page, so 'Learn
 * more' always leads somewhere real. Audience pages choose which services to
 * show and may describe a compliance service in their own terms.
 */
import { paths } from "~/config/paths";
import type { CardItem } from "~/content/types";

export const LEARN_MORE = "Learn more";

type ServiceCard = Pick<CardItem, "title" | "description" | "icon">;

const complianceServices = {
  accountsTax: {
    title: "Accounts and Corporation Tax",
    icon: "document",
    description:
      "Year-end accounts filed at Companies House and your CT600 filed with HMRC, with your tax bill known in advance.",
  },
  vat: {
    title: "VAT Returns",
    icon: "receipt",
    description:
      "Registration at the right time, the right scheme, and Making Tax Digital returns filed every quarter.",
  },
  payroll: {
    title: "Payroll",
    icon: "wallet",
    description: "Weekly, fortnightly or monthly payroll with payslips, RTI submissions and workplace pensions.",
  },
  bookkeeping: {
    title: "Bookkeeping",
    icon: "spreadsheet",
    description: "Cloud bookkeeping kept up to date from your bank feeds, with receipts captured and matched.",
  },
  selfAssessment: {
    title: "Self Assessment",
    icon: "calendar",
    description: "Your personal tax return prepared, checked with you and filed well before 31 January.",
  },
  companySecretarial: {
    title: "Company Secretarial",
    icon: "scroll",
    description: "Confirmation statements, director and shareholder changes and statutory registers kept in order.",
  },
  registeredOffice: {
    title: "Registered Office",
    icon: "pin",
    description:
      "A London registered office that keeps your home address off the public register, with post forwarded within 24 hours.",
  },
} satisfies Record<string, ServiceCard>;

const valueAddServices = {
  taxPlanning: {
    title: "Tax Planning",
    icon: "savings",
    description:
      "A plan made before the year end, not after it: reliefs, allowances and the timing of income and spending.",
  },
  systemsAudit: {
    title: "Systems Audit",
    icon: "audit",
    description:
      "A review of your software, processes and controls, with a clear list of what to fix, automate or drop.",
  },
  researchDevelopment: {
    title: "R&D Tax Credits",
    icon: "idea",
    description: "Find out whether your work qualifies for R&D relief, and get a claim prepared to HMRC's standards.",
  },
  restructuring: {
    title: "Business Restructuring",
    icon: "layers",
    description:
      "Holding companies, new shareholders, incorporation or a change of ownership, planned with tax and law in view.",
  },
  businessAnalysis: {
    title: "Business Analysis",
    icon: "search",
    description: "Find out which products, customers and channels make you money, and which quietly cost you.",
  },
  managementAccounts: {
    title: "Management Accounts",
    icon: "chart",
    description:
      "Monthly or quarterly reports on income, costs, cash and performance against budget, explained in plain English.",
  },
  fractionalCfo: {
    title: "Fractional CFO",
    icon: "briefcase",
    description: "Senior finance leadership a day or two a week: forecasting, funding, pricing and board reporting.",
  },
} satisfies Record<string, ServiceCard>;

export type ComplianceService = keyof typeof complianceServices;
export type ValueAddService = keyof typeof valueAddServices;

/** A compliance service's card, optionally described for a particular audience. */
export function complianceCard(service: ComplianceService, description?: string): CardItem {
  const card = complianceServices[service];
  return {
    ...card,
    description: description ?? card.description,
    href: paths[service].href(),
    linkLabel: LEARN_MORE,
  };
}

/** Value-add service cards, in the order given. */
export function valueAddCards(services: ValueAddService[]): CardItem[] {
  return services.map((service) => ({
    ...valueAddServices[service],
    href: paths[service].href(),
    linkLabel: LEARN_MORE,
  }));
}
