-- Contact requests: the contact page's form (name, e-mail, an optional phone number, a message, and
-- whether and when the person would like a call back). A lead like a quote: stored only by the
-- submit-contact function (service role), with the person's confirmation and the firm's notice
-- queued in the same transaction (the outbox); worked by staff through the same status, owner,
-- follow-up and notes (public.lead_activity); covered by subject access, erasure and retention.
-- Visitors and signed-in users who are not staff have no access at all.

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 100),
  email text not null check (length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (length(phone) between 1 and 25),
  message text not null check (length(message) between 1 and 2000),
  -- A call back asked for, and when suits (supabase/functions/_shared/schemas/contact-request.ts).
  call_back boolean not null default false,
  call_back_time text check (call_back_time in ('morning', 'afternoon', 'late_afternoon', 'any')),
  created_at timestamptz not null default now(),
  confirmation_sent_at timestamptz,
  status text not null default 'new'
    check (status in ('new', 'contacted', 'proposal_sent', 'won', 'lost', 'spam')),
  owner_id uuid references auth.users (id) on delete set null,
  follow_up_on date,
  worked_at timestamptz,
  worked_by_email text check (length(worked_by_email) <= 254),
  -- A call back needs a number to ring and a time; without one, neither is kept.
  check (call_back = (call_back_time is not null)),
  check (not call_back or phone is not null)
);

create index contact_requests_created_at_idx on public.contact_requests (created_at desc);
create index contact_requests_email_idx on public.contact_requests (lower(email));
create index contact_requests_new_idx on public.contact_requests (created_at) where status = 'new';
create index contact_requests_owner_idx on public.contact_requests (owner_id);

alter table public.contact_requests enable row level security;
revoke all on public.contact_requests from anon, authenticated, service_role;
grant select on public.contact_requests to authenticated;
-- Staff work the lead: these three fields only (the trigger below stamps and records each change).
grant update (status, owner_id, follow_up_on) on public.contact_requests to authenticated;
-- submit-contact stores the request; deliver-mail reads it to write the e-mails and stamps the confirmation.
grant select, insert, update on public.contact_requests to service_role;

create policy "Staff can read contact requests" on public.contact_requests for select to authenticated
  using ((select private.is_staff()));
create policy "Staff can work contact requests" on public.contact_requests for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));

-- Rate limits: per e-mail address and per client address, as the other forms.
alter table public.submission_attempts drop constraint submission_attempts_scope_check;
alter table public.submission_attempts add constraint submission_attempts_scope_check
  check (scope in ('quote:email', 'quote:client', 'playbook:email', 'playbook:client', 'contact:email', 'contact:client'));

-- Notes and changes: a row belongs to exactly one lead, of whichever kind.
alter table public.lead_activity
  add column contact_request_id uuid references public.contact_requests (id) on delete cascade;
alter table public.lead_activity drop constraint lead_activity_check;
alter table public.lead_activity add constraint lead_activity_one_lead_check
  check (num_nonnulls(quote_id, engagement_id, contact_request_id) = 1);
create index lead_activity_contact_request_idx on public.lead_activity (contact_request_id, created_at);
grant insert (contact_request_id) on public.lead_activity to authenticated;

-- As 20261125100000_lead_work.sql, for the three kinds of lead.
create or replace function private.record_lead_work()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  quote uuid := case when tg_table_name = 'quotes' then new.id end;
  engagement uuid := case when tg_table_name = 'campaign_engagements' then new.id end;
  contact uuid := case when tg_table_name = 'contact_requests' then new.id end;
  owner_email text;
  previous_owner_email text;
begin
  if new.owner_id is not null and new.owner_id is distinct from old.owner_id
     and not private.is_staff_member(new.owner_id) then
    raise exception 'A lead''s owner must be a member of staff' using errcode = '23514';
  end if;
  new.worked_at := now();
  new.worked_by_email := (select auth.jwt()) ->> 'email';
  if new.status is distinct from old.status then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'status', new.status, old.status);
  end if;
  if new.owner_id is distinct from old.owner_id then
    select email into owner_email from auth.users where id = new.owner_id;
    select email into previous_owner_email from auth.users where id = old.owner_id;
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'owner', owner_email, previous_owner_email);
  end if;
  if new.follow_up_on is distinct from old.follow_up_on then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'follow_up', new.follow_up_on::text, old.follow_up_on::text);
  end if;
  return new;
