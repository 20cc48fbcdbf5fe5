-- A refusal is the caller's error, answered with a 4xx. Every `raise exception` in the functions
-- names a SQLSTATE PostgREST maps to a 4xx (Error.hs, pgErrorStatus): 22023 and 23514 → 400,
-- 42501 → 401 for a visitor and 403 for a user, 42P01 → 404, PTxyz → xyz. One did not: a restricted
-- lead's work refused with 55000 (object not in prerequisite state), which PostgREST answers with
-- 500, as if the server had failed. It is now PT409, 409 Conflict: the lead's state forbids the
-- change until staff lift the restriction, with the same message for staff to read.
-- (tests/integration/security/refusals.test.ts checks every raise in the database.)

-- As 20261128100300, with the restriction's refusal as PT409.
create or replace function private.record_lead_work()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  quote uuid := case when tg_table_name = 'quotes' then new.id end;
  engagement uuid := case when tg_table_name = 'campaign_engagements' then new.id end;
  contact uuid := case when tg_table_name = 'contact_requests' then new.id end;
  owner_email text;
  previous_owner_email text;
begin
  if old.restricted_at is not null then
    raise exception 'The person has restricted the use of their data: lift the restriction before working this lead'
      using errcode = 'PT409';
  end if;
  if new.owner_id is not null and new.owner_id is distinct from old.owner_id
     and not private.is_staff_member(new.owner_id) then
    raise exception 'A lead''s owner must be a member of staff' using errcode = '23514';
  end if;
  new.worked_at := now();
  new.worked_by_email := (select auth.jwt()) ->> 'email';
  if new.status is distinct from old.status then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'status', new.status, old.status);
  end if;
  if new.owner_id is distinct from old.owner_id then
    select email into owner_email from auth.users where id = new.owner_id;
    select email into previous_owner_email from auth.users where id = old.owner_id;
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'owner', owner_email, previous_owner_email);
  end if;
  if new.follow_up_on is distinct from old.follow_up_on then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'follow_up', new.follow_up_on::text, old.follow_up_on::text);
  end if;
  return new;
end;
$$;
