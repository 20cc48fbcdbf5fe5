-- Working a lead: staff move each quote and eBook sign-up through a status, give it an owner from
-- the staff and a next follow-up date, and add notes. Staff may change those three fields and
-- nothing else (column grants and an update policy); visitors and signed-in users who are not
-- staff still get nothing. Every change and every note is a row of public.lead_activity, written
-- here and never edited or deleted, so the history says who did what and when.

create or replace function private.is_staff_member(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    where u.id = user_id and coalesce(u.raw_app_meta_data ->> 'role', '') = 'staff' and u.deleted_at is null
  )
$$;

revoke all on function private.is_staff_member(uuid) from public, anon, authenticated;

alter table public.quotes
  add column status text not null default 'new'
    check (status in ('new', 'contacted', 'proposal_sent', 'won', 'lost', 'spam')),
  add column owner_id uuid references auth.users (id) on delete set null,
  add column follow_up_on date,
  add column worked_at timestamptz,
  add column worked_by_email text check (length(worked_by_email) <= 254);

alter table public.campaign_engagements
  add column status text not null default 'new'
    check (status in ('new', 'contacted', 'proposal_sent', 'won', 'lost', 'spam')),
  add column owner_id uuid references auth.users (id) on delete set null,
  add column follow_up_on date,
  add column worked_at timestamptz,
  add column worked_by_email text check (length(worked_by_email) <= 254);

create index quotes_new_idx on public.quotes (created_at) where status = 'new';
create index campaign_engagements_new_idx on public.campaign_engagements (created_at) where status = 'new';
create index quotes_owner_idx on public.quotes (owner_id);
create index campaign_engagements_owner_idx on public.campaign_engagements (owner_id);

grant update (status, owner_id, follow_up_on) on public.quotes to authenticated;
grant update (status, owner_id, follow_up_on) on public.campaign_engagements to authenticated;

create policy "Staff can work quotes" on public.quotes for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can work sign-ups" on public.campaign_engagements for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));

create table public.lead_activity (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid references public.quotes (id) on delete cascade,
  engagement_id uuid references public.campaign_engagements (id) on delete cascade,
  kind text not null check (kind in ('note', 'status', 'owner', 'follow_up')),
  -- A note's text, or the new value of the field that changed (an owner's e-mail address, a date).
  body text check (length(body) <= 5000),
  previous text check (length(previous) <= 500),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text check (length(actor_email) <= 254),
  created_at timestamptz not null default now(),
  check ((quote_id is null) <> (engagement_id is null)),
  check (kind <> 'note' or length(btrim(body)) >= 1)
);

create index lead_activity_quote_idx on public.lead_activity (quote_id, created_at);
create index lead_activity_engagement_idx on public.lead_activity (engagement_id, created_at);
create index lead_activity_actor_idx on public.lead_activity (actor_id);

alter table public.lead_activity enable row level security;
revoke all on public.lead_activity from anon, authenticated;
grant select on public.lead_activity to authenticated;
-- Staff add notes; the author and the time are the database's (the trigger below), never the browser's.
grant insert (quote_id, engagement_id, kind, body) on public.lead_activity to authenticated;

create policy "Staff can read lead activity" on public.lead_activity for select to authenticated
  using ((select private.is_staff()));
create policy "Staff can add notes" on public.lead_activity for insert to authenticated
  with check ((select private.is_staff()) and kind = 'note');

create or replace function private.stamp_lead_activity()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.actor_id := (select auth.uid());
  new.actor_email := (select auth.jwt()) ->> 'email';
  new.created_at := now();
  if new.kind = 'note' then
    new.body := btrim(new.body);
  end if;
  return new;
end;
$$;

create trigger lead_activity_stamp before insert on public.lead_activity
  for each row execute function private.stamp_lead_activity();

-- Checks the owner is staff, stamps who worked the lead and when, and writes one activity row per
-- changed field. Runs as its owner: staff may not insert activity other than notes themselves.
create or replace function private.record_lead_work()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  is_quote boolean := tg_table_name = 'quotes';
  owner_email text;
  previous_owner_email text;
begin
  if new.owner_id is not null and new.owner_id is distinct from old.owner_id
     and not private.is_staff_member(new.owner_id) then
    raise exception 'A lead''s owner must be a member of staff' using errcode = '23514';
  end if;
  new.worked_at := now();
  new.worked_by_email := (select auth.jwt()) ->> 'email';
  if new.status is distinct from old.status then
    insert into public.lead_activity (quote_id, engagement_id, kind, body, previous)
    values (case when is_quote then new.id end, case when not is_quote then new.id end, 'status', new.status, old.status);
  end if;
  if new.owner_id is distinct from old.owner_id then
    select email into owner_email from auth.users where id = new.owner_id;
    select email into previous_owner_email from auth.users where id = old.owner_id;
    insert into public.lead_activity (quote_id, engagement_id, kind, body, previous)
    values (case when is_quote then new.id end, case when not is_quote then new.id end, 'owner', owner_email, previous_owner_email);
  end if;
  if new.follow_up_on is distinct from old.follow_up_on then
    insert into public.lead_activity (quote_id, engagement_id, kind, body, previous)
    values (case when is_quote then new.id end, case when not is_quote then new.id end, 'follow_up',
            new.follow_up_on::text, old.follow_up_on::text);
  end if;
  return new;
end;
$$;

create trigger quotes_record_work before update on public.quotes
  for each row
  when (old.status is distinct from new.status or old.owner_id is distinct from new.owner_id
        or old.follow_up_on is distinct from new.follow_up_on)
  execute function private.record_lead_work();

create trigger campaign_engagements_record_work before update on public.campaign_engagements
  for each row
  when (old.status is distinct from new.status or old.owner_id is distinct from new.owner_id
        or old.follow_up_on is distinct from new.follow_up_on)
  execute function private.record_lead_work();

-- The people a lead can be given to: every member of staff, for staff only.
create or replace function public.list_staff()
returns table (id uuid, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can list the staff' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text from auth.users u
    where coalesce(u.raw_app_meta_data ->> 'role', '') = 'staff' and u.deleted_at is null and u.email is not null
    order by u.email;
end;
$$;

revoke all on function public.list_staff() from public, anon;
grant execute on function public.list_staff() to authenticated;
comment on function public.list_staff() is
  'The owners a lead can be given to, for the staff area. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): auth.users is not readable '
  'through the API, so the function runs as its owner; it refuses anyone who is not staff (42501) and returns only '
  'the id and e-mail address of members of staff.';
