-- The headline test answers "which headline wins": a view counts once per browser session and
-- headline (the page says when a view repeats one already counted), obvious bots are left out by
-- their user agent, and record_event takes at most 120 events a minute and 1,200 an hour from
-- everyone together, so nobody can flood the counts (the site itself sends one per home page
-- view). Results are for a range of UK days and leave out quotes staff marked as spam.

alter table public.analytics_events add column repeat_view boolean not null default false;

drop function public.record_event(text, text, text);

create or replace function public.record_event(
  event_name text,
  event_variant text default null,
  event_path text default '/',
  event_repeat boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  agent text := lower(coalesce(headers ->> 'user-agent', ''));
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
  -- Through the API, a visitor's browser names itself; crawlers, monitors and scripts are not visitors.
  if headers is not null and (agent = '' or agent not like 'mozilla/%'
      or agent ~ '(bot|crawl|spider|slurp|lighthouse|headless|preview|monitor|python|curl|wget)') then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('record_event'));
  if (select count(*) from public.analytics_events e
      where e.name = 'hero_view' and e.created_at > now() - interval '1 minute') >= 120
     or (select count(*) from public.analytics_events e
         where e.name = 'hero_view' and e.created_at > now() - interval '1 hour') >= 1200 then
    return;
  end if;
  insert into public.analytics_events (name, variant, path, repeat_view)
  values (event_name, event_variant, event_path, coalesce(event_repeat, false));
end;
$$;

revoke all on function public.record_event(text, text, text, boolean) from public;
grant execute on function public.record_event(text, text, text, boolean) to anon, authenticated;
comment on function public.record_event(text, text, text, boolean) is
  'Records one anonymous hero_view event (no personal data) for the headline A/B test, at most 120 a minute and 1,200 '
  'an hour in all, and none from a bot. '
  'Accepted advisor warnings (anon_security_definer_function_executable, authenticated_security_definer_function_executable): '
  'visitors may add events but never read or change them, so there is no grant on public.analytics_events; the function '
  'accepts only the known event name, variant and a site path.';

drop function public.hero_variant_results();

-- Per headline: sessions that saw it (repeat views left out), the quotes whose visitor saw it last
-- (spam left out), and the conversion rate, between two UK days inclusive (either may be null).
create or replace function public.hero_variant_results(from_day date default null, to_day date default null)
returns table (variant text, views bigint, quotes bigint, conversion_rate numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with variants(variant) as (values ('a'), ('b')),
  views as (
    select e.variant, count(*) as n from public.analytics_events e
    where e.name = 'hero_view' and not e.repeat_view
      and (from_day is null or (e.created_at at time zone 'Europe/London')::date >= from_day)
      and (to_day is null or (e.created_at at time zone 'Europe/London')::date <= to_day)
    group by e.variant
  ),
  quotes as (
    select q.hero_variant as variant, count(*) as n from public.quotes q
    where q.hero_variant is not null and q.status <> 'spam'
      and (from_day is null or (q.created_at at time zone 'Europe/London')::date >= from_day)
      and (to_day is null or (q.created_at at time zone 'Europe/London')::date <= to_day)
    group by q.hero_variant
  )
  select v.variant, coalesce(views.n, 0), coalesce(quotes.n, 0),
         case when coalesce(views.n, 0) = 0 then 0 else round(100.0 * coalesce(quotes.n, 0) / views.n, 2) end
  from variants v
  left join views on views.variant = v.variant
  left join quotes on quotes.variant = v.variant
  order by v.variant
$$;

revoke all on function public.hero_variant_results(date, date) from public, anon;
grant execute on function public.hero_variant_results(date, date) to authenticated;
