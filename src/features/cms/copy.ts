/**
 * The staff area's own words: its page, navigation and the errors every part shows. Each area's
 * words sit beside it (auth/copy.ts, articles/copy.ts, leads/copy.ts, reports/copy.ts,
 * privacy/copy.ts, tax-tips/copy.ts, staff/copy.ts). The sign-in validation message is the
 * spec's own (section 5, auth/copy.ts); the sign-out toasts are ~/lib/sign-out's.
 */
import { paths } from "~/config/paths";
import type { PageMeta } from "~/prerender/head";

export const head: PageMeta = {
  title: "Staff area: knowledge base and leads",
  description:
    "Sign-in for the firm's staff to write and publish knowledge-base articles, manage categories and follow up quote requests and eBook sign-ups.",
  path: paths.cms.path,
  noindex: true,
};

export const pageCopy = {
  badge: "Staff only",
  heading: "Staff area",
  lead: "Write and publish knowledge-base articles, and follow up the leads the website brings in.",
  checking: "Checking your sign-in…",
  loadingWorkspace: "Loading the staff area…",
};

export const navCopy = {
  label: "Staff area",
  articles: "Articles",
  categories: "Categories",
  leads: "Leads",
  staff: "Staff",
  siteContent: "Site content",
  launch: "Launch checklist",
  firm: "Firm details",
  prices: "Prices",
  people: "People",
  testimonials: "Testimonials",
  password: "Password and sessions",
};

export const commonCopy = {
  permission: "Your account does not have permission to do this. Sign in again with a staff account.",
  unknownError: "Something went wrong. Please try again.",
};
