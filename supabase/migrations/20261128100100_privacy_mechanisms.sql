-- What the privacy notice says, done by the database.
--
-- 1. A consent record's client hash is keyed. The sign-up function sends SHA-256 of the client's
--    address; unkeyed, an IPv4 address is found again by hashing all four billion. Keyed with the
--    database's own key (as the audit trail and the suppression list are), it still tells two
--    sign-ups from one place apart from two from different places, and finds no one.
-- 2. An erased address stays on the marketing suppression list (by keyed hash): erasure removes the
--    sign-ups that recorded a withdrawal, so without this a later list or import could reach it.

create or replace function private.keyed_client_hash(unkeyed text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to('consent client:' || unkeyed, 'UTF8'),
                                (select key from private.audit_key), 'sha256'), 'hex')
$$;

revoke all on function private.keyed_client_hash(text) from public, anon, authenticated, service_role;

create or replace function private.key_consent_client_hash()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.client_hash is not null then
    new.client_hash := private.keyed_client_hash(new.client_hash);
  end if;
  return new;
end;
$$;

revoke all on function private.key_consent_client_hash() from public, anon, authenticated, service_role;

create trigger consent_records_keyed_client_hash
  before insert on public.consent_records
  for each row execute function private.key_consent_client_hash();

update public.consent_records set client_hash = private.keyed_client_hash(client_hash) where client_hash is not null;

comment on column public.consent_records.client_hash is
  'HMAC-SHA256 (the database''s key) of the SHA-256 of the client''s address: tells places apart, identifies no one.';

create or replace function public.erase_personal_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  erased jsonb;
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only an admin can erase personal data' using errcode = '42501';
  end if;
  erased := private.erase_personal_data_as_staff(p_email);
  insert into public.marketing_suppressions (subject_hash) values (private.subject_hash(p_email))
  on conflict (subject_hash) do nothing;
  return erased;
end;
$$;

revoke all on function public.erase_personal_data(text) from public, anon;
grant execute on function public.erase_personal_data(text) to authenticated;
comment on function public.erase_personal_data(text) is
  'Erasure on request: every row holding one person''s data, deleted or redacted, and the address suppressed '
  'from marketing by its keyed hash. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not '
  'an admin with a second factor (42501); the work is done by private.erase_personal_data_as_staff, which the API '
  'cannot call, and every erasure is recorded in public.personal_data_audit by a keyed hash of the address.';

