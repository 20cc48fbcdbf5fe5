/** Parses PostgREST's query-string grammar: select, filters, logic trees, order. */
import { RestError } from "./errors.ts";

export interface JsonStep {
  arrow: "->" | "->>";
  key: string;
}

export interface Field {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: "star" }
  | { kind: "column"; field: Field; alias?: string; cast?: string }
  | {
      kind: "embed";
      relation: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      /** `users()`: used to filter the parent (with `!inner` or `users=not.is.null`), never returned. */
      empty: boolean;
      select: SelectItem[];
    };

export interface Filter {
  field: Field;
  negate: boolean;
  op: string;
  modifier?: "any" | "all";
  language?: string;
  value: string;
  list?: string[];
}

export type Condition =
  { kind: "filter"; filter: Filter } | { kind: "logic"; op: "and" | "or"; negate: boolean; children: Condition[] };

export interface OrderTerm {
  /** `order=category(name)`: a column of a to-one embed. */
  relation?: string;
  field: Field;
  dir?: "asc" | "desc";
  nulls?: "first" | "last";
}

const parseError = (message: string, details: string | null = null) => new RestError(400, "PGRST100", message, details);

/** Splits on `sep` at depth 0, outside double quotes. */
export function splitTop(s: string, sep = ","): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      cur += c;
      if (c === "\\" && i + 1 < s.length) cur += s[++i];
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") depth--;
    if (c === sep && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function unquote(s: string): string {
  const t = s.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    return t.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return t;
}

export function parseField(raw: string): Field {
  const parts = raw.trim().split(/(->>?)/);
  const name = unquote(parts[0] ?? "");
  if (!name) throw parseError(`failed to parse field "${raw}"`);
  const json: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = unquote(parts[i + 1] ?? "");
    if (!key) throw parseError(`failed to parse JSON path in "${raw}"`);
    json.push({ arrow: parts[i] as "->" | "->>", key });
  }
  return { name, json };
}

/** The output name PostgREST gives a column: the alias, the last JSON key, or the column. */
export function fieldOutputName(f: Field): string {
  return f.json.length ? f.json[f.json.length - 1]!.key : f.name;
}

export function parseSelect(raw: string): SelectItem[] {
  const items: SelectItem[] = [];
  for (const part of splitTop(raw)) {
    const item = part.trim();
    if (!item) continue;
    items.push(parseSelectItem(item));
  }
  return items;
}

function parseSelectItem(item: string): SelectItem {
  if (item === "*") return { kind: "star" };
  let rest = item;
  let spread = false;
  if (rest.startsWith("...")) {
    spread = true;
    rest = rest.slice(3);
  }
  let alias: string | undefined;
  const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:(]+?):(?!:)/.exec(rest);
  if (aliasMatch) {
    alias = unquote(aliasMatch[1]!);
    rest = rest.slice(aliasMatch[0].length);
  }
  const open = rest.indexOf("(");
  if (open >= 0 && rest.endsWith(")")) {
    const head = rest.slice(0, open);
    const inside = rest.slice(open + 1, -1);
    if (/\.(count|sum|avg|max|min)$/.test(head) || head === "count") {
      throw new RestError(400, "PGRST123", "Use of aggregate functions is not allowed");
    }
    const [relation, ...bangs] = head.split("!");
    let hint: string | undefined;
    let inner = false;
    for (const b of bangs) {
      if (b === "inner") inner = true;
      else if (b === "left") inner = false;
      else hint = b;
    }
    return {
      kind: "embed",
      relation: unquote(relation!),
      alias,
      hint,
      inner,
      spread,
      empty: inside.trim() === "",
      select: inside.trim() === "" ? [] : parseSelect(inside),
    };
  }
  if (spread) throw parseError(`failed to parse select parameter (${item})`);
  let cast: string | undefined;
  const castAt = rest.indexOf("::");
  if (castAt >= 0) {
    cast = rest.slice(castAt + 2).trim();
    rest = rest.slice(0, castAt);
    // PostgREST takes letters, digits and underscores only: no space, so nothing but a type name reaches the SQL.
    if (!/^[a-zA-Z_][a-zA-Z0-9_]*(\[\])?$/.test(cast)) throw parseError(`failed to parse cast in "${item}"`);
  }
  return { kind: "column", field: parseField(rest), alias, cast };
}

const OPERATORS = new Set([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "in",
  "is",
  "isdistinct",
  "fts",
  "plfts",
  "phfts",
  "wfts",
  "cs",
  "cd",
  "ov",
  "sl",
  "sr",
  "nxr",
  "nxl",
  "adj",
]);

