import { anchor, paths } from "~/config/paths";
import { closingCta, quoteActionLabelled } from "~/content/shared/actions";
import type { ContentPage } from "~/content/types";
import { sample } from "#kernel/sample.ts";

const primary = quoteActionLabelled("Get an Automation Quote");

const page: ContentPage = {
  seo: {
    title: "AI Automations for UK Small Businesses",
    description:
      "Practical AI automations for small businesses: document processing, enquiry handling, reporting and workflows, built with human review and UK GDPR in mind.",
    schema: "Service",
    serviceName: "AI automations",
  },
  sections: [
    {
      type: "hero",
      badge: "AI Consultancy",
      heading: "AI Automations That Take the Repetitive Work Off Your Team",
      lead: "We build AI-assisted workflows for the jobs your people should not be doing by hand: keying data from documents, answering the same questions, compiling reports. Each one is tested on your own data, checked by a person where it matters, and measured against the time it saves.",
      actions: [
        primary,
        {
          label: "Explore Solutions",
          href: anchor("solutions"),
          variant: "secondary",
        },
      ],
    },
    {
      type: "checklist",
      id: "capabilities",
      heading: "Key capabilities",
      lead: "What today's AI tools do well when they are set up carefully and given the right data.",
      columns: 2,
      items: [
        "Reading invoices, receipts, forms and contracts, and extracting the data",
        "Drafting replies to routine customer and supplier emails for a person to approve",
        "Sorting and routing enquiries, tickets and documents to the right person",
        "Summarising calls, meetings and long documents into actions",
        "Connecting the software you already use, so data moves without re-keying",
        "Flagging unusual transactions and exceptions for a person to review",
      ],
    },
    {
      type: "cardGrid",
      id: "solutions",
      eyebrow: "Solutions",
      heading: "Automations we build",
      lead: "Each solution is sized for a small business: weeks to deliver, not months, and priced before we start.",
      columns: 3,
      items: [
        {
          title: "Document processing",
          description:
            "Invoices, delivery notes, application forms and contracts read automatically, checked against your records and entered into your systems, with unclear items sent to a person.",
          icon: "document",
        },
        {
          title: "Inbox and enquiry assistant",
          description:
            "Incoming emails and web enquiries classified, routed and answered in draft, so your team approves a reply in seconds instead of writing it from scratch.",
          icon: "mail",
        },
        {
          title: "Reports and summaries",
          description:
            "Weekly sales, job or cash reports compiled from your systems and summarised in plain English, ready in your inbox on Monday morning.",
          icon: "chart",
        },
        {
          title: "Workflow automation",
          description:
            "New customers, orders, starters and leavers moved through each step automatically, with reminders and approvals instead of chasing by email.",
          icon: "workflow",
        },
        {
          title: "Internal knowledge assistant",
          description:
            "Staff ask questions about your own policies, price lists and procedures and get answers that cite the source document, so they can check before acting.",
          icon: "search",
        },
        {
          title: "Data checks and exceptions",
          description:
            "Duplicate invoices, changed bank details, missing records and out-of-pattern figures flagged automatically for someone to look at.",
          icon: "shield",
        },
      ],
    },
    {
      type: "steps",
      id: "implementation",
      heading: "Our implementation approach",
      lead: "Every automation is proven on a small scale before your business relies on it.",
      steps: [
        {
          title: "Assess and prioritise",
          description: `We pick the task with the clearest payback, often from an [AI Opportunity Review](${paths.aiOpportunityReview.href()}), and measure how long it takes and how often it goes wrong today.`,
          duration: "Week 1",
        },
        {
          title: "Prototype on your data",
          description:
            "We build a working version and test it on anonymised samples of your real documents and messages, measuring accuracy before anything goes live.",
          duration: "Weeks 2–3",
        },
        {
          title: "Deploy with human review",
          description:
            "The automation goes live with a person approving its output, access limited to the people who need it, every action logged, and a data protection impact assessment where the law requires one.",
          duration: "Week 4",
        },
        {
          title: "Monitor and improve",
          description:
            "We track accuracy and time saved each month, retrain or adjust where needed, and reduce manual checks only where the results justify it.",
          duration: "Ongoing",
        },
      ],
    },
    sample("success story", {
      type: "caseStudy",
      id: "success-story",
      eyebrow: "Success Story",
      heading: "A freight forwarder that cut document processing time by 80%",
      client:
        "Brightwater Freight Services Ltd, a freight forwarder in Suffolk handling around 60 shipment files a day",
      challenge:
        "Staff keyed data from commercial invoices, packing lists and bills of lading into the customs and accounting systems by hand. Each shipment file took about 30 minutes, and keying errors caused delays at the border and disputes with customers.",
      solution:
        "We built an AI extraction workflow that reads each document, checks the figures against the booking and fills in the systems. Any field the model is unsure of is highlighted for a person, and staff approve every file before submission. Documents are processed under a UK GDPR-compliant contract and are not used to train anyone's models.",
      results: [
        { value: "80%", label: "Cut in processing time" },
        {
          value: "30 → under 5 min",
          label: "Time to process each shipment file",
        },
        {
          value: "98%+",
          label: "Fields extracted correctly before human review",
        },
        { value: "25 hours", label: "Of staff time saved every day" },
      ],
      quote: {
        text: "The team were worried it would replace them. Instead it took away the part of the job nobody liked, and they now spend that time with customers.",
        author: "Joanne M., Operations Manager",
        company: "Brightwater Freight Services Ltd",
      },
    }),
    {
      type: "ctaBand",
      ...closingCta(
        "Let's find the first task worth automating",
        "Tell us which job takes up most of your team's time. We'll give you an honest view of whether AI can do it reliably, and a fixed quote if it can.",
        primary,
      ),
    },
  ],
};

export default page;
