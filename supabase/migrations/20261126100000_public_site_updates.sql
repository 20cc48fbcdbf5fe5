-- Publishing changes the public site: every change visitors would see (an article published,
-- unpublished, deleted or edited while published; any category change) asks for the static site to
-- be rebuilt. Changes close together share one request: it waits until 30 seconds pass with no
-- further change, and never more than 3 minutes after the first. The update-public-site function,
-- called every 30 seconds while a request is due or under way, calls the host's build hook and then
-- watches the live site's build.json until a build made after the call is served. Staff read the
-- requests (the staff area shows the public site's state) and may ask for an update at once.
create table public.site_updates (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  changed_at timestamptz not null default now(),
  changes integer not null default 1 check (changes > 0),
  last_change text not null check (length(last_change) <= 300),
  due_at timestamptz not null,
  hook_called_at timestamptz,
  hook_status integer,
  live_at timestamptz,
  failed_at timestamptz,
  failure text check (length(failure) <= 500),
  check (live_at is null or failed_at is null)
);

-- At most one request collects changes at a time (the one whose hook is not yet called).
create unique index site_updates_one_waiting_idx on public.site_updates ((hook_called_at is null)) where hook_called_at is null;
create index site_updates_under_way_idx on public.site_updates (hook_called_at)
  where hook_called_at is not null and live_at is null and failed_at is null;

alter table public.site_updates enable row level security;
revoke all on public.site_updates from anon, authenticated, service_role;
grant select on public.site_updates to authenticated;
grant select, update (hook_status, live_at, failed_at, failure) on public.site_updates to service_role;
create policy "Staff can read the public site's updates" on public.site_updates for select to authenticated
  using ((select private.is_staff()));

-- Adds a change to the waiting request, or opens one. `p_now` asks for the update without waiting.
create or replace function private.note_site_change(p_change text, p_now boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  quiet_period constant interval := interval '30 seconds';
  longest_wait constant interval := interval '3 minutes';
begin
  insert into public.site_updates (last_change, due_at)
  values (left(p_change, 300), case when p_now then now() else now() + quiet_period end)
  on conflict ((hook_called_at is null)) where hook_called_at is null do update
  set changed_at = now(),
      changes = public.site_updates.changes + 1,
      last_change = excluded.last_change,
      due_at = case
        when p_now then now()
        else least(public.site_updates.requested_at + longest_wait, now() + quiet_period)
      end;
end;
$$;

revoke all on function private.note_site_change(text, boolean) from public, anon, authenticated, service_role;

create or replace function private.site_change_from_article()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.published then
    perform private.note_site_change(format('Published “%s”', new.title));
  elsif tg_op = 'DELETE' and old.published then
    perform private.note_site_change(format('Deleted “%s”', old.title));
  elsif tg_op = 'UPDATE' and (old.published or new.published)
    -- Saving without a change a visitor could see (only the edit time moved) needs no rebuild.
    and (to_jsonb(old) - 'updated_at' - 'publish_at') is distinct from (to_jsonb(new) - 'updated_at' - 'publish_at') then
    perform private.note_site_change(format(
      case
        when not old.published then 'Published “%s”'
        when not new.published then 'Unpublished “%s”'
        else 'Edited “%s”'
      end,
      new.title
    ));
  end if;
  return null;
end;
$$;

revoke all on function private.site_change_from_article() from public, anon, authenticated, service_role;

create trigger knowledge_articles_site_change
after insert or update or delete on public.knowledge_articles
for each row execute function private.site_change_from_article();

create or replace function private.site_change_from_category()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and to_jsonb(old) is not distinct from to_jsonb(new) then
    return null;
  end if;
  perform private.note_site_change(format(
    case tg_op when 'INSERT' then 'Added the category “%s”' when 'DELETE' then 'Deleted the category “%s”' else 'Changed the category “%s”' end,
    coalesce(new.name, old.name)
  ));
  return null;
end;
$$;

revoke all on function private.site_change_from_category() from public, anon, authenticated, service_role;

create trigger knowledge_categories_site_change
after insert or update or delete on public.knowledge_categories
for each row execute function private.site_change_from_category();

-- Staff: update the public site now (after a failed update, or a change made outside the site).
create or replace function public.request_site_update()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can update the public site' using errcode = '42501';
  end if;
  perform private.note_site_change(format('Update asked for by %s', coalesce((select auth.jwt()) ->> 'email', 'staff')), true);
end;
$$;

revoke all on function public.request_site_update() from public, anon;
grant execute on function public.request_site_update() to authenticated;

comment on function public.request_site_update() is
  'Staff ask for the public site to be rebuilt now. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no write access to '
  'public.site_updates, so the function runs as its owner; it refuses anyone who is not staff (42501) and only '
  'makes the waiting request due at once, naming who asked from the token.';

-- The update-public-site function (service role): takes the due request, if any, marking its hook
-- as called, so two callers never call the hook for the same request.
create or replace function public.claim_site_update()
returns setof public.site_updates
language sql
security definer
set search_path = ''
as $$
  update public.site_updates
  set hook_called_at = now()
  where id = (
    select id from public.site_updates
    where hook_called_at is null and due_at <= now()
    order by id
    limit 1
    for update skip locked
  )
  returning *;
$$;

revoke all on function public.claim_site_update() from public, anon, authenticated;
grant execute on function public.claim_site_update() to service_role;

-- Every 30 seconds while a request is due or its build is awaited (pg_cron and pg_net where they
-- run: hosted projects, and the local stack's scheduler).
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(
      'update-public-site',
      '30 seconds',
      $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/update-public-site',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'apikey', (select decrypted_secret from vault.decrypted_secrets where name = 'project_publishable_key')
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000
      )
      where exists (
        select 1 from public.site_updates
        where (hook_called_at is null and due_at <= now())
           or (hook_called_at is not null and live_at is null and failed_at is null)
      )
      $job$
    );
  end if;
end;
$$;
