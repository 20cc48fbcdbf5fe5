-- Consent that proves something: every time someone gives (or withdraws) consent, one row that is
-- never changed, with the exact wording they saw, a version of it (its SHA-256), the page, the time
-- and a hash of their address. A repeat sign-up adds a row and no longer overwrites the person's
-- name; the sign-up row keeps only the latest consent, as a summary.

create table public.consent_records (
  id uuid primary key default gen_random_uuid(),
  engagement_id uuid not null references public.campaign_engagements (id) on delete cascade,
  action text not null check (action in ('given', 'withdrawn')),
  wording text not null check (length(wording) between 1 and 500),
  wording_version text not null check (wording_version ~ '^[0-9a-f]{64}$'),
  page text check (length(page) <= 200 and page like '/%'),
  client_hash text check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create index consent_records_engagement_idx on public.consent_records (engagement_id, created_at);

alter table public.consent_records enable row level security;
revoke all on public.consent_records from anon, authenticated;
grant select on public.consent_records to authenticated;
create policy "Staff can read consent records" on public.consent_records for select to authenticated
  using ((select private.is_staff()));

-- Every sign-up so far gave consent once, when it was last recorded.
insert into public.consent_records (engagement_id, action, wording, wording_version, created_at)
select e.id, 'given', e.consent_wording, encode(extensions.digest(e.consent_wording, 'sha256'), 'hex'), e.consented_at
from public.campaign_engagements e;

drop function public.record_campaign_signup(text, text, text, text, text);

-- A sign-up: inserts the row, or on a repeat sign-up (same campaign, e-mail in any case) brings its
-- latest consent up to date, keeping the name it was first given; either way adds a consent record.
create or replace function public.record_campaign_signup(
  signup_campaign_id text,
  signup_email text,
  signup_first_name text,
  signup_last_name text,
  signup_consent_wording text,
  signup_page text default null,
  signup_client_hash text default null
)
returns uuid
language sql
security definer
set search_path = ''
as $$
  with signed_up as (
    insert into public.campaign_engagements (campaign_id, email, first_name, last_name, consent_wording, consented_at)
    values (signup_campaign_id, signup_email, signup_first_name, nullif(signup_last_name, ''), signup_consent_wording, now())
    on conflict (campaign_id, lower(email)) do update
      set consent_wording = excluded.consent_wording,
          consented_at = excluded.consented_at,
          updated_at = now()
    returning id
  ),
  recorded as (
    insert into public.consent_records (engagement_id, action, wording, wording_version, page, client_hash)
    select id, 'given', signup_consent_wording, encode(extensions.digest(signup_consent_wording, 'sha256'), 'hex'),
           signup_page, signup_client_hash
    from signed_up
    returning engagement_id
  )
  select engagement_id from recorded
$$;

revoke all on function public.record_campaign_signup(text, text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_campaign_signup(text, text, text, text, text, text, text) to service_role;

-- Subject access now includes the consent history (as 20261125100200, plus consent_history).
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
    'consent_history', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at) from public.consent_records c
                                 where c.engagement_id = any(engagement_ids)), '[]'),
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
