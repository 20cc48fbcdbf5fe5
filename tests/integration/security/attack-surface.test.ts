/**
 * The whole attack surface an outsider can reach through the API, tried
 * operation by operation: as a visitor (anon) and as a signed-in user who is
 * not staff, select/insert/update/delete on every table in the exposed
 * schema and execute on every function. What each may do is listed here
 * explicitly; a new table or function that is reachable without being added
 * to these lists fails the test, so nothing becomes public by accident.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, createUser, sql } from "../../support/stack";

type Role = "anon" | "authenticated";

/**
 * What a role may read of a table the list names: all rows; the published ones; or some columns
 * of the rows a condition picks. Everything else: no rows, whatever the query.
 */
type Readable = "all" | "published" | { columns: string; where: string };
/** Testimonials: the public columns of those the firm publishes, never the evidence behind them. */
const publishedTestimonials = {
  columns: "id, text, author, about, given_on, source, source_url, incentive, on_home_page, position",
  where: "retired_at is null and (source = 'sample' or (consent_to_publish and checked_at is not null))",
};
const readable: Record<string, Partial<Record<Role, Readable>>> = {
  industries: { anon: "all", authenticated: "all" },
  revenue_ranges: { anon: "all", authenticated: "all" },
  knowledge_categories: { anon: "all", authenticated: "all" },
  knowledge_articles: { anon: "published", authenticated: "published" },
  firm_details: { anon: "all", authenticated: "all" },
  quote_prices: { anon: "all", authenticated: "all" },
  testimonials: { anon: publishedTestimonials, authenticated: publishedTestimonials },
  people: { anon: { columns: "*", where: "shown" }, authenticated: { columns: "*", where: "shown" } },
};

/** Functions either role may execute (a non-staff user gets nothing from the staff ones: RLS applies inside). */
const executable: Record<Role, string[]> = {
  anon: ["get_quote", "record_event"],
  authenticated: [
    "calendar_feed_made_at",
    "check_testimonial",
    "confirm_firm_details",
    "confirm_person",
    "confirm_quote_prices",
    "correct_lead",
    "erase_personal_data",
    "export_personal_data",
    "get_quote",
    "hero_variant_results",
    "list_staff",
    "marketing_audience",
    "record_event",
    "record_marketing_withdrawal",
    "record_staff_access",
    "reorder_categories",
    "request_site_update",
    "restore_public_access",
    "restrict_lead",
    "retire_testimonial",
    "retry_mail",
    "rotate_calendar_feed",
    "save_firm_details",
    "save_person",
    "save_quote_prices",
    "save_testimonial",
    "send_marketing_email",
    "set_staff_name",
    "signup_consent_status",
    "staff_admin_id",
    "staff_testimonials",
    "withdraw_public_access",
  ],
};

/**
 * Writes the database would let each role attempt (a grant, and a policy that could pass). Each is
 * staff-only inside its policy; the tests below show a user without the staff role is refused.
 */
const writable: Record<Role, string[]> = {
  anon: [],
  authenticated: [
    "campaign_engagements:update",
    "contact_requests:update",
    "knowledge_articles:delete",
    "knowledge_articles:insert",
    "knowledge_articles:update",
    "knowledge_categories:delete",
    "knowledge_categories:insert",
    "knowledge_categories:update",
    "lead_activity:insert",
    "quotes:update",
    "staff_members:update",
  ],
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
  await sql(`insert into public.contact_requests (name, email, phone, message, call_back, call_back_time)
             values ('Attack Target', 'target@example.test', '07700 900000', 'Call me', true, 'any')`);
  await sql("select public.record_event('hero_view', 'a', '/')");
  await holdMail();
});

afterAll(() => sql("update public.mail_outbox set next_attempt_at = now() where status = 'pending'"));

/**
 * The mail sender writes to quotes and the outbox in the background (pg_cron, every 30 seconds):
 * hold it off, and let any send under way finish, so that a changed fingerprint means an attack
 * got through.
 */
