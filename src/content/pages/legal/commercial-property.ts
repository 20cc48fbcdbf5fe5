import { firm } from "~/config/firm";
import { anchor, paths } from "~/config/paths";
import { consultationAction } from "~/content/shared/actions";
import { legalTeam } from "~/content/shared/about-people";
import { h3, link, list, mailto, p, proseSection } from "~/content/shared/legal-prose";
import {
  complaintsPointer,
  icaewStatement,
  indemnityStatement,
  sraRulesStatement,
  sraStatement,
} from "~/content/shared/legal-regulatory";
import type { ContentPage } from "~/content/types";
import { factValue } from "~/lib/facts";
import { withVat } from "~/lib/money";
import { sample } from "#kernel/sample.ts";
import { formatWholePounds as pounds } from "~/lib/format";

/**
 * Residential conveyancing price information (the SRA Transparency Rules
 * require it to be published). SAMPLE FEES, like the rest of the firm's
 * details, marked with sample(): the firm confirms its own before launch.
 */
const conveyancingFees = sample("firm detail", {
  /** The fixed fees are for a home up to this price; above it, we quote. */
  priceLimit: 500_000,
  purchase: 1_195,
  sale: 995,
  leaseholdSupplement: 350,
  identityCheckPerPerson: 12,
  bankTransfer: 40,
});

const feePlusVat = (fee: number) =>
  `${pounds(fee)} plus VAT (${pounds(withVat(fee, factValue("vat.standard-rate")))} in total)`;

const legalQuote = mailto(firm.email, "Legal services quote");
/** The legal team, each with their role, qualifications and experience: who does and supervises the work. */
const whoDoesTheWork =
  legalTeam.length > 0
    ? legalTeam.map((person) =>
        p(`${person.name} (${person.role}${person.credentials ? `; ${person.credentials}` : ""}). ${person.bio}`),
      )
    : [p("Ask us who will do and supervise your matter: we name them in our engagement letter before we start.")];

