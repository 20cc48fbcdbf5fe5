/**
 * Every privilege the API roles hold on the site's tables and functions, read
 * from the catalogue and compared with the list below, which says why each is
 * there. The database starts as a hosted project created today does (no
 * automatic grants on new tables in public, supabase/local/db/bootstrap.sql),
 * so a privilege the migrations do not grant is not here, and one they grant
 * without it being listed fails the test.
 */
import { describe, expect, it } from "vitest";
import { sql } from "../../support/stack";

type Privilege = "select" | "insert" | "update" | "delete";
type ApiRole = "anon" | "authenticated" | "service_role";

const tables: Record<string, Record<ApiRole, Privilege[]>> = {
  // The quote form's lookups, and the price table, public since the prices by band are (decision 021):
  // changed and confirmed by admins through save_quote_prices and confirm_quote_prices.
  industries: { anon: ["select"], authenticated: ["select"], service_role: ["select"] },
  revenue_ranges: { anon: ["select"], authenticated: ["select"], service_role: ["select"] },
  quote_prices: { anon: ["select"], authenticated: ["select"], service_role: ["select"] },
  // Leads: stored and confirmed by the functions, read by staff (policies).
  quotes: { anon: [], authenticated: ["select"], service_role: ["select", "insert", "update"] },
  campaign_engagements: { anon: [], authenticated: ["select"], service_role: ["select", "insert", "update"] },
  contact_requests: { anon: [], authenticated: ["select"], service_role: ["select", "insert", "update"] },
  submission_attempts: { anon: [], authenticated: [], service_role: ["select", "insert", "delete"] },
  analytics_events: { anon: [], authenticated: ["select"], service_role: [] },
  // Every e-mail about a lead: queued by triggers, sent and settled by the functions, read by staff (policy).
  mail_outbox: { anon: [], authenticated: ["select"], service_role: ["select", "update"] },
  // Each consent given or withdrawn: written by record_campaign_signup, read by staff (policy).
  consent_records: { anon: [], authenticated: ["select"], service_role: [] },
  // Who exported or erased whose data: written by the two functions, read by staff (policy).
  personal_data_audit: { anon: [], authenticated: ["select"], service_role: [] },
  // What staff did with each lead: written by triggers, notes added by staff (column grants below).
  lead_activity: { anon: [], authenticated: ["select"], service_role: [] },
  // Addresses unsubscribed from marketing, as keyed hashes: written by unsubscribe_signup, read by staff.
  marketing_suppressions: { anon: [], authenticated: ["select"], service_role: [] },
  // The tax tips e-mails staff send: written by send_marketing_email, read by staff and by deliver-mail.
  marketing_emails: { anon: [], authenticated: ["select"], service_role: ["select"] },
  // Who opened and exported leads: written by record_staff_access, read by staff (policy).
  staff_access_log: { anon: [], authenticated: ["select"], service_role: [] },
  // The public site's rebuilds: asked for by triggers, the hook called and the outcome settled by
  // the update-public-site function (column grants below), read by staff (policy).
  site_updates: { anon: [], authenticated: ["select"], service_role: ["select"] },
  // The firm's details: read by anyone, changed and confirmed by admins through save_firm_details and
  // confirm_firm_details, which run as their owner (decision 021).
  firm_details: { anon: ["select"], authenticated: ["select"], service_role: ["select"] },
  // Testimonials with their evidence: visitors read the published ones' public columns (column grants
  // below), staff every one through staff_testimonials; written only through save_, check_ and
  // retire_testimonial.
  testimonials: { anon: [], authenticated: [], service_role: ["select"] },
  // The firm's people: read by anyone (the shown ones; staff every one, policies), written only
  // through save_person and confirm_person.
  people: { anon: ["select"], authenticated: ["select"], service_role: ["select"] },
  // What changed in the firm's content, by whom: written by triggers, read by staff (policy).
  content_changes: { anon: [], authenticated: ["select"], service_role: ["select"] },
  // Each saved version of an article: written by a trigger, read by staff (policy).
  article_revisions: { anon: [], authenticated: ["select"], service_role: [] },
  // Who is on the staff, and as what: read by staff, roles changed by admins (column grant below and
  // policy), members added and removed by the manage-staff function.
  staff_members: {
    anon: [],
    authenticated: ["select"],
    service_role: ["select", "insert", "update", "delete"],
  },
  // The knowledge base: everyone reads (published articles, by policy); staff write (by policy).
  knowledge_categories: {
    anon: ["select"],
    authenticated: ["select", "insert", "update", "delete"],
    service_role: [],
  },
  knowledge_articles: {
    anon: ["select"],
    authenticated: ["select", "insert", "update", "delete"],
    service_role: [],
  },
};

