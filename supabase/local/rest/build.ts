/**
 * Turns a parsed request into SQL, the way PostgREST does: filter values become quoted literals whose
 * type Postgres infers from the column; embedded resources become lateral subqueries aggregated to JSON.
 */
import { RestError } from "./errors.ts";
import { type Condition, type Field, type Filter, fieldOutputName, type OrderTerm, type SelectItem } from "./parse.ts";
import { type ForeignKey, key, type SchemaCache, type Table } from "./schema-cache.ts";

export const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

export function lit(s: string): string {
  if (s.includes("\u0000"))
    throw new RestError(400, "22P05", "unsupported Unicode escape sequence", "\\u0000 cannot be converted to text.");
  return `'${s.replace(/'/g, "''")}'`;
}

export const tableRef = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;

export type Relationship =
  | { kind: "fk"; fk: ForeignKey; parentCols: string[]; childCols: string[]; toOne: boolean }
  | { kind: "m2m"; junction: Table; toParent: ForeignKey; toChild: ForeignKey }
  /** A computed relationship: a function of the parent's row returning rows (or one row) of a table. */
  | { kind: "computed"; fn: string; toOne: boolean };

export interface ReadNode {
  table: Table;
  alias: string;
  select: SelectItem[];
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  embeds: EmbedNode[];
}

export interface EmbedNode extends ReadNode {
  /** The key in the output (alias, else the relation as written). */
  name: string;
  /** The relation as written, also accepted in filter paths. */
  relation: string;
  inner: boolean;
  spread: boolean;
  /** `users()`: joined for filtering, not returned. */
  empty: boolean;
  rel: Relationship;
  lateral: string;
  /** Named by an `is.null` filter of its parent (`embed=is.null`, `or=(embed.is.null,…)`): joined for counting too. */
  filtered?: boolean;
  /** A spread's keys, lifted into its parent (to-one: values; to-many: correlated arrays). */
  spreadNames?: string[];
}

