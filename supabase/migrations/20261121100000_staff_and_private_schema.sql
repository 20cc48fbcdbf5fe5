-- Staff rights and the private schema.
--
-- Staff are users whose app_metadata.role is 'staff'. app_metadata is set only
-- with the service role (an administrator or the seed), never by the user, so
-- policies may trust it; user_metadata is user-editable and is never used.
-- Helpers live in `private`, which PostgREST does not expose.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create or replace function private.is_staff()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'staff'
$$;

revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to anon, authenticated, service_role;

-- Every new function in public is private by default: grants are given one by one.
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
