// @ts-check
/**
 * The product's database as the migrations leave it, as one SQL file (supabase/schema.sql, written
 * by `npm run db:types`): each table with its columns, constraints, row level security, policies,
 * triggers, indexes and grants together, then the views, then every function with its grants. Read
 * from the catalogue of a database the migrations alone built, so what a policy or a function is
 * today is in one place, not spread over the migrations that changed it.
 *
 * Everything is ordered by name, and nothing that varies between two builds (object ids, owners'
 * implicit rights, extension versions) is written, so the same migrations always give the same file.
 */

/** The schemas the migrations create objects in. */
export const SCHEMAS = ["public", "private"];

/** @typedef {(text: string, params?: unknown[]) => Promise<Record<string, any>[]>} Query */

const quote = (/** @type {string} */ name) =>
  /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
const qualified = (/** @type {string} */ schema, /** @type {string} */ name) => `${quote(schema)}.${quote(name)}`;
const literal = (/** @type {string} */ text) => `'${text.replaceAll("'", "''")}'`;

/** Objects an extension created (pgcrypto's functions in public, say) are the extension's, not ours. */
const NOT_FROM_EXTENSION = (/** @type {string} */ catalog, /** @type {string} */ oid) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const PRIVILEGE_ORDER = [
  "SELECT",
  "INSERT",
  "UPDATE",
  "DELETE",
  "TRUNCATE",
  "REFERENCES",
  "TRIGGER",
  "EXECUTE",
  "USAGE",
  "CREATE",
];

/**
 * `grant …` lines for an object's access list, leaving out the owner's own rights. A null list is
 * the object's default (acldefault), so a function nobody revoked shows as executable by public.
 * @param {Query} query @param {string} aclSql an expression giving the aclitem[] @param {string} ownerSql the owner's oid @param {string} what e.g. "table public.quotes"
 */
async function grants(query, aclSql, ownerSql, what) {
  const rows = await query(
    `select case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee) end as grantee,
            a.privilege_type as privilege, a.is_grantable as grantable
       from aclexplode(${aclSql}) a
      where a.grantee <> ${ownerSql}`,
  );
  /** @type {Map<string, string[]>} */
  const byGrantee = new Map();
  for (const row of rows) {
    const key = `${row.grantee}${row.grantable ? " with grant option" : ""}`;
    byGrantee.set(key, [...(byGrantee.get(key) ?? []), row.privilege]);
  }
  return [...byGrantee.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([grantee, privileges]) => {
      const ordered = privileges.sort((a, b) => PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b));
      const [role, option] = grantee.split(" with ");
      return `grant ${ordered.join(", ").toLowerCase()} on ${what} to ${quote(role ?? "")}${option ? ` with ${option}` : ""};`;
    });
}

const POLICY_COMMANDS = /** @type {Record<string, string>} */ ({
  r: "select",
  a: "insert",
  w: "update",
  d: "delete",
  "*": "all",
});

