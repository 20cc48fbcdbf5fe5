-- Whether each sign-up may be sent marketing, as staff see it: confirmed (and since when),
-- unconfirmed (consent given, the link not yet followed) or withdrawn (and when). A partner must
-- never read "consent given" on a card for someone who has since withdrawn. One rule serves the
-- staff area's cards and CSV and the tax tips' audience, so the count and the cards cannot differ:
-- the audience is every address with a confirmed sign-up.

create or replace function private.signup_consent()
returns table (engagement_id uuid, email text, created_at timestamptz, status text, status_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.email, e.created_at,
         case
           when latest.action = 'withdrawn' or (suppressed.subject_hash is not null and latest.action <> 'given')
             then 'withdrawn'
           when e.marketing_confirmed_at is not null and withdrawal.created_at is null and suppressed.subject_hash is null
             then 'confirmed'
           else 'unconfirmed'
         end,
         case
           when latest.action = 'withdrawn' then latest.created_at
           when suppressed.subject_hash is not null and latest.action <> 'given' then suppressed.created_at
           when e.marketing_confirmed_at is not null and withdrawal.created_at is null and suppressed.subject_hash is null
             then e.marketing_confirmed_at
           else coalesce(latest.created_at, e.consented_at)
         end
  from public.campaign_engagements e
  -- The latest consent record (a sign-up always has one); a withdrawal wins a tie, as in consent_stands.
  left join lateral (
    select c.action, c.created_at from public.consent_records c
    where c.engagement_id = e.id
    order by c.created_at desc, (c.action = 'withdrawn') desc
    limit 1
  ) latest on true
  -- A withdrawal since the last confirmation: the confirmation no longer stands.
  left join lateral (
    select c.created_at from public.consent_records c
    where c.engagement_id = e.id and c.action = 'withdrawn' and c.created_at >= e.marketing_confirmed_at
    limit 1
  ) withdrawal on true
  left join public.marketing_suppressions suppressed on suppressed.subject_hash = private.subject_hash(e.email)
$$;

revoke all on function private.signup_consent() from public, anon, authenticated, service_role;

-- The tax tips go to each address with a confirmed sign-up, once (its latest confirmed sign-up).
create or replace function private.marketing_recipients()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (lower(s.email)) s.engagement_id
  from private.signup_consent() s
  where s.status = 'confirmed'
  order by lower(s.email), s.created_at desc
$$;

revoke all on function private.marketing_recipients() from public, anon, authenticated, service_role;

create or replace function public.signup_consent_status()
returns table (engagement_id uuid, status text, status_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('see whether each sign-up''s consent stands');
  return query select s.engagement_id, s.status, s.status_at from private.signup_consent() s;
end;
$$;

revoke all on function public.signup_consent_status() from public, anon;
grant execute on function public.signup_consent_status() to authenticated;

comment on function public.signup_consent_status() is
  'Each sign-up''s marketing consent: confirmed, unconfirmed or withdrawn, and since when. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): the rule reads the '
  'suppression list by keyed hash, which staff cannot compute, so the function runs as its owner; it refuses '
  'anyone who is not staff (42501) and returns only each sign-up''s status.';