const page: ContentPage = {
  seo: {
    title: "Commercial Property, Conveyancing and Contract Lawyers",
    description: sample(
      "regulation",
      "SRA-regulated solicitors for commercial leases, property purchases, conveyancing and business contracts, with fixed fees quoted before we start.",
    ),
    schema: "Service",
    serviceName: "Commercial property, conveyancing and contract law",
  },
  sections: [
    {
      type: "hero",
      badge: "Legal Services",
      heading: "Property and business law from solicitors who understand the numbers",
      lead: `Leases, property purchases, conveyancing and contracts, handled by ${sample("regulation", "solicitors regulated by the Solicitors Regulation Authority")} who sit next to our accountants. You get ${sample("price", "a fixed fee in writing before we start")}, and advice that considers the tax as well as the law.`,
      actions: [{ label: "Ask for a fixed-fee quote", href: legalQuote }, consultationAction],
    },
    {
      type: "cardGrid",
      id: "legal-services",
      heading: "How we can help",
      columns: 4,
      items: [
        {
          title: "Commercial property",
          icon: "building",
          description:
            "Leases, lease renewals, and buying or selling shops, offices, warehouses and mixed-use buildings.",
          href: anchor("commercial-property"),
          linkLabel: "Commercial property services",
        },
        {
          title: "Residential property",
          icon: "home",
          description: "Conveyancing for homes and buy-to-let purchases and sales, with our fees published below.",
          href: anchor("residential-property"),
          linkLabel: "Residential conveyancing and fees",
        },
        {
          title: "Contracts",
          icon: "document",
          description:
            "Commercial contracts and terms of business that protect your cash flow and your intellectual property.",
          href: anchor("contracts"),
          linkLabel: "Contract services",
        },
        {
          title: "SDLT calculator",
          icon: "calculator",
          description:
            "Estimate the Stamp Duty Land Tax on a home in England or Northern Ireland before you make an offer.",
          href: paths.sdltCalculator.href(),
          linkLabel: "Open the SDLT calculator",
        },
      ],
    },
    {
      type: "checklist",
      id: "commercial-property",
      eyebrow: "Commercial property",
      heading: "Leases, acquisitions, landlord and tenant",
      lead: "For landlords, tenants, investors and owner-occupiers. Our accountants check the numbers in the same deal: rent, service charges, VAT and SDLT.",
      columns: 2,
      items: [
        "Granting and taking new leases of shops, offices, restaurants and industrial units",
        "Lease renewals, including renewals under the Landlord and Tenant Act 1954",
        "Rent reviews, break clauses and service-charge caps",
        "Assignments, sub-lettings and licences to alter",
        "Buying and selling freehold and long-leasehold commercial property",
        "Buying property through a company, including SDLT and VAT on the purchase",
        "Dilapidations, repair obligations and end-of-lease negotiations",
        "Advice for landlords on arrears, forfeiture and getting a property back",
      ],
    },
    proseSection(
      "residential-property",
      "Residential conveyancing",
      [
        p(
          "We act for buyers and sellers of freehold and leasehold homes in England, including buy-to-let investors and landlords buying through a limited company. Our fee is fixed when you instruct us and does not change if the transaction takes longer than expected.",
        ),
        h3("Our fees"),
        list(
          `Purchase of a freehold home up to ${pounds(conveyancingFees.priceLimit)}: ${feePlusVat(conveyancingFees.purchase)}.`,
          `Sale of a freehold home up to ${pounds(conveyancingFees.priceLimit)}: ${feePlusVat(conveyancingFees.sale)}.`,
          `Leasehold purchase or sale: add ${feePlusVat(conveyancingFees.leaseholdSupplement)} for the extra work on the lease and the management pack.`,
          `Homes over ${pounds(conveyancingFees.priceLimit)}, new-build, shared ownership, unregistered land and transfers of equity: a fixed fee quoted individually before you instruct us.`,
        ),
        h3("What the fee covers"),
        list(
          "Checking the contract, title and property information forms, and raising enquiries with the seller's solicitor.",
          "Ordering and reviewing searches, and a written report to you on the title and search results.",
          "Acting for your mortgage lender, where the lender allows it.",
          "Exchange of contracts, completion, and filing your SDLT return and Land Registry application afterwards.",
        ),
        h3("Costs paid to others (disbursements)"),
        list(
          "Search fees: set by the local authority and search providers, usually a few hundred pounds depending on the area.",
          "HM Land Registry fee: set by the Land Registry's fee scale and based on the price; we confirm the figure in your quote.",
          `Electronic identity check: ${pounds(conveyancingFees.identityCheckPerPerson)} plus VAT per person. Bank transfer fee: ${pounds(conveyancingFees.bankTransfer)} plus VAT per transfer.`,
          `Stamp Duty Land Tax: depends on the price and your circumstances, including the higher rates for additional homes; use our ${link("SDLT calculator", paths.sdltCalculator.href())} for an estimate.`,
          "Leasehold only: the landlord's or managing agent's fees for the management pack and notices, passed on at cost.",
        ),
        h3("Key stages and how long it takes"),
        p(
          "A typical freehold purchase takes 8 to 12 weeks from offer accepted to completion, and a leasehold purchase 10 to 16 weeks. The main stages are: taking your instructions and identity checks; receiving and reviewing the contract pack; searches and enquiries; your mortgage offer; signing and exchange; completion; and registration. A chain, a slow search or a missing management pack can add time, and we tell you as soon as we know.",
        ),
        h3("Who does the work"),
        ...whoDoesTheWork,
      ],
      { eyebrow: "Residential property" },
    ),
    {
      type: "checklist",
      id: "contracts",
      eyebrow: "Contracts",
      heading: "Commercial contracts and terms of business",
      lead: "Clear contracts are the cheapest way to avoid disputes and late payment. We write them in plain English and make sure they work with your invoicing, VAT and tax.",
      columns: 2,
      items: [
        "Terms of business and terms and conditions for your website",
        "Supplier, customer and distribution agreements",
        "Consultancy and contractor agreements that reflect how the work is really done",
        "Brand partnership and agency agreements for creators and influencers",
        "Non-disclosure and confidentiality agreements",
        "Reviewing a contract someone has asked you to sign, with a short written summary of the risks",
      ],
    },
    proseSection("fees", "How our fees work", [
      p(
        "Every piece of legal work starts with a written quote and an engagement letter setting out exactly what we will do, the fixed fee, and the costs we pay to others on your behalf. If something outside that scope comes up, such as a dispute with the other side or a problem with the title, we tell you, explain why, and agree any extra fee with you before doing the work.",
      ),
      list(
        "Fixed fees quoted up front and in writing, with VAT shown separately.",
        "No charge for phone calls or e-mails about your matter.",
        "Disbursements listed at cost, with no mark-up.",
        "Accounting clients get the legal and tax sides of a deal looked at together.",
      ),
    ]),
    proseSection(
      "regulation",
      "Regulatory information",
      [p(sraStatement), p(sraRulesStatement), p(icaewStatement), p(indemnityStatement), p(complaintsPointer)],
      {
        aside: {
          heading: "Protecting your money",
          text: "Money you send us for a transaction is held in a client account, separate from the firm's own money, as the SRA Accounts Rules require. We will never tell you about a change to our bank details by e-mail: if you receive such a message, call us before you pay.",
        },
      },
    ),
    {
      type: "faq",
      id: "faq",
      heading: "Legal services: common questions",
      items: [
        {
          question: "Do you act for landlords or tenants?",
          answer:
            "Both, though never for both sides of the same lease. Many of our commercial clients are tenants taking their first premises, and many of our landlord clients are also accounting clients with a property portfolio.",
        },
        {
          question: "How long does a new commercial lease take?",
          answer:
            "For a shop or office on a standard lease, usually 4 to 8 weeks from agreed heads of terms to completion. It depends most on how quickly the other side responds, and whether a licence or consent from a superior landlord or lender is needed.",
        },
        {
          question: "Is your quote really fixed?",
          answer:
            "Yes. The fee in your engagement letter is the fee you pay for the work it describes. If the work changes, for example because a problem with the title turns up, we explain why and agree any extra fee with you before we do it.",
        },
        {
          question: "Who deals with the Stamp Duty Land Tax?",
          answer: `We calculate it, explain any reliefs or higher rates that apply, and file the SDLT return and pay the tax for you within the 14-day deadline after completion. Before you make an offer, our ${link("SDLT calculator", paths.sdltCalculator.href())} gives you an estimate.`,
        },
        {
          question: "Can you act for my mortgage lender too?",
          answer:
            "Usually, yes. Lenders choose which firms they instruct, so tell us who your lender is when you ask for a quote and we will confirm that we can act before you instruct us.",
        },
        {
          question: "Can your accountants and lawyers work on the same matter?",
          answer:
            "Yes, with your agreement. Buying a property through a company, taking a lease, or selling a business all have tax consequences, and it is quicker and cheaper when the people advising on them talk to each other.",
        },
      ],
    },
    {
      type: "ctaBand",
      id: "legal-quote",
      heading: "Get a fixed fee for your legal work",
      text: `E-mail ${link(firm.email, legalQuote)} with a few lines about the property or contract, or call [${firm.phone.display}](tel:${firm.phone.e164}). We reply ${firm.replyWithin} with a written quote.`,
      actions: [{ label: "Ask for a fixed-fee quote", href: legalQuote }, consultationAction],
    },
  ],
};

export default page;
