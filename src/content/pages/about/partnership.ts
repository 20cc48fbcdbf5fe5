import { firm } from "~/config/firm";
import { anchor } from "~/config/paths";
import { link, list, mailto, p, proseSection } from "~/content/shared/legal-prose";
import { icaewStatement, sraStatement } from "~/content/shared/legal-regulatory";
import type { ContentPage } from "~/content/types";
import type { Action } from "~/components/sections/types";
import { sample } from "#kernel/sample.ts";
import { formatWholePounds as pounds } from "~/lib/format";

/** The share of fees billed that the partner keeps; the firm keeps the rest. */
const PARTNER_SHARE = 70;
const FIRM_SHARE = 100 - PARTNER_SHARE;
/** The joining fee, and the monthly fee for software and the client portal: there is none. */
const JOINING_FEE = 0;
/** Minimum annual billings, measured from the partner's thirteenth month. */
const MINIMUM_BILLINGS = 60_000;
const EXAMPLE_BILLINGS = 150_000;

const applicationTemplate = [
  "Name:",
  "Profession and qualification, for example ACA, ACCA, CTA or solicitor:",
  "Practising certificate or SRA ID number:",
  "Where you are based:",
  "Current or most recent firm:",
  "Fees you bill now, or expect to bill in your first year:",
  "The clients and services you want to focus on:",
  "Best phone number and times to call:",
  "",
].join("\n");

const applyNow: Action = {
  label: "Apply Now",
  href: mailto(firm.partnersEmail, "Partnership application", applicationTemplate),
};

const enquiriesLink = link(firm.partnersEmail, mailto(firm.partnersEmail, "Partnership enquiry"));

