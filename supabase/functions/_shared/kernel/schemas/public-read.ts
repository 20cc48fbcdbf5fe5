/**
 * Public read access to the site's public tables (spec section 7, calls 13 and 15).
 *
 * The migrations already give visitors read access to these four tables, so the
 * browser's probes pass and the two functions below are a fallback. They never
 * run SQL sent by a caller:
 * - `add-public-rls` takes only `{ timestamp }` and checks every table;
 * - `exec-sql` takes `{ sql }`, but the text is only compared with the exact
 *   statements built here; a match names one table, anything else is refused.
 * The database function `public.ensure_public_read` then checks that table with
 * its own fixed SQL and restores the migration's policy only if it is missing.
 *
 * Shared by the browser (which sends these statements) and the functions (which
 * recognise them), so the two can never drift apart.
 */
import { z } from "../zod.ts";

export const PUBLIC_READ_TABLES = [
  "industries",
  "revenue_ranges",
  "knowledge_categories",
  "knowledge_articles",
] as const;
export type PublicReadTable = (typeof PUBLIC_READ_TABLES)[number];

/** The read policy each table has in the migrations (name, roles and condition). */
export const PUBLIC_READ_POLICIES: Record<PublicReadTable, { name: string; roles: string; using: string }> = {
  industries: { name: "Anyone can read industries", roles: "anon, authenticated", using: "true" },
  revenue_ranges: { name: "Anyone can read revenue ranges", roles: "anon, authenticated", using: "true" },
  knowledge_categories: { name: "Anyone can read categories", roles: "anon, authenticated", using: "true" },
  // Drafts stay private: visitors read published articles only.
  knowledge_articles: { name: "Visitors can read published articles", roles: "anon", using: "published" },
};

/** The spec's request: enable row-level security and create a public read-only select policy on one table. */
export function publicReadStatement(table: PublicReadTable): string {
  const policy = PUBLIC_READ_POLICIES[table];
  return (
    `alter table public.${table} enable row level security; ` +
    `create policy "${policy.name}" on public.${table} for select to ${policy.roles} using (${policy.using});`
  );
}

/** What the knowledge base sends on mount when a probe fails (spec call 15), in order. */
export const KNOWLEDGE_PUBLIC_READ_STATEMENTS = [
  publicReadStatement("knowledge_categories"),
  publicReadStatement("knowledge_articles"),
] as const;

/** Whitespace-insensitive form of a statement: runs of white space become one space. */
export function normaliseStatement(sql: string): string {
  return sql.replace(/\s+/g, " ").trim();
}

const known = new Map<string, PublicReadTable>(
  PUBLIC_READ_TABLES.map((table) => [normaliseStatement(publicReadStatement(table)), table]),
);

/**
 * The table a request names, if the text is exactly one of the known statements
 * (ignoring white space only); otherwise null. Nothing else is parsed or run.
 */
export function recognisePublicReadStatement(sql: string): PublicReadTable | null {
  return known.get(normaliseStatement(sql)) ?? null;
}

export const EXEC_SQL_REFUSED =
  "exec-sql does not run SQL. It accepts only the site's own request to ensure public read access on " +
  `${PUBLIC_READ_TABLES.join(", ")}, exactly as the site sends it.`;

/** Largest statement worth comparing; the known ones are about 200 characters. */
export const MAX_STATEMENT_LENGTH = 2000;

export const execSqlRequestSchema = z
  .object({
    sql: z
      .string({ error: "sql must be a string" })
      .min(1, { error: "sql must not be empty" })
      .max(MAX_STATEMENT_LENGTH, { error: `sql must be at most ${MAX_STATEMENT_LENGTH} characters` }),
  })
  .strict();

export const addPublicRlsRequestSchema = z
  .object({
    timestamp: z.iso.datetime({ offset: true, error: "timestamp must be an ISO 8601 date and time" }),
  })
  .strict();

export type ExecSqlRequest = z.infer<typeof execSqlRequestSchema>;
export type AddPublicRlsRequest = z.infer<typeof addPublicRlsRequestSchema>;

/** One table's state after a check (public.ensure_public_read's answer): what, if anything, had to be restored. */
export const publicReadCheckSchema = z.object({
  table: z.enum(PUBLIC_READ_TABLES),
  /** e.g. ["row level security", "select grant", "policy"]; empty when all was in place. */
  restored: z.array(z.string()),
  /** Staff withdrew this table's public read on purpose (public.withdraw_public_access): left alone. */
  withheld: z.boolean().optional(),
});

export type PublicReadCheck = z.infer<typeof publicReadCheckSchema>;