export class Aliases {
  #used = new Set<string>();
  #n = 0;
  table(name: string): string {
    let alias = name;
    while (this.#used.has(alias)) alias = `${name}_${++this.#n}`;
    this.#used.add(alias);
    return alias;
  }
  /** Takes a name the caller needs as it is (the request's own table). */
  reserve(name: string): string {
    this.#used.add(name);
    return name;
  }
  lateral(): string {
    return `pgrst_e${++this.#n}`;
  }
}

// ---- relationships -----------------------------------------------------------------------------

function isUnique(t: Table, cols: string[]): boolean {
  const same = (u: string[]) => u.length === cols.length && u.every((c) => cols.includes(c));
  return same(t.primaryKey) || t.uniques.some(same);
}

interface Candidate {
  target: Table;
  rel: Relationship;
  label: string;
}

export function resolveRelationship(cache: SchemaCache, parent: Table, name: string, hint?: string): Candidate {
  const candidates: Candidate[] = [];
  const target = cache.tables.get(key(parent.schema, name));
  const fks = cache.foreignKeys;
  if (target) {
    for (const fk of fks) {
      if (
        fk.schema === target.schema &&
        fk.table === target.name &&
        fk.refSchema === parent.schema &&
        fk.refTable === parent.name
      ) {
        candidates.push({
          target,
          rel: {
            kind: "fk",
            fk,
            parentCols: fk.refColumns,
            childCols: fk.columns,
            toOne: isUnique(target, fk.columns),
          },
          label: fk.name,
        });
      }
      if (
        fk.schema === parent.schema &&
        fk.table === parent.name &&
        fk.refSchema === target.schema &&
        fk.refTable === target.name &&
        !(target === parent && candidates.some((c) => c.rel.kind === "fk" && c.rel.fk === fk))
      ) {
        candidates.push({
          target,
          rel: { kind: "fk", fk, parentCols: fk.columns, childCols: fk.refColumns, toOne: true },
          label: fk.name,
        });
      }
    }
    // Many-to-many through a junction table whose primary key holds both foreign keys.
    for (const junction of cache.tables.values()) {
      if (junction === parent || junction === target) continue;
      const toParent = fks.filter(
        (f) =>
          f.schema === junction.schema &&
          f.table === junction.name &&
          f.refSchema === parent.schema &&
          f.refTable === parent.name,
      );
      const toChild = fks.filter(
        (f) =>
          f.schema === junction.schema &&
          f.table === junction.name &&
          f.refSchema === target.schema &&
          f.refTable === target.name,
      );
      for (const a of toParent) {
        for (const b of toChild) {
          if (a === b) continue;
          if ([...a.columns, ...b.columns].every((c) => junction.primaryKey.includes(c))) {
            candidates.push({ target, rel: { kind: "m2m", junction, toParent: a, toChild: b }, label: junction.name });
          }
        }
      }
    }
  }
  if (!target || target === parent) {
    // Embedding through a foreign-key column of the parent (`owner_id(*)`, the row it points to), or
    // through a constraint's name, from either end (`messages_user_id_fkey(*)` from users: the messages).
    // Relationships PostgREST derives for views are found by the view's name only.
    for (const fk of fks) {
      if (fk.viaView) continue;
      if (fk.schema === parent.schema && fk.table === parent.name) {
        if (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name)) {
          const t = cache.tables.get(key(fk.refSchema, fk.refTable));
          if (t)
            candidates.push({
              target: t,
              rel: { kind: "fk", fk, parentCols: fk.columns, childCols: fk.refColumns, toOne: true },
              label: fk.name,
            });
          continue;
        }
      }
      if (fk.refSchema === parent.schema && fk.refTable === parent.name && fk.name === name) {
        const t = cache.tables.get(key(fk.schema, fk.table));
        if (t)
          candidates.push({
            target: t,
            rel: { kind: "fk", fk, parentCols: fk.refColumns, childCols: fk.columns, toOne: isUnique(t, fk.columns) },
            label: fk.name,
          });
      }
    }
  }
  // Computed relationships, by the function's name, take the place of any other relationship of that name.
  const rowType = new Set([parent.name, `${parent.schema}.${parent.name}`]);
  const computed: Candidate[] = [];
  for (const r of cache.routines.get(key(parent.schema, name)) ?? []) {
    const t = r.returnTable ? cache.tables.get(r.returnTable) : undefined;
    if (t && r.args.length === 1 && rowType.has(r.args[0]!.type)) {
      computed.push({ target: t, rel: { kind: "computed", fn: tableRef(r), toOne: !r.returnsSet }, label: r.name });
    }
  }
  if (computed.length === 1 && !hint) return computed[0]!;
  const matching = hint
    ? candidates.filter(
        (c) =>
          c.label === hint ||
          (c.rel.kind === "fk" &&
            (c.rel.fk.columns.includes(hint) ||
              c.rel.fk.refColumns.includes(hint) ||
              (c.rel.fk.columns.length === 1 && c.rel.fk.columns[0] === hint))) ||
          (c.rel.kind === "m2m" && c.rel.junction.name === hint),
      )
    : candidates;
  if (matching.length === 0) {
    throw new RestError(
      400,
      "PGRST200",
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ""} in the schema '${parent.schema}', but no matches were found.`,
      null,
    );
  }
  if (matching.length > 1) {
    throw new RestError(
      300,
      "PGRST201",
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      matching.map((c) => ambiguityDetail(parent, c)),
      `Try changing '${name}' to one of the following: ${matching.map((c) => `'${c.target.name}!${c.label}'`).join(", ")}. Find the desired relationship in the 'details' key.`,
    );
  }
  return matching[0]!;
}

/** One entry of PGRST201's `details`, as PostgREST's compressedRel writes it. */
function ambiguityDetail(parent: Table, c: Candidate): Record<string, string> {
  const cols = (cs: string[]) => `(${cs.join(", ")})`;
  const embedding = `${parent.name} with ${c.target.name}`;
  if (c.rel.kind === "m2m") {
    const { junction, toParent, toChild } = c.rel;
    return {
      cardinality: "many-to-many",
      embedding,
      relationship: `${junction.name} using ${toParent.name}${cols(toParent.columns)} and ${toChild.name}${cols(toChild.columns)}`,
    };
  }
  // PostgREST writes nothing for a computed relationship (it never makes an embed ambiguous).
  if (c.rel.kind === "computed") return {};
  const manyToOne =
    c.rel.fk.schema === parent.schema && c.rel.fk.table === parent.name && c.rel.parentCols === c.rel.fk.columns;
  const cardinality = c.rel.toOne
    ? manyToOne && !isUnique(parent, c.rel.fk.columns)
      ? "many-to-one"
      : "one-to-one"
    : "one-to-many";
  return {
    cardinality,
    embedding,
    relationship: `${c.rel.fk.name} using ${parent.name}${cols(c.rel.parentCols)} and ${c.target.name}${cols(c.rel.childCols)}`,
  };
}

/** The keys a node's rows have, in order: what a to-many spread turns into arrays. */
function outputNames(node: ReadNode): string[] {
  const names: string[] = [];
  for (const item of node.select) {
    if (item.kind === "star") names.push(...node.table.columns.keys());
    else if (item.kind === "column") names.push(item.alias ?? fieldOutputName(item.field));
  }
  for (const e of node.embeds) {
    if (e.empty) continue;
    if (e.spread) names.push(...(e.spreadNames ?? []));
    else names.push(e.name);
  }
  return names;
}

export function planRead(
  cache: SchemaCache,
  table: Table,
  select: SelectItem[],
  aliases: Aliases,
  alias?: string,
  depth = 1,
): ReadNode {
  const node: ReadNode = {
    table,
    alias: alias ? aliases.reserve(alias) : aliases.table(table.name),
    select,
    where: [],
    order: [],
    embeds: [],
  };
  const names = new Set<string>();
  for (const item of select) {
    if (item.kind !== "embed") continue;
    // PostgREST names each embed's subquery `<table>_<alias or relation>_<depth>`: two embeds under one name
    // reach Postgres as one alias twice, which it refuses.
    const name = item.alias ?? item.relation;
    if (names.has(name)) {
      throw new RestError(400, "42712", `table name "${table.name}_${name}_${depth}" specified more than once`);
    }
    names.add(name);
    const c = resolveRelationship(cache, table, item.relation, item.hint);
    const child = planRead(cache, c.target, item.select, aliases, undefined, depth + 1);
    const embed: EmbedNode = {
      ...child,
      name,
      relation: item.relation,
      inner: item.inner,
      spread: item.spread,
      empty: item.empty,
      rel: c.rel,
      lateral: aliases.lateral(),
    };
    if (item.spread) embed.spreadNames = outputNames(child);
    node.embeds.push(embed);
  }
  return node;
}

/** Finds the node a dotted parameter path (`orders.items`) refers to. */
export function nodeAt(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const part of path) {
    const next = node.embeds.find((e) => e.name === part || e.relation === part);
    if (!next) {
      throw new RestError(
        400,
        "PGRST108",
        `'${part}' is not an embedded resource in this request`,
        null,
        `Verify that '${part}' is included in the 'select' query parameter.`,
      );
    }
    node = next;
  }
  return node;
}

// ---- expressions -------------------------------------------------------------------------------

export function fieldSql(alias: string, f: Field): string {
  let s = `${ident(alias)}.${ident(f.name)}`;
  for (const step of f.json) s += step.arrow + (/^-?\d+$/.test(step.key) ? step.key : lit(step.key));
  return s;
}

const COMPARE: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
  isdistinct: "is distinct from",
};
const FTS: Record<string, string> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
};

/**
 * A filter's SQL. `table` gives the column types: a full-text filter on a known column whose base type is not
 * tsvector searches `to_tsvector([language,] column)`, in the filter's language; a tsvector (a domain over one
 * included) or a column of unknown type, such as a function's own row type's, is searched as it is (Plan.hs,
 * resolveTypeOrUnknown: unknownField has no to_tsvector; SqlFragment.hs, pgFmtField).
 */
export function filterSql(alias: string, f: Filter, table?: Table): string {
  let col = fieldSql(alias, f.field);
  const column = table?.columns.get(f.field.name);
  if (f.op in FTS && column && column.baseType !== "tsvector") {
    col = `to_tsvector(${f.language ? `${lit(f.language)}, ` : ""}${col})`;
  }
  const likeValue = (v: string) => (f.op === "like" || f.op === "ilike" ? v.replace(/\*/g, "%") : v);
  let expr: string;
  if (f.op === "in") {
    expr = f.list!.length ? `${col} in (${f.list!.map(lit).join(", ")})` : "false";
  } else if (f.op === "is") {
    const v = f.value.toLowerCase();
    expr = v === "not_null" ? `${col} is not null` : `${col} is ${v}`;
  } else if (f.op in FTS) {
    expr = `${col} @@ ${FTS[f.op]}(${f.language ? `${lit(f.language)}, ` : ""}${lit(f.value)})`;
  } else if (f.modifier) {
    const inner = f.value.trim().replace(/^\{|\}$/g, "");
    const items = inner === "" ? [] : inner.split(",").map((s) => likeValue(s.trim().replace(/^"|"$/g, "")));
    const arr = `${lit(`{${items.map((s) => `"${s.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`)}`;
    expr = `${col} ${COMPARE[f.op]} ${f.modifier}(${arr})`;
  } else {
    let v = likeValue(f.value);
    // `ov.(1,2)` is PostgREST's list form of an array literal.
    if (f.op === "ov" && /^\(.*\)$/.test(v)) v = `{${v.slice(1, -1)}}`;
    expr = `${col} ${COMPARE[f.op]} ${lit(v)}`;
  }
  return f.negate ? `not (${expr})` : expr;
}

/**
 * The embed an `is.null` filter names, if any: PostgREST 13 reads `embed=is.null`, `embed=not.is.null` and the same
 * inside `or`/`and` as whether the embed has rows, matching the embed's alias, else its relation (Plan.hs,
 * addNullEmbedFilters); any other filter with that name is a column's.
 */
export function filteredEmbed(embeds: EmbedNode[], f: Filter): EmbedNode | undefined {
  if (f.op !== "is" || f.value.toLowerCase() !== "null" || f.field.json.length) return undefined;
  return embeds.find((e) => e.name === f.field.name);
}

export function conditionSql(alias: string, c: Condition, table?: Table, embeds: EmbedNode[] = []): string {
  if (c.kind === "filter") {
    const e = filteredEmbed(embeds, c.filter);
    if (e) return c.filter.negate ? embedPresent(e) : `not (${embedPresent(e)})`;
    return filterSql(alias, c.filter, table);
  }
  const parts = c.children.map((child) => conditionSql(alias, child, table, embeds));
  const joined = parts.length
    ? `(${parts.join(c.op === "and" ? " and " : " or ")})`
    : c.op === "and"
      ? "true"
      : "false";
  return c.negate ? `not ${joined}` : joined;
}

/** An order term's expression: a column of the node, or (`category(name)`) of one of its to-one embeds. */
function orderTermSql(node: ReadNode, o: OrderTerm): string {
  if (!o.relation) return fieldSql(node.alias, o.field);
  const e = node.embeds.find((x) => x.name === o.relation || x.relation === o.relation);
  if (!e) {
    throw new RestError(
      400,
      "PGRST108",
      `'${o.relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${o.relation}' is included in the 'select' query parameter.`,
    );
  }
  if (!toOne(e)) {
    throw new RestError(
      400,
      "PGRST118",
      `A related order on '${o.relation}' is not possible`,
      `'${node.table.name}' and '${o.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  const source =
    e.rel.kind === "computed"
      ? `${e.rel.fn}(${ident(node.alias)}) as ${ident(e.alias)}`
      : `${tableRef(e.table)} as ${ident(e.alias)} where ${joinCondition(e.rel, node.alias, e.alias)}`;
  return `(select ${fieldSql(e.alias, o.field)} from ${source} limit 1)`;
}

function orderSql(node: ReadNode): string {
  if (!node.order.length) return "";
  return ` order by ${node.order.map((o) => `${orderTermSql(node, o)}${o.dir ? ` ${o.dir}` : ""}${o.nulls ? ` nulls ${o.nulls}` : ""}`).join(", ")}`;
}

function joinCondition(
  rel: Exclude<Relationship, { kind: "computed" }>,
  parentAlias: string,
  childAlias: string,
): string {
  if (rel.kind === "fk") {
    return rel.childCols
      .map((c, i) => `${ident(childAlias)}.${ident(c)} = ${ident(parentAlias)}.${ident(rel.parentCols[i]!)}`)
      .join(" and ");
  }
  const j = "pgrst_junction";
  const toParent = rel.toParent.columns.map(
    (c, i) => `${j}.${ident(c)} = ${ident(parentAlias)}.${ident(rel.toParent.refColumns[i]!)}`,
  );
  const toChild = rel.toChild.columns.map(
    (c, i) => `${j}.${ident(c)} = ${ident(childAlias)}.${ident(rel.toChild.refColumns[i]!)}`,
  );
  return `exists (select 1 from ${tableRef(rel.junction)} as ${j} where ${[...toParent, ...toChild].join(" and ")})`;
}

const toOne = (e: EmbedNode) => e.rel.kind !== "m2m" && e.rel.toOne;

/** The embedded rows' query: the table joined to its parent, or a computed relationship's function of the parent row. */
function embedSql(e: EmbedNode, parentAlias: string): string {
  if (e.rel.kind === "computed") return selectSql(e, [], `${e.rel.fn}(${ident(parentAlias)})`);
  return selectSql(e, [joinCondition(e.rel, parentAlias, e.alias)]);
}

function projection(node: ReadNode): string {
  const items: string[] = [];
  for (const item of node.select) {
    if (item.kind === "star") items.push(`${ident(node.alias)}.*`);
    else if (item.kind === "column") {
      const expr = fieldSql(node.alias, item.field) + (item.cast ? `::${item.cast}` : "");
      items.push(`${expr} as ${ident(item.alias ?? fieldOutputName(item.field))}`);
    }
  }
  for (const e of node.embeds) {
    if (e.empty) continue;
    if (e.spread) items.push(...(e.spreadNames ?? []).map((n) => `${ident(e.lateral)}.${ident(n)}`));
    else items.push(`${ident(e.lateral)}.body as ${ident(e.name)}`);
  }
  // A select with only embeds still needs a valid (possibly empty) projection list.
  return items.length ? items.join(", ") : "";
}

function lateralSql(e: EmbedNode, parentAlias: string): string {
  const inner = embedSql(e, parentAlias);
  if (e.spread && toOne(e)) {
    return ` left join lateral (select * from (${inner}) pgrst_s limit 1) as ${ident(e.lateral)} on true`;
  }
  if (e.spread) {
    // PostgREST 13: a to-many spread lifts each key as an array, all in the same order.
    const arrays = (e.spreadNames ?? []).map((n) => `coalesce(json_agg(pgrst_s.${ident(n)}), '[]') as ${ident(n)}`);
    return ` left join lateral (select ${arrays.join(", ") || "null as pgrst_empty"}, count(*) as pgrst_n from (${inner}) pgrst_s) as ${ident(e.lateral)} on true`;
  }
  if (toOne(e)) {
    return ` left join lateral (select row_to_json(pgrst_s) as body from (${inner}) pgrst_s limit 1) as ${ident(e.lateral)} on true`;
  }
  return ` left join lateral (select coalesce(json_agg(pgrst_s), '[]') as body from (${inner}) pgrst_s) as ${ident(e.lateral)} on true`;
}

/** Whether an embed found rows for its parent row. */
function embedPresent(e: EmbedNode): string {
  return e.spread
    ? toOne(e)
      ? `${ident(e.lateral)} is not null`
      : `${ident(e.lateral)}.pgrst_n > 0`
    : toOne(e)
      ? `${ident(e.lateral)}.body is not null`
      : `json_array_length(${ident(e.lateral)}.body) > 0`;
}

/** Conditions on the parent that come from its embeds: `!inner`. */
function embedConditions(node: ReadNode): string[] {
  return node.embeds.filter((e) => e.inner).map(embedPresent);
}

export function whereSql(node: ReadNode, extra: string[] = []): string {
  const conds = [
    ...extra,
    ...node.where.map((c) => conditionSql(node.alias, c, node.table, node.embeds)),
    ...embedConditions(node),
  ];
  return conds.length ? ` where ${conds.join(" and ")}` : "";
}

export function lateralsSql(node: ReadNode): string {
  return node.embeds.map((e) => lateralSql(e, node.alias)).join("");
}

/** `select ... from <source> as alias <laterals> where ... order ... limit ... offset ...` */
export function selectSql(node: ReadNode, extraWhere: string[] = [], source?: string): string {
  const proj = projection(node) || "null as pgrst_empty";
  let sql = `select ${proj} from ${source ?? tableRef(node.table)} as ${ident(node.alias)}${lateralsSql(node)}${whereSql(node, extraWhere)}${orderSql(node)}`;
  if (node.limit !== undefined) sql += ` limit ${node.limit}`;
  if (node.offset) sql += ` offset ${node.offset}`;
  return sql;
}

/** Wraps a row query into one JSON array text plus its row count. */
export function aggregateSql(inner: string, stripNulls: boolean): string {
  const row = stripNulls ? "json_strip_nulls(row_to_json(pgrst_t))" : "pgrst_t";
  return `select coalesce(json_agg(${row}), '[]')::text as body, count(*)::int as n from (${inner}) pgrst_t`;
}

/**
 * PostgREST's CSV (its asCsvF): a header from the first row's keys, then each row as Postgres writes a
 * record, without the parentheses, so quoting and spacing are Postgres's own.
 */
export function csvSql(inner: string): string {
  const header =
    `(select coalesce(string_agg(a.k, ','), '') from (select json_object_keys(s.r)::text as k ` +
    `from (select row_to_json(hh) as r from (${inner}) hh limit 1) s) a)`;
  return (
    `select ${header} || E'\n' || coalesce(string_agg(substring(pgrst_t::text, 2, length(pgrst_t::text) - 2), E'\n'), '') as body, ` +
    `count(*)::int as n from (${inner}) pgrst_t`
  );
}

/** The rows a count counts: the request's filters, without its window. */
export function countSourceSql(node: ReadNode, source?: string): string {
  const needsLaterals = node.embeds.some((e) => e.inner || e.filtered);
  return `select 1 from ${source ?? tableRef(node.table)} as ${ident(node.alias)}${needsLaterals ? lateralsSql(node) : ""}${whereSql(node)}`;
}

export function countSql(node: ReadNode, source?: string): string {
  return `select count(*)::int as n from (${countSourceSql(node, source)}) pgrst_c`;
}