// Privileges on some columns only, where the role holds none on the whole table: staff work a lead
// (status, owner, follow-up) of a quote, a sign-up or a contact request and add notes, and nothing
// else (policies say who is staff).
const columnPrivileges = [
  "anon select testimonials.about",
  "anon select testimonials.author",
  "anon select testimonials.given_on",
  "anon select testimonials.id",
  "anon select testimonials.incentive",
  "anon select testimonials.on_home_page",
  "anon select testimonials.position",
  "anon select testimonials.source",
  "anon select testimonials.source_url",
  "anon select testimonials.text",
  "authenticated insert lead_activity.body",
  "authenticated insert lead_activity.contact_request_id",
  "authenticated insert lead_activity.engagement_id",
  "authenticated insert lead_activity.kind",
  "authenticated insert lead_activity.quote_id",
  "authenticated select testimonials.about",
  "authenticated select testimonials.author",
  "authenticated select testimonials.given_on",
  "authenticated select testimonials.id",
  "authenticated select testimonials.incentive",
  "authenticated select testimonials.on_home_page",
  "authenticated select testimonials.position",
  "authenticated select testimonials.source",
  "authenticated select testimonials.source_url",
  "authenticated select testimonials.text",
  "authenticated update campaign_engagements.follow_up_on",
  "authenticated update campaign_engagements.owner_id",
  "authenticated update campaign_engagements.status",
  "authenticated update contact_requests.follow_up_on",
  "authenticated update contact_requests.owner_id",
  "authenticated update contact_requests.status",
  "authenticated update quotes.follow_up_on",
  "authenticated update quotes.owner_id",
  "authenticated update quotes.status",
  "authenticated update staff_members.role",
  "service_role update site_updates.failed_at",
  "service_role update site_updates.failure",
  "service_role update site_updates.hook_status",
  "service_role update site_updates.live_at",
];

const functions: Record<string, ApiRole[]> = {
  "list_staff()": ["authenticated"],
  "export_personal_data(text)": ["authenticated"],
  "erase_personal_data(text)": ["authenticated"],
  "get_quote(uuid)": ["anon", "authenticated"],
  "record_event(text, text, text, boolean)": ["anon", "authenticated"],
  "hero_variant_results(date, date)": ["authenticated"],
  "take_submission_slots(jsonb)": ["service_role"],
  "claim_mail(uuid[], integer)": ["service_role"],
  "finish_mail(uuid, text)": ["service_role"],
  "retry_mail(uuid)": ["authenticated"],
  "public_access_withheld(text)": ["service_role"],
  "withdraw_public_access(text, text)": ["authenticated"],
  "restore_public_access(text)": ["authenticated"],
  "record_campaign_signup(text, text, text, text, text, text, text)": ["service_role"],
  "record_campaign_download(text, text, text)": ["service_role"],
  "signup_download_token(uuid)": ["service_role"],
  "ensure_public_read(text)": ["service_role"],
  "staff_admin_id()": ["authenticated"],
  "end_sessions_of(uuid)": ["service_role"],
  "reorder_categories(uuid[])": ["authenticated"],
  "record_staff_access(text, uuid, integer)": ["authenticated"],
  "request_site_update()": ["authenticated"],
  "claim_site_update()": ["service_role"],
  "signup_link_tokens(uuid)": ["service_role"],
  "may_send_marketing(text)": ["service_role"],
  "confirm_signup(uuid, text, text)": ["service_role"],
  "unsubscribe_signup(text, text, text)": ["service_role"],
  "marketing_audience()": ["authenticated"],
  "send_marketing_email(text, text)": ["authenticated"],
  "signup_consent_status()": ["authenticated"],
  "record_marketing_withdrawal(text)": ["authenticated"],
  "record_mail_event(text, text)": ["service_role"],
  "correct_lead(text, uuid, jsonb)": ["authenticated"],
  "restrict_lead(text, uuid, boolean)": ["authenticated"],
  "set_staff_name(uuid, text)": ["authenticated"],
  "save_firm_details(jsonb)": ["authenticated"],
  "confirm_firm_details(text[])": ["authenticated"],
  "save_quote_prices(jsonb)": ["authenticated"],
  "confirm_quote_prices()": ["authenticated"],
  "save_testimonial(uuid, jsonb)": ["authenticated"],
  "check_testimonial(uuid)": ["authenticated"],
  "retire_testimonial(uuid)": ["authenticated"],
  "staff_testimonials()": ["authenticated"],
  "save_person(uuid, jsonb)": ["authenticated"],
  "confirm_person(uuid)": ["authenticated"],
  "withhold_mail(uuid, text)": ["service_role"],
  // Calendar feeds: a member who works leads makes their link and sees when; the calendar-feed
  // function reads a member's entries by the link's token.
  "rotate_calendar_feed()": ["authenticated"],
  "calendar_feed_made_at()": ["authenticated"],
  "calendar_feed(text)": ["service_role"],
};