end;
$$;

create trigger contact_requests_record_work before update on public.contact_requests
  for each row
  when (old.status is distinct from new.status or old.owner_id is distinct from new.owner_id
        or old.follow_up_on is distinct from new.follow_up_on)
  execute function private.record_lead_work();

-- The outbox: the person's confirmation and the firm's notice, queued with the request.
alter table public.mail_outbox
  add column contact_request_id uuid references public.contact_requests (id) on delete cascade;
create index mail_outbox_contact_request_idx on public.mail_outbox (contact_request_id)
  where contact_request_id is not null;
alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('quote_confirmation', 'quote_to_firm', 'signup_to_firm', 'signup_confirmation', 'marketing',
                  'contact_confirmation', 'contact_to_firm'));
alter table public.mail_outbox add constraint mail_outbox_contact_request_check
  check ((contact_request_id is not null) = (kind in ('contact_confirmation', 'contact_to_firm')));
drop index public.mail_outbox_one_per_lead;
create unique index mail_outbox_one_per_lead on public.mail_outbox (kind, coalesce(quote_id, engagement_id, contact_request_id))
  where kind not in ('signup_confirmation', 'marketing');

create or replace function private.queue_contact_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.mail_outbox (kind, contact_request_id)
  values ('contact_confirmation', new.id), ('contact_to_firm', new.id);
  return null;
end;
$$;

revoke all on function private.queue_contact_mail() from public;

create trigger contact_requests_queue_mail after insert on public.contact_requests
  for each row execute function private.queue_contact_mail();

-- As 20261124100100_mail_outbox.sql, stamping a contact request's confirmation as a quote's.
create or replace function public.finish_mail(message_id uuid, failure text default null)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  message public.mail_outbox;
begin
  select * into message from public.mail_outbox where id = message_id and status = 'sending' for update;
  if not found then
    return null;
  end if;
  if failure is null then
    update public.mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null
    where id = message_id;
    if message.kind = 'quote_confirmation' then
      update public.quotes set confirmation_sent_at = now() where id = message.quote_id;
    elsif message.kind = 'contact_confirmation' then
      update public.contact_requests set confirmation_sent_at = now() where id = message.contact_request_id;
    end if;
    return 'sent';
  end if;
  if now() >= message.created_at + interval '24 hours' then
    update public.mail_outbox set status = 'failed', locked_until = null, last_error = left(failure, 1000)
    where id = message_id;
    return 'failed';
  end if;
  update public.mail_outbox
  set status = 'pending', locked_until = null, last_error = left(failure, 1000),
      next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(message.attempts - 1, 0)), interval '2 hours')
  where id = message_id;
  return 'pending';
end;
$$;

-- Who opened a contact request in the staff area, as for quotes and sign-ups.
alter table public.staff_access_log
  add column contact_request_id uuid references public.contact_requests (id) on delete set null;
create index staff_access_log_contact_request_idx on public.staff_access_log (contact_request_id);
alter table public.staff_access_log drop constraint staff_access_log_action_check;
alter table public.staff_access_log add constraint staff_access_log_action_check
  check (action in ('opened_leads', 'opened_quote', 'opened_signup', 'opened_contact',
                    'exported_quotes', 'exported_signups', 'exported_contacts'));

