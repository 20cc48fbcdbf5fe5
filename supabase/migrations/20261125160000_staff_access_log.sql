-- Who looked at personal data in the staff area, and when: opening the leads dashboard (how many
-- quotes and sign-ups it loaded), opening one lead's details, and each CSV export. Status changes
-- and notes are in public.lead_activity, exports and erasures of one person's data in
-- public.personal_data_audit. Rows are written only by public.record_staff_access, which takes who
-- and when from the caller's token and the clock, never from the request; staff read them; nobody
-- changes or deletes them through the API.
create table public.staff_access_log (
  id uuid primary key default gen_random_uuid(),
  action text not null check (action in ('opened_leads', 'opened_quote', 'opened_signup', 'exported_quotes', 'exported_signups')),
  quote_id uuid references public.quotes (id) on delete set null,
  engagement_id uuid references public.campaign_engagements (id) on delete set null,
  row_count integer check (row_count between 0 and 1000000),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text check (length(actor_email) <= 254),
  created_at timestamptz not null default now()
);

create index staff_access_log_created_idx on public.staff_access_log (created_at desc);
create index staff_access_log_quote_idx on public.staff_access_log (quote_id);
create index staff_access_log_engagement_idx on public.staff_access_log (engagement_id);
create index staff_access_log_actor_idx on public.staff_access_log (actor_id);

alter table public.staff_access_log enable row level security;
revoke all on public.staff_access_log from anon, authenticated, service_role;
grant select on public.staff_access_log to authenticated;
create policy "Staff can read who accessed leads" on public.staff_access_log for select to authenticated
  using ((select private.is_staff()));

create or replace function public.record_staff_access(p_action text, p_lead_id uuid default null, p_rows integer default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can record access to leads' using errcode = '42501';
  end if;
  if p_action is null
     or p_action not in ('opened_leads', 'opened_quote', 'opened_signup', 'exported_quotes', 'exported_signups')
     or (p_action = 'opened_quote') <> exists (select 1 from public.quotes q where q.id = p_lead_id)
     or (p_action = 'opened_signup') <> exists (select 1 from public.campaign_engagements e where e.id = p_lead_id)
     or (p_action in ('opened_quote', 'opened_signup')) <> (p_lead_id is not null)
     or (p_rows is not null and p_rows not between 0 and 1000000) then
    raise exception 'Not an access the log records' using errcode = '22023';
  end if;
  insert into public.staff_access_log (action, quote_id, engagement_id, row_count, actor_id, actor_email)
  values (
    p_action,
    case when p_action = 'opened_quote' then p_lead_id end,
    case when p_action = 'opened_signup' then p_lead_id end,
    p_rows,
    (select auth.uid()),
    (select auth.jwt()) ->> 'email'
  );
end;
$$;

revoke all on function public.record_staff_access(text, uuid, integer) from public, anon;
grant execute on function public.record_staff_access(text, uuid, integer) to authenticated;
comment on function public.record_staff_access(text, uuid, integer) is
  'The staff area''s record of who opened leads and exported them. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no write access to '
  'public.staff_access_log, so the function runs as its owner; it refuses anyone who is not staff (42501), accepts '
  'only the known actions on leads that exist, and takes who and when from the token and the clock.';
