import { paths } from "~/config/paths";
import { consultationAction, ethosAction, quoteAction } from "~/content/shared/actions";
import { accountingTeam, legalTeam } from "~/content/shared/about-people";
import type { ContentPage } from "~/content/types";

const teams = [
  { heading: "Accounting team", members: accountingTeam },
  { heading: "Legal team", members: legalTeam },
].filter((group) => group.members.length > 0);

const page: ContentPage = {
  seo: {
    title: "Meet the Team: Our Accountants and Property Lawyers",
    description:
      "Meet the chartered accountants, bookkeeper, solicitor and paralegal who will look after your business, with their qualifications and what they do.",
    schema: "AboutPage",
  },
  sections: [
    {
      type: "hero",
      badge: "Meet the Team",
      heading: "The people behind your numbers",
      lead: "A small team of qualified accountants and lawyers, so you always know who is doing your work. Every client has a named accountant, and the partners are involved in every engagement.",
      actions: [{ ...consultationAction, variant: "primary" }, ethosAction],
    },
    // The people the firm shows, by team; a team with no one shown has no heading, and no one, no section.
    ...(teams.length > 0
      ? [
          {
            type: "team" as const,
            id: "team",
            heading: "Who you will work with",
            lead: "Chartered accountants, tax advisers and a commercial property solicitor working as one team, with software handling the routine so that people can concentrate on advice.",
            groups: teams,
          },
        ]
      : []),
    {
      type: "ctaBand",
      id: "work-with-us",
      heading: "Want to work with us?",
      text: `Get your fixed monthly fee in under a minute, or book a free call with a partner. Qualified professionals who would like to build a practice with us can read about our [Partnership Programme](${paths.partnership.href()}).`,
      actions: [quoteAction, consultationAction],
    },
  ],
};

export default page;
