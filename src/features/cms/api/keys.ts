/** react-query keys of the staff area. */
export const cmsKeys = {
  all: ["cms"] as const,
  articles: ["cms", "articles"] as const,
  article: (id: string) => ["cms", "article", id] as const,
  revisions: (id: string) => ["cms", "article", id, "revisions"] as const,
  categories: ["cms", "categories"] as const,
  leads: ["cms", "leads"] as const,
  quotes: ["cms", "leads", "quotes"] as const,
  signups: ["cms", "leads", "signups"] as const,
  heroResults: ["cms", "leads", "hero-results"] as const,
  mail: ["cms", "leads", "mail"] as const,
  activity: ["cms", "leads", "activity"] as const,
  newLeads: ["cms", "leads", "new-count"] as const,
  audit: ["cms", "leads", "personal-data-audit"] as const,
  accessLog: ["cms", "leads", "access-log"] as const,
  staff: ["cms", "staff"] as const,
  members: ["cms", "staff", "members"] as const,
};
