-- Scheduled publishing: staff give a draft a time to go live, and the database publishes it then
-- (every minute, where pg_cron runs: hosted projects, and the local stack's scheduler). Publishing
-- or unpublishing by hand clears the schedule, so a withdrawn article never comes back by itself.
alter table public.knowledge_articles
  add column publish_at timestamptz;

create index knowledge_articles_publish_at_idx on public.knowledge_articles (publish_at) where publish_at is not null;

create or replace function private.clear_schedule_on_manual_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published is distinct from old.published then
    new.publish_at := null;
  end if;
  return new;
end;
$$;

revoke all on function private.clear_schedule_on_manual_change() from public, anon, authenticated, service_role;

create trigger knowledge_articles_clear_schedule
before update of published on public.knowledge_articles
for each row execute function private.clear_schedule_on_manual_change();

-- Publishes the drafts whose time has come; returns how many.
create or replace function private.publish_scheduled_articles()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  published_now integer;
begin
  update public.knowledge_articles
  set published = true
  where not published and publish_at is not null and publish_at <= now();
  get diagnostics published_now = row_count;
  return published_now;
end;
$$;

revoke all on function private.publish_scheduled_articles() from public, anon, authenticated, service_role;

do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('publish-scheduled-articles', '* * * * *', 'select private.publish_scheduled_articles()');
  end if;
end;
$$;