/** Parses `[not.]op[(modifier)].value` for the given field. */
export function parseFilter(field: Field, raw: string): Filter {
  let s = raw;
  let negate = false;
  if (s.startsWith("not.")) {
    negate = true;
    s = s.slice(4);
  }
  const m = /^([a-z]+)(?:\(([a-z0-9_]+)\))?\.([\s\S]*)$/.exec(s);
  if (!m || !OPERATORS.has(m[1]!)) {
    throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, "unexpected operator");
  }
  const op = m[1]!;
  const mod = m[2];
  const value = m[3]!;
  const filter: Filter = { field, negate, op, value };
  if (mod) {
    if (["fts", "plfts", "phfts", "wfts"].includes(op)) filter.language = mod;
    else if (mod === "any" || mod === "all") filter.modifier = mod;
    else throw parseError(`failed to parse filter (${raw})`);
  }
  if (op === "in") {
    const t = value.trim();
    if (!t.startsWith("(") || !t.endsWith(")"))
      throw parseError(`failed to parse filter (${raw})`, "in needs a list: in.(a,b)");
    const inner = t.slice(1, -1);
    filter.list = inner.trim() === "" ? [] : splitTop(inner).map(unquote);
  }
  if (op === "is" && !["null", "not_null", "true", "false", "unknown"].includes(value.toLowerCase())) {
    throw parseError(`failed to parse filter (${raw})`, "is accepts null, not_null, true, false or unknown");
  }
  return filter;
}

/** Parses a logic tree value such as `(a.eq.1,or(b.gt.2,c.is.null))`. */
export function parseLogic(op: "and" | "or", negate: boolean, raw: string): Condition {
  const t = raw.trim();
  if (!t.startsWith("(") || !t.endsWith(")")) {
    throw parseError(`"failed to parse logic tree (${raw})" (line 1, column 1)`, "expected a parenthesised list");
  }
  const children = splitTop(t.slice(1, -1)).map((part) => parseLogicItem(part.trim(), raw));
  return { kind: "logic", op, negate, children };
}

function parseLogicItem(item: string, whole: string): Condition {
  const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (logic) return parseLogic(logic[2] as "and" | "or", !!logic[1], logic[3]!);
  const dot = item.indexOf(".");
  if (dot <= 0) throw parseError(`"failed to parse logic tree (${whole})" (line 1, column 1)`);
  const field = parseField(item.slice(0, dot));
  const rawValue = item.slice(dot + 1);
  const filter = parseFilter(field, rawValue);
  if (filter.op !== "in") filter.value = unquote(filter.value);
  return { kind: "filter", filter };
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTop(raw)
    .filter((s) => s.trim())
    .map((term) => {
      let t = term.trim();
      let relation: string | undefined;
      const related = /^([^().]+)\(([^()]+)\)(.*)$/.exec(t);
      if (related) {
        relation = unquote(related[1]!);
        t = related[2]! + related[3]!;
      } else if (t.includes("(")) throw parseError(`"failed to parse order (${raw})" (line 1, column 1)`);
      const parts = t.split(".");
      const o: OrderTerm = { field: parseField(parts[0]!) };
      if (relation) o.relation = relation;
      for (const p of parts.slice(1)) {
        if (p === "asc" || p === "desc") o.dir = p;
        else if (p === "nullsfirst") o.nulls = "first";
        else if (p === "nullslast") o.nulls = "last";
        else throw parseError(`"failed to parse order (${raw})" (line 1, column ${t.length})`, `unexpected "${p}"`);
      }
      return o;
    });
}

/** The characters Haskell's isSpace takes for a space (GHC.Unicode: ASCII's, U+00A0, and Unicode's Zs). */
const HS_SPACE = "[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000]*";
const HS_INTEGER = new RegExp(`^${HS_SPACE}(?:-${HS_SPACE})?(0[xX][0-9a-fA-F]+|0[oO][0-7]+|[0-9]+)${HS_SPACE}$`);

/**
 * `readMaybe :: Text -> Maybe Integer`, as PostgREST reads limit and offset (QueryParams.hs, `ranges`): GHC.Read's
 * readNumber (optional parentheses, then `-` as a lexeme of its own before the number) over Text.Read.Lex's lexNumber
 * (decimal digits, or 0x/0o digits; a fraction or an exponent is no Integer), spaces allowed between lexemes and
 * around. Anything else, a `+` sign included, is no Integer: undefined.
 */
export function readInteger(raw: string): number | undefined {
  let text = raw;
  // `parens`: any number of balanced parentheses around the number, spaces allowed inside and out.
  const paren = new RegExp(`^${HS_SPACE}\\((.*)\\)${HS_SPACE}$`, "s");
  for (let m = paren.exec(text); m; m = paren.exec(text)) text = m[1]!;
  const m = HS_INTEGER.exec(text);
  if (!m) return undefined;
  const digits = m[1]!;
  const n = /^0[xXoO]/.test(digits) ? parseInt(digits.slice(2), /^0[xX]/.test(digits) ? 16 : 8) : Number(digits);
  return text.trimStart().startsWith("-") ? -n : n;
}
