/** The words of the dashboard's records: the headline A/B test and the staff access log. */

export const headlineTestCopy = {
  heading: "Home page headline test",
  intro:
    "Each visit to the home page shows one of two headlines at random. A quote counts for the headline its visitor saw last.",
  chartLabel: "Views, quotes and conversion rate for each headline",
  caption: "Headline test results",
  columns: { variant: "Headline", views: "Views", quotes: "Quotes", conversion: "Conversion rate" },
  variant: (variant: string) => `Headline ${variant.toUpperCase()}`,
  views: "Views",
  quotes: "Quotes",
  conversion: "Conversion rate",
  summary: (parts: string[]) => parts.join("; "),
  noData: "No home page views have been recorded in these days.",
  range: "Days",
  from: "From",
  to: "To",
  countedHow:
    "Each headline counts once per visit: reloading the home page, staff who are signed in and known bots are left out, and so are quotes marked as spam.",
  verdict: (leader: string, chance: string) =>
    `${leader} has a ${chance} chance of bringing more quote requests per visit than the other.`,
  tooEarly: (views: number, quotes: number) =>
    `Too early to tell: the report says which headline is likely to bring more quote requests once each has at least ${views} views and there are ${quotes} quotes in all.`,
  stillNeeded: (needed: { viewsOfA: number; viewsOfB: number; quotes: number }) =>
    `Still needed: ${[
      needed.viewsOfA > 0 ? `${needed.viewsOfA} more ${needed.viewsOfA === 1 ? "view" : "views"} of Headline A` : "",
      needed.viewsOfB > 0 ? `${needed.viewsOfB} more ${needed.viewsOfB === 1 ? "view" : "views"} of Headline B` : "",
      needed.quotes > 0 ? `${needed.quotes} more ${needed.quotes === 1 ? "quote" : "quotes"}` : "",
    ]
      .filter(Boolean)
      .join(", ")}.`,
};

export const accessLogCopy = {
  heading: "Who opened leads",
  intro:
    "Each opening of this dashboard, of a lead's details and each export is recorded by the database with who and when. Changes to a lead are in its history.",
  empty: "Nothing recorded yet.",
  loadFailed: "The record could not be loaded",
  action: {
    opened_leads: (rows: number | null) => `opened the leads (${rows ?? 0} shown)`,
    opened_quote: () => "opened a quote request's details",
    opened_signup: () => "opened an eBook sign-up's details",
    opened_contact: () => "opened a contact request's details",
    exported_quotes: (rows: number | null) =>
      `exported ${rows ?? 0} quote ${rows === 1 ? "request" : "requests"} as CSV`,
    exported_signups: (rows: number | null) =>
      `exported ${rows ?? 0} eBook ${rows === 1 ? "sign-up" : "sign-ups"} as CSV`,
    exported_contacts: (rows: number | null) =>
      `exported ${rows ?? 0} contact ${rows === 1 ? "request" : "requests"} as CSV`,
  },
  entry: (when: string, who: string, what: string) => `${when}: ${who} ${what}`,
};
