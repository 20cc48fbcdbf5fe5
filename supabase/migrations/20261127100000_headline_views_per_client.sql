-- Headline views are capped per client address as well as in total. The total alone (120 a minute,
-- 1,200 an hour) let one script that names itself as a browser fill the cap with one headline, so
-- that real visitors' views were dropped and the test's result was the script's. Each client
-- address (Cloudflare's CF-Connecting-IP, which the platform sets from the connection) now counts
-- for at most 30 views an hour, held as the forms' limits are: a SHA-256 hash of the address in
-- public.submission_attempts, kept a day (take_submission_slots), never the address.

alter table public.submission_attempts drop constraint submission_attempts_scope_check;
alter table public.submission_attempts add constraint submission_attempts_scope_check
  check (scope in ('quote:email', 'quote:client', 'playbook:email', 'playbook:client', 'contact:email',
                   'contact:client', 'hero:client'));

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
  -- Without the platform's header every request shares one allowance: the safe side.
  client_hash text := encode(
    sha256(convert_to('hero:client:' || lower(coalesce(nullif(trim(headers ->> 'cf-connecting-ip'), ''), 'unknown')), 'UTF8')),
    'hex');
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
  -- One client's share first: a view over it is dropped without taking from everyone's total.
  if not public.take_submission_slots(jsonb_build_array(
      jsonb_build_object('scope', 'hero:client', 'key_hash', client_hash, 'max', 30, 'per', '1 hour'))) then
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
  'Records one anonymous hero_view event (no personal data) for the headline A/B test: at most 30 an hour from one '
  'client address (counted by its hash, kept a day), 120 a minute and 1,200 an hour in all, and none from a bot. '
  'Accepted advisor warnings (anon_security_definer_function_executable, authenticated_security_definer_function_executable): '
  'visitors may add events but never read or change them, so there is no grant on public.analytics_events; the function '
  'accepts only the known event name, variant and a site path.';