create or replace function public.record_staff_access(p_action text, p_lead_id uuid default null, p_rows integer default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can record access to leads' using errcode = '42501';
  end if;
  if p_action is null
     or p_action not in ('opened_leads', 'opened_quote', 'opened_signup', 'opened_contact',
                         'exported_quotes', 'exported_signups', 'exported_contacts')
     or (p_action = 'opened_quote') <> exists (select 1 from public.quotes q where q.id = p_lead_id)
     or (p_action = 'opened_signup') <> exists (select 1 from public.campaign_engagements e where e.id = p_lead_id)
     or (p_action = 'opened_contact') <> exists (select 1 from public.contact_requests c where c.id = p_lead_id)
     or (p_action in ('opened_quote', 'opened_signup', 'opened_contact')) <> (p_lead_id is not null)
     or (p_rows is not null and p_rows not between 0 and 1000000) then
    raise exception 'Not an access the log records' using errcode = '22023';
  end if;
  insert into public.staff_access_log (action, quote_id, engagement_id, contact_request_id, row_count, actor_id, actor_email)
  values (
    p_action,
    case when p_action = 'opened_quote' then p_lead_id end,
    case when p_action = 'opened_signup' then p_lead_id end,
    case when p_action = 'opened_contact' then p_lead_id end,
    p_rows,
    (select auth.uid()),
    (select auth.jwt()) ->> 'email'
  );
end;
$$;

-- Subject access (as 20261126110000, plus the person's contact requests and their notes and e-mails).
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
  contact_ids uuid[];
  document jsonb;
begin
  perform private.require_staff('export personal data');
  subject := private.valid_subject(p_email);
  select coalesce(array_agg(q.id), '{}') into quote_ids from public.quotes q where lower(q.contact_email) = subject;
  select coalesce(array_agg(e.id), '{}') into engagement_ids
  from public.campaign_engagements e where lower(e.email) = subject;
  select coalesce(array_agg(c.id), '{}') into contact_ids from public.contact_requests c where lower(c.email) = subject;

  document := jsonb_build_object(
    'email', subject,
    'exported_at', now(),
    'quotes', coalesce((select jsonb_agg(to_jsonb(q) order by q.created_at) from public.quotes q
                        where q.id = any(quote_ids)), '[]'),
    'contact_requests', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at) from public.contact_requests c
                                  where c.id = any(contact_ids)), '[]'),
    'ebook_signups', coalesce((select jsonb_agg(to_jsonb(e) order by e.created_at) from public.campaign_engagements e
                               where e.id = any(engagement_ids)), '[]'),
    'consent_history', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at) from public.consent_records c
                                 where c.engagement_id = any(engagement_ids)), '[]'),
    'notes_and_changes', coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at) from public.lead_activity a
                                   where a.quote_id = any(quote_ids) or a.engagement_id = any(engagement_ids)
                                      or a.contact_request_id = any(contact_ids)), '[]'),
    'emails', coalesce((select jsonb_agg(jsonb_build_object(
                          'kind', m.kind, 'status', m.status, 'created_at', m.created_at, 'sent_at', m.sent_at,
                          'attempts', m.attempts, 'quote_id', m.quote_id, 'engagement_id', m.engagement_id,
                          'contact_request_id', m.contact_request_id)
                          order by m.created_at)
                        from public.mail_outbox m
                        where m.quote_id = any(quote_ids) or m.engagement_id = any(engagement_ids)
                           or m.contact_request_id = any(contact_ids)), '[]'),
    -- On the suppression list (as a keyed hash of the address, matched here).
    'unsubscribed_from_marketing', exists (select 1 from public.marketing_suppressions s
                                           where s.subject_hash = private.subject_hash(subject)),
    -- The headline test's events carry no identifier, so none can be linked to a person.
    'analytics', '[]'::jsonb
  );
  perform private.audit_personal_data('export', subject, jsonb_build_object(
    'quotes', cardinality(quote_ids), 'ebook_signups', cardinality(engagement_ids),
    'contact_requests', cardinality(contact_ids)));
  return document;
end;
$$;

-- Erasure (as 20261125100200, plus contact requests and their rate-limit rows).
create or replace function private.erase_personal_data_as_staff(p_email text)
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
  contacts_erased integer;
  activity_erased integer;
  mail_erased integer;
  notes_redacted integer;
  attempts_erased integer;
