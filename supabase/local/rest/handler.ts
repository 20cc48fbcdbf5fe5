/**
 * /rest/v1: PostgREST's HTTP semantics for tables and functions. Every request is one transaction
 * that first switches to the caller's role and publishes the JWT claims, so Postgres (RLS) decides.
 */
import type { Db, Sql } from "../db/types.ts";
import type { Caller } from "../request-auth.ts";
import { OutOfBounds, renderError, RestError } from "./errors.ts";
import {
  aggregateSql,
  Aliases,
  conditionSql,
  countSourceSql,
  countSql,
  csvSql,
  filteredEmbed,
  ident,
  lit,
  nodeAt,
  planRead,
  type ReadNode,
  selectSql,
  tableRef,
  whereSql,
} from "./build.ts";
import {
  type Condition,
  parseField,
  parseFilter,
  parseLogic,
  parseOrder,
  parseSelect,
  readInteger,
  type SelectItem,
} from "./parse.ts";
import { key, loadSchemaCache, type RoutineInfo, type SchemaCache, schemaVersion, type Table } from "./schema-cache.ts";

export interface RestContext {
  db: Db;
  schemas: string[];
  maxRows: number;
}

type Authorised = Extract<Caller, { ok: true }>;

const JSON_TYPE = "application/json; charset=utf-8";
const RESERVED = new Set([
  "select",
  "order",
  "limit",
  "offset",
  "on_conflict",
  "columns",
  "or",
  "and",
  "not.or",
  "not.and",
]);

interface Prefer {
  return?: "representation" | "minimal" | "headers-only";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  tx?: "commit" | "rollback";
  handling?: "strict" | "lenient";
  /** PostgREST 12+: with handling=strict, more affected rows than this fail the request (PGRST124). */
  maxAffected?: number;
  /** `timezone=Europe/London`: the transaction's time zone, when Postgres knows the name. */
  timezone?: string;
  /** Preferences PostgREST 13 does not know (refused with handling=strict, PGRST122; else ignored). */
  invalid: string[];
}

/** The preferences PostgREST 13 accepts (ApiRequest/Preferences.hs); `params=single-object` went in 13. */
const PREFERENCES: Record<string, string[]> = {
  resolution: ["merge-duplicates", "ignore-duplicates"],
  return: ["representation", "minimal", "headers-only"],
  count: ["exact", "planned", "estimated"],
  tx: ["commit", "rollback"],
  missing: ["default", "null"],
  handling: ["strict", "lenient"],
};

function parsePrefer(req: Request): Prefer {
  const prefer: Record<string, unknown> & Prefer = { invalid: [] };
  let maxAffected: string | undefined;
  for (const raw of (req.headers.get("prefer") ?? "").split(",")) {
    const part = raw.trim();
    if (!part) continue;
    const eq = part.indexOf("=");
    const k = eq < 0 ? part : part.slice(0, eq);
    const v = eq < 0 ? "" : part.slice(eq + 1);
    // The first of each kind wins, as in PostgREST.
    // Own keys only: `Prefer: constructor` is an unknown preference, not Object's.
    if (Object.hasOwn(PREFERENCES, k) && PREFERENCES[k]!.includes(v)) prefer[k] ??= v;
    else if (k === "max-affected") maxAffected ??= v;
    else if (k === "timezone") prefer.timezone ??= v;
    else prefer.invalid.push(part);
  }
  if (maxAffected !== undefined && /^\d+$/.test(maxAffected) && prefer.handling === "strict")
    prefer.maxAffected = Number(maxAffected);
  if (prefer.handling === "strict" && prefer.invalid.length) throw invalidPreferences(prefer.invalid);
  return prefer;
}

function invalidPreferences(prefs: string[]): RestError {
  return new RestError(
    400,
    "PGRST122",
    "Invalid preferences given with handling=strict",
    `Invalid preferences: ${prefs.join(", ")}`,
  );
}

/** PostgREST's PGRST124: rolls the transaction back when more rows were affected than allowed. */
function checkMaxAffected(prefer: Prefer, n: number) {
  if (prefer.maxAffected !== undefined && n > prefer.maxAffected) {
    throw new RestError(
      400,
      "PGRST124",
      "Query result exceeds max-affected preference constraint",
      `The query affects ${n} rows`,
    );
  }
}

/** The rows as the response's body: a JSON array, or CSV as PostgREST writes it. */
function renderSql(inner: string, accept: Accept): string {
  return accept.kind === "csv" ? csvSql(inner) : aggregateSql(inner, accept.stripNulls);
}

type Accept = { kind: "array" | "object" | "csv"; stripNulls: boolean };

function parseAccept(req: Request): Accept {
  const raw = (req.headers.get("accept") ?? "*/*").toLowerCase();
  for (const option of raw.split(",")) {
    const [type, ...params] = option
      .trim()
      .split(";")
      .map((s) => s.trim());
    const stripNulls = params.includes("nulls=stripped");
    if (type === "application/vnd.pgrst.object+json" || type === "application/vnd.pgrst.object")
      return { kind: "object", stripNulls };
    if (
      type === "application/json" ||
      type === "application/vnd.pgrst.array+json" ||
      type === "*/*" ||
      type === "application/*"
    ) {
      return { kind: "array", stripNulls };
    }
    if (type === "text/csv") return { kind: "csv", stripNulls: false };
  }
  throw new RestError(406, "PGRST107", `None of these media types are available: ${raw}`);
}

/** Sets the role and claims for the transaction, exactly what RLS policies read. */
async function becomeCaller(sql: Sql, caller: Authorised, req: Request, url: URL, readOnly: boolean) {
  if (readOnly) await sql.exec("set transaction read only");
  const headers: Record<string, string> = {};
  req.headers.forEach((v, k) => (headers[k] = v));
  await sql.query(
    `select set_config('role', $1::text, true), set_config('request.jwt.claims', $2::text, true),
            set_config('request.method', $3::text, true), set_config('request.path', $4::text, true),
            set_config('request.headers', $5::text, true)`,
    [
      caller.role,
      JSON.stringify(caller.claims),
      req.method,
      url.pathname.replace(/^\/rest\/v1/, ""),
      JSON.stringify(headers),
    ],
  );
}

