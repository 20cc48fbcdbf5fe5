import { sample } from "#kernel/sample.ts";
import { firm, yearsInPractice } from "~/config/firm";
import { paths } from "~/config/paths";
import { meetTeamAction, quoteAction } from "~/content/shared/actions";
import { list, p, proseSection } from "~/content/shared/legal-prose";
import type { ContentPage } from "~/content/types";

const page: ContentPage = {
  seo: {
    title: "Our Ethos: How We Work With Business Owners",
    description:
      "Our purpose, mission and 2035 vision, the four principles behind our fixed-fee, tech-driven service, and how we back founders and communities.",
    schema: "AboutPage",
  },
  sections: [
    {
      type: "hero",
      badge: "Our Ethos",
      heading: "Clear numbers, fair fees and advice you can act on",
      lead: `${sample("track record", `For almost ${yearsInPractice()} years`)} we have worked with business owners who want fewer surprises and more time. This page sets out what we believe, what we promise, and how you will notice it when you work with us.`,
      actions: [quoteAction, meetTeamAction],
    },
    proseSection(
      "purpose",
      "Our purpose",
      [
        p(
          "Running a business is hard enough without wondering whether your accounts are right, what you owe HMRC, or whether the lease you are about to sign will hurt you in five years. Our purpose is to give owners **the financial and legal clarity to make confident decisions**, at a price they know in advance.",
        ),
        p(
          "We exist for the people traditional firms tend to overlook: first-time founders, landlords with a handful of properties, creators paid by five platforms, contractors, and the volunteer treasurers who keep churches and charities going.",
        ),
      ],
      { eyebrow: "Why we exist" },
    ),
    proseSection(
      "mission",
      "Our mission",
      [
        p(
          "To take the routine work of compliance off your desk, with software doing the repetitive parts and qualified accountants and solicitors checking every figure and every clause, and to use the time that saves to give you advice before you need it, not after.",
        ),
        list(
          "Every deadline tracked for you, with reminders well before the date.",
          "One fixed monthly fee, agreed before we start, with no hidden fees.",
          `Replies ${firm.replyWithin} from someone who knows your business.`,
        ),
      ],
      { eyebrow: "What we do every day" },
    ),
    proseSection(
      "vision",
      "Our vision for 2035",
      [
        p(
          "By 2035 we want every client to see their business's financial position in real time, to hear from us about a tax opportunity before the year end rather than after it, and never to pay a penalty for a missed filing.",
        ),
        list(
          "**Live numbers:** bookkeeping that updates daily from bank feeds and receipt capture, so management accounts are a click away.",
          "**Advice first:** more of our time spent on planning, funding and growth, and less on data entry.",
          "**Open to all:** a client base that reflects the country, with Black and minority-ethnic founders given the same access to expert advice and funding support as anyone else.",
          "**Lighter footprint:** a fully paperless practice that measures and reduces its own emissions each year.",
        ),
      ],
      { eyebrow: "Where we are heading" },
    ),
    {
      type: "cardGrid",
      id: "principles",
      eyebrow: "Core principles",
      heading: "Four principles behind everything we do",
      columns: 2,
      items: [
        {
          title: "Plain English, always",
          icon: "chat",
          description: "Tax and law are complicated. Our explanations should not be.",
          details: [
            {
              label: "What It Means",
              text: "We explain what a rule means for you, what you need to do and by when, without jargon or hedging.",
            },
            {
              label: "How You Experience It",
              text: "Every set of accounts comes with a one-page summary, and every tax bill with a note on how it was worked out and when it is due.",
            },
          ],
        },
        {
          title: "Proactive, not reactive",
          icon: "calendar",
          description: "The best time to plan for tax is before the year end, not after it.",
          details: [
            {
              label: "What It Means",
              text: "We watch your deadlines, your numbers and changes in the rules, and we come to you when something needs a decision.",
            },
            {
              label: "How You Experience It",
              text: "Reminders weeks before a deadline, a tax estimate before your year end, and a call from us when a change such as Making Tax Digital affects you.",
            },
          ],
        },
        {
          title: "Fixed fees, no surprises",
          icon: "wallet",
          description: "You should know what we cost before we start, and it should not change without your agreement.",
          details: [
            {
              label: "What It Means",
              text: "One fixed monthly fee for the services in your plan, with anything extra quoted in writing before we do it.",
            },
            {
              label: "How You Experience It",
              text: "No invoices for phone calls or e-mails, and no bill you were not expecting. If your business changes, we agree a new fee with you first.",
            },
          ],
        },
        {
          title: "Technology that serves people",
          icon: "bot",
          description: "We use automation and AI to remove busywork, never to remove judgement.",
          details: [
            {
              label: "What It Means",
              text: "Software captures receipts, reconciles bank lines and drafts routine documents; a qualified person reviews every return and every piece of advice before it reaches you.",
            },
            {
              label: "How You Experience It",
              text: "Less admin on your side, faster turnaround on ours, and a named person who is accountable for your work.",
            },
          ],
        },
      ],
    },
    {
      type: "accordion",
      id: "values-in-action",
      heading: "Our values in action",
      lead: "Principles are easy to write down. Here is what they look like on an ordinary working day.",
      items: [
        {
          title: "When HMRC writes to you",
          body: "Send us a photo of the letter. We tell you the same day whether it needs action, what it means, and what we will do about it. If it needs a reply, we draft it and deal with HMRC on your behalf.",
        },
        {
          title: "When a deadline is close",
          body: "You will hear from us well before it, not the week of it. If we are waiting for information, we say exactly what is missing, and if a deadline cannot be met we tell you early and agree the plan, rather than leaving you with a penalty.",
        },
        {
          title: "When your business changes",
          body: "Taking on staff, registering for VAT, buying a property or bringing in an investor: tell us early and we set out the tax, legal and cash consequences before you commit, and what it means for your fee.",
        },
        {
          title: "When we get something wrong",
          body: "We say so, put it right at our own cost, and explain what we have changed so that it does not happen again. You never have to chase us for an answer.",
        },
      ],
    },
    {
      type: "steps",
      id: "client-journey",
      heading: "Your journey with us",
      lead: "From first quote to ongoing advice, in four steps.",
      steps: [
        {
          title: "Get your instant quote",
          description:
            "Tell us your revenue, your industry and the package you want, and see your fixed monthly fee straight away.",
          duration: "Under a minute",
        },
        {
          title: "Meet your accountant",
          description:
            "A free call with a partner to check the quote fits, answer your questions and agree what we will do first.",
          duration: "30 minutes",
        },
        {
          title: "Onboarding",
          description:
            "We send your engagement letter, complete identity checks, contact your previous accountant and connect your bank feeds and software.",
          duration: "About two weeks",
        },
        {
          title: "Ongoing partnership",
          description:
            "Your named accountant keeps your compliance on track, sends your management figures and reviews your plans with you through the year.",
          duration: "Every month",
        },
      ],
    },
    proseSection(
      "people-and-culture",
      "People and culture",
      [
        p(
          "Good advice comes from people who have the time to think. We keep client portfolios to a size where your accountant knows your business, and we let technology take the repetitive work so that nobody spends their evenings re-keying figures.",
        ),
        list(
          "Funded professional qualifications (AAT, ACA, CTA and the solicitor route) with study leave.",
          "Flexible and hybrid working, with core hours that fit around school runs and caring responsibilities.",
          "A team that reflects the communities we serve, and hiring that looks past where someone went to university.",
        ),
      ],
      {
        actions: [meetTeamAction],
      },
    ),
    proseSection("community-impact", "Community impact", [
      p(
        "Many Black and minority-ethnic entrepreneurs want to start and grow businesses, yet too often find it harder to get finance and expert advice. We put partner time and our own money into changing that.",
      ),
      list(
        "**Free founder clinic:** a monthly session where Black and minority-ethnic founders can book 30 minutes with a partner on tax, funding or legal questions, with no sales pitch.",
        "**Investment readiness:** help with forecasts, data rooms and financial due diligence for founders preparing to raise money.",
        "**Churches and charities:** reduced fees for small churches and community charities, and free talks for volunteer treasurers on Gift Aid and year-end accounts.",
        "**Schools and colleges:** careers talks and work-experience places for students who would be the first in their family to enter the professions.",
      ),
    ]),
    proseSection("sustainability", "Sustainability", [
      p(
        "A cloud-based practice has a head start: no filing rooms, no couriered boxes of receipts, and far fewer journeys to meetings. We build on that deliberately.",
      ),
      list(
        "Paperless by default: documents are signed, shared and stored electronically.",
        "Video meetings as standard, with travel kept for when being in the room matters.",
        "Suppliers chosen partly on their environmental record, and a yearly review of our own footprint.",
        "Help for clients who want to understand the tax reliefs and reporting that come with greener choices, such as electric company cars.",
      ),
    ]),
    {
      type: "checklist",
      id: "in-a-nutshell",
      eyebrow: "In a nutshell",
      heading: "What working with us means",
      columns: 2,
      items: [
        "Qualified accountants and solicitors in one team",
        "A fixed monthly fee with no hidden fees",
        "Deadlines tracked and reminders sent for you",
        `Answers in plain English ${firm.replyWithin}`,
        "Technology for the busywork, people for the judgement",
        "Real support for Black and minority-ethnic founders",
      ],
      actions: [
        quoteAction,
        {
          label: "Explore our services",
          href: paths.accounting.href(),
          variant: "secondary",
        },
      ],
    },
  ],
};

export default page;
