/**
 * Client testimonials, written once: the home page shows `homeTestimonials`,
 * /reviews shows `allTestimonials` (which starts with the same three).
 *
 * ILLUSTRATIVE SAMPLES: the people and businesses are invented. Before launch
 * the firm replaces them with genuine reviews given with the client's
 * permission; publishing invented reviews as real is banned under the Digital
 * Markets, Competition and Consumers Act 2024.
 */
import type { Testimonial } from "~/components/sections/types";
import { homeTestimonials } from "./home-testimonials";
import { sample } from "#kernel/sample.ts";

export { homeTestimonials };

const moreTestimonials: Testimonial[] = [
  sample("testimonial", {
    text: "Before I signed my last contract they reviewed the terms and the working practices against IR35 and told me what to change. I now have a written assessment on file and a fixed monthly fee that covers my company's accounts and my own return.",
    author: "Tom W.",
    company: "Director, Westbrook Data Consulting Ltd",
  }),
  sample("testimonial", {
    text: "As a volunteer treasurer I was dreading Gift Aid and the year-end accounts. The team set up simple monthly records, made our Gift Aid claims on time and explained the independent examination to our trustees in plain English.",
    author: "Grace A.",
    company: "Treasurer, Hope Street Community Church",
  }),
  sample("testimonial", {
    text: "Our lease renewal came with a rent review and a service charge we did not understand. Their property solicitor negotiated a cap on the service charge and a break clause, and the accountants checked the figures before we signed. One firm, one conversation.",
    author: "Funmi A.",
    company: "Owner, Calabash Kitchen Ltd",
  }),
  sample("testimonial", {
    text: "As first-time founders we had no finance function at all. Their fractional CFO built our forecast and data room in six weeks, sat in on investor meetings, and helped us close our seed round with our numbers questioned once, not ten times.",
    author: "Tunde B.",
    company: "Co-founder, Oakridge Clinic Systems Ltd",
  }),
  sample("testimonial", {
    text: "Monthly management accounts arrive by the tenth working day with a one-page summary I can actually read. We caught a margin problem on our biggest product line three months earlier than we would have before.",
    author: "Harpreet K.",
    company: "Finance Director, Castleview Engineering Ltd",
  }),
  sample("testimonial", {
    text: "I photograph receipts on my phone and that is the end of my admin. My self assessment is done in the autumn, I know my January bill months in advance, and I have not paid a late-filing penalty since I joined.",
    author: "Sofia R.",
    company: "Freelance photographer, Manchester",
  }),
  sample("testimonial", {
    text: "Buying our first buy-to-let, they explained the stamp duty surcharge before we made an offer and had the conveyancing done in nine weeks. The fee we were quoted at the start was the fee we paid.",
    author: "Helen T.",
    company: "Landlord, Bristol",
  }),
];

export const allTestimonials: Testimonial[] = [...homeTestimonials, ...moreTestimonials];
