/**
 * Every testimonial the firm publishes (src/config/testimonials.ts), as /reviews shows them: the
 * home page's first, then in the firm's order.
 */
import type { Testimonial } from "~/components/sections/types";
import { PUBLISHED_TESTIMONIALS } from "~/config/testimonials";
import { asTestimonial } from "./testimonial-view";

export { homeTestimonials } from "./home-testimonials";

export const allTestimonials: Testimonial[] = [
  ...PUBLISHED_TESTIMONIALS.filter((row) => row.on_home_page),
  ...PUBLISHED_TESTIMONIALS.filter((row) => !row.on_home_page),
].map(asTestimonial);
