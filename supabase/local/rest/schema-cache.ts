/**
 * What PostgREST keeps in its schema cache: relations, columns, keys, foreign keys and functions of
 * the exposed schemas. Reloaded whenever a DDL event trigger has bumped supabase_local.schema_version.
 */
import type { Db } from "../db/types.ts";

export interface Column {
  name: string;
  type: string;
  /** The type under any domains (PostgREST's data_type; `type` is its nominal_data_type). */
  baseType: string;
  defaultExpr: string | null;
  generated: boolean;
}

export interface Table {
  schema: string;
  name: string;
  kind: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
  /** Derived for a view from the foreign key of a table the view's columns come from. */
  viaView?: boolean;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RoutineInfo {
  schema: string;
  name: string;
  args: FunctionArg[];
  /** Set-returning (setof / returns table). */
  returnsSet: boolean;
  /** "void", "scalar" or "composite". */
  returnKind: "void" | "scalar" | "composite";
  /** The table whose row type is returned, when there is one (enables embedding). */
  returnTable: string | null;
  volatility: "i" | "s" | "v";
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  routines: Map<string, RoutineInfo[]>;
}

export const key = (schema: string, name: string) => `${schema}.${name}`;

let cached: { version: string; schemas: string; cache: SchemaCache } | undefined;

export async function schemaVersion(db: Db): Promise<string> {
  const [row] = await db.query<{ v: string }>(
    "select (last_value::text || ':' || is_called::text) as v from supabase_local.schema_version",
  );
  return row?.v ?? "0";
}

export async function loadSchemaCache(db: Db, schemas: string[], version: string): Promise<SchemaCache> {
  const schemaKey = schemas.join(",");
  if (cached && cached.version === version && cached.schemas === schemaKey) return cached.cache;
  const cache = await readCatalog(db, schemas);
  cached = { version, schemas: schemaKey, cache };
  return cache;
}

async function readCatalog(db: Db, schemas: string[]): Promise<SchemaCache> {
  const schemaList = `array[${schemas.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]::text[]`;
  const [row] = await db.query<{ j: string }>(`
    select json_build_object(
      'tables', coalesce((
        select json_agg(json_build_object(
          'schema', n.nspname, 'name', c.relname, 'kind', c.relkind,
          'columns', coalesce((
            select json_agg(json_build_object(
              'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
              'baseType', (with recursive d(oid) as (
                             select a.atttypid
                             union all
                             select t.typbasetype from pg_type t join d on t.oid = d.oid where t.typbasetype <> 0)
                           select format_type(d.oid, null) from d join pg_type t on t.oid = d.oid
                           where t.typbasetype = 0),
              'default', pg_get_expr(d.adbin, d.adrelid), 'generated', a.attgenerated <> '')
              order by a.attnum)
            from pg_attribute a
            left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'),
          'pk', (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                 where i.indrelid = c.oid and i.indisprimary),
          'uniques', (select json_agg(u.cols) from (
                        select json_agg(a.attname) as cols
                        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                        where i.indrelid = c.oid and i.indisunique and i.indpred is null
                        group by i.indexrelid) u)))
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any(${schemaList}) and c.relkind in ('r', 'v', 'm', 'f', 'p')), '[]'),
      'fks', coalesce((
        select json_agg(json_build_object(
          'name', con.conname, 'schema', n.nspname, 'table', c.relname,
          'columns', (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n),
          'refSchema', rn.nspname, 'refTable', rc.relname,
          'refColumns', (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
                         join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n))
          order by n.nspname, c.relname, con.conname)
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
        where con.contype = 'f' and (n.nspname = any(${schemaList}) or rn.nspname = any(${schemaList}))), '[]'),
      -- Where each view column comes from, as PostgREST finds it: the resorigtbl/resorigcol Postgres records for
      -- every target entry of the view's query (another view's column is followed from that view in turn).
      'viewColumns', coalesce((
        select json_agg(json_build_object(
          'schema', vn.nspname, 'view', v.relname, 'column', m[1],
          'originSchema', tn.nspname, 'origin', t.relname, 'originColumn', a.attname))
        from pg_rewrite r
        join pg_class v on v.oid = r.ev_class and v.relkind = 'v'
        join pg_namespace vn on vn.oid = v.relnamespace
        cross join lateral regexp_matches(r.ev_action::text,
          ':resname (\\S+) :ressortgroupref \\d+ :resorigtbl (\\d+) :resorigcol (\\d+)', 'g') m
        join pg_class t on t.oid = m[2]::oid
        join pg_namespace tn on tn.oid = t.relnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = m[3]::int2 and not a.attisdropped
        where r.rulename = '_RETURN' and vn.nspname = any(${schemaList})
          and exists (select 1 from pg_attribute va where va.attrelid = v.oid and va.attname = m[1] and not va.attisdropped)), '[]'),
      'routines', coalesce((
        select json_agg(json_build_object(
          'schema', n.nspname, 'name', p.proname, 'returnsSet', p.proretset, 'volatility', p.provolatile,
          'returnType', p.prorettype::regtype::text,
          'returnComposite', (t.typtype = 'c' or (p.prorettype = 'record'::regtype and p.proargmodes is not null)),
          'returnTable', case when t.typrelid <> 0 then (select rn.nspname || '.' || rc.relname from pg_class rc
                              join pg_namespace rn on rn.oid = rc.relnamespace where rc.oid = t.typrelid and rc.relkind in ('r','v','m','f','p')) end,
          'nargs', p.pronargs, 'ndefaults', p.pronargdefaults,
          'argNames', p.proargnames, 'argModes', p.proargmodes,
          'argTypes', (select json_agg(format_type(x, null) order by i) from unnest(p.proargtypes::oid[]) with ordinality a(x, i)),
          'allArgTypes', (select json_agg(format_type(x, null) order by i) from unnest(p.proallargtypes) with ordinality a(x, i))))
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
        where n.nspname = any(${schemaList}) and p.prokind = 'f'), '[]')
    )::text as j`);
  const raw = JSON.parse(row!.j) as {
    tables: {
      schema: string;
      name: string;
      kind: string;
      pk: string[] | null;
      uniques: string[][] | null;
      columns: { name: string; type: string; baseType: string; default: string | null; generated: boolean }[];
    }[];
    fks: ForeignKey[];
    viewColumns: ViewColumn[];
    routines: {
      schema: string;
      name: string;
      returnsSet: boolean;
      volatility: "i" | "s" | "v";
      returnType: string;
      returnComposite: boolean;
      returnTable: string | null;
      nargs: number;
      ndefaults: number;
      argNames: string[] | null;
      argModes: string[] | null;
      argTypes: string[] | null;
      allArgTypes: string[] | null;
    }[];
  };
  const tables = new Map<string, Table>();
  for (const t of raw.tables) {
    tables.set(key(t.schema, t.name), {
      schema: t.schema,
      name: t.name,
      kind: t.kind,
      columns: new Map(
        t.columns.map((c) => [
          c.name,
          { name: c.name, type: c.type, baseType: c.baseType, defaultExpr: c.default, generated: c.generated },
        ]),
      ),
      primaryKey: t.pk ?? [],
      uniques: t.uniques ?? [],
    });
  }
  const routines = new Map<string, RoutineInfo[]>();
  for (const r of raw.routines) {
    // Input arguments only: modes i (in), b (inout), v (variadic); o and t are outputs.
    const modes = r.argModes ?? [];
    const types = r.allArgTypes ?? r.argTypes ?? [];
    const names = r.argNames ?? [];
    const inputs: { name: string; type: string }[] = [];
    for (let i = 0; i < types.length; i++) {
      const mode = modes[i] ?? "i";
      if (mode === "i" || mode === "b" || mode === "v") inputs.push({ name: names[i] ?? "", type: types[i]! });
    }
    const firstDefault = inputs.length - r.ndefaults;
    const info: RoutineInfo = {
      schema: r.schema,
      name: r.name,
      args: inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault })),
      returnsSet: r.returnsSet,
      returnKind: r.returnType === "void" ? "void" : r.returnComposite ? "composite" : "scalar",
      returnTable: r.returnTable,
      volatility: r.volatility,
    };
    const k = key(r.schema, r.name);
    routines.set(k, [...(routines.get(k) ?? []), info]);
  }
  return { tables, foreignKeys: [...raw.fks, ...viewForeignKeys(raw.fks, raw.viewColumns)], routines };
}