class Rollback {
  constructor(readonly response: Response) {}
}

interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

function respond(o: Outcome): Response {
  return new Response(o.body, { status: o.status, headers: o.headers });
}

export async function handleRest(
  req: Request,
  url: URL,
  path: string,
  caller: Authorised,
  ctx: RestContext,
): Promise<Response> {
  try {
    const method = req.method.toUpperCase();
    const schema = pickSchema(req, method, ctx.schemas);
    topRange(req, url, method);
    const cache = await loadSchemaCache(ctx.db, ctx.schemas, await schemaVersion(ctx.db));
    const segments = path.split("/").filter(Boolean).map(decodeURIComponent);
    if (segments.length === 0) return openApi(cache, schema, url);
    if (segments[0] === "rpc" && segments.length === 2)
      return await handleRpc(req, url, method, schema, segments[1]!, caller, ctx, cache);
    if (segments.length !== 1) throw new RestError(404, "PGRST125", `Invalid path specified in request URL`);
    const table = cache.tables.get(key(schema, segments[0]!));
    if (!table) throw tableNotFound(cache, schema, segments[0]!);
    switch (method) {
      case "GET":
      case "HEAD":
        return await handleRead(req, url, method, table, caller, ctx, cache);
      case "POST":
        return await handleInsert(req, url, table, caller, ctx, cache);
      case "PATCH":
        return await handleUpdate(req, url, table, caller, ctx, cache);
      case "DELETE":
        return await handleDelete(req, url, table, caller, ctx, cache);
      case "PUT":
        return await handlePut(req, url, table, caller, ctx, cache);
      default:
        throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
    }
  } catch (e) {
    if (e instanceof Rollback) return e.response;
    const { status, body, headers } = renderError(e, caller.role);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": JSON_TYPE, ...headers } });
  }
}

