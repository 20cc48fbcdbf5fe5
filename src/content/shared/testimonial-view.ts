/**
 * A published testimonial as the pages show it: saying where it came from and when, and what the
 * client was given in return, if anything.
 */
import type { Testimonial } from "~/components/sections/types";
import type { PublishedTestimonial } from "~/config/testimonials";

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
