/**
 * The testimonials the firm chose for the home page (at most three, in its order), as the backend
 * published them when the site was built: a module of their own, so the home page does not carry
 * every testimonial (src/config/testimonials.ts).
 */
import type { PublishedTestimonial } from "./testimonials";

export const HOME_TESTIMONIALS: readonly PublishedTestimonial[] = (
  typeof __HOME_TESTIMONIALS__ === "undefined" ? [] : __HOME_TESTIMONIALS__
).slice(0, 3);