const roles: ApiRole[] = ["anon", "authenticated", "service_role"];

describe("the API roles' privileges", () => {
  it("are exactly those listed, on every table in public", async () => {
    const rows = await sql<{ table_name: string }>(
      "select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and c.relname not like 'stack\\_test\\_%' order by 1",
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual(Object.keys(tables).sort());
    for (const [table, expected] of Object.entries(tables)) {
      for (const role of roles) {
        const [held] = await sql<Record<Privilege, boolean>>(
          `select has_table_privilege($1, $2, 'select') as select, has_table_privilege($1, $2, 'insert') as insert,
                  has_table_privilege($1, $2, 'update') as update, has_table_privilege($1, $2, 'delete') as delete`,
          [role, `public.${table}`],
        );
        const actual = (["select", "insert", "update", "delete"] as const).filter((privilege) => held?.[privilege]);
        expect(actual, `${role} on public.${table}`).toEqual(expected[role]);
      }
    }
  });

  it("hold column privileges exactly where listed", async () => {
    const rows = await sql<{ privilege: string }>(
      `select c.grantee || ' ' || lower(c.privilege_type) || ' ' || c.table_name || '.' || c.column_name as privilege
       from information_schema.column_privileges c
       where c.table_schema = 'public' and c.grantee in ('anon', 'authenticated', 'service_role')
         and c.table_name not like 'stack\\_test\\_%'
         and not has_table_privilege(c.grantee, 'public.' || quote_ident(c.table_name), c.privilege_type)
       order by 1`,
    );
    expect(rows.map((row) => row.privilege)).toEqual(columnPrivileges);
  });

  it("hold nothing that truncates, references or triggers", async () => {
    const rows = await sql<{ grantee: string; table_name: string; privilege_type: string }>(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated', 'service_role')
         and privilege_type not in ('SELECT', 'INSERT', 'UPDATE', 'DELETE') and table_name not like 'stack\\_test\\_%'`,
    );
    expect(rows).toEqual([]);
  });

  it("execute exactly the functions listed, each for the roles that call it", async () => {
    const rows = await sql<{ signature: string }>(
      `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname not like 'stack\\_test\\_%'`,
    );
    const normalise = (signature: string) =>
      signature
        .replace(/\b[a-z_]+ (?=(uuid\[\]|uuid|text|integer|interval|jsonb|boolean|date)\b)/g, "")
        .replace(/\s+/g, " ");
    expect(rows.map((row) => normalise(row.signature)).sort()).toEqual(Object.keys(functions).sort());
    for (const [signature, allowed] of Object.entries(functions)) {
      for (const role of roles) {
        const [row] = await sql<{ allowed: boolean }>("select has_function_privilege($1, $2, 'execute') as allowed", [
          role,
          `public.${signature}`,
        ]);
        expect(row?.allowed, `${role} executes public.${signature}`).toBe(allowed.includes(role));
      }
    }
  });
});