-- 3. A withdrawal the firm receives by e-mail or by phone is recorded by staff and honoured by every
--    send, exactly as the unsubscribe link's: the address suppressed by keyed hash, a withdrawal in
--    the consent history of each sign-up whose consent stood, and the confirmation links sent before
--    retired. One function serves both.
create or replace function private.withdraw_marketing(p_subject text, p_wording text, p_page text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  recorded integer;
begin
  insert into public.marketing_suppressions (subject_hash) values (p_subject)
  on conflict (subject_hash) do nothing;
  insert into public.consent_records (engagement_id, action, wording, wording_version, page)
  select e.id, 'withdrawn', p_wording, encode(extensions.digest(p_wording, 'sha256'), 'hex'), left(p_page, 200)
  from public.campaign_engagements e
  where private.subject_hash(e.email) = p_subject and private.consent_stands(e.id);
  get diagnostics recorded = row_count;
  update public.campaign_engagements set confirm_nonce = gen_random_uuid()
  where private.subject_hash(email) = p_subject;
  return recorded;
end;
$$;

revoke all on function private.withdraw_marketing(text, text, text) from public, anon, authenticated, service_role;

create or replace function public.unsubscribe_signup(p_subject text, p_token text, p_page text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_subject is null or p_subject !~ '^[0-9a-f]{64}$' or p_token is null
     or p_token <> private.link_token('unsubscribe', p_subject) then
    return false;
  end if;
  perform private.withdraw_marketing(p_subject, 'Unsubscribed from the firm''s e-mails', p_page);
  return true;
end;
$$;

revoke all on function public.unsubscribe_signup(text, text, text) from public, anon, authenticated;
grant execute on function public.unsubscribe_signup(text, text, text) to service_role;

create or replace function public.record_marketing_withdrawal(p_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject text;
begin
  perform private.require_staff('record a withdrawal of consent');
  subject := private.valid_subject(p_email);
  return private.withdraw_marketing(
    private.subject_hash(subject),
    'Withdrew consent by writing to the firm, recorded by ' || coalesce((select auth.jwt()) ->> 'email', 'staff'),
    null);
end;
$$;

revoke all on function public.record_marketing_withdrawal(text) from public, anon;
grant execute on function public.record_marketing_withdrawal(text) to authenticated;
comment on function public.record_marketing_withdrawal(text) is
  'A withdrawal of marketing consent (or an objection to direct marketing) the firm received other than by the '
  'unsubscribe link, recorded by staff: returns how many sign-ups'' consent it withdrew. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not '
  'staff (42501), and writes the suppression list and consent history, which no one may write through the API.';

-- 4. Retention for everything the notice gives a period. A lead that became a client (won) is kept
--    with the client's record for six years after the firm last worked on it, then deleted; before,
--    won leads were kept for ever. Records that protect the forms (rate limits, keyed by hashes of
--    the address and the client) are deleted after a day by the daily run too, not only when the
--    next form is sent, so a quiet week keeps none longer than the notice says.
alter table private.retention_periods drop constraint retention_periods_data_check;
alter table private.retention_periods add constraint retention_periods_data_check
  check (data in ('quotes', 'contact_requests', 'ebook_signups', 'analytics_events', 'personal_data_audit',
                  'staff_access_log', 'client_leads'));
insert into private.retention_periods (data, months) values ('client_leads', 72);

create or replace function private.apply_retention()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  quotes_deleted integer;
  contacts_deleted integer;
  signups_deleted integer;
  clients_deleted integer := 0;
  deleted integer;
  events_deleted integer;
  audit_deleted integer;
  access_deleted integer;
  attempts_deleted integer;
begin
  delete from public.quotes
  where created_at < private.retention_cutoff('quotes') and status <> 'won';
  get diagnostics quotes_deleted = row_count;
  delete from public.contact_requests
  where created_at < private.retention_cutoff('contact_requests') and status <> 'won';
  get diagnostics contacts_deleted = row_count;
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
  -- Clients' leads: six years after the firm last worked on them (or, never worked, after they came).
  delete from public.quotes
  where status = 'won' and coalesce(worked_at, created_at) < private.retention_cutoff('client_leads');
  get diagnostics deleted = row_count;
  clients_deleted := clients_deleted + deleted;
  delete from public.contact_requests
  where status = 'won' and coalesce(worked_at, created_at) < private.retention_cutoff('client_leads');
  get diagnostics deleted = row_count;
  clients_deleted := clients_deleted + deleted;
  delete from public.campaign_engagements
  where status = 'won' and coalesce(worked_at, created_at) < private.retention_cutoff('client_leads');
  get diagnostics deleted = row_count;
  clients_deleted := clients_deleted + deleted;
  delete from public.analytics_events where created_at < private.retention_cutoff('analytics_events');
  get diagnostics events_deleted = row_count;
  delete from public.personal_data_audit where created_at < private.retention_cutoff('personal_data_audit');
  get diagnostics audit_deleted = row_count;
  delete from public.staff_access_log where created_at < private.retention_cutoff('staff_access_log');
  get diagnostics access_deleted = row_count;
  delete from public.submission_attempts where created_at < now() - interval '1 day';
  get diagnostics attempts_deleted = row_count;
  return jsonb_build_object('quotes', quotes_deleted, 'contact_requests', contacts_deleted,
                            'ebook_signups', signups_deleted, 'client_leads', clients_deleted,
                            'analytics_events', events_deleted, 'personal_data_audit', audit_deleted,
                            'staff_access_log', access_deleted, 'submission_attempts', attempts_deleted);
end;
$$;

revoke all on function private.apply_retention() from public, anon, authenticated, service_role;

-- 5. What the mail provider reports back. An address whose mail bounced for good, or whose owner
--    marked the firm's e-mail as spam, is suppressed from marketing and, where a consent stood, the
--    withdrawal is in the consent history: the resend-events function calls this for each address
--    of a signed email.bounced or email.complained event.
create or replace function public.record_mail_event(p_email text, p_event text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject text := private.valid_subject(p_email);
begin
  if p_event = 'bounced' then
    return private.withdraw_marketing(private.subject_hash(subject),
      'The address bounced: the mail provider reported it cannot be delivered to', null);
  elsif p_event = 'complained' then
    return private.withdraw_marketing(private.subject_hash(subject),
      'Marked the firm''s e-mail as spam (reported by the mail provider)', null);
  end if;
  raise exception 'Not a mail event this records' using errcode = '22023';
end;
$$;

revoke all on function public.record_mail_event(text, text) from public, anon, authenticated;
grant execute on function public.record_mail_event(text, text) to service_role;
