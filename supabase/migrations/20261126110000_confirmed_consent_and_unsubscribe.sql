-- Consent the owner of the address confirmed, and a way out of every marketing e-mail.
--
-- Double opt-in: a sign-up with consent is sent a confirmation e-mail (the eBook itself is
-- downloaded at once, as before); the firm may send marketing only once its link is followed.
-- Unsubscribe: every marketing e-mail carries a signed link and RFC 8058 one-click headers; using
-- either withdraws consent (a record in the consent history) and adds the address to a suppression
-- list that every marketing send checks. The list holds a keyed hash of the address, never the
-- address itself, so it survives an erasure without keeping the person's data, and still works.
-- Links are signed with the database's own key (private.audit_key): HMAC-SHA256 of the purpose and
-- the sign-up (to confirm) or the address (to unsubscribe).

alter table public.campaign_engagements
  add column marketing_confirmed_at timestamptz;

alter table public.consent_records drop constraint consent_records_action_check;
alter table public.consent_records
  add constraint consent_records_action_check check (action in ('given', 'confirmed', 'withdrawn'));

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox
  add constraint mail_outbox_kind_check
  check (kind in ('quote_confirmation', 'quote_to_firm', 'signup_to_firm', 'signup_confirmation'));
alter table public.mail_outbox drop constraint mail_outbox_check1;
alter table public.mail_outbox
  add constraint mail_outbox_engagement_check
  check ((engagement_id is not null) = (kind in ('signup_to_firm', 'signup_confirmation')));
-- A lead's messages stay one of each kind, but a person who signs up again later (after
-- unsubscribing, say) is asked to confirm again: a new message, with its own Message-ID.
drop index public.mail_outbox_one_per_lead;
create unique index mail_outbox_one_per_lead on public.mail_outbox (kind, coalesce(quote_id, engagement_id))
  where kind <> 'signup_confirmation';

create table public.marketing_suppressions (
  subject_hash text primary key check (subject_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

alter table public.marketing_suppressions enable row level security;
revoke all on public.marketing_suppressions from anon, authenticated, service_role;
grant select on public.marketing_suppressions to authenticated;
create policy "Staff can read the suppression list" on public.marketing_suppressions for select to authenticated
  using ((select private.is_staff()));

-- Links are signed with a key of their own, derived from the database's key, so that no keyed hash
-- stored elsewhere (the audit trail's, the suppression list's) can ever serve as a link's token.
create or replace function private.link_token(purpose text, subject text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(purpose || ':' || subject, 'UTF8'),
                                extensions.hmac(convert_to('email links', 'UTF8'), (select key from private.audit_key), 'sha256'),
                                'sha256'), 'hex')
$$;

revoke all on function private.link_token(text, text) from public, anon, authenticated, service_role;

-- The deliver-mail function (service role): what a sign-up's e-mails link to. Confirming names the
-- sign-up; unsubscribing names the address by its keyed hash, so that it still works once the
-- sign-up itself is gone (retention deletes it after a withdrawal).
create or replace function public.signup_link_tokens(p_engagement uuid)
returns table (confirm text, unsubscribe_subject text, unsubscribe text)
language sql
stable
security definer
set search_path = ''
as $$
  select private.link_token('confirm', e.id::text), private.subject_hash(e.email),
         private.link_token('unsubscribe', private.subject_hash(e.email))
  from public.campaign_engagements e
  where e.id = p_engagement
$$;

revoke all on function public.signup_link_tokens(uuid) from public, anon, authenticated;
grant execute on function public.signup_link_tokens(uuid) to service_role;

-- Whether a sign-up's consent stands: its latest consent record is not a withdrawal (a sign-up
-- always has one; without any, nothing was withdrawn).
create or replace function private.consent_stands(p_engagement uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select c.action <> 'withdrawn' from public.consent_records c
                   where c.engagement_id = p_engagement
                   order by c.created_at desc, (c.action = 'withdrawn') desc
                   limit 1), true)
$$;

revoke all on function private.consent_stands(uuid) from public, anon, authenticated, service_role;

