-- What the privacy notice promises, done by the database: everything held about one person as one
-- document (subject access), erasure of it, an audit trail of both that names the person only by a
-- keyed hash, and retention at the notice's periods, run daily.

-- The key of the audit trail's hashes: made here, never leaves the database, readable by no API role.
create table private.audit_key (
  id boolean primary key default true check (id),
  key bytea not null default extensions.gen_random_bytes(32)
);
insert into private.audit_key default values;
alter table private.audit_key enable row level security;
revoke all on private.audit_key from public, anon, authenticated, service_role;

create or replace function private.subject_hash(email text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(lower(btrim(email)), 'UTF8'), (select key from private.audit_key), 'sha256'), 'hex')
$$;

revoke all on function private.subject_hash(text) from public, anon, authenticated, service_role;

-- Who looked at, exported or erased whose personal data, and when. Rows come from the functions below.
create table public.personal_data_audit (
  id uuid primary key default gen_random_uuid(),
  action text not null check (action in ('export', 'erase')),
  subject_hash text not null check (length(subject_hash) = 64),
  counts jsonb not null default '{}',
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text check (length(actor_email) <= 254),
  created_at timestamptz not null default now()
);

create index personal_data_audit_created_idx on public.personal_data_audit (created_at desc);
create index personal_data_audit_actor_idx on public.personal_data_audit (actor_id);

alter table public.personal_data_audit enable row level security;
revoke all on public.personal_data_audit from anon, authenticated;
grant select on public.personal_data_audit to authenticated;
create policy "Staff can read the personal data audit" on public.personal_data_audit for select to authenticated
  using ((select private.is_staff()));

create or replace function private.audit_personal_data(audit_action text, email text, audit_counts jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.personal_data_audit (action, subject_hash, counts, actor_id, actor_email)
  values (audit_action, private.subject_hash(email), audit_counts, (select auth.uid()), (select auth.jwt()) ->> 'email')
$$;

revoke all on function private.audit_personal_data(text, text, jsonb) from public, anon, authenticated, service_role;

create or replace function private.require_staff(action text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can %', action using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.require_staff(text) from public, anon, authenticated, service_role;

create or replace function private.valid_subject(email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if email is null or length(btrim(email)) not between 3 and 254 or btrim(email) !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Give the e-mail address of the person' using errcode = '22023';
  end if;
  return lower(btrim(email));
end;
$$;

revoke all on function private.valid_subject(text) from public, anon, authenticated, service_role;

-- Everything held about the person with this e-mail address (in any case), as one document.
create or replace function public.export_personal_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject text;
  quote_ids uuid[];
  engagement_ids uuid[];
  document jsonb;
begin
  perform private.require_staff('export personal data');
  subject := private.valid_subject(p_email);
  select coalesce(array_agg(q.id), '{}') into quote_ids from public.quotes q where lower(q.contact_email) = subject;
  select coalesce(array_agg(e.id), '{}') into engagement_ids
  from public.campaign_engagements e where lower(e.email) = subject;

  document := jsonb_build_object(
    'email', subject,
    'exported_at', now(),
    'quotes', coalesce((select jsonb_agg(to_jsonb(q) order by q.created_at) from public.quotes q
                        where q.id = any(quote_ids)), '[]'),
    'ebook_signups', coalesce((select jsonb_agg(to_jsonb(e) order by e.created_at) from public.campaign_engagements e
                               where e.id = any(engagement_ids)), '[]'),
    'notes_and_changes', coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at) from public.lead_activity a
                                   where a.quote_id = any(quote_ids) or a.engagement_id = any(engagement_ids)), '[]'),
    'emails', coalesce((select jsonb_agg(jsonb_build_object(
                          'kind', m.kind, 'status', m.status, 'created_at', m.created_at, 'sent_at', m.sent_at,
                          'attempts', m.attempts, 'quote_id', m.quote_id, 'engagement_id', m.engagement_id)
                          order by m.created_at)
                        from public.mail_outbox m
                        where m.quote_id = any(quote_ids) or m.engagement_id = any(engagement_ids)), '[]'),
    -- The headline test's events carry no identifier, so none can be linked to a person.
    'analytics', '[]'::jsonb
  );
  perform private.audit_personal_data('export', subject, jsonb_build_object(
    'quotes', cardinality(quote_ids), 'ebook_signups', cardinality(engagement_ids)));
  return document;
end;
$$;

revoke all on function public.export_personal_data(text) from public, anon;
grant execute on function public.export_personal_data(text) to authenticated;
comment on function public.export_personal_data(text) is
  'Subject access: everything held about one person, for staff to download. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff may not read the outbox''s '
  'internals or write the audit trail themselves, so the function runs as its owner; it refuses anyone who is not '
  'staff (42501) and records every export in public.personal_data_audit.';