begin
  perform private.require_staff('erase personal data');
  subject := private.valid_subject(p_email);

  select count(*) into activity_erased from public.lead_activity a
  where a.quote_id in (select id from public.quotes where lower(contact_email) = subject)
     or a.engagement_id in (select id from public.campaign_engagements where lower(email) = subject)
     or a.contact_request_id in (select id from public.contact_requests where lower(email) = subject);
  select count(*) into mail_erased from public.mail_outbox m
  where m.quote_id in (select id from public.quotes where lower(contact_email) = subject)
     or m.engagement_id in (select id from public.campaign_engagements where lower(email) = subject)
     or m.contact_request_id in (select id from public.contact_requests where lower(email) = subject);
  -- Their notes, changes and e-mails go with them (on delete cascade).
  delete from public.quotes where lower(contact_email) = subject;
  get diagnostics quotes_erased = row_count;
  delete from public.campaign_engagements where lower(email) = subject;
  get diagnostics signups_erased = row_count;
  delete from public.contact_requests where lower(email) = subject;
  get diagnostics contacts_erased = row_count;

  -- A note about someone else's lead that mentions the address keeps its sense, not the address.
  update public.lead_activity
  set body = regexp_replace(body, regexp_replace(subject, '([.\\+*?^$(){}|\[\]])', '\\\1', 'g'), '[erased]', 'gi')
  where kind = 'note' and strpos(lower(body), subject) > 0;
  get diagnostics notes_redacted = row_count;

  -- Rate-limit rows are keyed by a hash of the scope and the address (supabase/functions/_shared/rate-limit.ts).
  delete from public.submission_attempts
  where (scope, key_hash) in (
    select s, encode(extensions.digest(s || ':' || subject, 'sha256'), 'hex')
    from unnest(array['quote:email', 'playbook:email', 'contact:email']) as s
  );
  get diagnostics attempts_erased = row_count;

  counts := jsonb_build_object(
    'quotes', quotes_erased,
    'ebook_signups', signups_erased,
    'contact_requests', contacts_erased,
    'notes_and_changes', activity_erased,
    'emails', mail_erased,
    'notes_redacted', notes_redacted,
    'submission_attempts', attempts_erased
  );
  perform private.audit_personal_data('erase', subject, counts);
  return counts;
end;
$$;

-- Retention (as 20261126120000, plus contact requests: two years, as quotes, unless the person
-- became a client).
alter table private.retention_periods drop constraint retention_periods_data_check;
alter table private.retention_periods add constraint retention_periods_data_check
  check (data in ('quotes', 'contact_requests', 'ebook_signups', 'analytics_events', 'personal_data_audit',
                  'staff_access_log'));
insert into private.retention_periods (data, months) values ('contact_requests', 24);

create or replace function private.apply_retention()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  quotes_deleted integer;
  contacts_deleted integer;
  signups_deleted integer;
  events_deleted integer;
  audit_deleted integer;
  access_deleted integer;
begin
  delete from public.quotes
  where created_at < private.retention_cutoff('quotes') and status <> 'won';
  get diagnostics quotes_deleted = row_count;
  delete from public.contact_requests
  where created_at < private.retention_cutoff('contact_requests') and status <> 'won';
  get diagnostics contacts_deleted = row_count;
  -- Sign-ups: two years after the person's last interaction, or once they have withdrawn consent
  -- (their latest consent record is a withdrawal); a sign-up that became a client stays with the file.
  delete from public.campaign_engagements e
  where e.status <> 'won'
    and (
      greatest(e.created_at, e.consented_at, coalesce(e.downloaded_at, e.created_at),
               coalesce(e.marketing_confirmed_at, e.created_at)) < private.retention_cutoff('ebook_signups')
      or not private.consent_stands(e.id)
    );
  get diagnostics signups_deleted = row_count;
  delete from public.analytics_events where created_at < private.retention_cutoff('analytics_events');
  get diagnostics events_deleted = row_count;
  delete from public.personal_data_audit where created_at < private.retention_cutoff('personal_data_audit');
  get diagnostics audit_deleted = row_count;
  delete from public.staff_access_log where created_at < private.retention_cutoff('staff_access_log');
  get diagnostics access_deleted = row_count;
  return jsonb_build_object('quotes', quotes_deleted, 'contact_requests', contacts_deleted,
                            'ebook_signups', signups_deleted, 'analytics_events', events_deleted,
                            'personal_data_audit', audit_deleted, 'staff_access_log', access_deleted);
end;
$$;
