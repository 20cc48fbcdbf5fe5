/** The words of the site content section and its launch checklist. */
export const launchCopy = {
  navLabel: "Site content",
  checklist: "Launch checklist",
  heading: "Launch checklist",
  intro:
    "What the site still says as the sample it started with, and what only the firm can confirm, before it goes live. Replace each with the firm's own, or confirm it as written. The launch check the deploy runs reads the same list.",
  loading: "Loading the checklist…",
  loadFailed: "The checklist could not be loaded",
  retry: "Try again",
  remaining: (count: number) =>
    count === 0
      ? "Nothing in the staff area is left to replace or confirm."
      : `${count} ${count === 1 ? "item is" : "items are"} left to replace or confirm.`,
  groupCount: (count: number) => (count === 0 ? "Done" : `${count} to do`),
  shows: (where: string) => `Shows on ${where}.`,
  editIn: (view: string) => `Edit in ${view}`,
  groups: {
    firm: {
      heading: "Firm details and regulatory statements",
      where: "every page's footer, the contact and legal pages, the structured data and the e-mails",
    },
    people: { heading: "People", where: "Meet the Team and the legal services page" },
    prices: {
      heading: "Prices",
      where: "the audience pages' prices and table, the instant quote's answer and its e-mail",
    },
    testimonials: { heading: "Testimonials", where: "the home page and Client reviews" },
  },
  priceList: (count: number) =>
    `${count} monthly ${count === 1 ? "price" : "prices"} by turnover band, as the site started`,
  sampleTestimonial: (author: string) => `A sample testimonial from “${author}”: retire it`,
  inCode:
    "Some claims are still written in the site's code: the partnership page's testimonial, success stories and case studies, marketing figures, the conveyancing fees and other regulatory wording. A developer changes those; the launch check lists each with where it shows.",
};
