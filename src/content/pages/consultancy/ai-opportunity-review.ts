import { anchor, paths } from "~/config/paths";
import { closingCta, quoteActionLabelled } from "~/content/shared/actions";
import type { ContentPage } from "~/content/types";

const primary = quoteActionLabelled("Request an AI Opportunity Review");

const page: ContentPage = {
  seo: {
    title: "AI Opportunity Review for Small Businesses",
    description:
      "A fixed-scope review of where AI can save your business time, what it should not be trusted with, and a costed roadmap that respects UK GDPR.",
    schema: "Service",
    serviceName: "AI opportunity review",
  },
  sections: [
    {
      type: "hero",
      badge: "AI Consultancy",
      heading: "Find Out Where AI Can Help Your Business, and Where It Can't",
      lead: "Cut through the hype. In a short, fixed-scope review we look at how your team really spends its time, test which tasks AI tools can do reliably and safely, and hand you a costed plan you can act on, with or without us.",
      actions: [
        primary,
        {
          label: "See Our Approach",
          href: anchor("approach"),
          variant: "secondary",
        },
      ],
    },
    {
      type: "prose",
      id: "introduction",
      eyebrow: "Practical AI",
      heading: "Honest advice from people who know how a small business runs",
      blocks: [
        {
          type: "p",
          text: "AI tools are now genuinely good at some office work: reading documents and pulling out the figures, drafting replies and summaries, sorting enquiries and spotting patterns in data. They are still weak at others. They can state wrong facts with complete confidence, they know nothing about your business unless you give them your data, and they should not make decisions about customers, staff or money without a person checking.",
        },
        {
          type: "p",
          text: "Our review is run by accountants and automation specialists who understand both the tools and the processes they would change. We start from your problems, not from a product, and we will tell you when a feature you already pay for, or a better spreadsheet, would do the job more cheaply than AI.",
        },
      ],
    },
    {
      type: "checklist",
      id: "why-choose",
      heading: "Why choose our AI Opportunity Review",
      columns: 2,
      items: [
        "A fixed scope and a fixed fee, agreed before we start",
        "Recommendations based on your processes, not on a product we sell",
        "Every idea costed against the time or money it would save",
        "UK GDPR and data security checked for each use case",
        "Human review designed into anything that affects customers, staff or money",
        "A plain-English report your team can act on, with or without us",
      ],
    },
    {
      type: "steps",
      id: "approach",
      eyebrow: "How it works",
      heading: "Our three-step assessment approach",
      lead: "Most reviews take about four weeks from the first workshop to your roadmap.",
      steps: [
        {
          title: "Discovery workshop",
          description:
            "A half-day session with you and the people who do the work, mapping where time goes: repetitive tasks, bottlenecks, and the documents and data you handle every week.",
          duration: "Week 1",
        },
        {
          title: "Process and data assessment",
          description:
            "We study the most promising processes in detail (volumes, error rates, systems and the personal data involved) and test candidate tools on anonymised samples of your own work.",
          duration: "Weeks 2–3",
        },
        {
          title: "Roadmap and business case",
          description:
            "A prioritised roadmap of quick wins to switch on now, projects worth building and ideas to park, each with its cost, expected saving, risks and the data protection steps it needs.",
          duration: "Week 4",
        },
      ],
    },
    {
      type: "cardGrid",
      id: "benefits",
      heading: "What you gain from the review",
      columns: 3,
      items: [
        {
          title: "Clarity over hype",
          description:
            "A straight answer on which AI tools would work in your business today, which are not ready, and which problems do not need AI at all.",
          icon: "idea",
        },
        {
          title: "Time back for your team",
          description:
            "The repetitive tasks that eat most hours are identified and measured, so you know how much time each change would free for customers and growth.",
          icon: "timer",
        },
        {
          title: "Costed priorities",
          description:
            "Set-up costs, subscriptions and expected savings side by side, so you can start with the changes that pay back fastest.",
          icon: "coins",
        },
        {
          title: "Data protection covered",
          description:
            "For each idea we identify the personal data involved, whether a data protection impact assessment is needed, and which suppliers meet UK GDPR requirements.",
          icon: "lock",
        },
        {
          title: "People stay in control",
          description:
            "We design checks so a person reviews what AI produces before it reaches a customer, a payment or a decision about an employee.",
          icon: "people",
        },
        {
          title: "A foundation to build on",
          description: `Cleaner processes and data make every later project easier, whether your team builds it or our [AI automations](${paths.aiAutomations.href()}) service does.`,
          icon: "layers",
        },
      ],
    },
    {
      type: "ctaBand",
      ...closingCta(
        "Find your best AI opportunities in about four weeks",
        "Tell us a little about your business and the work that slows your team down. We'll confirm the scope and a fixed fee for your review.",
        primary,
      ),
    },
  ],
};

export default page;