function pickSchema(req: Request, method: string, schemas: string[]): string {
  const header = ["GET", "HEAD"].includes(method)
    ? req.headers.get("accept-profile")
    : req.headers.get("content-profile");
  const schema = header ?? schemas[0] ?? "public";
  if (!schemas.includes(schema)) {
    throw new RestError(
      406,
      "PGRST106",
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(", ")}`,
    );
  }
  return schema;
}

function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)] as number[]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  return d[a.length]![b.length]!;
}

function tableNotFound(cache: SchemaCache, schema: string, name: string): RestError {
  const near = [...cache.tables.values()]
    .filter((t) => t.schema === schema)
    .map((t) => ({ t, d: distance(t.name, name) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(name.length / 3)))
    .sort((a, b) => a.d - b.d)[0];
  return new RestError(
    404,
    "PGRST205",
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    near ? `Perhaps you meant the table '${schema}.${near.t.name}'` : null,
  );
}

function openApi(cache: SchemaCache, schema: string, url: URL): Response {
  const paths: Record<string, unknown> = { "/": {} };
  const definitions: Record<string, unknown> = {};
  for (const t of cache.tables.values()) {
    if (t.schema !== schema) continue;
    paths[`/${t.name}`] = {};
    definitions[t.name] = {
      type: "object",
      properties: Object.fromEntries([...t.columns.values()].map((c) => [c.name, { format: c.type }])),
      required: t.primaryKey,
    };
  }
  const doc = {
    swagger: "2.0",
    info: { title: "local stack", version: "local" },
    host: url.host,
    basePath: "/rest/v1",
    paths,
    definitions,
  };
  return new Response(JSON.stringify(doc), { headers: { "content-type": "application/openapi+json; charset=utf-8" } });
}

// ---- query-string plumbing ---------------------------------------------------------------------

/** Where a parameter goes: the node its dotted path names, the root (an embed's logic tree in a write's WHERE), or nowhere. */
type Placement = (kind: "filter" | "logic" | "order", path: string[]) => "own" | "root" | "none";

/**
 * Applies filters, logic trees and order to the node their dotted path names (or where `place` puts them), and each
 * embed's limit and offset (`ranges`; the request's own rows' are its window, topRange). `skip` leaves out parameters
 * by name (a function's arguments).
 */
function applyParams(
  root: ReadNode,
  url: URL,
  options: { skip?: (name: string) => boolean; place?: Placement; ranges?: boolean } = {},
) {
  const { skip = () => false, place = () => "own", ranges = true } = options;
  const target = (kind: Parameters<Placement>[0], path: string[]) => {
    const where = place(kind, path);
    return where === "none" ? undefined : nodeAt(root, where === "root" ? [] : path);
  };
  for (const [name, value] of url.searchParams) {
    if (name === "select" || name === "columns" || name === "on_conflict" || name === "apikey" || skip(name)) continue;
    const parts = name.split(".");
    const last = parts[parts.length - 1]!;
    let negateLogic = false;
    let pathParts = parts.slice(0, -1);
    if ((last === "or" || last === "and") && parts[parts.length - 2] === "not") {
      negateLogic = true;
      pathParts = parts.slice(0, -2);
    }
    if (last === "limit" || last === "offset") continue;
    if (RESERVED.has(last) || last === "or" || last === "and") {
      const node = target(last === "order" ? "order" : "logic", pathParts);
      if (!node) continue;
      if (last === "order") node.order = parseOrder(value);
      else addCondition(node, parseLogic(last as "and" | "or", negateLogic, value));
      continue;
    }
    // A filter; `orders=not.is.null` asks whether an embed has rows (filteredEmbed).
    const node = target("filter", parts.slice(0, -1));
    if (node) addCondition(node, { kind: "filter", filter: parseFilter(parseField(last), value) });
  }
  if (!ranges) return;
  for (const [path, range] of requestedRanges(url)) {
    if (path === "") continue;
    const node = nodeAt(root, path.split("."));
    // limitOffsetF (SqlFragment.hs): the whole range is no clause; else LIMIT and OFFSET, negative ones as Postgres
    // refuses them (2201W, 2201X). A range with no rows but the limit zero range (a negative limit; limit=0 or no
    // Integer beside a nonzero offset) PostgREST does not answer as such: with db-max-rows set, as on a hosted
    // project, treeRestrictRange empties it and rangeOffset panics on it. Refused here as the request's own.
    if (isEmpty(range) && !isLimitZero(range)) throw rangeError("NegativeLimit");
    if (range.lower === 0 && range.upper === Infinity) continue;
    node.offset = range.lower;
    node.limit = range.upper === Infinity ? undefined : range.upper - range.lower + 1;
  }
}

// ---- ranges, as PostgREST's Data.Ranged ranges of rows --------------------------------------------------------

/** From `lower` to `upper` (Infinity: no end); empty when upper < lower, which PostgREST does not normalise. */
interface Span {
  lower: number;
  upper: number;
}
const ALL_ROWS: Span = { lower: 0, upper: Infinity };
const NO_ROWS: Span = { lower: Infinity, upper: -Infinity };
const isEmpty = (r: Span) => r.upper < r.lower;
/** hasLimitZero (RangeQuery.hs): the limit zero range's upper bound, -1, which getRanges lets through. */
const isLimitZero = (r: Span) => r.upper === -1;
/** rangeIntersection (Data.Ranged.Ranges): no rows if either has none, else the inner bounds, as they are. */
const intersect = (a: Span, b: Span): Span =>
  isEmpty(a) || isEmpty(b) ? NO_ROWS : { lower: Math.max(a.lower, b.lower), upper: Math.min(a.upper, b.upper) };

function rangeError(kind: "NegativeLimit" | "LowerGTUpper"): RestError {
  return new RestError(
    416,
    "PGRST103",
    "Requested range not satisfiable",
    kind === "NegativeLimit"
      ? "Limit should be greater than or equal to zero."
      : "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
  );
}

/**
 * The ranges limit and offset ask for, by dotted path ("" for the request's own rows), as QueryParams.hs (`ranges`)
 * reads them: the last of each name, read with readMaybe, a value that is no Integer leaving the whole range
 * (`restrictRange Nothing`, `maybe allRange rangeGeq`); a limit L alone is 0 to L - 1, an offset O alone O on; both
 * are O to O + L - 1, where a limit that is no Integer counts as 0 (`fromMaybe 0 $ rangeLimit rl`).
 */
function requestedRanges(url: URL): Map<string, Span> {
  const limits = new Map<string, string>();
  const offsets = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const dot = name.lastIndexOf(".");
    const last = name.slice(dot + 1);
    if (last === "limit") limits.set(name.slice(0, Math.max(dot, 0)), value);
    else if (last === "offset") offsets.set(name.slice(0, Math.max(dot, 0)), value);
  }
  const ranges = new Map<string, Span>();
  for (const path of new Set([...limits.keys(), ...offsets.keys()])) {
    const l = limits.has(path) ? readInteger(limits.get(path)!) : undefined;
    const o = offsets.has(path) ? readInteger(offsets.get(path)!) : undefined;
    const limit: Span = l === undefined ? ALL_ROWS : { lower: 0, upper: l - 1 };
    const offset: Span = o === undefined ? ALL_ROWS : { lower: o, upper: Infinity };
    if (!offsets.has(path)) ranges.set(path, limit);
    else if (!limits.has(path)) ranges.set(path, offset);
    else {
      const count = limit.upper === Infinity ? 0 : limit.upper - limit.lower + 1;
      ranges.set(path, { lower: offset.lower, upper: offset.lower + count - 1 });
    }
  }
  return ranges;
}

/**
 * The request's own rows, as getRanges (ApiRequest.hs) makes them for every method before anything else: limit and
 * offset cut by the Range header on a GET (rangeParse, RangeQuery.hs; RFC 9110 has other methods ignore it) and so by
 * the first row; the limit zero range as it is. Nothing left is 416 (NegativeLimit, or LowerGTUpper for a Range
 * header that has none); PUT takes the whole range only (PGRST114).
 */
function topRange(req: Request, url: URL, method: string): Span {
  const m = method === "GET" ? /^(\d+)-(\d*)$/.exec(req.headers.get("range") ?? "") : null;
  const header: Span = m ? { lower: Number(m[1]), upper: m[2] ? Number(m[2]) : Infinity } : ALL_ROWS;
  const asked = requestedRanges(url).get("") ?? ALL_ROWS;
  const range = isLimitZero(asked) ? { lower: 0, upper: -1 } : intersect(header, asked);
  if (isEmpty(range) && !isLimitZero(asked)) throw rangeError(isEmpty(header) ? "LowerGTUpper" : "NegativeLimit");
  if (method === "PUT" && !(range.lower === 0 && range.upper === Infinity)) {
    throw new RestError(400, "PGRST114", "limit/offset querystring parameters are not allowed for PUT");
  }
  return range;
}

/** Adds a condition to a node, marking the embeds its `is.null` filters name so counting joins them too. */
function addCondition(node: ReadNode, c: Condition) {
  node.where.push(c);
  const mark = (x: Condition) => {
    if (x.kind === "logic") return x.children.forEach(mark);
    const e = filteredEmbed(node.embeds, x.filter);
    if (e) e.filtered = true;
  };
  mark(c);
}

/** The request's own rows (topRange), capped by max_rows as treeRestrictRange caps them, as LIMIT and OFFSET. */
function window(req: Request, url: URL, maxRows: number): { offset: number; limit?: number } {
  let range = topRange(req, url, req.method.toUpperCase());
  // restrictRange (RangeQuery.hs), but for the limit zero range (convertToLimitZeroRange).
  if (maxRows > 0 && !isLimitZero(range))
    range = intersect(range, { lower: -Infinity, upper: range.lower + maxRows - 1 });
  return { offset: range.lower, limit: range.upper === Infinity ? undefined : range.upper - range.lower + 1 };
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? "*" : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

/** 200, or 206 for part of the rows; an offset past the last row is PostgREST's 416 PGRST103. */
function rangeStatus(offset: number, n: number, total: number | null, headers: Record<string, string>): number {
  if (total === null) return 200;
  if (offset > total && !(offset === 0 && total === 0)) {
    throw new OutOfBounds(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      headers,
    );
  }
  return n < total ? 206 : 200;
}

function singular(body: string, n: number): string {
  if (n !== 1) {
    throw new RestError(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${n} rows`,
    );
  }
  return body.slice(1, -1);
}

