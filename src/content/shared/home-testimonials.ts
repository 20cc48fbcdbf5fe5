/**
 * The three client testimonials the home page shows; /reviews shows them
 * first, followed by the rest (about-testimonials.ts). A module of their own,
 * so the home page does not download every review.
 *
 * ILLUSTRATIVE SAMPLES: the people and businesses are invented. Before launch
 * the firm replaces them with genuine reviews given with the client's
 * permission; publishing invented reviews as real is banned under the Digital
 * Markets, Competition and Consumers Act 2024.
 */
import type { Testimonial } from "~/components/sections/types";
import { sample } from "#kernel/sample.ts";

export const homeTestimonials: [Testimonial, Testimonial, Testimonial] = [
  sample("testimonial", {
    text: "They moved our bookkeeping, payroll and VAT onto one system and showed us, line by line, where the money was going. Within a year we had cut our overheads by 40%, and for the first time I understand our monthly numbers.",
    author: "Kwame A.",
    company: "Managing Director, Brightwell Logistics Ltd",
  }),
  sample("testimonial", {
    text: "They went through all seven of my properties, spotted rents that were well below market and a mortgage structure that was costing me tax. A year on, my rental income is up 25% and Making Tax Digital is already set up.",
    author: "Priya S.",
    company: "Portfolio landlord, Leicester",
  }),
  sample("testimonial", {
    text: "Brand deals, gifted products and income from three platforms used to be a mess in a spreadsheet. Now I pay one fixed fee, I know exactly what to put aside for tax each month, and my return is filed by October.",
    author: "Jade M.",
    company: "Content creator, Jade Makes Studio Ltd",
  }),
];
