-- Members of staff have names: a lead's owner, the firm's notices and an article's author read as
-- people, not addresses. An admin gives the name with the invitation and can correct anyone's; each
-- member can set their own. The name is set through public.set_staff_name, never by a direct update,
-- so that no policy on the row lets a member change their own role.

alter table public.staff_members
  add column name text check (name is null or (length(btrim(name)) between 1 and 100 and name !~ '[[:cntrl:]]'));

drop function public.list_staff();
create function public.list_staff()
returns table (id uuid, email text, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can list the staff' using errcode = '42501';
  end if;
  return query select m.user_id, m.email, m.name from public.staff_members m order by coalesce(m.name, m.email);
end;
$$;

revoke all on function public.list_staff() from public, anon;
grant execute on function public.list_staff() to authenticated;
comment on function public.list_staff() is
  'The members of staff a lead can be given to, with their names. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff_members is readable by '
  'staff through RLS already; the function refuses anyone who is not staff (42501) and returns only ids, '
  'addresses and names.';

create or replace function public.set_staff_name(p_user uuid, p_name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  cleaned text := nullif(btrim(p_name), '');
begin
  if not (select private.is_staff()) or (p_user is distinct from (select auth.uid()) and not (select private.is_staff_admin())) then
    raise exception 'Only an admin can name another member of staff' using errcode = '42501';
  end if;
  if cleaned is null or length(cleaned) > 100 or cleaned ~ '[[:cntrl:]]' then
    raise exception 'Give a name of 1 to 100 characters' using errcode = '22023';
  end if;
  update public.staff_members set name = cleaned where user_id = p_user;
  if not found then
    raise exception 'Not a member of staff' using errcode = '22023';
  end if;
end;
$$;

revoke all on function public.set_staff_name(uuid, text) from public, anon;
grant execute on function public.set_staff_name(uuid, text) to authenticated;
comment on function public.set_staff_name(uuid, text) is
  'A member of staff''s name: their own, or anyone''s for an admin. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff may update only the role '
  'column (admins), so the function runs as its owner; it refuses anyone who is not staff, and a member who is not '
  'an admin for anyone but themselves (42501).';