async function holdMail() {
  await sql("update public.mail_outbox set next_attempt_at = now() + interval '1 hour' where status = 'pending'");
  for (const deadline = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const sending = await sql("select 1 from public.mail_outbox where status = 'sending'");
    if (sending.length === 0) return;
    if (Date.now() > deadline) throw new Error("an e-mail was still being sent after 20 seconds");
  }
}

describe.each<Role>(["anon", "authenticated"])("as %s", (role) => {
  it("reads only the public tables, and only their public rows", async () => {
    for (const table of await exposedTables()) {
      const allowed = readable[table]?.[role];
      const { data, error } = await clients[role]
        .from(table)
        .select(typeof allowed === "object" ? allowed.columns : "*");
      if (!allowed) {
        // Refused outright, or nothing visible.
        if (error) expect(error.code, `${role} select on ${table}`).toBe("42501");
        else expect(data, `${role} sees rows of ${table}`).toEqual([]);
        continue;
      }
      expect(error, `${role} select on ${table}`).toBeNull();
      const where =
        allowed === "published" ? " where published" : typeof allowed === "object" ? ` where ${allowed.where}` : "";
      const [count] = await sql<{ n: string }>(`select count(*) as n from public."${table}"${where}`);
      if (typeof allowed === "object" && allowed.columns !== "*")
        expect((await clients[role].from(table).select("*")).error?.code, `${role} select * on ${table}`).toBe("42501");
      expect(data, `${role} rows of ${table}`).toHaveLength(Number(count!.n));
    }
  });

  it("is granted a write, with a policy to pass, only where the list says", async () => {
    const rows = await sql<{ target: string }>(
      `select c.relname || ':' || lower(command) as target
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         cross join unnest(array['INSERT', 'UPDATE', 'DELETE']) as command
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and c.relname not like '${STACK_FIXTURE}'
          and (case when command = 'DELETE' then has_table_privilege($1, c.oid, command)
                    else has_any_column_privilege($1, c.oid, command) end)
          and (not c.relrowsecurity or exists (
                select 1 from pg_policies p
                 where p.schemaname = 'public' and p.tablename = c.relname and p.permissive = 'PERMISSIVE'
                   and p.cmd in (command, 'ALL') and ($1 = any(p.roles) or 'public' = any(p.roles))))
        order by 1`,
      [role],
    );
    expect(rows.map((row) => row.target)).toEqual(writable[role]);
  });

  it("cannot insert into, update or delete from any table", async () => {
    for (const table of await exposedTables()) {
      const before = await fingerprint(table);
      const [key] = await sql<{ column: string }>(
        `select a.attname as column from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ('public."' || $1 || '"')::regclass and i.indisprimary limit 1`,
        [table],
      );
      // Columns a client may set: a copy of a stored row in them is a valid row in every other respect.
      const settable = (
        await sql<{ column: string }>(
          `select column_name as column from information_schema.columns
            where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and identity_generation is null
            order by ordinal_position`,
          [table],
        )
      ).map((row) => row.column);
      const editable = settable.find((column) => column !== key!.column)!;
      const [stored] = await sql<Record<string, unknown>>(`select * from public."${table}" limit 1`);
      const sample = stored && Object.fromEntries(settable.map((column) => [column, stored[column]]));

      // Refused for lack of privilege, or by row-level security: both are 42501. A constraint error
      // (23502 and the like) would mean the write got past both.
      const insert = await clients[role].from(table).insert(sample ?? {});
      expect(insert.error?.code, `${role} insert into ${table}`).toBe("42501");

      const update = await clients[role]
        .from(table)
        .update({ [editable]: sample?.[editable] ?? null })
        .not(key!.column, "is", null)
        .select();
      if (update.error) expect(update.error.code, `${role} update of ${table}`).toBe("42501");
      else expect(update.data, `${role} updated rows of ${table}`).toEqual([]);

      const remove = await clients[role].from(table).delete().not(key!.column, "is", null).select();
      if (remove.error) expect(remove.error.code, `${role} delete from ${table}`).toBe("42501");
      else expect(remove.data, `${role} deleted rows of ${table}`).toEqual([]);

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
      // Refused as a schema the API does not serve, whatever tables it holds.
      expect(error?.code, `${role} reached ${schema}`).toBe("PGRST106");
    }
  });
});
