/**
 * The whole attack surface an outsider can reach through the API, tried
 * operation by operation: as a visitor (anon) and as a signed-in user who is
 * not staff, select/insert/update/delete on every table in the exposed
 * schema and execute on every function. What each may do is listed here
 * explicitly; a new table or function that is reachable without being added
 * to these lists fails the test, so nothing becomes public by accident.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql } from "../../support/stack";

type Role = "anon" | "authenticated";

/** Tables either role may read, and which rows. Everything else: no rows, whatever the query. */
const readable: Record<string, Partial<Record<Role, "all" | "published">>> = {
  industries: { anon: "all", authenticated: "all" },
  revenue_ranges: { anon: "all", authenticated: "all" },
  knowledge_categories: { anon: "all", authenticated: "all" },
  knowledge_articles: { anon: "published", authenticated: "published" },
};

/** Functions either role may execute (a non-staff user gets nothing from the staff ones: RLS applies inside). */
const executable: Record<Role, string[]> = {
  anon: ["get_quote", "record_event"],
  authenticated: ["get_quote", "hero_variant_results", "record_event"],
};

/** The local stack's own tests add `stack_test_*` fixtures to the same database; they are not part of the product. */
const STACK_FIXTURE = "stack\\_test\\_%";

const exposedTables = async () =>
  (
    await sql<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename not like '${STACK_FIXTURE}' order by 1`,
    )
  ).map((row) => row.name);

const fingerprint = async (table: string) =>
  (
    await sql<{ md5: string | null; n: string }>(
      `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as md5, count(*) as n from public."${table}" t`,
    )
  )[0]!;

let clients: Record<Role, SupabaseClient>;

beforeAll(async () => {
  clients = { anon: anonClient(), authenticated: (await createUser()).client };
  // Make sure every table has a row to protect, including personal data and drafts.
  await sql(`insert into public.quotes (contact_first_name, contact_last_name, contact_email, industry, revenue_range, package_type)
             values ('Attack', 'Target', 'target@example.test', 'Retail', 'Under £50,000', 'Awareness')`);
  await sql("select public.record_event('hero_view', 'a', '/')");
});

describe.each<Role>(["anon", "authenticated"])("as %s", (role) => {
  it("reads only the public tables, and only their public rows", async () => {
    for (const table of await exposedTables()) {
      const { data, error } = await clients[role].from(table).select("*");
      const allowed = readable[table]?.[role];
      if (!allowed) {
        // Refused outright, or nothing visible.
        if (error) expect(error.code, `${role} select on ${table}`).toBe("42501");
        else expect(data, `${role} sees rows of ${table}`).toEqual([]);
        continue;
      }
      expect(error, `${role} select on ${table}`).toBeNull();
      const [count] = await sql<{ n: string }>(
        `select count(*) as n from public."${table}"${allowed === "published" ? " where published" : ""}`,
      );
      expect(data, `${role} rows of ${table}`).toHaveLength(Number(count!.n));
    }
  });

  it("cannot insert into, update or delete from any table", async () => {
    for (const table of await exposedTables()) {
      const before = await fingerprint(table);
      const insert = await clients[role].from(table).insert({});
      expect(insert.error, `${role} insert into ${table}`).not.toBeNull();
      await clients[role].from(table).update({ id: null }).not("id", "is", null);
      await clients[role].from(table).delete().not("id", "is", null);
      expect(await fingerprint(table), `${table} changed after ${role}'s attempts`).toEqual(before);
    }
  });

  it("can execute exactly the functions on the list", async () => {
    const rows = await sql<{ name: string }>(
      `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname not like '${STACK_FIXTURE}' and has_function_privilege($1, p.oid, 'execute') order by 1`,
      [role],
    );
    expect(rows.map((row) => row.name)).toEqual(executable[role]);
  });

  it("gets no staff data from the staff functions", async () => {
    if (role === "anon") {
      expect((await clients.anon.rpc("hero_variant_results")).error?.code).toBe("42501");
      return;
    }
    const { data } = await clients.authenticated.rpc("hero_variant_results");
    expect(data).toEqual([
      { variant: "a", views: 0, quotes: 0, conversion_rate: 0 },
      { variant: "b", views: 0, quotes: 0, conversion_rate: 0 },
    ]);
  });

  it("cannot reach the private or auth schemas", async () => {
    for (const schema of ["private", "auth", "storage", "supabase_migrations"]) {
      const { error } = await (clients[role] as SupabaseClient<never, string>)
        .schema(schema as never)
        .from("users" as never)
        .select("*");
      expect(error, `${role} reached ${schema}`).not.toBeNull();
    }
  });
});
