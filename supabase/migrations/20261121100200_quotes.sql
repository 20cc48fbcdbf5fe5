-- Quote requests. Personal data: no grant to anon or authenticated users at
-- all. The submit-quote function writes them with the service role; the
-- thank-you page reads one quote through public.get_quote(uuid), where the
-- unguessable id is the capability; staff read them for the leads dashboard.

create table public.quotes (
  id uuid primary key default gen_random_uuid(),
  contact_first_name text not null check (length(contact_first_name) between 1 and 100),
  contact_last_name text not null check (length(contact_last_name) between 1 and 100),
  contact_email text not null check (length(contact_email) between 3 and 254 and contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  company_name text check (length(company_name) <= 200),
  industry text not null check (length(industry) between 1 and 80),
  revenue_range text not null check (length(revenue_range) between 1 and 60),
  package_type public.package_type not null,
  awareness_price numeric(10, 2),
  insights_price numeric(10, 2),
  foresight_price numeric(10, 2),
  -- The home-page headline the visitor saw last, for A/B conversion reporting.
  hero_variant text check (hero_variant in ('a', 'b')),
  created_at timestamptz not null default now(),
  -- Set by the one confirmation sender that claims the quote; cleared if sending fails, so a retry can send.
  confirmation_claimed_at timestamptz,
  confirmation_sent_at timestamptz
);

create index quotes_created_at_idx on public.quotes (created_at desc);
create index quotes_contact_email_idx on public.quotes (lower(contact_email));

alter table public.quotes enable row level security;
revoke all on public.quotes from anon, authenticated;
grant select on public.quotes to authenticated;

create policy "Staff can read quotes" on public.quotes for select to authenticated using ((select private.is_staff()));

-- The thank-you page's read: one quote by id, for 30 days after it was made.
create or replace function public.get_quote(quote_id uuid)
returns table (
  id uuid,
  contact_first_name text,
  contact_last_name text,
  contact_email text,
  company_name text,
  industry text,
  revenue_range text,
  package_type public.package_type,
  awareness_price numeric,
  insights_price numeric,
  foresight_price numeric,
  confirmation_sent_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id, q.contact_first_name, q.contact_last_name, q.contact_email, q.company_name, q.industry,
         q.revenue_range, q.package_type, q.awareness_price, q.insights_price, q.foresight_price, q.confirmation_sent_at
  from public.quotes q
  where q.id = quote_id and q.created_at > now() - interval '30 days'
$$;

revoke all on function public.get_quote(uuid) from public;
grant execute on function public.get_quote(uuid) to anon, authenticated;

-- Submissions per key (hashed e-mail or client address) for rate limiting; service role only.
create table public.submission_attempts (
  id bigint generated always as identity primary key,
  scope text not null check (scope in ('quote:email', 'quote:client', 'playbook:email', 'playbook:client')),
  key_hash text not null,
  created_at timestamptz not null default now()
);

create index submission_attempts_lookup_idx on public.submission_attempts (scope, key_hash, created_at desc);
alter table public.submission_attempts enable row level security;
revoke all on public.submission_attempts from anon, authenticated;

-- Records an attempt and says whether it is within the limit, atomically per key.
create or replace function public.take_submission_slot(attempt_scope text, attempt_key_hash text, max_attempts integer, per interval)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtext(attempt_scope || ':' || attempt_key_hash));
  select count(*) into recent
  from public.submission_attempts
  where scope = attempt_scope and key_hash = attempt_key_hash and created_at > now() - per;
  if recent >= max_attempts then
    return false;
  end if;
  insert into public.submission_attempts (scope, key_hash) values (attempt_scope, attempt_key_hash);
  delete from public.submission_attempts where created_at < now() - interval '1 day';
  return true;
end;
$$;

revoke all on function public.take_submission_slot(text, text, integer, interval) from public, anon, authenticated;
grant execute on function public.take_submission_slot(text, text, integer, interval) to service_role;

-- Claims a quote's confirmation e-mail: true for exactly one caller, however many call at once.
create or replace function public.claim_quote_confirmation(quote_id uuid)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  with claimed as (
    update public.quotes
    set confirmation_claimed_at = now()
    where id = quote_id and confirmation_sent_at is null
      and (confirmation_claimed_at is null or confirmation_claimed_at < now() - interval '10 minutes')
    returning 1
  )
  select exists (select 1 from claimed)
$$;

revoke all on function public.claim_quote_confirmation(uuid) from public, anon, authenticated;
grant execute on function public.claim_quote_confirmation(uuid) to service_role;
