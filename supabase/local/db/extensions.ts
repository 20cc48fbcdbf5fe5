/** Maps `create extension` names to PGlite's bundled contrib modules. */
import type { Extensions } from "@electric-sql/pglite";

const loaders: Record<string, () => Promise<Record<string, unknown>>> = {
  pgcrypto: () => import("@electric-sql/pglite/contrib/pgcrypto"),
  "uuid-ossp": () => import("@electric-sql/pglite/contrib/uuid_ossp"),
  citext: () => import("@electric-sql/pglite/contrib/citext"),
  hstore: () => import("@electric-sql/pglite/contrib/hstore"),
  ltree: () => import("@electric-sql/pglite/contrib/ltree"),
  pg_trgm: () => import("@electric-sql/pglite/contrib/pg_trgm"),
  unaccent: () => import("@electric-sql/pglite/contrib/unaccent"),
  fuzzystrmatch: () => import("@electric-sql/pglite/contrib/fuzzystrmatch"),
  btree_gin: () => import("@electric-sql/pglite/contrib/btree_gin"),
  btree_gist: () => import("@electric-sql/pglite/contrib/btree_gist"),
  cube: () => import("@electric-sql/pglite/contrib/cube"),
  earthdistance: () => import("@electric-sql/pglite/contrib/earthdistance"),
  isn: () => import("@electric-sql/pglite/contrib/isn"),
  lo: () => import("@electric-sql/pglite/contrib/lo"),
  seg: () => import("@electric-sql/pglite/contrib/seg"),
  tablefunc: () => import("@electric-sql/pglite/contrib/tablefunc"),
  moddatetime: () => import("@electric-sql/pglite/contrib/moddatetime"),
  tcn: () => import("@electric-sql/pglite/contrib/tcn"),
};

/** Finds `create extension [if not exists] name` in SQL text. */
export function extensionsIn(sql: string): string[] {
  const names = new Set<string>();
  for (const m of sql.matchAll(/create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([a-z0-9_-]+)"?/gi)) {
    names.add(m[1]!.toLowerCase());
  }
  return [...names];
}

export async function contribExtensions(names: string[]): Promise<Extensions> {
  const result: Extensions = {};
  for (const name of new Set(names)) {
    const load = loaders[name];
    if (!load) continue; // plpgsql and friends are built in; unknown ones fail later with Postgres' own error
    const mod = await load();
    const ext = Object.values(mod).find((v) => v && typeof v === "object" && "setup" in (v as object));
    if (ext) result[name.replace(/-/g, "_")] = ext as Extensions[string];
  }
  return result;
}