function bodyFor(accept: Accept, body: string, n: number): { text: string; type: string } {
  if (accept.kind === "object") return { text: singular(body, n), type: JSON_TYPE };
  if (accept.kind === "csv") return { text: body, type: "text/csv; charset=utf-8" };
  return { text: body, type: JSON_TYPE };
}

/** PostgREST's order in Preference-Applied (prefAppliedHeader in ApiRequest/Preferences.hs). */
const APPLIED_ORDER = [
  "resolution",
  "missing",
  "return",
  "count",
  "tx",
  "handling",
  "timezone",
  "maxAffected",
] as const;
type Applied = (typeof APPLIED_ORDER)[number];

/** The preferences a response applied, of those its kind of request names (Response.hs), in PostgREST's order. */
function preferenceApplied(prefer: Prefer, keys: Applied[]): Record<string, string> {
  const applied = APPLIED_ORDER.filter((k) => keys.includes(k) && prefer[k] !== undefined).map((k) =>
    k === "maxAffected" ? `max-affected=${prefer.maxAffected}` : `${k}=${prefer[k]}`,
  );
  return applied.length ? { "preference-applied": applied.join(", ") } : {};
}

// ---- read ---------------------------------------------------------------------------------------

function selectItems(url: URL): SelectItem[] {
  return parseSelect(url.searchParams.get("select") ?? "*");
}

async function handleRead(
  req: Request,
  url: URL,
  method: string,
  table: Table,
  caller: Authorised,
  ctx: RestContext,
  cache: SchemaCache,
) {
  const prefer = parsePrefer(req);
  const accept = parseAccept(req);
  const root = planRead(cache, table, selectItems(url), new Aliases(), table.name);
  applyParams(root, url);
  const { offset, limit } = window(req, url, ctx.maxRows);
  root.offset = offset;
  root.limit = limit;
  const main = renderSql(selectSql(root), accept);
  return await run(ctx, caller, req, url, true, prefer, async (sql) => {
    const [r] = await sql.query<{ body: string; n: number }>(main);
    const total = await countFor(sql, prefer, root, ctx.maxRows);
    const headers: Record<string, string> = {
      "content-range": contentRange(offset, r!.n, total),
      ...preferenceApplied(prefer, ["count", "tx", "handling", "timezone"]),
    };
    const status = rangeStatus(offset, r!.n, total, headers);
    const out = bodyFor(accept, r!.body, r!.n);
    return { status, body: method === "HEAD" ? null : out.text, headers: { ...headers, "content-type": out.type } };
  });
}

/** The planner's estimate of a query's rows, as PostgREST reads it from EXPLAIN. */
async function plannedRows(sql: Sql, query: string): Promise<number> {
  const [row] = await sql.query<Record<string, unknown>>(`explain (format json) ${query}`);
  const raw = Object.values(row ?? {})[0];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: { "Plan Rows": number } }[];
  return plan[0]!.Plan["Plan Rows"];
}

/**
 * `Prefer: count=exact|planned|estimated` as PostgREST 13 does it (Query.hs): planned is the planner's
 * estimate; estimated counts exactly up to max_rows and past it (or with no max_rows) takes the larger of that
 * and the estimate.
 */
async function countFor(sql: Sql, prefer: Prefer, root: ReadNode, maxRows: number): Promise<number | null> {
  if (!prefer.count) return null;
  if (prefer.count === "planned") return await plannedRows(sql, countSourceSql(root));
  if (prefer.count === "estimated" && maxRows > 0) {
    const [r] = await sql.query<{ n: number }>(
      `select count(*)::int as n from (${countSourceSql(root)} limit ${maxRows + 1}) pgrst_c`,
    );
    if (r!.n <= maxRows) return r!.n;
    return Math.max(r!.n, await plannedRows(sql, countSourceSql(root)));
  }
  const exact = (await sql.query<{ n: number }>(countSql(root)))[0]!.n;
  // Without max_rows PostgREST's threshold is always passed: the larger of the exact count and the estimate.
  if (prefer.count === "estimated") return Math.max(exact, await plannedRows(sql, countSourceSql(root)));
  return exact;
}

/** Runs `fn` in the caller's transaction; honours `Prefer: tx=rollback`. */
async function run(
  ctx: RestContext,
  caller: Authorised,
  req: Request,
  url: URL,
  readOnly: boolean,
  prefer: Prefer,
  fn: (sql: Sql) => Promise<Outcome>,
): Promise<Response> {
  const outcome = await ctx.db.transaction(async (sql) => {
    await becomeCaller(sql, caller, req, url, readOnly);
    if (prefer.timezone !== undefined) {
      const known = await sql.query(
        "select set_config('timezone', name, true) from pg_timezone_names where name = $1::text limit 1",
        [prefer.timezone],
      );
      if (!known.length) {
        if (prefer.handling === "strict") throw invalidPreferences([`timezone=${prefer.timezone}`]);
        prefer.timezone = undefined;
      }
    }
    const o = await fn(sql);
    if (prefer.tx === "rollback") throw new Rollback(respond(o));
    return o;
  });
  return respond(outcome);
}

// ---- write ---------------------------------------------------------------------------------------

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) {
    throw new RestError(400, "PGRST102", "Empty or invalid json");
  }
  try {
    return JSON.parse(text);
  } catch {
    // PostgREST drops the parser's message for its own (ApiRequest.hs, getPayload).
    throw new RestError(400, "PGRST102", "Empty or invalid json");
  }
}

/**
 * The rows of a JSON body as PostgREST's payloadAttributes reads them (ApiRequest.hs): an object is one row; an
 * array must hold objects that all have the same keys ("All object keys must match"); anything else is no rows.
 */
