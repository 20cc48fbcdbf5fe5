-- Staff powers need a second factor. Every staff policy and staff function asks private.is_staff(),
-- which now also requires the token's authenticator assurance level to be aal2: a session that
-- has proved a TOTP code since signing in. A stolen password alone reads nothing.
create or replace function private.is_staff()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'staff'
     and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
$$;
