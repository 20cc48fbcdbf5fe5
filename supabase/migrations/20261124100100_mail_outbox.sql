-- Every e-mail the firm sends about a lead goes through this outbox: the lead and its messages are
-- stored in one transaction (the triggers below), so no message depends on the visitor's browser
-- staying open, and a message that cannot be sent now is tried again with growing gaps for at
-- least 24 hours (public.finish_mail), never twice once sent. The deliver-mail function sends what
-- is due; pg_cron calls it every 30 seconds while anything is waiting.
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('quote_confirmation', 'quote_to_firm', 'signup_to_firm')),
  quote_id uuid references public.quotes (id) on delete cascade,
  engagement_id uuid references public.campaign_engagements (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- While one sender holds the message: a sender that dies leaves it to be taken up again after this.
  locked_until timestamptz,
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((quote_id is not null) = (kind in ('quote_confirmation', 'quote_to_firm'))),
  check ((engagement_id is not null) = (kind = 'signup_to_firm'))
);

create unique index mail_outbox_one_per_lead on public.mail_outbox (kind, coalesce(quote_id, engagement_id));
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where status in ('pending', 'sending');

alter table public.mail_outbox enable row level security;
revoke all on public.mail_outbox from anon, authenticated;
grant select on public.mail_outbox to authenticated;
create policy "Staff can read the outbox" on public.mail_outbox for select to authenticated using ((select private.is_staff()));
-- deliver-mail and send-quote-confirmation: claim, read and settle messages (the functions below).
grant select, update on public.mail_outbox to service_role;

create or replace function private.queue_quote_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.mail_outbox (kind, quote_id) values ('quote_confirmation', new.id), ('quote_to_firm', new.id);
  return null;
end;
$$;

create trigger quotes_queue_mail after insert on public.quotes
  for each row execute function private.queue_quote_mail();

create or replace function private.queue_signup_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.mail_outbox (kind, engagement_id) values ('signup_to_firm', new.id);
  return null;
end;
$$;

create trigger campaign_engagements_queue_mail after insert on public.campaign_engagements
  for each row execute function private.queue_signup_mail();

revoke all on function private.queue_quote_mail(), private.queue_signup_mail() from public;

-- Takes the messages that are due (or those named, if due) for one sender, for two minutes.
create or replace function public.claim_mail(message_ids uuid[] default null, batch integer default 20)
returns setof public.mail_outbox
language sql
security invoker
set search_path = ''
as $$
  update public.mail_outbox m
  set status = 'sending', attempts = m.attempts + 1, locked_until = now() + interval '2 minutes'
  where m.id in (
    select o.id from public.mail_outbox o
    where o.status in ('pending', 'sending')
      and o.next_attempt_at <= now()
      and (o.locked_until is null or o.locked_until < now())
      and (message_ids is null or o.id = any (message_ids))
    order by o.created_at
    limit batch
    for update skip locked
  )
  returning m.*
$$;

-- Settles a claimed message: sent, or tried again after 1, 2, 4 … minutes (at most 2 hours apart)
-- until 24 hours have passed since it was queued, then failed for staff to see and retry.
create or replace function public.finish_mail(message_id uuid, failure text default null)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  message public.mail_outbox;
begin
  select * into message from public.mail_outbox where id = message_id and status = 'sending' for update;
  if not found then
    return null;
  end if;
  if failure is null then
    update public.mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null
    where id = message_id;
    if message.kind = 'quote_confirmation' then
      update public.quotes set confirmation_sent_at = now() where id = message.quote_id;
    end if;
    return 'sent';
  end if;
  if now() >= message.created_at + interval '24 hours' then
    update public.mail_outbox set status = 'failed', locked_until = null, last_error = left(failure, 1000)
    where id = message_id;
    return 'failed';
  end if;
  update public.mail_outbox
  set status = 'pending', locked_until = null, last_error = left(failure, 1000),
      next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(message.attempts - 1, 0)), interval '2 hours')
  where id = message_id;
  return 'pending';
end;
$$;

revoke all on function public.claim_mail(uuid[], integer), public.finish_mail(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_mail(uuid[], integer), public.finish_mail(uuid, text) to service_role;

-- Staff send a failed message again: it is due at once, and the next delivery run sends it.
create or replace function public.retry_mail(message_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can retry an e-mail' using errcode = '42501';
  end if;
  update public.mail_outbox
  set status = 'pending', next_attempt_at = now(), locked_until = null
  where id = message_id and status = 'failed';
end;
$$;

revoke all on function public.retry_mail(uuid) from public, anon;
grant execute on function public.retry_mail(uuid) to authenticated;
comment on function public.retry_mail(uuid) is
  'Staff send a failed e-mail again from the staff area. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no write access to '
  'public.mail_outbox, so the function runs as its owner; it refuses anyone who is not staff (42501) and can only '
  'make a failed message due again.';

-- The confirmation is the outbox's now: the quote's own claim is no longer used.
drop function public.claim_quote_confirmation(uuid);
alter table public.quotes drop column confirmation_claimed_at;

-- The schedule: pg_cron and pg_net on a hosted project (the local stack has the same two, see
-- supabase/local/db/scheduler.ts). The URL and key come from the Vault ([db.vault] in config.toml).
-- On a hosted project `postgres` may create pg_cron (supautils allows it). A server where pg_cron is
-- installed but `postgres` may not create it (the tests' PostgreSQL with Debian's pg_cron 1.4, which
-- has no schedules in seconds; hosted runs 1.6) keeps the cron schema it was given instead: the
-- local stack's, which does what pg_cron 1.6 does (docs/local-stack.md). Anywhere else a refusal
-- leaves no cron schema, and cron.schedule below fails the migration.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when insufficient_privilege then
      raise notice 'pg_cron is installed but % may not create it: the schedule uses the cron schema in place', current_user;
    end;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
end;
$$;

select cron.schedule(
  'deliver-mail',
  '30 seconds',
  $job$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/deliver-mail',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'apikey', (select decrypted_secret from vault.decrypted_secrets where name = 'project_publishable_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  )
  where exists (
    select 1 from public.mail_outbox
    where status in ('pending', 'sending') and next_attempt_at <= now() and (locked_until is null or locked_until < now())
  )
  $job$
);