-- Whether the firm may send marketing to an address: its owner confirmed a sign-up and has not
-- withdrawn since, and the address is not on the suppression list.
create or replace function public.may_send_marketing(p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (select 1 from public.marketing_suppressions s where s.subject_hash = private.subject_hash(p_email))
    and exists (
      select 1 from public.campaign_engagements e
      where lower(e.email) = lower(btrim(p_email))
        and e.marketing_confirmed_at is not null
        and not exists (
          select 1 from public.consent_records c
          where c.engagement_id = e.id and c.action = 'withdrawn' and c.created_at >= e.marketing_confirmed_at
        )
    )
$$;

revoke all on function public.may_send_marketing(text) from public, anon, authenticated;
grant execute on function public.may_send_marketing(text) to service_role;

create index campaign_engagements_lower_email_idx on public.campaign_engagements (lower(email));

-- Following the confirmation link: records the confirmation (once) with the wording the person
-- agreed to, and lifts a suppression, since this confirms a fresh sign-up. A link from before a
-- withdrawal confirms nothing: only signing up again does. Answers 'confirmed', 'withdrawn' (the
-- person unsubscribed after this link was sent) or 'invalid'; only 'confirmed' changes anything.
create or replace function public.confirm_signup(p_engagement uuid, p_token text, p_page text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  signup public.campaign_engagements%rowtype;
  latest text;
begin
  select * into signup from public.campaign_engagements where id = p_engagement for update;
  if not found or p_token is null or p_token <> private.link_token('confirm', signup.id::text) then
    return 'invalid';
  end if;
  select c.action into latest from public.consent_records c
  where c.engagement_id = signup.id
  order by c.created_at desc, (c.action = 'withdrawn') desc
  limit 1;
  if latest = 'withdrawn' then
    return 'withdrawn';
  end if;
  if latest = 'given' then
    update public.campaign_engagements set marketing_confirmed_at = now(), updated_at = now() where id = signup.id;
    insert into public.consent_records (engagement_id, action, wording, wording_version, page)
    values (signup.id, 'confirmed', signup.consent_wording,
            encode(extensions.digest(signup.consent_wording, 'sha256'), 'hex'), left(p_page, 200));
    delete from public.marketing_suppressions where subject_hash = private.subject_hash(signup.email);
  end if;
  return 'confirmed';
end;
$$;

revoke all on function public.confirm_signup(uuid, text, text) from public, anon, authenticated;
grant execute on function public.confirm_signup(uuid, text, text) to service_role;

-- Unsubscribing, from a link or a mail program's one-click: the address (by its keyed hash) goes on
-- the suppression list and every sign-up of it whose consent stands records the withdrawal. Works
-- whether or not a sign-up is still held. Returns whether the link was good.
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
  insert into public.marketing_suppressions (subject_hash) values (p_subject)
  on conflict (subject_hash) do nothing;
  insert into public.consent_records (engagement_id, action, wording, wording_version, page)
  select e.id, 'withdrawn', 'Unsubscribed from the firm''s e-mails',
         encode(extensions.digest('Unsubscribed from the firm''s e-mails', 'sha256'), 'hex'), left(p_page, 200)
  from public.campaign_engagements e
  where private.subject_hash(e.email) = p_subject and private.consent_stands(e.id);
  return true;
end;
$$;

revoke all on function public.unsubscribe_signup(text, text, text) from public, anon, authenticated;
grant execute on function public.unsubscribe_signup(text, text, text) to service_role;

-- Each consent given asks the person to confirm it, unless their address is already confirmed and
-- not withdrawn (a repeat download), or they were asked in the last ten minutes (a double click).
create or replace function private.queue_signup_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.action = 'given'
     and not public.may_send_marketing((select e.email from public.campaign_engagements e where e.id = new.engagement_id))
     and not exists (select 1 from public.mail_outbox m
                     where m.kind = 'signup_confirmation' and m.engagement_id = new.engagement_id
                       and m.created_at > now() - interval '10 minutes') then
    insert into public.mail_outbox (kind, engagement_id) values ('signup_confirmation', new.engagement_id);
  end if;
  return null;
end;
$$;

revoke all on function private.queue_signup_confirmation() from public, anon, authenticated, service_role;

create trigger consent_records_queue_confirmation after insert on public.consent_records
  for each row execute function private.queue_signup_confirmation();

-- Subject access also says whether the address is on the suppression list (as 20261125100300, plus
-- unsubscribed_from_marketing; the sign-up rows now carry marketing_confirmed_at).
create or replace function public.export_personal_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject text;
  quote_ids uuid[];
  engagement_ids uuid[];
  document jsonb;
begin
  perform private.require_staff('export personal data');
  subject := private.valid_subject(p_email);
  select coalesce(array_agg(q.id), '{}') into quote_ids from public.quotes q where lower(q.contact_email) = subject;
  select coalesce(array_agg(e.id), '{}') into engagement_ids
  from public.campaign_engagements e where lower(e.email) = subject;

  document := jsonb_build_object(
    'email', subject,
    'exported_at', now(),
    'quotes', coalesce((select jsonb_agg(to_jsonb(q) order by q.created_at) from public.quotes q
                        where q.id = any(quote_ids)), '[]'),
    'ebook_signups', coalesce((select jsonb_agg(to_jsonb(e) order by e.created_at) from public.campaign_engagements e
                               where e.id = any(engagement_ids)), '[]'),
    'consent_history', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at) from public.consent_records c
                                 where c.engagement_id = any(engagement_ids)), '[]'),
    'notes_and_changes', coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at) from public.lead_activity a
                                   where a.quote_id = any(quote_ids) or a.engagement_id = any(engagement_ids)), '[]'),
    'emails', coalesce((select jsonb_agg(jsonb_build_object(
                          'kind', m.kind, 'status', m.status, 'created_at', m.created_at, 'sent_at', m.sent_at,
                          'attempts', m.attempts, 'quote_id', m.quote_id, 'engagement_id', m.engagement_id)
                          order by m.created_at)
                        from public.mail_outbox m
                        where m.quote_id = any(quote_ids) or m.engagement_id = any(engagement_ids)), '[]'),
    -- On the suppression list (as a keyed hash of the address, matched here).
    'unsubscribed_from_marketing', exists (select 1 from public.marketing_suppressions s
                                           where s.subject_hash = private.subject_hash(subject)),
    -- The headline test's events carry no identifier, so none can be linked to a person.
    'analytics', '[]'::jsonb
  );
  perform private.audit_personal_data('export', subject, jsonb_build_object(
    'quotes', cardinality(quote_ids), 'ebook_signups', cardinality(engagement_ids)));
  return document;
end;
$$;

