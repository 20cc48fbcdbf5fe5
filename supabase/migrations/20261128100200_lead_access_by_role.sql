-- Only the staff who need people's data see it. A writer writes and publishes articles and sees no
-- lead, consent record, e-mail or log of anyone's data; admins and editors work the leads, as before.
-- Every policy and function on people's data now asks private.works_leads(); the articles' own
-- policies keep private.is_staff().

alter table public.staff_members drop constraint staff_members_role_check;
alter table public.staff_members add constraint staff_members_role_check check (role in ('admin', 'editor', 'writer'));

create or replace function private.works_leads()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select private.staff_role()) in ('admin', 'editor'), false)
$$;

revoke all on function private.works_leads() from public;
grant execute on function private.works_leads() to anon, authenticated, service_role;

alter policy "Staff can read campaign engagements" on public.campaign_engagements
  using ((select private.works_leads()));
alter policy "Staff can work sign-ups" on public.campaign_engagements
  using ((select private.works_leads())) with check ((select private.works_leads()));
alter policy "Staff can read consent records" on public.consent_records
  using ((select private.works_leads()));
alter policy "Staff can read contact requests" on public.contact_requests
  using ((select private.works_leads()));
alter policy "Staff can work contact requests" on public.contact_requests
  using ((select private.works_leads())) with check ((select private.works_leads()));
alter policy "Staff can read quotes" on public.quotes
  using ((select private.works_leads()));
alter policy "Staff can work quotes" on public.quotes
  using ((select private.works_leads())) with check ((select private.works_leads()));
alter policy "Staff can add notes" on public.lead_activity
  with check ((select private.works_leads()) and kind = 'note');
alter policy "Staff can read lead activity" on public.lead_activity
  using ((select private.works_leads()));
alter policy "Staff can read the outbox" on public.mail_outbox
  using ((select private.works_leads()));
alter policy "Staff can read the tax tips sent" on public.marketing_emails
  using ((select private.works_leads()));
alter policy "Staff can read the suppression list" on public.marketing_suppressions
  using ((select private.works_leads()));
alter policy "Staff can read the personal data audit" on public.personal_data_audit
  using ((select private.works_leads()));
alter policy "Staff can read who accessed leads" on public.staff_access_log
  using ((select private.works_leads()));

-- Every caller of require_staff acts on people's data: export, the tax tips, consent and withdrawals.
create or replace function private.require_staff(action text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select private.works_leads()) then
    raise exception 'Only staff who work leads can %', action using errcode = '42501';
  end if;
end;
$$;

revoke all on function private.require_staff(text) from public, anon, authenticated, service_role;

create or replace function public.retry_mail(message_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('retry an e-mail');
  update public.mail_outbox
  set status = 'pending', next_attempt_at = now(), locked_until = null
  where id = message_id and status = 'failed';
end;
$$;

revoke all on function public.retry_mail(uuid) from public, anon;
grant execute on function public.retry_mail(uuid) to authenticated;

create or replace function public.record_staff_access(p_action text, p_lead_id uuid default null, p_rows integer default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('record access to leads');
  if p_action is null
     or p_action not in ('opened_leads', 'opened_quote', 'opened_signup', 'opened_contact',
                         'exported_quotes', 'exported_signups', 'exported_contacts')
     or (p_action = 'opened_quote') <> exists (select 1 from public.quotes q where q.id = p_lead_id)
     or (p_action = 'opened_signup') <> exists (select 1 from public.campaign_engagements e where e.id = p_lead_id)
     or (p_action = 'opened_contact') <> exists (select 1 from public.contact_requests c where c.id = p_lead_id)
     or (p_action in ('opened_quote', 'opened_signup', 'opened_contact')) <> (p_lead_id is not null)
     or (p_rows is not null and p_rows not between 0 and 1000000) then
    raise exception 'Not an access the log records' using errcode = '22023';
  end if;
  insert into public.staff_access_log (action, quote_id, engagement_id, contact_request_id, row_count, actor_id, actor_email)
  values (
    p_action,
    case when p_action = 'opened_quote' then p_lead_id end,
    case when p_action = 'opened_signup' then p_lead_id end,
    case when p_action = 'opened_contact' then p_lead_id end,
    p_rows,
    (select auth.uid()),
    (select auth.jwt()) ->> 'email'
  );
end;
$$;

revoke all on function public.record_staff_access(text, uuid, integer) from public, anon;
grant execute on function public.record_staff_access(text, uuid, integer) to authenticated;
