/**
 * The firm's people, written once: the Meet the Team page lists them all, and
 * the legal services page names the lawyers who do and supervise the work (the
 * SRA's transparency rules ask for their experience and qualifications).
 *
 * SAMPLE PEOPLE, like the rest of `firm.ts`: the firm replaces them with its own.
 */
import { firm } from "~/config/firm";
import { sample } from "#kernel/sample.ts";

export interface Person {
  name: string;
  role: string;
  bio: string;
}

export const founder: Person = sample("person", {
  name: "Adaeze Okonkwo",
  role: "Founding Partner",
  bio: `A Fellow of the ICAEW (FCA), Adaeze trained with a top-ten accountancy firm before founding ${firm.name} in ${firm.foundedYear}. She advises owner-managed companies and first-time founders from their first set of accounts to funding rounds and exits, and leads our free monthly clinic for Black and minority-ethnic founders.`,
});

export const taxPartner: Person = sample("person", {
  name: "Rajesh Mehta",
  role: "Tax Partner",
  bio: "Raj is a chartered accountant (ACA) and Chartered Tax Adviser (CTA) with fifteen years' experience of owner-managed business tax. He runs our tax planning, R&D claims and landlord work, and is the person to ask about incorporating a property portfolio or taking profit out of a company tax-efficiently.",
});

export const clientAccountant: Person = sample("person", {
  name: "Chloe Bennett",
  role: "Client Accountant",
  bio: "Chloe is an ICAEW chartered accountant (ACA) who looks after a portfolio of SMEs, creators and contractors. She prepares year-end accounts, corporation tax returns and monthly management accounts, and is usually the first person our clients call with a question.",
});

export const bookkeeper: Person = sample("person", {
  name: "Tomasz Nowak",
  role: "Senior Bookkeeper",
  bio: "Tomasz is an AAT-qualified bookkeeper (MAAT) and a certified Xero adviser. He sets up bank feeds and receipt capture for new clients, reconciles their accounts every month and prepares VAT returns under Making Tax Digital, so the figures are ready when the accountants need them.",
});

export const clientServices: Person = sample("person", {
  name: "Hannah Mensah",
  role: "Client Services Administrator",
  bio: "Hannah runs onboarding: engagement letters, identity and anti-money-laundering checks, and collecting your records from your previous accountant. She keeps the deadline diary for every Companies House and HMRC filing and is studying for her AAT Level 3 qualification.",
});

export const propertyPartner: Person = sample("person", {
  name: "Yasmin Rahman",
  role: "Partner, Commercial Property (Solicitor)",
  bio: "Yasmin qualified as a solicitor in 2012 and has worked in commercial property ever since. She acts for landlords, tenants and buyers on leases, lease renewals, and the purchase and sale of shops, offices and mixed-use buildings, and supervises all of our residential conveyancing.",
});

export const paralegal: Person = sample("person", {
  name: "Callum Fraser",
  role: "Property Paralegal",
  bio: "Callum has a law degree and four years' experience in property transactions. Under Yasmin's supervision he orders searches, prepares completion statements, and files Land Registry applications and SDLT returns, and he keeps clients updated at every stage.",
});

export const accountingTeam: Person[] = [founder, taxPartner, clientAccountant, bookkeeper, clientServices];

export const legalTeam: Person[] = [propertyPartner, paralegal];