interface ViewColumn {
  schema: string;
  view: string;
  column: string;
  originSchema: string;
  origin: string;
  originColumn: string;
}

/**
 * PostgREST's relationships through views: a foreign key whose columns (at either end) all come from columns a
 * view shows, renamed or not, directly or through other views, holds for the view too, under the constraint's name.
 */
function viewForeignKeys(fks: ForeignKey[], viewColumns: ViewColumn[]): ForeignKey[] {
  // view -> its column -> the one column it comes from (a name used for two origins, in subqueries, is dropped).
  const direct = new Map<string, Map<string, string | null>>();
  for (const vc of viewColumns) {
    const view = key(vc.schema, vc.view);
    const origin = `${key(vc.originSchema, vc.origin)}|${vc.originColumn}`;
    const columns = direct.get(view) ?? new Map<string, string | null>();
    columns.set(vc.column, columns.has(vc.column) && columns.get(vc.column) !== origin ? null : origin);
    direct.set(view, columns);
  }
  const tableOf = (origin: string) => origin.slice(0, origin.indexOf("|"));
  const resolve = (origin: string, depth = 0): string | null => {
    const [relation, column] = [tableOf(origin), origin.slice(origin.indexOf("|") + 1)];
    const inner = direct.get(relation);
    if (!inner) return origin;
    const next = inner.get(column);
    return next && depth < 16 ? resolve(next, depth + 1) : null;
  };
  const ends: { schema: string; name: string; through: (table: string, cols: string[]) => string[] | null }[] = [];
  for (const [view, columns] of direct) {
    const [schema, name] = [view.slice(0, view.indexOf(".")), view.slice(view.indexOf(".") + 1)];
    // base table column ("schema.table|column") -> the view's column showing it
    const shows = new Map<string, string>();
    for (const [column, origin] of columns) {
      const base = origin ? resolve(origin) : null;
      if (base && !shows.has(base)) shows.set(base, column);
    }
    const through = (table: string, cols: string[]) => {
      const mapped = cols.map((c) => shows.get(`${table}|${c}`));
      return mapped.every((c) => c !== undefined) ? (mapped as string[]) : null;
    };
    ends.push({ schema, name, through });
  }
  const out: ForeignKey[] = [];
  for (const fk of fks) {
    const own = ends.flatMap((v) => {
      const columns = v.through(key(fk.schema, fk.table), fk.columns);
      return columns ? [{ schema: v.schema, table: v.name, columns }] : [];
    });
    const referenced = ends.flatMap((v) => {
      const refColumns = v.through(key(fk.refSchema, fk.refTable), fk.refColumns);
      return refColumns ? [{ refSchema: v.schema, refTable: v.name, refColumns }] : [];
    });
    for (const a of own) out.push({ ...fk, ...a, viaView: true });
    for (const b of referenced) out.push({ ...fk, ...b, viaView: true });
    for (const a of own) for (const b of referenced) out.push({ ...fk, ...a, ...b, viaView: true });
  }
  return out;
}
