-- A request is counted against every limit it is under, or against none. Taking one slot at a
-- time let a request refused by its client address's limit still use a slot of the e-mail
-- address it named, so a client past its own limit could use up someone else's allowance.
create or replace function public.take_submission_slots(attempts jsonb)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  attempt jsonb;
  recent integer;
begin
  if jsonb_typeof(attempts) <> 'array' or jsonb_array_length(attempts) = 0 then
    raise exception 'attempts must be a non-empty array' using errcode = '22023';
  end if;
  -- Locked in one order, so two requests naming the same keys never wait on each other in a cycle.
  for attempt in select value from jsonb_array_elements(attempts) order by value->>'scope', value->>'key_hash' loop
    perform pg_advisory_xact_lock(hashtext((attempt->>'scope') || ':' || (attempt->>'key_hash')));
  end loop;
  for attempt in select value from jsonb_array_elements(attempts) loop
    select count(*) into recent
    from public.submission_attempts
    where scope = attempt->>'scope' and key_hash = attempt->>'key_hash'
      and created_at > now() - (attempt->>'per')::interval;
    if recent >= (attempt->>'max')::integer then
      return false;
    end if;
  end loop;
  insert into public.submission_attempts (scope, key_hash)
  select value->>'scope', value->>'key_hash' from jsonb_array_elements(attempts);
  delete from public.submission_attempts where created_at < now() - interval '1 day';
  return true;
end;
$$;

revoke all on function public.take_submission_slots(jsonb) from public, anon, authenticated;
grant execute on function public.take_submission_slots(jsonb) to service_role;

drop function public.take_submission_slot(text, text, integer, interval);
