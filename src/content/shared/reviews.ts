/**
 * The firm's public reviews as the site shows them, from content/reviews.json: each profile's
 * rating and count only as the profile showed them on the date recorded, and reviews only with
 * their source, date and address. Nothing here is estimated or written by us; until the firm
 * records its own, /reviews shows no figure and falls back to the sample testimonials.
 * `reviews.test.ts` checks the file (figures in range and recently checked, every review sourced).
 */
import data from "../../../content/reviews.json" with { type: "json" };
import { firm } from "~/config/firm";
import type { CardItem, Testimonial } from "~/components/sections/types";
import { formatNumber } from "#kernel/en-gb.js";
import { formatLongDate } from "~/lib/format";

export interface ReviewProfile {
  /** One of firm.reviewSources' names. */
  source: string;
  /** Average stars out of 5, as the profile shows it. */
  rating: number | null;
  count: number | null;
  /** The day someone read the figures off the profile (YYYY-MM-DD). */
  checkedOn: string | null;
}

export interface PublishedReview {
  source: string;
  author: string;
  /** What the reviewer says they are, if the profile shows it (e.g. "Local Guide", a company). */
  about?: string;
  /** YYYY-MM-DD, as the profile dates it. */
  date: string;
  /** The reviewer's stars, if the profile gives them. */
  rating?: number;
  text: string;
  /** The review's own address on the profile. */
  url: string;
}

export interface ReviewsData {
  profiles: ReviewProfile[];
  reviews: PublishedReview[];
}

export const reviewsData = data as ReviewsData;

/** "4.8 out of 5 from 37 reviews on Trustpilot, as shown on 20 November 2026." or null. */
export function profileSummary(profile: ReviewProfile): string | null {
  if (profile.rating === null || profile.count === null || profile.checkedOn === null) return null;
  const reviews = profile.count === 1 ? "1 review" : `${formatNumber(profile.count)} reviews`;
  return `${formatNumber(profile.rating, { minFraction: 1, maxFraction: 1 })} out of 5 from ${reviews} on ${profile.source}, as shown on ${formatLongDate(profile.checkedOn)}.`;
}

/** A card per review profile: its recorded figures, or only the invitation to read it. */
export function reviewSourceCards(
  sources: readonly { name: string; url: string }[] = firm.reviewSources,
  data: ReviewsData = reviewsData,
): CardItem[] {
  return sources.map((source) => {
    const profile = data.profiles.find((candidate) => candidate.source === source.name);
    const summary = profile ? profileSummary(profile) : null;
    return {
      title: source.name,
      description: summary
        ? `${summary} Read every review, unedited by us.`
        : `See what clients say about ${firm.name} on ${source.name}, unedited by us.`,
      icon: "badge" as const,
      href: source.url,
      linkLabel: `Read our ${source.name}`,
    };
  });
}

/** The published reviews, newest first, as testimonials that name their source and date. */
export function publishedTestimonials(data: ReviewsData = reviewsData): Testimonial[] {
  return (
    data.reviews
      // ISO dates sort as text.
      .toSorted((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .map((review) => ({
        text: review.text,
        author: review.author,
        company: review.about ?? "",
        source: { name: review.source, url: review.url, date: review.date, rating: review.rating },
      }))
  );
}
