/**
 * The reviews file holds only what the firm's profiles show: figures in range, read off the
 * profile recently, and reviews with their source, date and address; /reviews shows no rating or
 * count that is not recorded there.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import Testimonials from "~/components/sections/testimonials";
import { firm } from "~/config/firm";
import reviewsPage from "~/content/pages/reviews";
import { profileSummary, publishedTestimonials, reviewSourceCards, reviewsData, type ReviewsData } from "./reviews";

const MAX_AGE_DAYS = 90;
const sourceNames = firm.reviewSources.map((source) => source.name);
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
const daysAgo = (day: string) => (Date.now() - Date.parse(`${day}T00:00:00Z`)) / 86_400_000;

const recorded: ReviewsData = {
  profiles: [
    { source: "Google reviews", rating: 4.8, count: 37, checkedOn: "2026-11-20" },
    { source: "Trustpilot", rating: null, count: null, checkedOn: null },
  ],
  reviews: [
    {
      source: "Trustpilot",
      author: "A. Client",
      date: "2026-03-14",
      rating: 5,
      text: "Older review.",
      url: "https://uk.trustpilot.com/reviews/1",
    },
    {
      source: "Google reviews",
      author: "B. Client",
      about: "Director",
      date: "2026-09-02",
      text: "Newer review.",
      url: "https://maps.google.com/review/2",
    },
  ],
};

describe("content/reviews.json", () => {
  it("records each profile's rating, count and the day they were read, all together or not at all", () => {
    for (const profile of reviewsData.profiles) {
      expect(sourceNames, profile.source).toContain(profile.source);
      const figures = [profile.rating, profile.count, profile.checkedOn];
      expect(figures.every((value) => value === null) || figures.every((value) => value !== null), profile.source).toBe(
        true,
      );
      if (profile.rating === null || profile.count === null || profile.checkedOn === null) continue;
      expect(profile.rating).toBeGreaterThanOrEqual(1);
      expect(profile.rating).toBeLessThanOrEqual(5);
      expect(Math.round(profile.rating * 10)).toBe(profile.rating * 10);
      expect(Number.isInteger(profile.count) && profile.count > 0).toBe(true);
      expect(isDay(profile.checkedOn), profile.checkedOn).toBe(true);
      expect(daysAgo(profile.checkedOn)).toBeGreaterThanOrEqual(0);
      expect(
        daysAgo(profile.checkedOn),
        `${profile.source}'s figures were read on ${profile.checkedOn}: check the profile again and record what it shows`,
      ).toBeLessThanOrEqual(MAX_AGE_DAYS);
    }
  });

  it("holds reviews only with their source, date, words and address", () => {
    for (const review of reviewsData.reviews) {
      expect(sourceNames).toContain(review.source);
      expect(isDay(review.date) && daysAgo(review.date) >= 0, review.date).toBe(true);
      expect(review.author.trim()).not.toBe("");
      expect(review.text.trim()).not.toBe("");
      expect(review.url).toMatch(/^https:\/\//);
      if (review.rating !== undefined) expect([1, 2, 3, 4, 5]).toContain(review.rating);
    }
  });
});

describe("/reviews", () => {
  it("states a profile's figures only as recorded, with the day they were read", () => {
    expect(profileSummary(recorded.profiles[0]!)).toBe(
      "4.8 out of 5 from 37 reviews on Google reviews, as shown on 20 November 2026.",
    );
    expect(profileSummary(recorded.profiles[1]!)).toBeNull();
    const [google, trustpilot] = reviewSourceCards(firm.reviewSources, recorded);
    expect(google?.description).toContain("4.8 out of 5 from 37 reviews");
    expect(trustpilot?.description).not.toMatch(/\d/);
    expect(trustpilot?.href).toBe(firm.reviewSources[1]?.url);
  });

  it("shows no rating or count the file does not hold", () => {
    const text = JSON.stringify(reviewsPage);
    const anyRecorded = reviewsData.profiles.some((profile) => profile.rating !== null);
    if (!anyRecorded) expect(text).not.toMatch(/out of 5|★|\bstars?\b/i);
    for (const profile of reviewsData.profiles) {
      const summary = profileSummary(profile);
      if (summary) expect(text).toContain(summary);
    }
  });

  it("shows published reviews newest first, each naming its source and date", () => {
    const testimonials = publishedTestimonials(recorded);
    expect(testimonials.map((item) => item.author)).toEqual(["B. Client", "A. Client"]);
    const html = renderToStaticMarkup(
      createElement(Testimonials, {
        section: { type: "testimonials", heading: "In our clients' words", items: testimonials },
        tone: "white",
      }),
    );
    expect(html).toContain('<a href="https://uk.trustpilot.com/reviews/1"');
    expect(html).toContain('5 out of 5, <a href="https://uk.trustpilot.com/reviews/1"');
    expect(html).toContain('<time dateTime="2026-03-14">14 March 2026</time>');
    expect(html).toContain("Director");
    expect(html.match(/out of 5/g)).toHaveLength(1);
  });
});
