/**
 * Client testimonials as the pages show them, from those the firm publishes (src/config/testimonials.ts):
 * the home page shows up to three it chose, /reviews every one; each says where it came from and
 * when, and what the client was given in return, if anything.
 */
import type { Testimonial } from "~/components/sections/types";
import { PUBLISHED_TESTIMONIALS, type PublishedTestimonial } from "~/config/testimonials";

/** How each source reads under a testimonial. */
const SOURCE_NAMES: Record<string, string> = {
  "review site": "Posted on a review site",
  "e-mail": "Sent to us by e-mail",
  letter: "Sent to us by letter",
  survey: "From our client survey",
  "in person": "Given to us in person",
};

function sourceName(row: PublishedTestimonial): string {
  if (row.source === "review site" && row.source_url) {
    try {
      return `Posted on ${new URL(row.source_url).hostname.replace(/^www\./, "")}`;
    } catch {
      // The database keeps only https addresses; a name without it is still true.
    }
  }
  return SOURCE_NAMES[row.source] ?? row.source;
}

export function asTestimonial(row: PublishedTestimonial): Testimonial {
  return {
    text: row.text,
    author: row.author,
    company: row.about,
    ...(row.given_on && row.source !== "sample"
      ? { source: { name: sourceName(row), url: row.source_url ?? undefined, date: row.given_on } }
      : {}),
    ...(row.incentive ? { incentive: row.incentive } : {}),
  };
}

/** Every published testimonial, the home page's first, then in the firm's order. */
export const allTestimonials: Testimonial[] = [
  ...PUBLISHED_TESTIMONIALS.filter((row) => row.on_home_page),
  ...PUBLISHED_TESTIMONIALS.filter((row) => !row.on_home_page),
].map(asTestimonial);

/** The home page's: at most three, in the firm's order. */
export const homeTestimonials: Testimonial[] = PUBLISHED_TESTIMONIALS.filter((row) => row.on_home_page)
  .slice(0, 3)
  .map(asTestimonial);
