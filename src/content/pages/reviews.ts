import { firm } from "~/config/firm";
import { anchor } from "~/config/paths";
import { meetTeamAction, quoteAction } from "~/content/shared/actions";
import { allTestimonials } from "~/content/shared/about-testimonials";
import { publishedTestimonials, reviewSourceCards } from "~/content/shared/reviews";
import type { ContentPage } from "~/content/types";

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
      ],
    },
    {
      type: "testimonials",
      id: "testimonials",
      heading: "In our clients' words",
      lead: "From limited companies and property investors to creators, contractors, churches and charities: the results they care about, in their own words.",
      // The firm's published reviews once it records them; until then the sample testimonials.
      items: publishedTestimonials().length > 0 ? publishedTestimonials() : allTestimonials,
    },
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
