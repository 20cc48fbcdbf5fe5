-- How long a testimonial's record is kept (the privacy notice, "How long we keep your data"): it is
-- shown until its author asks us to stop or the firm retires it; the record of it and of the
-- author's agreement is then kept six years, to show it was genuine, and deleted with its history
-- in public.content_changes. private.apply_retention() applies it beside the leads' periods.

alter table private.retention_periods drop constraint retention_periods_data_check;
alter table private.retention_periods add constraint retention_periods_data_check
  check (data in ('quotes', 'contact_requests', 'ebook_signups', 'analytics_events', 'personal_data_audit',
                  'staff_access_log', 'client_leads', 'testimonials'));
insert into private.retention_periods (data, months) values ('testimonials', 72);

-- The leads' periods stay as they are, under a name of their own; apply_retention applies both.
alter function private.apply_retention() rename to apply_lead_retention;
revoke all on function private.apply_lead_retention() from public, anon, authenticated, service_role;

create or replace function private.apply_retention()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  testimonials_deleted integer;
begin
  with retired as (
    delete from public.testimonials t
    where t.retired_at < private.retention_cutoff('testimonials')
    returning t.id
  ), history as (
    delete from public.content_changes c
    where c.content = 'testimonial' and c.item in (select r.id::text from retired r)
  )
  select count(*) into testimonials_deleted from retired;
  return private.apply_lead_retention() || jsonb_build_object('testimonials', testimonials_deleted);
end;
$$;

revoke all on function private.apply_retention() from public, anon, authenticated, service_role;
