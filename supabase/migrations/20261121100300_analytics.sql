-- First-party analytics: anonymous events with no personal data (no address,
-- no identifier). Visitors can only add events through public.record_event,
-- which accepts the known event names; only staff read them.

create table public.analytics_events (
  id bigint generated always as identity primary key,
  name text not null check (name in ('hero_view')),
  variant text check (variant in ('a', 'b')),
  path text not null check (length(path) between 1 and 200 and path like '/%'),
  created_at timestamptz not null default now()
);

create index analytics_events_name_created_idx on public.analytics_events (name, created_at desc);

alter table public.analytics_events enable row level security;
revoke all on public.analytics_events from anon, authenticated;
grant select on public.analytics_events to authenticated;

create policy "Staff can read analytics events" on public.analytics_events for select to authenticated using ((select private.is_staff()));

create or replace function public.record_event(event_name text, event_variant text default null, event_path text default '/')
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if event_name is distinct from 'hero_view' then
    raise exception 'Unknown event %', event_name using errcode = '22023';
  end if;
  if event_variant is not null and event_variant not in ('a', 'b') then
    raise exception 'Unknown variant' using errcode = '22023';
  end if;
  if event_path is null or length(event_path) > 200 or event_path not like '/%' then
    raise exception 'Invalid path' using errcode = '22023';
  end if;
  insert into public.analytics_events (name, variant, path) values (event_name, event_variant, event_path);
end;
$$;

revoke all on function public.record_event(text, text, text) from public;
grant execute on function public.record_event(text, text, text) to anon, authenticated;

-- Headline A/B results for the leads dashboard: views, quotes and conversion per variant.
create or replace function public.hero_variant_results()
returns table (variant text, views bigint, quotes bigint, conversion_rate numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with variants(variant) as (values ('a'), ('b')),
  views as (select e.variant, count(*) as n from public.analytics_events e where e.name = 'hero_view' group by e.variant),
  quotes as (select q.hero_variant as variant, count(*) as n from public.quotes q where q.hero_variant is not null group by q.hero_variant)
  select v.variant, coalesce(views.n, 0), coalesce(quotes.n, 0),
         case when coalesce(views.n, 0) = 0 then 0 else round(100.0 * coalesce(quotes.n, 0) / views.n, 2) end
  from variants v
  left join views on views.variant = v.variant
  left join quotes on quotes.variant = v.variant
  order by v.variant
$$;

revoke all on function public.hero_variant_results() from public, anon;
grant execute on function public.hero_variant_results() to authenticated;
