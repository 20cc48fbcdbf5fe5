import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import { link, list, mailto, p, proseSection } from "~/content/shared/legal-prose";
import type { ContentPage } from "~/content/types";
import { formatLongDate } from "~/lib/format";

const UPDATED = formatLongDate("2026-12-07");

/**
 * How the firm keeps the reviews and testimonials it shows genuine: what the staff area enforces
 * (public.testimonials: consent, source, a named checker, incentives shown) in words a visitor can
 * hold it to. The Digital Markets, Competition and Consumers Act 2024 bans fake reviews and
 * incentivised ones that do not say so, from 6 April 2025.
 */
const page: ContentPage = {
  seo: {
    title: "How We Check Reviews and Testimonials",
    description:
      "How we make sure every review and testimonial on this site is genuine: the client's consent, where it came from, who checked it, and anything given in return.",
  },
  sections: [
    {
      type: "hero",
      badge: "Review policy",
      heading: "How we check the reviews we show",
      lead: `Every testimonial we publish is a client's own words, shown with their agreement and checked against our record of it before it appears. Here is how we make sure of it, and what to do if you think we have got one wrong. Last updated ${UPDATED}.`,
      actions: [{ label: "Read our client reviews", href: paths.reviews.href(), variant: "secondary" }],
    },
    proseSection("what-we-show", "What we show", [
      p(
        "Two kinds of review appear on this site: testimonials our clients have given us directly, and reviews our clients have posted on independent review sites, which we copy word for word with a link to the original.",
      ),
      list(
        "We show a testimonial only once the client has agreed, in writing, to their words being published with the name we show.",
        "We keep a record of where each one came from (an e-mail, a letter, a survey, a conversation or a review site), the day it was given and the member of staff who added it.",
        "Someone at the firm who may approve what we publish checks each one is genuine, against that record, before it appears. If it is changed in any way, it comes off the site until it is checked again.",
        "We do not write, edit or improve a client's words, and we do not post or buy reviews of ourselves on any site.",
        "We never show invented reviews as real. While this site was being built it showed illustrative examples; each is removed before the site goes live.",
      ),
    ]),
    proseSection("incentives", "Anything given in return", [
      p(
        "We do not pay for reviews. If we ever give a client anything for a review (a gift card, a discount, an entry into a prize draw), we say so beside that review, in plain words, for as long as it is shown. We ask for reviews from clients whatever their experience, not only from those we expect to be happy.",
      ),
    ]),
    proseSection("negative-reviews", "Reviews we do not like", [
      p(
        "We do not hide, remove or ask anyone to remove a genuine review because it is critical. On independent review sites we may reply publicly, and we will try to put things right; the review stays the reviewer's.",
      ),
    ]),
    proseSection("tell-us", "If you think a review is wrong", [
      p(
        `If you think a review or testimonial on this site is not genuine, or is yours and you would like it taken down, e-mail ${link(firm.email, mailto(firm.email, "A review on your website"))}. We take a testimonial down at once when its author asks, and reply ${firm.replyWithin} to say what we found. You can also raise a concern through our ${link("complaints procedure", `${paths.terms.href()}#complaints`)}.`,
      ),
    ]),
  ],
};

export default page;
