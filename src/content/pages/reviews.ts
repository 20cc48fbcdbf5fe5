import { firm } from "~/config/firm";
import { anchor, paths } from "~/config/paths";
import { meetTeamAction, quoteAction } from "~/content/shared/actions";
import { allTestimonials } from "~/content/shared/testimonials";
import { publishedTestimonials, reviewSourceCards } from "~/content/shared/reviews";
import type { ContentPage } from "~/content/types";

const testimonials = [...publishedTestimonials(), ...allTestimonials];

const page: ContentPage = {
  seo: {
    title: "Client Reviews and Testimonials",
    description:
      "What SMEs, landlords, creators, contractors, churches and property clients say about our fixed-fee accounting and legal work, with links to independent reviews.",
    schema: "CollectionPage",
  },
  sections: [
    {
      type: "hero",
      badge: "Client reviews",
      heading: "What our clients say",
      lead: "Business owners, landlords, creators, contractors and charity treasurers on what changed when they started working with us.",
      actions: [
        quoteAction,
        {
          label: "Read independent reviews",
          href: anchor("review-sources"),
          variant: "secondary",
        },
        { label: "How we check reviews", href: paths.reviewPolicy.href(), variant: "secondary" },
      ],
    },
    // The reviews recorded from the firm's profiles, then the testimonials it publishes; none, no section.
    ...(testimonials.length > 0
      ? [
          {
            type: "testimonials" as const,
            id: "testimonials",
            heading: "In our clients' words",
            lead: "From limited companies and property investors to creators, contractors, churches and charities: the results they care about, in their own words.",
            items: testimonials,
          },
        ]
      : []),
    {
      type: "cardGrid",
      id: "review-sources",
      heading: "Independent reviews",
      lead: "Read reviews posted directly by our clients, or leave one of your own.",
      columns: 2,
      items: reviewSourceCards(),
    },
    {
      type: "ctaBand",
      id: "join-them",
      heading: "Join them",
      text: `See your fixed monthly fee in under a minute, or [book a free consultation](${firm.bookingUrl}) with a partner to talk it through first.`,
      actions: [quoteAction, meetTeamAction],
    },
  ],
};

export default page;