const page: ContentPage = {
  seo: {
    title: "Partnership Programme for Accountants and Solicitors",
    description: `Build your own practice under our brand: a ${PARTNER_SHARE}:${FIRM_SHARE} fee split in your favour, no joining or platform fee, staff at cost, and regulatory cover from day one.`,
    schema: "AboutPage",
  },
  sections: [
    {
      type: "hero",
      badge: "Partnership Programme",
      heading: "Build your practice under our brand",
      lead: `For qualified accountants and solicitors who want their own client base without the cost and risk of setting up alone. You keep ${PARTNER_SHARE}% of what you bill, there is no joining or platform fee, and our systems, insurance and compliance support come with you from day one.`,
      stats: [
        { value: `${PARTNER_SHARE}:${FIRM_SHARE}`, label: "Fee split, partner to firm" },
        { value: pounds(JOINING_FEE), label: "Joining or platform fee" },
        { value: "10 days", label: "Typical onboarding, in business days" },
      ],
      actions: [
        applyNow,
        { label: "See the commercial model", href: anchor("commercial-model"), variant: "secondary" },
      ],
    },
    {
      type: "cardGrid",
      id: "what-you-bring",
      heading: "What you bring",
      lead: "The programme is for licensed professionals who already do the work well and want to build something of their own.",
      columns: 2,
      items: [
        {
          title: "A professional licence",
          icon: "badge",
          description:
            "Chartered or certified accountants (ACA, FCA, ACCA, FCCA), Chartered Tax Advisers (CTA), or solicitors with a current practising certificate, in good standing with your professional body.",
        },
        {
          title: "Experience you can stand behind",
          icon: "briefcase",
          description:
            "At least three years post-qualification in practice, and the judgement to run client relationships without day-to-day supervision.",
        },
        {
          title: "Clients, or the drive to win them",
          icon: "handshake",
          description:
            "An existing following, a network in a sector or community, or a clear plan for where your first clients will come from.",
        },
        {
          title: "Commitment to our standards",
          icon: "shield",
          description:
            "Our fixed-fee pricing, our response times, our file-review process and our way of explaining things in plain English.",
        },
      ],
    },
    {
      type: "cardGrid",
      id: "what-we-provide",
      heading: "What we provide",
      lead: "Everything a practice needs behind the scenes, so your time goes on clients.",
      columns: 3,
      items: [
        {
          title: "An established brand",
          icon: "megaphone",
          description:
            "Our name, website, reviews and regulatory standing, with a profile page for you and leads passed on in your specialism and area.",
        },
        {
          title: "Regulatory umbrella",
          icon: "shield",
          description:
            "Firm-level authorisation, professional indemnity insurance, anti-money-laundering procedures and a compliance team.",
        },
        {
          title: "Practice systems",
          icon: "laptop",
          description:
            "Practice management, client portal, e-signature, document storage and our AI-assisted workflows, set up and paid for.",
        },
        {
          title: "Back-office support",
          icon: "people",
          description:
            "Bookkeepers, paralegals and client-services staff you can use at cost, so you can take on more work without hiring.",
        },
        {
          title: "Billing and credit control",
          icon: "receipt",
          description:
            "Engagement letters, monthly direct-debit billing and chasing of unpaid fees, handled centrally.",
        },
        {
          title: "A second opinion",
          icon: "chat",
          description:
            "Partners in accounting, tax and law to consult on technical questions, and work passed between disciplines.",
        },
      ],
    },
    proseSection(
      "commercial-model",
      "The commercial model",
      [
        list(
          `**Revenue split:** you keep ${PARTNER_SHARE}% of the fees you bill and collect; the firm keeps ${FIRM_SHARE}% for the brand, systems, insurance, compliance and central billing.`,
          "**No joining or platform fee:** there is nothing to pay to join, and no monthly charge for software or the client portal.",
          `**Minimum billings:** ${pounds(MINIMUM_BILLINGS)} a year, measured from your thirteenth month, so you have a full year to build up. If you fall short, we talk about a plan; we do not charge a penalty.`,
          "**Staff at cost:** time you use from our bookkeepers, paralegals and client-services team is charged at what it costs us, with no mark-up, and only when you use it.",
        ),
        p(
          `For example, on ${pounds(EXAMPLE_BILLINGS)} of fees billed and collected in a year you keep ${pounds((EXAMPLE_BILLINGS * PARTNER_SHARE) / 100)}, less the cost of any staff time you chose to use.`,
        ),
        p(
          "**Regulatory cover.** You do client work as part of the firm, under its regulation, and not as a separate practice. That means:",
        ),
        list(
          sample(
            "regulation",
            `${sraStatement} Solicitors work under the firm's authorisation and its SRA-approved compliance officers (the COLP and the COFA), and anyone who becomes a manager or owner of the firm needs the SRA's approval first.`,
          ),
          sample(
            "regulation",
            `${icaewStatement} Accountants work within the firm's ICAEW registration and practice assurance. Because we describe ourselves as chartered accountants, the firm must meet ICAEW's rules on who controls it, so whether you join as a principal or as a consultant partner depends on your qualification; a principal needs a practising certificate from their own professional body, and we help you apply.`,
          ),
          sample(
            "regulation",
            "Client work done through the firm, under our engagement letters and procedures, is covered by the firm's professional indemnity insurance, and the premium is met from the firm's share. Work done outside the firm is not covered, so partners do not run a separate practice alongside.",
          ),
          "Every new client goes through the firm's identity and anti-money-laundering checks, and a supervising partner reviews a sample of your files, more often during your first three months.",
        ),
      ],
      {
        aside: {
          heading: "Questions first?",
          text: `E-mail ${enquiriesLink}. We answer partner enquiries ${firm.replyWithin}.`,
        },
      },
    ),
    {
      type: "cardGrid",
      id: "tools",
      heading: "The tools you will use",
      lead: "Set up on your first day, with training from the people who use them every day.",
      columns: 4,
      style: "tinted",
      items: [
        {
          title: "Cloud accounting",
          icon: "spreadsheet",
          description:
            "Xero for client bookkeeping and Dext for receipt capture, with bank feeds and MTD filing built in.",
        },
        {
          title: "Practice management",
          icon: "checklist",
          description: "Deadlines, workflows, time and billing in one place, with automatic reminders to clients.",
        },
        {
          title: "Client portal",
          icon: "lock",
          description: "Secure document exchange, e-signature of accounts and engagement letters, and messaging.",
        },
        {
          title: "AI assistants",
          icon: "sparkles",
          description:
            "Drafting of routine letters and first-pass reviews of documents, always checked by you before use.",
        },
      ],
    },
    {
      type: "checklist",
      id: "support",
      heading: "Support and development",
      lead: "Joining us should make you a better practitioner, not just a busier one.",
      columns: 2,
      items: [
        "A named supervising partner for your first six months",
        "An annual CPD allowance and access to our technical training",
        "A technical helpline to partners in accounting, tax and property law",
        "Marketing support: your profile, content in our knowledge base and events",
        "Quarterly partner days to share work, referrals and ideas",
        "Help to build a team of your own as your practice grows",
      ],
    },
    {
      type: "checklist",
      id: "ideal-partner",
      heading: "Is the programme right for you?",
      lead: "Our partners usually share most of these:",
      items: [
        "You are qualified and licensed, with at least three years' post-qualification experience in practice.",
        "You want to run your own client relationships and grow your income in line with your effort.",
        "You are comfortable with cloud software and happy to let automation take the routine work.",
        "You believe in fixed fees agreed up front and plain-English advice.",
        "You have a network or a niche, such as creators, property, faith groups or a community of founders.",
        "You value working alongside other professionals more than working alone.",
      ],
    },
    {
      type: "steps",
      id: "application",
      heading: "How to join",
      lead: "From first message to your first client, in four steps.",
      steps: [
        {
          title: "Apply",
          description:
            "Send us a short application by e-mail, covering your qualifications, experience and the practice you want to build. It takes about five minutes.",
          duration: "About 5 minutes",
        },
        {
          title: "Interview and Proposal",
          description:
            "A 45-minute video interview with two partners. If we are a good fit, we send a written proposal setting out your split, minimum billings and support.",
          duration: "45 minutes",
        },
        {
          title: "Compliance and Onboarding",
          description:
            "Identity and qualification checks, any regulatory approvals you need, your partnership agreement, and your systems and profile set up.",
          duration: "Typically within 10 business days",
        },
        {
          title: "Launch Day",
          description:
            "Your profile goes live, your first leads are passed on, and your supervising partner works alongside you on your first client files.",
        },
      ],
    },
    {
      type: "testimonials",
      id: "partner-story",
      heading: "From a partner who has made the move",
      items: [
        sample("testimonial", {
          text: "I had a loyal group of clients but dreaded setting up on my own: insurance, software, regulation, chasing invoices. Here all of that was done for me within two weeks. Two years on I bill more than I did as a salaried manager, and I spend my time on clients rather than admin.",
          author: "Nadia H.",
          company: "Partner (ACA), joined the programme in 2024",
        }),
      ],
    },
    {
      type: "ctaBand",
      id: "apply",
      heading: "Ready to talk?",
      text: `Press Apply Now to open an e-mail with the details we need, or ask us anything first at ${enquiriesLink}: we answer partner enquiries ${firm.replyWithin}.`,
      actions: [applyNow],
    },
  ],
};

export default page;
