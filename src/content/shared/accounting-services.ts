/**
 * How the pages describe each compliance and value-add service (the services
 * themselves, their menu names and routes, are navigation.ts's tables): the
 * audience pages' service cards, and the service named in a sentence with a
 * link, as the accounting landing lists them. Each card links to the
 * service's page, so 'Learn more' always leads somewhere real. Audience pages
 * choose which services to show and may describe a compliance service in
 * their own terms.
 */
import { paths } from "~/config/paths";
import type { ComplianceService, ValueAddService } from "~/content/navigation";
import type { CardItem } from "~/components/sections/types";
import { fact } from "~/lib/facts";
import { link } from "./legal-prose";

export type { ComplianceService, ValueAddService };

const LEARN_MORE = "Learn more";

interface ServiceCopy extends Pick<CardItem, "title" | "description" | "icon"> {
  /** The service named in a sentence; the words become the link. */
  mention: string;
  /** "a", when the sentence needs it before the link ("a [registered office]"). */
  article?: string;
}

const complianceCopy = {
  accountsTax: {
    title: "Accounts and Corporation Tax",
    mention: "accounts and corporation tax",
    icon: "document",
    description:
      "Year-end accounts filed at Companies House and your CT600 filed with HMRC, with your tax bill known in advance.",
  },
  vat: {
    title: "VAT Returns",
    mention: "VAT",
    icon: "receipt",
    description:
      "Registration at the right time, the right scheme, and Making Tax Digital returns filed every quarter.",
  },
  payroll: {
    title: "Payroll",
    mention: "payroll",
    icon: "wallet",
    description: "Weekly, fortnightly or monthly payroll with payslips, RTI submissions and workplace pensions.",
  },
  bookkeeping: {
    title: "Bookkeeping",
    mention: "bookkeeping",
    icon: "spreadsheet",
    description: "Cloud bookkeeping kept up to date from your bank feeds, with receipts captured and matched.",
  },
  selfAssessment: {
    title: "Self Assessment",
    mention: "Self Assessment",
    icon: "calendar",
    description: `Your personal tax return prepared, checked with you and filed well before ${fact("self-assessment.online-return-deadline")}.`,
  },
  companySecretarial: {
    title: "Company Secretarial",
    mention: "company secretarial",
    icon: "scroll",
    description: "Confirmation statements, director and shareholder changes and statutory registers kept in order.",
  },
  registeredOffice: {
    title: "Registered Office",
    mention: "registered office",
    article: "a",
    icon: "pin",
    description:
      "A London registered office that keeps your home address off the public register, with post forwarded within 24 hours.",
  },
} satisfies Record<ComplianceService, ServiceCopy>;

const valueAddCopy = {
  taxPlanning: {
    title: "Tax Planning",
    mention: "tax planning",
    icon: "savings",
    description:
      "A plan made before the year end, not after it: reliefs, allowances and the timing of income and spending.",
  },
  systemsAudit: {
    title: "Systems Audit",
    mention: "systems audit",
    article: "a",
    icon: "audit",
    description:
      "A review of your software, processes and controls, with a clear list of what to fix, automate or drop.",
  },
  researchDevelopment: {
    title: "R&D Tax Credits",
    mention: "R&D tax credits",
    icon: "idea",
    description: "Find out whether your work qualifies for R&D relief, and get a claim prepared to HMRC's standards.",
  },
  restructuring: {
    title: "Business Restructuring",
    mention: "restructuring",
    icon: "layers",
    description:
      "Holding companies, new shareholders, incorporation or a change of ownership, planned with tax and law in view.",
  },
  businessAnalysis: {
    title: "Business Analysis",
    mention: "business analysis",
    icon: "search",
    description: "Find out which products, customers and channels make you money, and which quietly cost you.",
  },
  managementAccounts: {
    title: "Management Accounts",
    mention: "management accounts",
    icon: "chart",
    description:
      "Monthly or quarterly reports on income, costs, cash and performance against budget, explained in plain English.",
  },
  fractionalCfo: {
    title: "Fractional CFO",
    mention: "fractional CFO",
    article: "a",
    icon: "briefcase",
    description: "Senior finance leadership a day or two a week: forecasting, funding, pricing and board reporting.",
  },
} satisfies Record<ValueAddService, ServiceCopy>;

type Service = ComplianceService | ValueAddService;

const serviceCopy: Record<Service, ServiceCopy> = { ...complianceCopy, ...valueAddCopy };

function serviceCard(service: Service, description?: string): CardItem {
  const { title, icon, description: standard } = serviceCopy[service];
  return { title, icon, description: description ?? standard, href: paths[service].href(), linkLabel: LEARN_MORE };
}

/** A compliance service's card, optionally described for a particular audience. */
export function complianceCard(service: ComplianceService, description?: string): CardItem {
  return serviceCard(service, description);
}

/** Value-add service cards, in the order given. */
export function valueAddCards(services: ValueAddService[]): CardItem[] {
  return services.map((service) => serviceCard(service));
}

/** Services named in a sentence, each linked to its page: "[VAT](…), [payroll](…) and a [registered office](…)". */
export function serviceMentions(services: Service[]): string {
  const mentions = services.map((service) => {
    const { mention, article } = serviceCopy[service];
    const linked = link(mention, paths[service].href());
    return article ? `${article} ${linked}` : linked;
  });
  const last = mentions.pop();
  return mentions.length > 0 ? `${mentions.join(", ")} and ${last}` : (last ?? "");
}
