-- The staff and their roles. A member of staff is an Auth account with a row here: an admin manages
-- the staff and erases personal data; an editor writes articles and works leads. The row is what the
-- database checks, so removing someone takes effect on their very next request rather than when their
-- token expires. app_metadata (role 'staff', staff_role), which the staff area reads to decide what
-- to show, follows the row. Members are added by the manage-staff function (an admin's invitation by
-- e-mail); the first admin is added once by hand (README, "Staff sign-in").
create table public.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  role text not null check (role in ('admin', 'editor')),
  added_by uuid references auth.users (id) on delete set null,
  added_at timestamptz not null default now()
);

create index staff_members_added_by_idx on public.staff_members (added_by);

-- Everyone who was staff before roles existed keeps every power they had.
insert into public.staff_members (user_id, email, role)
select id, lower(email), 'admin' from auth.users
where coalesce(raw_app_meta_data ->> 'role', '') = 'staff' and deleted_at is null and email is not null;

-- The caller's role, when they are a member of staff whose session has proved its second factor.
create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.staff_members m
  where m.user_id = (select auth.uid()) and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
$$;

revoke all on function private.staff_role() from public;
grant execute on function private.staff_role() to anon, authenticated, service_role;

create or replace function private.is_staff()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select (select private.staff_role()) is not null
$$;

create or replace function private.is_staff_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select private.staff_role()) = 'admin', false)
$$;

revoke all on function private.is_staff_admin() from public;
grant execute on function private.is_staff_admin() to anon, authenticated, service_role;

create or replace function private.is_staff_member(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.staff_members m where m.user_id = is_staff_member.user_id)
$$;

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
  return query select m.user_id, m.email from public.staff_members m order by m.email;
end;
$$;

-- app_metadata follows the row: what the staff area shows matches what the database allows.
create or replace function private.sync_staff_claims()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) - 'role' - 'staff_role'
    where id = old.user_id;
    return old;
  end if;
  update auth.users
  set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', 'staff', 'staff_role', new.role)
  where id = new.user_id;
  return new;
end;
$$;

revoke all on function private.sync_staff_claims() from public, anon, authenticated, service_role;

create trigger staff_members_claims
after insert or update of role or delete on public.staff_members
for each row execute function private.sync_staff_claims();

-- The firm never locks itself out: the last admin can be neither removed nor made an editor.
create or replace function private.keep_an_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin') and not exists (
    select 1 from public.staff_members m where m.role = 'admin' and m.user_id <> old.user_id
  ) then
    raise exception 'The firm must keep at least one admin' using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.keep_an_admin() from public, anon, authenticated, service_role;

create trigger staff_members_keep_an_admin
before update of role or delete on public.staff_members
for each row execute function private.keep_an_admin();

-- Staff see who the staff are; only an admin changes a role. Adding and removing go through the
-- manage-staff function, which needs the Auth admin API (an invitation e-mail, deleting the account).
alter table public.staff_members enable row level security;
revoke all on public.staff_members from anon, authenticated;
grant select on public.staff_members to authenticated;
grant update (role) on public.staff_members to authenticated;
grant select, insert, update, delete on public.staff_members to service_role;

create policy "Staff can see the staff" on public.staff_members for select to authenticated
  using ((select private.is_staff()));
create policy "Admins can change roles" on public.staff_members for update to authenticated
  using ((select private.is_staff_admin())) with check ((select private.is_staff_admin()));

-- The manage-staff function asks this with the caller's own token before it does anything.
create or replace function public.staff_admin_id()
returns uuid
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only an admin can manage the staff' using errcode = '42501';
  end if;
  return (select auth.uid());
end;
$$;

revoke all on function public.staff_admin_id() from public, anon;
grant execute on function public.staff_admin_id() to authenticated;

-- Erasure is an admin's decision: the function that does it moves out of the API's reach and the
-- public one checks the role first.
alter function public.erase_personal_data(text) rename to erase_personal_data_as_staff;
alter function public.erase_personal_data_as_staff(text) set schema private;
revoke all on function private.erase_personal_data_as_staff(text) from public, anon, authenticated, service_role;

create or replace function public.erase_personal_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only an admin can erase personal data' using errcode = '42501';
  end if;
  return private.erase_personal_data_as_staff(p_email);
end;
$$;

revoke all on function public.erase_personal_data(text) from public, anon;
grant execute on function public.erase_personal_data(text) to authenticated;
comment on function public.erase_personal_data(text) is
  'Erasure on request: every row holding one person''s data, deleted or redacted. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not '
  'an admin with a second factor (42501); the work is done by private.erase_personal_data_as_staff, which the API '
  'cannot call, and every erasure is recorded in public.personal_data_audit by a keyed hash of the address.';
