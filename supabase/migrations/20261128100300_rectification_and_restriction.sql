-- Two rights the privacy notice offers, each with its mechanism for the staff who work leads.
--
-- Rectification: a lead's name, e-mail address or phone corrected at the person's request. The
-- history records which details were corrected, by whom and when, never the old values (keeping
-- them would keep what the person asked to have put right). A sign-up's address is not corrected:
-- its consent was confirmed by that address, so a new address signs up and confirms for itself.
--
-- Restriction: a lead whose processing the person has restricted is kept but not used: its work
-- (status, owner, follow-up) cannot change and no marketing reaches it, until staff lift it. Each
-- restriction and lifting is in the history.

alter table public.lead_activity drop constraint lead_activity_kind_check;
alter table public.lead_activity add constraint lead_activity_kind_check
  check (kind in ('note', 'status', 'owner', 'follow_up', 'correction', 'restriction'));

alter table public.quotes add column restricted_at timestamptz;
alter table public.campaign_engagements add column restricted_at timestamptz;
alter table public.contact_requests add column restricted_at timestamptz;

-- A restricted lead's work stands still (as 20261126140000, with that check first).
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
      using errcode = '55000';
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

-- The details a person may have corrected, by kind of lead: what each is called in the history,
-- and the column it is kept in.
create or replace function private.correctable_details(p_kind text)
returns table (detail text, label text, column_name text, required boolean)
language sql
immutable
set search_path = ''
as $$
  select d.detail, d.label, d.column_name, d.required from (values
    ('quote', 'first_name', 'first name', 'contact_first_name', true),
    ('quote', 'last_name', 'last name', 'contact_last_name', true),
    ('quote', 'email', 'e-mail address', 'contact_email', true),
    ('quote', 'phone', 'phone', 'contact_phone', false),
    ('contact', 'name', 'name', 'name', true),
    ('contact', 'email', 'e-mail address', 'email', true),
    ('contact', 'phone', 'phone', 'phone', false),
    ('signup', 'first_name', 'first name', 'first_name', true),
    ('signup', 'last_name', 'last name', 'last_name', false)
  ) as d(kind, detail, label, column_name, required)
  where d.kind = p_kind
$$;

revoke all on function private.correctable_details(text) from public, anon, authenticated, service_role;

create or replace function private.lead_table(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind when 'quote' then 'quotes' when 'signup' then 'campaign_engagements'
                     when 'contact' then 'contact_requests' end
$$;

revoke all on function private.lead_table(text) from public, anon, authenticated, service_role;

create or replace function public.correct_lead(p_kind text, p_id uuid, p_details jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_table text := private.lead_table(p_kind);
  detail record;
  value text;
  corrected text[] := '{}';
  changed integer;
begin
  perform private.require_staff('correct a person''s details');
  if lead_table is null or p_id is null or jsonb_typeof(p_details) is distinct from 'object' then
    raise exception 'Name a lead and the details to correct' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(p_details) k
             where k not in (select d.detail from private.correctable_details(p_kind) d)) then
    raise exception 'Only a name, an e-mail address or a phone can be corrected here (a sign-up''s address cannot)'
      using errcode = '22023';
  end if;
  for detail in select * from private.correctable_details(p_kind) d where p_details ? d.detail loop
    value := nullif(btrim(p_details ->> detail.detail), '');
    if value is null and detail.required then
      raise exception 'The % cannot be empty', detail.label using errcode = '22023';
    end if;
    if detail.detail = 'email' and value !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      raise exception 'Give an e-mail address, like name@example.co.uk' using errcode = '22023';
    end if;
    if detail.detail = 'phone' and value !~ '^\+?[0-9 ()-]{6,25}$' then
      raise exception 'Give a phone number, like 07700 900123' using errcode = '22023';
    end if;
    execute format('update public.%I set %I = $1 where id = $2 and %I is distinct from $1',
                   lead_table, detail.column_name, detail.column_name)
      using value, p_id;
    get diagnostics changed = row_count;
    if changed > 0 then
      corrected := corrected || detail.label;
    end if;
  end loop;
  if array_length(corrected, 1) > 0 then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body)
    values (case when p_kind = 'quote' then p_id end, case when p_kind = 'signup' then p_id end,
            case when p_kind = 'contact' then p_id end, 'correction', array_to_string(corrected, ', '));
  end if;
end;
$$;

revoke all on function public.correct_lead(text, uuid, jsonb) from public, anon;
grant execute on function public.correct_lead(text, uuid, jsonb) to authenticated;
comment on function public.correct_lead(text, uuid, jsonb) is
  'Rectification: staff who work leads correct a person''s name, e-mail address or phone, recorded in the lead''s '
  'history without the old values. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no update grant on '
  'these columns, so the function runs as its owner; it refuses anyone who does not work leads (42501) and changes '
  'only the listed details of the named lead.';

create or replace function public.restrict_lead(p_kind text, p_id uuid, p_restricted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_table text := private.lead_table(p_kind);
  changed integer;
begin
  perform private.require_staff('restrict the use of a person''s data');
  if lead_table is null or p_id is null or p_restricted is null then
    raise exception 'Name a lead, and whether to restrict it' using errcode = '22023';
  end if;
  execute format('update public.%I set restricted_at = case when $1 then now() end
                  where id = $2 and (restricted_at is not null) <> $1', lead_table)
    using p_restricted, p_id;
  get diagnostics changed = row_count;
  if changed > 0 then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body)
    values (case when p_kind = 'quote' then p_id end, case when p_kind = 'signup' then p_id end,
            case when p_kind = 'contact' then p_id end, 'restriction',
            case when p_restricted then 'restricted' else 'lifted' end);
  end if;
end;
$$;

revoke all on function public.restrict_lead(text, uuid, boolean) from public, anon;
grant execute on function public.restrict_lead(text, uuid, boolean) to authenticated;
comment on function public.restrict_lead(text, uuid, boolean) is
  'Restriction of processing: staff who work leads restrict a lead (kept, not worked, sent no marketing) or lift it, '
  'recorded in its history. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no update grant on '
  'restricted_at, so the function runs as its owner; it refuses anyone who does not work leads (42501).';

-- No marketing reaches a restricted sign-up (as 20261128100000, without them).
create or replace function private.marketing_recipients()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (lower(s.email)) s.engagement_id
  from private.signup_consent() s
  join public.campaign_engagements e on e.id = s.engagement_id
  where s.status = 'confirmed' and e.restricted_at is null
  order by lower(s.email), s.created_at desc
$$;

revoke all on function private.marketing_recipients() from public, anon, authenticated, service_role;
