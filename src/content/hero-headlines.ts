/** The home page's two A/B headlines (spec: "Hero banners"), shared by the page and the staff A/B report. */
export const heroHeadlines = {
  a: "Less Admin, More Action",
  b: "We Run Your Back Office. You Run the Business.",
} as const;
