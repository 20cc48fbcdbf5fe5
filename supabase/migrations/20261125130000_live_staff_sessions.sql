-- A member of staff's token counts only while the session it belongs to is alive and still at aal2
-- in Auth's own records. An access token lives up to an hour on its own; with this, signing out
-- everywhere, an admin resetting a lost phone's authenticator app (Auth drops that session to aal1)
-- or ending someone's sessions takes their staff powers away on their very next request.
create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.staff_members m
  where m.user_id = (select auth.uid())
    and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from auth.sessions s
      where s.user_id = m.user_id
        and s.aal = 'aal2'
        and s.id::text = coalesce((select auth.jwt()) ->> 'session_id', '')
    )
$$;

-- Ends every session of one account (what Auth's sign-out "global" does, for someone else): for a
-- lost phone, whose session could otherwise set up a new authenticator app. The manage-staff
-- function calls it, after an admin's check, with the secret key.
create or replace function public.end_sessions_of(p_user_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ended integer;
begin
  delete from auth.sessions where user_id = p_user_id;
  get diagnostics ended = row_count;
  return ended;
end;
$$;

revoke all on function public.end_sessions_of(uuid) from public, anon, authenticated;
grant execute on function public.end_sessions_of(uuid) to service_role;
