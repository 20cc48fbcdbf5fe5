/**
 * The testimonials the firm publishes (public.testimonials, decision 021), as the backend held them
 * when the site was built: checked by an admin, given with the client's consent and not retired, or
 * a sample a new project starts with until the firm retires it; in the firm's order. None without a
 * backend: nothing is presented as a client's words unless the backend says it may be.
 */
export type PublishedTestimonial = NonNullable<typeof __TESTIMONIALS__>[number];

/** Every one, for /reviews (the home page reads only its own, home-testimonials.ts). */
export const PUBLISHED_TESTIMONIALS: readonly PublishedTestimonial[] =
  typeof __TESTIMONIALS__ === "undefined" ? [] : __TESTIMONIALS__;