function payloadRows(payload: unknown): Record<string, unknown>[] {
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
  if (isObject(payload)) return [payload];
  if (!Array.isArray(payload)) return [];
  if (payload.length === 0) return [];
  const first = payload[0];
  const keys = isObject(first) ? Object.keys(first).sort().join("\u0000") : null;
  if (keys === null || payload.some((r) => !isObject(r) || Object.keys(r).sort().join("\u0000") !== keys)) {
    throw new RestError(400, "PGRST102", "All object keys must match");
  }
  return payload as Record<string, unknown>[];
}

function checkColumns(table: Table, cols: string[]) {
  for (const c of cols) {
    if (!table.columns.has(c)) {
      throw new RestError(400, "PGRST204", `Could not find the '${c}' column of '${table.name}' in the schema cache`);
    }
  }
}

/** What each kind of write answers with, as Response.hs has it. */
const WRITES = {
  insert: {
    success: 201,
    minimal: 201,
    applied: ["resolution", "missing", "return", "count", "tx", "handling", "timezone"],
  },
  update: {
    success: 200,
    minimal: 204,
    applied: ["missing", "return", "count", "tx", "handling", "timezone", "maxAffected"],
  },
  delete: { success: 200, minimal: 204, applied: ["return", "count", "tx", "handling", "timezone", "maxAffected"] },
} satisfies Record<string, { success: number; minimal: number; applied: Applied[] }>;

/**
 * A query string as http-types' renderSimpleQuery writes it (urlEncodeBuilder True): letters, digits and `-_.~`
 * kept, every other byte of the UTF-8 percent-encoded in upper case, a space as `%20`. encodeURIComponent keeps
 * `!'()*` too, which http-types encodes.
 */
function simpleQuery(pairs: [string, string][]): string {
  const encode = (s: string) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")}`;
}

/** The mutation's result: rows as JSON (representation), the new row's address (headers-only), or just the count. */
async function finishWrite(
  sql: Sql,
  mutation: string,
  table: Table,
  /** The answer's read (writeReadPlan). */
  node: ReadNode,
  prefer: Prefer,
  accept: Accept,
  command: keyof typeof WRITES,
  /** An upsert merging duplicates: how many rows it proposes, so 200 answers when none was new (Response.hs). */
  merging?: { proposed: number },
): Promise<Outcome> {
  const write = WRITES[command];
  const headers: Record<string, string> = preferenceApplied(prefer, write.applied);
  const status = async (created: number) => {
    if (!merging) return created;
    // The mutation's ON CONFLICT DO UPDATE counts the rows it updated into pgrst.inserted, below zero.
    const [r] = await sql.query<{ n: number | null }>(
      "select nullif(current_setting('pgrst.inserted', true), '')::int as n",
    );
    return merging.proposed + (r!.n ?? 0) > 0 ? created : 200;
  };
  // Content-Range: the rows' range for an update, none for an insert or a delete (contentRangeH 1 0); the total only
  // for count=exact or estimated (shouldCount).
  const range = (n: number) => {
    const total = prefer.count === "exact" || prefer.count === "estimated" ? n : null;
    return command === "update" ? contentRange(0, n, total) : `*/${total ?? "*"}`;
  };
  if (prefer.return === "representation") {
    const [r] = await sql.query<{ body: string; n: number }>(
      `with ${ident(table.name)} as (${mutation} returning ${ident(table.name)}.*) ${renderSql(selectSql(node, [], ident(table.name)), accept)}`,
    );
    checkMaxAffected(prefer, r!.n);
    const out = bodyFor(accept, r!.body, r!.n);
    headers["content-range"] = range(r!.n);
    return { status: await status(write.success), body: out.text, headers: { ...headers, "content-type": out.type } };
  }
  let n: number;
  if (prefer.return === "headers-only") {
    // PostgREST gives headers-only the returnings of return=representation (Plan.hs, mutatePlan), so the rows written
    // must be readable by the caller (grants, RLS select policies), then answers without a body. An insert's
    // Location is the primary key of its one row, as filters (Statements.hs, locationF: json_each_text of the row).
    const keys = [...table.columns.keys()].filter((c) => table.primaryKey.includes(c));
    const located = command === "insert" && keys.length > 0;
    const [r] = await sql.query<{ n: number; first: string | null }>(
      `with pgrst_m as (${mutation} returning ${ident(table.name)}.*) select count(*)::int as n, ` +
        (located
          ? `(select json_object_agg(key, value)::text from json_each_text(` +
            `(select row_to_json(pgrst_f) from pgrst_m as pgrst_f limit 1))) as first `
          : "null::text as first ") +
        "from pgrst_m",
    );
    n = r!.n;
    if (located && n === 1 && r!.first) {
      const row = JSON.parse(r!.first) as Record<string, string | null>;
      const pairs = keys.map((k): [string, string] => [k, row[k] == null ? "is.null" : `eq.${row[k]}`]);
      headers["location"] = `/${table.name}${simpleQuery(pairs)}`;
    }
  } else n = await sql.run(mutation);
  checkMaxAffected(prefer, n);
  if (accept.kind === "object" && n !== 1) singular("", n);
  headers["content-range"] = range(n);
  return { status: await status(write.minimal), body: null, headers };
}

