-- eBook sign-ups (campaign engagements): one row per campaign and e-mail
-- address, with the consent wording the visitor ticked and when, and the
-- time of the last download. Personal data: no grant to anon at all, and
-- authenticated users may only read, and only if staff (the leads dashboard).
-- The submit-influencer-form function writes through the two functions below
-- with the service role; the browser never updates this table itself (see
-- docs/decisions/003-playbook-download.md).

create table public.campaign_engagements (
  id uuid primary key default gen_random_uuid(),
  campaign_id text not null check (campaign_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(campaign_id) <= 60),
  email text not null check (length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text check (length(last_name) <= 100),
  -- Exactly what the visitor agreed to, and when (the latest sign-up's).
  consent_wording text not null check (length(consent_wording) between 1 and 500),
  consented_at timestamptz not null,
  downloaded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index campaign_engagements_campaign_email_key
  on public.campaign_engagements (campaign_id, lower(email));
create index campaign_engagements_created_at_idx on public.campaign_engagements (created_at desc);

alter table public.campaign_engagements enable row level security;
revoke all on public.campaign_engagements from anon, authenticated;
grant select on public.campaign_engagements to authenticated;

create policy "Staff can read campaign engagements" on public.campaign_engagements
  for select to authenticated using ((select private.is_staff()));

-- A sign-up: inserts the row, or on a repeat sign-up (same campaign, e-mail in
-- any case) updates the names and the consent, keeping any download time.
create or replace function public.record_campaign_signup(
  signup_campaign_id text,
  signup_email text,
  signup_first_name text,
  signup_last_name text,
  signup_consent_wording text
)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  insert into public.campaign_engagements (campaign_id, email, first_name, last_name, consent_wording, consented_at)
  values (signup_campaign_id, signup_email, signup_first_name, nullif(signup_last_name, ''), signup_consent_wording, now())
  on conflict (campaign_id, lower(email)) do update
    set first_name = excluded.first_name,
        last_name = excluded.last_name,
        consent_wording = excluded.consent_wording,
        consented_at = excluded.consented_at,
        updated_at = now()
  returning id
$$;

revoke all on function public.record_campaign_signup(text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_campaign_signup(text, text, text, text, text) to service_role;

-- A download: stamps the existing sign-up and returns the time, or null when
-- this e-mail has not signed up for the campaign (nothing is created).
create or replace function public.record_campaign_download(download_campaign_id text, download_email text)
returns timestamptz
language sql
security invoker
set search_path = ''
as $$
  update public.campaign_engagements
  set downloaded_at = now(), updated_at = now()
  where campaign_id = download_campaign_id and lower(email) = lower(download_email)
  returning downloaded_at
$$;

revoke all on function public.record_campaign_download(text, text) from public, anon, authenticated;
grant execute on function public.record_campaign_download(text, text) to service_role;
