// @ts-check
/**
 * The database advisors the hosted dashboard runs and the pinned Supabase CLI
 * does not have yet (its splinter set stops at 0024). Each is written here from
 * splinter's published definition (supabase/splinter, lints/00NN_*.sql and the
 * database linter docs), as a query returning one row per finding.
 *
 * 0026 and 0027 (tables visible through pg_graphql) apply only where pg_graphql
 * is installed; projects created since 18 May 2026 do not enable it, and ours
 * does not.
 */

/** Schemas PostgREST exposes (supabase/config.toml [api] schemas). */
export const EXPOSED_SCHEMAS = ["public", "graphql_public"];

/**
 * @typedef {{ name: string, level: "WARN" | "ERROR" | "INFO", title: string,
 *   detail: string, object: { kind: "function" | "bucket", schema: string, name: string, args?: string } }} Finding
 */

/** 0025: a public bucket whose storage.objects read policy is broad enough to list every file. */
const publicBucketAllowsListing = `
  select b.id as bucket, array_agg(p.policyname order by p.policyname) as policies
  from storage.buckets b
  join pg_catalog.pg_policies p
    on p.schemaname = 'storage' and p.tablename = 'objects'
   and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE'
   and p.roles && array['public', 'anon', 'authenticated']::name[]
  where b.public
    and (
      p.qual is null
      or regexp_replace(lower(p.qual), '\\s', '', 'g') in ('true', '(true)', '1=1', '(1=1)')
      or regexp_replace(p.qual, '[\\s()]', '', 'g') ~ ('^bucket_id=''' || replace(b.id, '''', '''''') || '''(::text)?$')
    )
  group by b.id
  order by b.id`;

/**
 * 0028 / 0029: a SECURITY DEFINER function in an exposed schema that the role can execute.
 * @param {"anon" | "authenticated"} role
 */
const definerFunctionsExecutableBy = (role) => `
  select n.nspname as schema, p.proname as name, pg_catalog.pg_get_function_identity_arguments(p.oid) as args,
         coalesce(obj_description(p.oid, 'pg_proc'), '') as comment
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where p.prosecdef
    and n.nspname = any($1::text[])
    and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
  order by 1, 2, 3`;

/**
 * Runs the lints over a database.
 * @param {(text: string, params?: unknown[]) => Promise<Record<string, any>[]>} query
 * @returns {Promise<(Finding & { accepted?: string })[]>}
 */
export async function runCurrentLints(query) {
  /** @type {(Finding & { accepted?: string })[]} */
  const findings = [];
  for (const row of await query(publicBucketAllowsListing)) {
    findings.push({
      name: "public_bucket_allows_listing",
      level: "WARN",
      title: "Public Bucket Allows Listing (0025)",
      detail: `Public bucket \`${row.bucket}\` has a broad SELECT policy on storage.objects (${row.policies.join(", ")}): anyone can list its files. Public object URLs need no policy.`,
      object: { kind: "bucket", schema: "storage", name: row.bucket },
    });
  }
  /** @type {["anon" | "authenticated", string, string][]} */
  const definerLints = [
    ["anon", "anon_security_definer_function_executable", "0028"],
    ["authenticated", "authenticated_security_definer_function_executable", "0029"],
  ];
  for (const [role, name, lint] of definerLints) {
    for (const row of await query(definerFunctionsExecutableBy(role), [EXPOSED_SCHEMAS])) {
      findings.push({
        name,
        level: "WARN",
        title: `${role === "anon" ? "Public" : "Signed-In Users"} Can Execute SECURITY DEFINER Function (${lint})`,
        detail: `Function \`${row.schema}.${row.name}(${row.args})\` runs as its owner and the \`${role}\` role can execute it through /rest/v1/rpc/${row.name}.`,
        object: { kind: "function", schema: row.schema, name: row.name, args: row.args },
        accepted: acceptedReason(row.comment, name),
      });
    }
  }
  return findings;
}

/**
 * A warning accepted on purpose, as the migration records it in the object's comment:
 * "Accepted advisor warnings (lint_name, other_lint): the reason."
 * @param {string} comment
 * @param {string} lint
 */
export function acceptedReason(comment, lint) {
  const match = /Accepted advisor warnings \(([^)]*)\):\s*([\s\S]+)$/.exec(comment);
  if (!match) return undefined;
  const names = (match[1] ?? "").split(",").map((name) => name.trim());
  return names.includes(lint) ? (match[2] ?? "").trim() : undefined;
}
