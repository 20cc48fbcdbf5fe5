-- Retention catches up with what the privacy notice says: a sign-up is kept "until you withdraw
-- consent" (only the suppression list's keyed hash stays after unsubscribing), confirming the
-- address counts as an interaction, and the record of who opened leads is kept six years, as the
-- audit trail of exports and erasures is.
alter table private.retention_periods drop constraint retention_periods_data_check;
alter table private.retention_periods add constraint retention_periods_data_check
  check (data in ('quotes', 'ebook_signups', 'analytics_events', 'personal_data_audit', 'staff_access_log'));
insert into private.retention_periods (data, months) values ('staff_access_log', 72);

create or replace function private.apply_retention()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  quotes_deleted integer;
  signups_deleted integer;
  events_deleted integer;
  audit_deleted integer;
  access_deleted integer;
begin
  delete from public.quotes
  where created_at < private.retention_cutoff('quotes') and status <> 'won';
  get diagnostics quotes_deleted = row_count;
  -- Sign-ups: two years after the person's last interaction, or once they have withdrawn consent
  -- (their latest consent record is a withdrawal); a sign-up that became a client stays with the file.
  delete from public.campaign_engagements e
  where e.status <> 'won'
    and (
      greatest(e.created_at, e.consented_at, coalesce(e.downloaded_at, e.created_at),
               coalesce(e.marketing_confirmed_at, e.created_at)) < private.retention_cutoff('ebook_signups')
      or not private.consent_stands(e.id)
    );
  get diagnostics signups_deleted = row_count;
  delete from public.analytics_events where created_at < private.retention_cutoff('analytics_events');
  get diagnostics events_deleted = row_count;
  delete from public.personal_data_audit where created_at < private.retention_cutoff('personal_data_audit');
  get diagnostics audit_deleted = row_count;
  delete from public.staff_access_log where created_at < private.retention_cutoff('staff_access_log');
  get diagnostics access_deleted = row_count;
  return jsonb_build_object('quotes', quotes_deleted, 'ebook_signups', signups_deleted,
                            'analytics_events', events_deleted, 'personal_data_audit', audit_deleted,
                            'staff_access_log', access_deleted);
end;
$$;