/** @param {Query} query @returns {Promise<string>} */
export async function readSchema(query) {
  const schemas = SCHEMAS.map(literal).join(", ");
  /** @type {string[]} */
  const out = [];

  for (const schema of await query(
    `select n.oid, n.nspname as name, n.nspowner as owner, coalesce(n.nspacl, acldefault('n'::"char", n.nspowner)) as acl
       from pg_namespace n where n.nspname in (${schemas}) order by n.nspname`,
  )) {
    out.push(`-- schema ${schema.name}`);
    if (schema.name !== "public") out.push(`create schema ${quote(schema.name)};`);
    out.push(
      ...(await grants(
        query,
        `(select coalesce(nspacl, acldefault('n'::"char", nspowner)) from pg_namespace where oid = ${schema.oid})`,
        `(select nspowner from pg_namespace where oid = ${schema.oid})`,
        `schema ${quote(schema.name)}`,
      )),
      "",
    );
  }

  // Types: enums, domains and composite types of our own.
  const types = await query(
    `select t.oid, n.nspname as schema, t.typname as name, t.typtype as kind,
            format_type(t.typbasetype, t.typtypmod) as base, t.typnotnull as not_null
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname in (${schemas}) and t.typtype in ('e', 'd', 'c')
        and (t.typtype <> 'c' or (select relkind from pg_class where oid = t.typrelid) = 'c')
        and ${NOT_FROM_EXTENSION("pg_type", "t.oid")}
      order by n.nspname, t.typname`,
  );
  for (const type of types) {
    const name = qualified(type.schema, type.name);
    if (type.kind === "e") {
      const labels = await query(`select enumlabel from pg_enum where enumtypid = ${type.oid} order by enumsortorder`);
      out.push(`create type ${name} as enum (${labels.map((row) => literal(row.enumlabel)).join(", ")});`);
    } else if (type.kind === "d") {
      const checks = await query(
        `select pg_get_constraintdef(oid) as def from pg_constraint where contypid = ${type.oid} order by conname`,
      );
      out.push(
        `create domain ${name} as ${type.base}${type.not_null ? " not null" : ""}${checks.map((row) => ` ${row.def}`).join("")};`,
      );
    } else {
      const fields = await query(
        `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
           from pg_attribute a join pg_type t on t.typrelid = a.attrelid
          where t.oid = ${type.oid} and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      );
      out.push(`create type ${name} as (${fields.map((field) => `${quote(field.name)} ${field.type}`).join(", ")});`);
    }
  }
  if (types.length > 0) out.push("");

  // Standalone sequences (an identity column's or a serial's belongs to its table).
  const sequences = await query(
    `select c.oid, n.nspname as schema, c.relname as name, c.relowner as owner
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in (${schemas}) and c.relkind = 'S'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i', 'e'))
      order by n.nspname, c.relname`,
  );
  for (const sequence of sequences) {
    out.push(`create sequence ${qualified(sequence.schema, sequence.name)};`);
    out.push(...(await relationGrants(query, sequence, `sequence ${qualified(sequence.schema, sequence.name)}`)));
  }
  if (sequences.length > 0) out.push("");

  const tables = await query(
    `select c.oid, n.nspname as schema, c.relname as name, c.relowner as owner, c.relrowsecurity as rls,
            c.relforcerowsecurity as force_rls, obj_description(c.oid, 'pg_class') as comment
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in (${schemas}) and c.relkind in ('r', 'p') and ${NOT_FROM_EXTENSION("pg_class", "c.oid")}
      order by n.nspname, c.relname`,
  );
  for (const table of tables) out.push(...(await tableText(query, table)), "");

  const views = await query(
    `select c.oid, n.nspname as schema, c.relname as name, c.relowner as owner, c.relkind as kind,
            pg_get_viewdef(c.oid, true) as definition, array_to_string(c.reloptions, ', ') as options,
            obj_description(c.oid, 'pg_class') as comment
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in (${schemas}) and c.relkind in ('v', 'm') and ${NOT_FROM_EXTENSION("pg_class", "c.oid")}
      order by n.nspname, c.relname`,
  );
  for (const view of views) {
    const name = qualified(view.schema, view.name);
    out.push(`-- ${view.kind === "m" ? "materialized view" : "view"} ${name}`);
    const options = view.options ? ` with (${view.options})` : "";
    out.push(
      `create ${view.kind === "m" ? "materialized view" : "view"} ${name}${options} as\n${view.definition.trimEnd()}`,
    );
    if (!out[out.length - 1]?.endsWith(";")) out[out.length - 1] += ";";
    if (view.comment) out.push(`comment on view ${name} is ${literal(view.comment)};`);
    out.push(...(await relationGrants(query, view, `table ${name}`)), "");
  }

  const functions = await query(
    `select p.oid, n.nspname as schema, p.proname as name, p.proowner as owner,
            pg_get_function_identity_arguments(p.oid) as arguments, pg_get_functiondef(p.oid) as definition,
            obj_description(p.oid, 'pg_proc') as comment, p.prokind as kind
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in (${schemas}) and p.prokind in ('f', 'p') and ${NOT_FROM_EXTENSION("pg_proc", "p.oid")}
      order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  for (const fn of functions) {
    const signature = `${qualified(fn.schema, fn.name)}(${fn.arguments})`;
    const kind = fn.kind === "p" ? "procedure" : "function";
    out.push(`-- ${kind} ${signature}`);
    out.push(
      `${fn.definition.trimEnd().replace(/^CREATE OR REPLACE (FUNCTION|PROCEDURE)/, (/** @type {string} */ _, /** @type {string} */ what) => `create or replace ${what.toLowerCase()}`)};`,
    );
    if (fn.comment) out.push(`comment on ${kind} ${signature} is ${literal(fn.comment)};`);
    out.push(
      ...(await grants(
        query,
        `(select coalesce(proacl, acldefault('f'::"char", proowner)) from pg_proc where oid = ${fn.oid})`,
        `(select proowner from pg_proc where oid = ${fn.oid})`,
        `${kind} ${signature}`,
      )),
      "",
    );
  }

  return `${out.join("\n").trimEnd()}\n`;
}

/** @param {Query} query @param {Record<string, any>} relation @param {string} what */
function relationGrants(query, relation, what) {
  return grants(
    query,
    `(select coalesce(relacl, acldefault((case when relkind = 'S' then 's' else 'r' end)::"char", relowner)) from pg_class where oid = ${relation.oid})`,
    `(select relowner from pg_class where oid = ${relation.oid})`,
    what,
  );
}

/**
 * One table: its definition, then all that decides who may do what with it.
 * @param {Query} query @param {Record<string, any>} table
 */
async function tableText(query, table) {
  const name = qualified(table.schema, table.name);
  const columns = await query(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
            a.attidentity as identity, a.attgenerated as generated, pg_get_expr(d.adbin, d.adrelid) as default,
            col_description(a.attrelid, a.attnum) as comment,
            case when a.attcollation <> t.typcollation then (select collname from pg_collation where oid = a.attcollation) end as collation
       from pg_attribute a
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = ${table.oid} and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
  );
  const constraints = await query(
    `select conname as name, pg_get_constraintdef(oid) as definition, contype as kind
       from pg_constraint where conrelid = ${table.oid} and contype in ('p', 'u', 'f', 'c', 'x')
      order by case contype when 'p' then 0 when 'u' then 1 when 'x' then 2 when 'f' then 3 else 4 end, conname`,
  );
  const lines = columns.map((column) => {
    let line = `  ${quote(column.name)} ${column.type}`;
    if (column.collation) line += ` collate ${quote(column.collation)}`;
    if (column.generated === "s") line += ` generated always as (${column.default}) stored`;
    else if (column.identity === "a") line += " generated always as identity";
    else if (column.identity === "d") line += " generated by default as identity";
    else if (column.default !== null) line += ` default ${column.default}`;
    if (column.not_null && !(column.identity && column.identity !== "")) line += " not null";
    return line;
  });
  lines.push(...constraints.map((constraint) => `  constraint ${quote(constraint.name)} ${constraint.definition}`));

  const out = [`-- table ${name}`, `create table ${name} (\n${lines.join(",\n")}\n);`];
  if (table.comment) out.push(`comment on table ${name} is ${literal(table.comment)};`);
  for (const column of columns)
    if (column.comment) out.push(`comment on column ${name}.${quote(column.name)} is ${literal(column.comment)};`);

  const indexes = await query(
    `select pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${table.oid}
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
      order by c.relname`,
  );
  out.push(...indexes.map((index) => `${index.definition};`));

  if (table.rls) out.push(`alter table ${name} enable row level security;`);
  if (table.force_rls) out.push(`alter table ${name} force row level security;`);
  const policies = await query(
    `select p.polname as name, p.polcmd as command, p.polpermissive as permissive,
            array(select case when r = 0 then 'public' else pg_get_userbyid(r) end from unnest(p.polroles) r order by 1) as roles,
            pg_get_expr(p.polqual, p.polrelid) as using, pg_get_expr(p.polwithcheck, p.polrelid) as check
       from pg_policy p where p.polrelid = ${table.oid} order by p.polname`,
  );
  for (const policy of policies) {
    let line = `create policy ${quote(policy.name)} on ${name}`;
    if (!policy.permissive) line += " as restrictive";
    line += ` for ${POLICY_COMMANDS[policy.command]} to ${policy.roles.map(quote).join(", ")}`;
    if (policy.using !== null) line += `\n  using (${policy.using})`;
    if (policy.check !== null) line += `\n  with check (${policy.check})`;
    out.push(`${line};`);
  }

  const triggers = await query(
    `select pg_get_triggerdef(oid) as definition from pg_trigger
      where tgrelid = ${table.oid} and not tgisinternal order by tgname`,
  );
  out.push(...triggers.map((trigger) => `${trigger.definition};`));
  out.push(...(await relationGrants(query, table, `table ${name}`)));
  // Rights on some columns only (`grant update (status) on …`), in the columns' order.
  const columnGrants = await query(
    `select case when g.grantee = 0 then 'public' else pg_get_userbyid(g.grantee) end as grantee,
            g.privilege_type as privilege, g.is_grantable as grantable,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_attribute a, aclexplode(a.attacl) g
      where a.attrelid = ${table.oid} and a.attnum > 0 and not a.attisdropped and a.attacl is not null
      group by 1, 2, 3
      order by 1, 2, 3`,
  );
  for (const grant of columnGrants)
    out.push(
      `grant ${grant.privilege.toLowerCase()} (${grant.columns.map(quote).join(", ")}) on table ${name} to ${quote(grant.grantee)}${grant.grantable ? " with grant option" : ""};`,
    );
  return out;
}
