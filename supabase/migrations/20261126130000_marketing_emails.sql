-- The firm's tax tips by e-mail, the marketing the eBook's consent asks for: staff write one and send
-- it to every address whose owner confirmed it and has not unsubscribed. Each copy goes through the
-- outbox with the signed unsubscribe link and RFC 8058's one-click headers, and is checked again
-- against the suppression list and the consent history when it is sent: an address that unsubscribed
-- in between is withheld, never sent.
create table public.marketing_emails (
  id uuid primary key default gen_random_uuid(),
  -- One line: a subject is a header.
  subject text not null check (length(btrim(subject)) between 3 and 150 and subject !~ E'[\r\n]'),
  body text not null check (length(btrim(body)) between 20 and 20000),
  sent_by uuid references auth.users (id) on delete set null,
  sent_by_email text check (length(sent_by_email) <= 254),
  recipients integer not null default 0 check (recipients >= 0),
  created_at timestamptz not null default now()
);

create index marketing_emails_created_idx on public.marketing_emails (created_at desc);
create index marketing_emails_sent_by_idx on public.marketing_emails (sent_by);

alter table public.marketing_emails enable row level security;
revoke all on public.marketing_emails from anon, authenticated, service_role;
grant select on public.marketing_emails to authenticated, service_role;
create policy "Staff can read the tax tips sent" on public.marketing_emails for select to authenticated
  using ((select private.is_staff()));

alter table public.mail_outbox
  add column marketing_email_id uuid references public.marketing_emails (id) on delete cascade;
create index mail_outbox_marketing_idx on public.mail_outbox (marketing_email_id) where marketing_email_id is not null;

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('quote_confirmation', 'quote_to_firm', 'signup_to_firm', 'signup_confirmation', 'marketing'));
alter table public.mail_outbox drop constraint mail_outbox_engagement_check;
alter table public.mail_outbox add constraint mail_outbox_engagement_check
  check ((engagement_id is not null) = (kind in ('signup_to_firm', 'signup_confirmation', 'marketing')));
alter table public.mail_outbox add constraint mail_outbox_marketing_check
  check ((marketing_email_id is not null) = (kind = 'marketing'));
-- Withheld: a marketing copy whose address was suppressed or withdrew before it went.
alter table public.mail_outbox drop constraint mail_outbox_status_check;
alter table public.mail_outbox add constraint mail_outbox_status_check
  check (status in ('pending', 'sending', 'sent', 'failed', 'withheld'));

drop index public.mail_outbox_one_per_lead;
create unique index mail_outbox_one_per_lead on public.mail_outbox (kind, coalesce(quote_id, engagement_id))
  where kind not in ('signup_confirmation', 'marketing');
create unique index mail_outbox_one_per_recipient on public.mail_outbox (marketing_email_id, engagement_id)
  where kind = 'marketing';

-- One sign-up per address that may be sent marketing now (its latest confirmed one), for the staff
-- area's count and for sending: public.may_send_marketing's rule, over every sign-up in one query.
create or replace function private.marketing_recipients()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (lower(e.email)) e.id
  from public.campaign_engagements e
  where e.marketing_confirmed_at is not null
    and not exists (
      select 1 from public.consent_records c
      where c.engagement_id = e.id and c.action = 'withdrawn' and c.created_at >= e.marketing_confirmed_at
    )
    and not exists (select 1 from public.marketing_suppressions s where s.subject_hash = private.subject_hash(e.email))
  order by lower(e.email), e.created_at desc
$$;

revoke all on function private.marketing_recipients() from public, anon, authenticated, service_role;

create or replace function public.marketing_audience()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff('see who receives the tax tips');
  return (select count(*) from private.marketing_recipients());
end;
$$;

revoke all on function public.marketing_audience() from public, anon;
grant execute on function public.marketing_audience() to authenticated;

comment on function public.marketing_audience() is
  'How many addresses the next tax tips e-mail would go to. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff cannot read the '
  'suppression list''s matches themselves, so the function runs as its owner; it refuses anyone who is not staff '
  '(42501) and returns only a count.';

create or replace function public.send_marketing_email(p_subject text, p_body text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  sent public.marketing_emails%rowtype;
  queued integer;
begin
  perform private.require_staff('send the tax tips e-mail');
  if p_subject is null or length(btrim(p_subject)) not between 3 and 150 or p_subject ~ E'[\r\n]'
     or p_body is null or length(btrim(p_body)) not between 20 and 20000 then
    raise exception 'A tax tips e-mail needs a one-line subject of 3 to 150 characters and a message of 20 to 20,000'
      using errcode = '22023';
  end if;
  -- The sign-up form promises no more than a couple of e-mails a month; and a send repeated (a
  -- retry after a lost answer) must not reach everyone twice.
  perform pg_advisory_xact_lock(hashtext('send_marketing_email'));
  if exists (select 1 from public.marketing_emails m
             where lower(m.subject) = lower(btrim(p_subject)) and m.created_at > now() - interval '7 days') then
    raise exception 'An e-mail with this subject went out in the last 7 days' using errcode = '22023';
  end if;
  if (select count(*) from public.marketing_emails m where m.created_at > now() - interval '30 days') >= 2 then
    raise exception 'Two tax tips e-mails have gone out in the last 30 days, the most the sign-up form promises'
      using errcode = '22023';
  end if;
  insert into public.marketing_emails (subject, body, sent_by, sent_by_email)
  values (btrim(p_subject), btrim(p_body), (select auth.uid()), (select auth.jwt()) ->> 'email')
  returning * into sent;
  insert into public.mail_outbox (kind, engagement_id, marketing_email_id)
  select 'marketing', recipient, sent.id from private.marketing_recipients() as recipient;
  get diagnostics queued = row_count;
  update public.marketing_emails set recipients = queued where id = sent.id;
  return queued;
end;
$$;

revoke all on function public.send_marketing_email(text, text) from public, anon;
grant execute on function public.send_marketing_email(text, text) to authenticated;

comment on function public.send_marketing_email(text, text) is
  'Staff send a tax tips e-mail to every confirmed address not unsubscribed. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff cannot write the '
  'outbox, so the function runs as its owner; it refuses anyone who is not staff (42501), checks the subject '
  'and message (22023), takes the sender from the token and queues one copy per address that may be sent marketing.';

-- The deliver-mail function: a marketing copy whose address may no longer be sent marketing.
create or replace function public.withhold_mail(message_id uuid)
returns text
language sql
security invoker
set search_path = ''
as $$
  update public.mail_outbox set status = 'withheld', locked_until = null,
         last_error = 'Not sent: the address unsubscribed or withdrew consent before it went'
  where id = message_id and status = 'sending' and kind = 'marketing'
  returning 'withheld'::text
$$;

revoke all on function public.withhold_mail(uuid) from public, anon, authenticated;
grant execute on function public.withhold_mail(uuid) to service_role;
