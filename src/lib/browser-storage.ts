/**
 * Everything the site keeps in a visitor's or a member of staff's browser, in one place: the code
 * reads each name from here, and the cookies notice describes each one (a test holds both to it:
 * src/content/pages/cookies.test.ts). The site sets no cookies.
 */
export const browserStorage = {
  /** The home page headline this tab was shown, to match a quote request to it. */
  heroVariant: { name: "hero-variant", area: "session" },
  /** Which headlines this tab has shown, so a second view is not counted as a new visitor. */
  heroViews: { name: "hero-views", area: "session" },
  /** supabase-js's session of a signed-in member of staff (its name carries the project's reference). */
  staffSession: { name: "sb-<project>-auth-token", area: "local" },
  /** When a member of staff last used the staff area in any tab, for the idle sign-out. */
  staffLastActivity: { name: "staff-last-activity", area: "local" },
  /** An article's unsaved changes, kept until saved or discarded, so a reload or an ended session loses nothing. */
  articleDraft: { name: "cms-article-draft:<article>", area: "local" },
  /** That the staff area signed itself out, for the next sign-in screen to say so. */
  staffIdleNotice: { name: "staff-idle-signed-out", area: "session" },
} as const satisfies Record<string, { name: string; area: "local" | "session" }>;