async function handleInsert(
  req: Request,
  url: URL,
  table: Table,
  caller: Authorised,
  ctx: RestContext,
  cache: SchemaCache,
) {
  // max-affected limits PATCH, DELETE and RPC only; PostgREST ignores it here.
  const prefer = { ...parsePrefer(req), maxAffected: undefined };
  const accept = parseAccept(req);
  const payload = await readJson(req);
  const columnsParam = url.searchParams.get("columns");
  // With ?columns PostgREST hands the body to Postgres as it is; without, its keys must match from row to row.
  const rows = columnsParam
    ? ((Array.isArray(payload) ? payload : [payload]) as Record<string, unknown>[])
    : payloadRows(payload);
  if (rows.some((r) => !r || typeof r !== "object" || Array.isArray(r))) {
    throw new RestError(400, "PGRST102", "All object keys must match");
  }
  const answer = writeReadPlan(table, url, cache);
  const cols = columnsParam
    ? columnsParam
        .split(",")
        .map((c) => c.trim().replace(/^"|"$/g, ""))
        .filter(Boolean)
    : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  checkColumns(table, cols);
  const target = `${tableRef(table)} as ${ident(table.name)}`;
  let mutation: string;
  if (rows.length === 0) {
    mutation = `insert into ${target} select * from ${tableRef(table)} where false`;
  } else if (cols.length === 0) {
    mutation = `insert into ${target} default values`;
  } else {
    if (prefer.missing === "default") {
      // Each key a row leaves out takes the column's DEFAULT, as PostgREST's missing=default does: a
      // VALUES list can say DEFAULT per row (identity columns included, without rights on their sequence).
      const record = (row: Record<string, unknown>) =>
        `json_populate_record(null::${tableRef(table)}, ${lit(JSON.stringify(row))}::json)`;
      const values = rows.map(
        (row) => `(${cols.map((c) => (c in row ? `(${record(row)}).${ident(c)}` : "default")).join(", ")})`,
      );
      mutation = `insert into ${target} (${cols.map(ident).join(", ")}) values ${values.join(", ")}`;
    } else {
      mutation =
        `insert into ${target} (${cols.map(ident).join(", ")}) select ${cols.map((c) => `pgrst_r.${ident(c)}`).join(", ")} ` +
        `from json_array_elements(${lit(JSON.stringify(rows))}::json) as pgrst_j(v), ` +
        `lateral json_populate_record(null::${tableRef(table)}, pgrst_j.v) as pgrst_r`;
    }
  }
  const conflict =
    url.searchParams
      .get("on_conflict")
      ?.split(",")
      .map((c) => c.trim()) ?? table.primaryKey;
  // Without a primary key or on_conflict PostgREST writes no ON CONFLICT and does not apply the resolution
  // (QueryBuilder.hs: `if null oncCols then mempty`; Response.hs leaves it out of Preference-Applied).
  const resolution = conflict.length ? prefer.resolution : undefined;
  let merging: { proposed: number } | undefined;
  if (resolution) {
    checkColumns(table, conflict);
    const updates = cols.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    // As PostgREST does, each row the upsert updates instead of inserting is counted in pgrst.inserted, by the
    // DO UPDATE's WHERE (always true), so a merge that inserted nothing answers 200.
    const counted =
      "set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) is not null";
    mutation +=
      ` on conflict (${conflict.map(ident).join(", ")}) ` +
      (resolution === "merge-duplicates" && updates.length
        ? `do update set ${updates.join(", ")} where ${counted}`
        : "do nothing");
  }
  // A merge counts the rows it inserts even without ON CONFLICT (QueryBuilder.hs: the INSERT's own `WHERE
  // set_config('pgrst.inserted', …)` when mergeDups), so one that inserted none answers 200 on any table.
  if (prefer.resolution === "merge-duplicates") merging = { proposed: rows.length };
  prefer.resolution = resolution;
  return await run(ctx, caller, req, url, false, prefer, (sql) =>
    finishWrite(sql, mutation, table, answer, prefer, accept, "insert", merging),
  );
}

/**
 * The read of a write's answer, planned before the write as PostgREST plans it (Plan.hs, mutateReadPlan: readPlan,
 * then mutatePlan), whatever the return preference, so an embed the select does not name is PGRST108: the select,
 * each embed's filters (addFilters takes qsFiltersNotRoot for a write, never the table's own), every order and every
 * logic tree (addLogicTrees; the table's own read over the rows as written, PostgREST issue #3707), and no range
 * (addRanges: `ActDb (ActRelationMut _ _) -> Right rReq`).
 */
function writeReadPlan(table: Table, url: URL, cache: SchemaCache): ReadNode {
  const node = planRead(cache, table, selectItems(url), new Aliases(), table.name);
  applyParams(node, url, {
    place: (kind, path) => (kind === "filter" && path.length === 0 ? "none" : "own"),
    ranges: false,
  });
  return node;
}

/**
 * An UPDATE's or a DELETE's WHERE clause (Plan.hs, mutatePlan: `combinedLogic`): the table's own filters and every
 * logic tree, an embed's too, its path dropped (`map (resolveLogicTree ctx . snd) qsLogic`), so its columns are read
 * as the table's. An embed's filters and orders only shape the answer (writeReadPlan).
 */
function mutationFilters(table: Table, url: URL, cache: SchemaCache): ReadNode {
  const node = planRead(cache, table, [{ kind: "star" }], new Aliases(), table.name);
  const place: Placement = (kind, path) =>
    kind === "logic" ? "root" : kind === "filter" && path.length === 0 ? "own" : "none";
  applyParams(node, url, { place, ranges: false });
  return node;
}

/**
 * Hosted projects load pg-safeupdate into every Data API session (supabase/postgres sets the authenticator's
 * session_preload_libraries to `supautils, safeupdate`): Postgres refuses an UPDATE or DELETE without a WHERE
 * clause, for every role, and PostgREST answers its 21000 with 400. Only the table's own filters and logic trees
 * make PostgREST's WHERE clause.
 */
function requireWhere(command: "UPDATE" | "DELETE", node: ReadNode) {
  if (node.where.length === 0) throw new RestError(400, "21000", `${command} requires a WHERE clause`);
}

async function handleUpdate(
  req: Request,
  url: URL,
  table: Table,
  caller: Authorised,
  ctx: RestContext,
  cache: SchemaCache,
) {
  const prefer = parsePrefer(req);
  const accept = parseAccept(req);
  const payload = await readJson(req);
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) {
    throw new RestError(400, "PGRST102", "Empty or invalid json", "PATCH needs a JSON object");
  }
  const answer = writeReadPlan(table, url, cache);
  const cols = Object.keys(payload);
  checkColumns(table, cols);
  const node = mutationFilters(table, url, cache);
  if (cols.length === 0) {
    return respond({
      status: prefer.return === "representation" ? 200 : 204,
      body: prefer.return === "representation" ? "[]" : null,
      headers: { "content-type": JSON_TYPE },
    });
  }
  requireWhere("UPDATE", node);
  const mutation =
    `update ${tableRef(table)} as ${ident(table.name)} set ${cols.map((c) => `${ident(c)} = pgrst_r.${ident(c)}`).join(", ")} ` +
    `from (select * from json_populate_record(null::${tableRef(table)}, ${lit(JSON.stringify(payload))}::json)) as pgrst_r${whereSql(node)}`;
  return await run(ctx, caller, req, url, false, prefer, (sql) =>
    finishWrite(sql, mutation, table, answer, prefer, accept, "update"),
  );
}

