import { compliancePage } from "~/content/templates/compliance-page";
import { fact } from "~/lib/facts";

export default compliancePage({
  seo: {
    title: "Company Secretarial Services and Confirmation Statements",
    description:
      "Confirmation statements, director and shareholder changes, share issues, statutory registers and minutes handled, so your Companies House record stays right.",
    serviceName: "Company Secretarial",
  },
  hero: {
    heading: "Company secretarial work, off your desk",
    lead: "Confirmation statements, director and shareholder changes, share issues and statutory registers handled for you, so your company's public record is accurate and nothing is filed late.",
  },
  description: {
    heading: "Keeping your company in good standing",
    blocks: [
      {
        type: "p",
        text: "Every limited company has legal duties beyond its accounts: a confirmation statement at least once a year, updates to Companies House when directors, shareholders or addresses change, and statutory registers and minutes kept up to date. Most private companies no longer appoint a company secretary, but the work still has to be done, and the responsibility sits with the directors.",
      },
      {
        type: "p",
        text: "We look after your Companies House filings and your statutory paperwork, and we keep track of the changes brought in by the Economic Crime and Corporate Transparency Act, such as identity verification for directors and people with significant control. Our legal team is on hand when a change needs a resolution or an agreement drafted.",
      },
    ],
    aside: {
      heading: "Confirmation statement",
      text: "Due at least once every 12 months, within 14 days of the end of your review period. We check your company's details before we file it.",
    },
  },
  features: [
    {
      title: "Confirmation statements",
      icon: "checklist",
      description:
        "Your annual confirmation statement checked and filed on time, with any changes to shareholders or business activity included.",
    },
    {
      title: "Director and PSC changes",
      icon: "people",
      description: `Appointments, resignations and changes to people with significant control filed at Companies House, which since ${fact("companies-house.central-registers-from")} keeps the only register of them.`,
    },
    {
      title: "Share issues and transfers",
      icon: "coins",
      description:
        "Resolutions, the return of allotment, stock transfer forms and share certificates, with the register of members kept up to date.",
    },
    {
      title: "Statutory registers",
      icon: "folder",
      description:
        "Your company's statutory registers kept in good order and ready to show to a buyer, lender or investor.",
    },
    {
      title: "Minutes and dividend paperwork",
      icon: "scroll",
      description:
        "Board minutes and dividend vouchers for every dividend you declare, so your paperwork supports what appears in the accounts.",
    },
    {
      title: "Identity verification support",
      icon: "shield",
      description:
        "We explain what directors and people with significant control must do to verify their identity, and keep track so filings aren't held up.",
    },
  ],
  faq: {
    heading: "Company secretarial: your questions answered",
    items: [
      {
        question: "What is a confirmation statement?",
        answer:
          "A yearly check that Companies House holds the right details for your company: its registered office, directors, shareholders, people with significant control, share capital and the codes describing what it does. It must be filed at least once every 12 months, within 14 days of the end of the review period, even if nothing has changed. Failing to file is an offence and can lead to the company being struck off.",
      },
      {
        question: "Which changes must I report to Companies House?",
        answer: `Changes to directors, people with significant control, the registered office address, the registered email address and share capital. Most changes must be filed within 14 days, and a new share issue within one month. We file them for you, and keep your register of members up to date when shares change hands. Since ${fact("companies-house.central-registers-from")} companies no longer keep their own registers of directors, directors' addresses, secretaries or people with significant control: Companies House holds them.`,
      },
      {
        question: "Does my company need a company secretary?",
        answer:
          "A private company doesn't have to appoint one unless its articles of association require it. The duties don't go away, though: without a secretary they fall on the directors. We act as your outsourced company secretarial team without needing to be appointed as an officer.",
      },
      {
        question: "What is identity verification, and who needs to do it?",
        answer:
          "Under the Economic Crime and Corporate Transparency Act, directors and people with significant control must verify their identity with Companies House. We tell each person what they need to do and by when, and keep track so that your company's filings aren't held up.",
      },
      {
        question: "Can you help me issue shares or bring in a new shareholder?",
        answer:
          "Yes. We check your articles and any shareholders' agreement, prepare the board and shareholder resolutions, file the return of allotment (form SH01) within one month, update the register of members and issue share certificates. Our legal team can draft or update a shareholders' agreement if you need one.",
      },
      {
        question: "Which records must my company keep?",
        answer:
          "Statutory registers such as the register of members, copies of resolutions, and minutes of directors' and shareholders' meetings, which must be kept for at least 10 years. We keep them in order for you, so they're ready when a buyer, lender or investor asks.",
      },
    ],
  },
  cta: {
    heading: "Keep your company's record right",
    text: "Get a fixed monthly price that includes your confirmation statement and routine Companies House filings, or book a call to talk through a change you're planning.",
  },
});