-- Erasure: deletes every row holding the person's data, removes the address from notes about other
-- leads, and records the erasure by a keyed hash of the address. Returns the counts per table.
create or replace function public.erase_personal_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject text;
  counts jsonb;
  quotes_erased integer;
  signups_erased integer;
  activity_erased integer;
  mail_erased integer;
  notes_redacted integer;
  attempts_erased integer;
begin
  perform private.require_staff('erase personal data');
  subject := private.valid_subject(p_email);

  select count(*) into activity_erased from public.lead_activity a
  where a.quote_id in (select id from public.quotes where lower(contact_email) = subject)
     or a.engagement_id in (select id from public.campaign_engagements where lower(email) = subject);
  select count(*) into mail_erased from public.mail_outbox m
  where m.quote_id in (select id from public.quotes where lower(contact_email) = subject)
     or m.engagement_id in (select id from public.campaign_engagements where lower(email) = subject);
  -- Their notes, changes and e-mails go with them (on delete cascade).
  delete from public.quotes where lower(contact_email) = subject;
  get diagnostics quotes_erased = row_count;
  delete from public.campaign_engagements where lower(email) = subject;
  get diagnostics signups_erased = row_count;

  -- A note about someone else's lead that mentions the address keeps its sense, not the address.
  update public.lead_activity
  set body = regexp_replace(body, regexp_replace(subject, '([.\\+*?^$(){}|\[\]])', '\\\1', 'g'), '[erased]', 'gi')
  where kind = 'note' and strpos(lower(body), subject) > 0;
  get diagnostics notes_redacted = row_count;

  -- Rate-limit rows are keyed by a hash of the scope and the address (supabase/functions/_shared/rate-limit.ts).
  delete from public.submission_attempts
  where (scope, key_hash) in (
    select s, encode(extensions.digest(s || ':' || subject, 'sha256'), 'hex')
    from unnest(array['quote:email', 'playbook:email']) as s
  );
  get diagnostics attempts_erased = row_count;

  counts := jsonb_build_object(
    'quotes', quotes_erased,
    'ebook_signups', signups_erased,
    'notes_and_changes', activity_erased,
    'emails', mail_erased,
    'notes_redacted', notes_redacted,
    'submission_attempts', attempts_erased
  );
  perform private.audit_personal_data('erase', subject, counts);
  return counts;
end;
$$;

revoke all on function public.erase_personal_data(text) from public, anon;
grant execute on function public.erase_personal_data(text) to authenticated;
comment on function public.erase_personal_data(text) is
  'Erasure on request: every row holding one person''s data, deleted or redacted. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff may not delete leads, '
  'e-mails or rate-limit rows themselves, so the function runs as its owner; it refuses anyone who is not staff '
  '(42501) and records every erasure in public.personal_data_audit by a keyed hash of the address.';

-- Retention, at the privacy notice's periods (supabase/functions/_shared/retention.ts, which the
-- notice's page reads; the integration tests hold this table to it).
create table private.retention_periods (
  data text primary key check (data in ('quotes', 'ebook_signups', 'analytics_events', 'personal_data_audit')),
  months integer not null check (months between 1 and 120)
);
insert into private.retention_periods (data, months) values
  ('quotes', 24), ('ebook_signups', 24), ('analytics_events', 24), ('personal_data_audit', 72);
alter table private.retention_periods enable row level security;
revoke all on private.retention_periods from public, anon, authenticated, service_role;

create or replace function private.retention_cutoff(retained text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() - make_interval(months => (select months from private.retention_periods where data = retained))
$$;

-- Deletes what has been kept its full period: quote requests that did not become clients (a won
-- quote is part of the client's file), sign-ups two years after the person's last interaction,
-- headline events, and the audit trail itself after six years. Returns the counts.
create or replace function private.apply_retention()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  quotes_deleted integer;
  signups_deleted integer;
  events_deleted integer;
  audit_deleted integer;
begin
  delete from public.quotes
  where created_at < private.retention_cutoff('quotes') and status <> 'won';
  get diagnostics quotes_deleted = row_count;
  delete from public.campaign_engagements
  where greatest(created_at, consented_at, coalesce(downloaded_at, created_at)) < private.retention_cutoff('ebook_signups')
    and status <> 'won';
  get diagnostics signups_deleted = row_count;
  delete from public.analytics_events where created_at < private.retention_cutoff('analytics_events');
  get diagnostics events_deleted = row_count;
  delete from public.personal_data_audit where created_at < private.retention_cutoff('personal_data_audit');
  get diagnostics audit_deleted = row_count;
  return jsonb_build_object('quotes', quotes_deleted, 'ebook_signups', signups_deleted,
                            'analytics_events', events_deleted, 'personal_data_audit', audit_deleted);
end;
$$;

revoke all on function private.apply_retention() from public, anon, authenticated, service_role;
revoke all on function private.retention_cutoff(text) from public, anon, authenticated, service_role;

-- Daily at 03:15 UTC, where pg_cron is installed (hosted projects, and the local stack's scheduler).
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('apply-retention', '15 3 * * *', 'select private.apply_retention()');
  end if;
end;
$$;