async function handleDelete(
  req: Request,
  url: URL,
  table: Table,
  caller: Authorised,
  ctx: RestContext,
  cache: SchemaCache,
) {
  const prefer = parsePrefer(req);
  const accept = parseAccept(req);
  const answer = writeReadPlan(table, url, cache);
  const node = mutationFilters(table, url, cache);
  requireWhere("DELETE", node);
  const mutation = `delete from ${tableRef(table)} as ${ident(table.name)}${whereSql(node)}`;
  return await run(ctx, caller, req, url, false, prefer, (sql) =>
    finishWrite(sql, mutation, table, answer, prefer, accept, "delete"),
  );
}

/**
 * PUT: PostgREST's single-row upsert. The filters name every primary-key column with eq, the body is the whole row
 * and carries the same key; 201 when the row was created, 200 when replaced (204 without a representation).
 */
async function handlePut(
  req: Request,
  url: URL,
  table: Table,
  caller: Authorised,
  ctx: RestContext,
  cache: SchemaCache,
) {
  // max-affected limits PATCH, DELETE and RPC only; PostgREST ignores it here.
  const prefer = { ...parsePrefer(req), maxAffected: undefined };
  const accept = parseAccept(req);
  const keyValues = new Map<string, string>();
  let onlyKeys = table.primaryKey.length > 0;
  for (const [name, value] of url.searchParams) {
    // Not filters (QueryParams.hs: `reserved`, and names ending in one of `reservedEmbeddable` but logic trees').
    if (["select", "columns", "on_conflict", "apikey"].includes(name)) continue;
    if (["limit", "offset", "order"].includes(name.slice(name.lastIndexOf(".") + 1))) continue;
    if (!table.primaryKey.includes(name) || !value.startsWith("eq.") || keyValues.has(name)) onlyKeys = false;
    else keyValues.set(name, value.slice(3));
  }
  if (!onlyKeys || keyValues.size !== table.primaryKey.length) {
    throw new RestError(405, "PGRST105", "Filters must include all and only primary key columns with 'eq' operators");
  }
  const payload = await readJson(req);
  const row = (Array.isArray(payload) && payload.length === 1 ? payload[0] : payload) as Record<string, unknown>;
  if (!row || typeof row !== "object" || Array.isArray(row)) {
    throw new RestError(400, "PGRST102", "Empty or invalid json", "PUT needs one JSON object");
  }
  const cols = Object.keys(row);
  checkColumns(table, cols);
  const name = ident(table.name);
  // The body's key must be the URL's: otherwise nothing is written and PGRST115 answers.
  const matches = table.primaryKey.map((k) => `pgrst_body.${ident(k)} = ${lit(keyValues.get(k)!)}`);
  const mutation =
    `insert into ${tableRef(table)} as ${name} (${cols.map(ident).join(", ")}) ` +
    `select ${cols.map((c) => `pgrst_body.${ident(c)}`).join(", ")} ` +
    `from json_populate_record(null::${tableRef(table)}, ${lit(JSON.stringify(row))}::json) as pgrst_body ` +
    `where ${matches.join(" and ")} ` +
    `on conflict (${table.primaryKey.map(ident).join(", ")}) do update set ${cols.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(", ")}`;
  const node = planRead(cache, table, selectItems(url), new Aliases(), table.name);
  const columns = [...table.columns.keys()].map(ident).join(", ");
  const query =
    `with pgrst_m as (${mutation} returning ${name}.*, (${name}.xmax = 0) as pgrst_inserted), ` +
    `${name} as (select ${columns} from pgrst_m) ` +
    `select r.body, r.n, (select count(*)::int from pgrst_m where pgrst_inserted) as inserted ` +
    `from (${renderSql(selectSql(node, [], name), accept)}) r`;
  return await run(ctx, caller, req, url, false, prefer, async (sql): Promise<Outcome> => {
    const [r] = await sql.query<{ body: string; n: number; inserted: number }>(query);
    if (r!.n !== 1) throw new RestError(400, "PGRST115", "Payload values do not match URL in primary key column(s)");
    const headers = preferenceApplied(prefer, ["return", "count", "tx", "handling", "timezone"]);
    if (prefer.return !== "representation") return { status: 204, body: null, headers };
    const out = bodyFor(accept, r!.body, r!.n);
    return { status: r!.inserted > 0 ? 201 : 200, body: out.text, headers: { ...headers, "content-type": out.type } };
  });
}

// ---- rpc ------------------------------------------------------------------------------------------

function chooseRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  given: string[],
  wholeBody: boolean,
): { routine: RoutineInfo; single: boolean } {
  const candidates = cache.routines.get(key(schema, name)) ?? [];
  const matches: { routine: RoutineInfo; single: boolean }[] = [];
  for (const r of candidates) {
    // One unnamed json/jsonb parameter takes the whole body.
    if (wholeBody && r.args.length === 1 && !r.args[0]!.name && ["json", "jsonb"].includes(r.args[0]!.type)) {
      matches.push({ routine: r, single: true });
      continue;
    }
    const names = r.args.map((a) => a.name);
    const required = r.args.filter((a) => !a.hasDefault).map((a) => a.name);
    if (given.every((g) => names.includes(g)) && required.every((q) => given.includes(q)))
      matches.push({ routine: r, single: false });
  }
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    throw new RestError(
      300,
      "PGRST203",
      `Could not choose the best candidate function between: ${matches.map((m) => `${schema}.${name}(${m.routine.args.map((a) => `${a.name} => ${a.type}`).join(", ")})`).join(", ")}`,
      null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    );
  }
  const sig = given.length ? `with parameters ${given.join(", ")}` : "without parameters";
  throw new RestError(
    404,
    "PGRST202",
    `Could not find the function ${schema}.${name}${given.length ? `(${given.join(", ")})` : ""} in the schema cache`,
    `Searched for the function ${schema}.${name} ${sig} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    candidates.length ? null : null,
  );
}

async function handleRpc(
  req: Request,
  url: URL,
  method: string,
  schema: string,
  name: string,
  caller: Authorised,
  ctx: RestContext,
  cache: SchemaCache,
) {
  if (!["GET", "HEAD", "POST"].includes(method))
    throw new RestError(405, "PGRST101", "Only GET, HEAD or POST are allowed for functions");
  const prefer = parsePrefer(req);
  const accept = parseAccept(req);
  const readOnly = method !== "POST";
  let args: Record<string, unknown> = {};
  let rawBody: string | undefined;
  if (method === "POST") {
    rawBody = await req.text();
    if (rawBody.trim()) {
      try {
        args = JSON.parse(rawBody);
      } catch {
        throw new RestError(400, "PGRST102", "Empty or invalid json");
      }
    }
  }
  const candidates = cache.routines.get(key(schema, name)) ?? [];
  const argNames = new Set(candidates.flatMap((r) => r.args.map((a) => a.name)));
  if (method !== "POST") {
    for (const [k, v] of url.searchParams) if (argNames.has(k)) args[k] = v;
  }
  const isObject = args && typeof args === "object" && !Array.isArray(args);
  const given = isObject ? Object.keys(args) : [];
  const { routine, single } = chooseRoutine(cache, schema, name, given, method === "POST");

  let call: string;
  let from = "";
  if (single) {
    call = `${tableRef(routine)}(${lit(rawBody?.trim() ? rawBody : "{}")}::${routine.args[0]!.type})`;
  } else if (given.length) {
    const defs = given.map((g) => `${ident(g)} ${routine.args.find((a) => a.name === g)!.type}`);
    from = ` from json_to_record(${lit(JSON.stringify(args))}::json) as pgrst_args(${defs.join(", ")})`;
    call = `${tableRef(routine)}(${given.map((g) => `${ident(g)} := pgrst_args.${ident(g)}`).join(", ")})`;
  } else {
    call = `${tableRef(routine)}()`;
  }

  if (prefer.maxAffected !== undefined && !routine.returnsSet) {
    throw new RestError(
      400,
      "PGRST128",
      "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
    );
  }
  return await run(ctx, caller, req, url, readOnly, prefer, async (sql): Promise<Outcome> => {
    if (routine.returnKind === "void") {
      await sql.query(`select ${call}${from}`);
      return {
        status: 204,
        body: null,
        headers: preferenceApplied(prefer, ["count", "tx", "handling", "timezone", "maxAffected"]),
      };
    }
    if (routine.returnKind === "scalar" && !routine.returnsSet) {
      const [r] = await sql.query<{ body: string }>(`select to_json(${call})::text as body${from}`);
      return {
        status: 200,
        body: method === "HEAD" ? null : (r!.body ?? "null"),
        headers: {
          "content-type": JSON_TYPE,
          "content-range": contentRange(0, 1, prefer.count ? 1 : null),
          ...preferenceApplied(prefer, ["count", "tx", "handling", "timezone", "maxAffected"]),
        },
      };
    }
    // Set-returning or composite: filters, order and limits apply to the function's rows.
    const fnAlias = routine.name;
    const source = from ? `(select pgrst_f.* from ${from.replace(/^ from /, "")}, lateral ${call} as pgrst_f)` : call;
    const returnTable = routine.returnTable ? cache.tables.get(routine.returnTable) : undefined;
    const pseudo: Table = returnTable ?? {
      schema,
      name: fnAlias,
      kind: "f",
      columns: new Map(),
      primaryKey: [],
      uniques: [],
    };
    const items = routine.returnKind === "scalar" ? [] : selectItems(url);
    const node = planRead(cache, pseudo, items.length ? items : [{ kind: "star" }], new Aliases(), fnAlias);
    applyParams(node, url, { skip: (k) => argNames.has(k) });
    const { offset, limit } = window(req, url, ctx.maxRows);
    node.offset = offset;
    node.limit = limit;
    const scalarWhere = node.where.length
      ? ` where ${node.where.map((c) => conditionSql(fnAlias, c)).join(" and ")}`
      : "";
    const rows =
      routine.returnKind === "scalar"
        ? `select ${ident(fnAlias)} from ${source} as ${ident(fnAlias)}${scalarWhere}${limit !== undefined ? ` limit ${limit}` : ""}${offset ? ` offset ${offset}` : ""}`
        : selectSql(node, [], source);
    const agg =
      routine.returnKind === "scalar"
        ? `select coalesce(json_agg(pgrst_t.${ident(fnAlias)}), '[]')::text as body, count(*)::int as n from (${rows}) pgrst_t`
        : renderSql(rows, accept);
    const [r] = await sql.query<{ body: string; n: number }>(agg);
    checkMaxAffected(prefer, r!.n);
    // The count is of every row the function gives through the filters, whatever the window.
    let total: number | null = null;
    if (prefer.count && routine.returnsSet) {
      const all =
        routine.returnKind === "scalar"
          ? `select 1 from ${source} as ${ident(fnAlias)}${scalarWhere}`
          : countSourceSql(node, source);
      total = (await sql.query<{ n: number }>(`select count(*)::int as n from (${all}) pgrst_c`))[0]!.n;
    } else if (prefer.count) total = r!.n;
    const headers: Record<string, string> = {
      "content-range": contentRange(offset, r!.n, total),
      ...preferenceApplied(prefer, ["count", "tx", "handling", "timezone", "maxAffected"]),
    };
    // A function returning one composite value (not a set) answers with an object.
    const asObject = accept.kind === "object" || (!routine.returnsSet && routine.returnKind === "composite");
    const out = asObject ? { text: singular(r!.body, r!.n), type: JSON_TYPE } : bodyFor(accept, r!.body, r!.n);
    const status = asObject ? 200 : rangeStatus(offset, r!.n, total, headers);
    return {
      status,
      body: method === "HEAD" ? null : out.text,
      headers: { ...headers, "content-type": out.type },
    };
  });
}
