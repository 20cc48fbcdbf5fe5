-- Reminders that reach the partner (issue 55, item 2), on the database's scheduler and through the
-- outbox:
--
-- * a morning digest to each member of staff who works leads (admins and editors), at 07:30 UK
--   time on weekdays: one outbox message per member per day. deliver-mail ranks their leads and the
--   unassigned ones as the staff area's Today does (_shared/kernel/today.ts) and withholds the
--   message, with the reason, on a bank holiday (the fact registry's, _shared/kernel/bank-holidays.ts)
--   or when the ranking leaves nothing to say, so the decision is the kernel's alone;
-- * a reminder 30 minutes before a call back's slot starts, to the lead's owner, or to every member
--   who works leads while nobody has taken it: once per call back, and only while nobody has
--   answered the person;
-- * a calendar feed per member (the calendar-feed function): a secret link, stored only as its
--   SHA-256, listing the call backs and follow-ups of their leads and the unassigned ones.
--
-- private.queue_lead_reminders(p_now) decides what is due at a moment: pg_cron runs it every minute
-- with now(); the tests move time by giving it another moment.

-- The day the person was promised a call back, worked out when they asked (submit-contact, by the
-- kernel's callBackDay: the next working day, bank holidays skipped), so the scheduler knows when
-- its slot starts. Requests stored before this have theirs worked out here, by the same rule.
alter table public.contact_requests add column call_back_on date;
alter table public.contact_requests add constraint contact_requests_call_back_on_check
  check (call_back or call_back_on is null);

update public.contact_requests c
set call_back_on = (
  select min(d)::date
  from generate_series((c.created_at at time zone 'Europe/London')::date + 1,
                       (c.created_at at time zone 'Europe/London')::date + 10, interval '1 day') as d
  where extract(isodow from d) < 6
    -- England and Wales's bank holidays from the fact registry (content/facts.json), for this one update.
    and d::date <> all (array['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25',
                              '2026-08-31', '2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26',
                              '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27',
                              '2027-12-28']::date[])
)
where c.call_back;

create index contact_requests_call_back_on_idx on public.contact_requests (call_back_on)
  where call_back and status = 'new';

-- The outbox's two new kinds of message, each to one member of staff.
alter table public.mail_outbox
  add column staff_user_id uuid references public.staff_members (user_id) on delete cascade,
  add column digest_on date;
create index mail_outbox_staff_user_idx on public.mail_outbox (staff_user_id) where staff_user_id is not null;

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('quote_confirmation', 'quote_to_firm', 'signup_to_firm', 'signup_confirmation', 'marketing',
                  'contact_confirmation', 'contact_to_firm', 'lead_digest', 'call_back_reminder'));
alter table public.mail_outbox drop constraint mail_outbox_contact_request_check;
alter table public.mail_outbox add constraint mail_outbox_contact_request_check
  check ((contact_request_id is not null) = (kind in ('contact_confirmation', 'contact_to_firm', 'call_back_reminder')));
alter table public.mail_outbox add constraint mail_outbox_staff_check
  check ((staff_user_id is not null) = (kind in ('lead_digest', 'call_back_reminder')));
alter table public.mail_outbox add constraint mail_outbox_digest_check
  check ((digest_on is not null) = (kind = 'lead_digest'));

drop index public.mail_outbox_one_per_lead;
create unique index mail_outbox_one_per_lead on public.mail_outbox (kind, coalesce(quote_id, engagement_id, contact_request_id))
  where kind not in ('signup_confirmation', 'marketing', 'lead_digest', 'call_back_reminder');
-- One digest a member a day; one reminder a call back for each member it goes to.
create unique index mail_outbox_one_digest_a_day on public.mail_outbox (staff_user_id, digest_on)
  where kind = 'lead_digest';
create unique index mail_outbox_one_reminder_a_call on public.mail_outbox (contact_request_id, staff_user_id)
  where kind = 'call_back_reminder';

-- When the digest goes, and how long before a slot starts its reminder goes (UK time).
create or replace function private.call_back_slot_starts(p_slot text)
returns time
language sql
immutable
set search_path = ''
as $$
  -- As CALL_BACK_HOURS in supabase/functions/_shared/kernel/schemas/contact-constants.ts.
  select case p_slot
    when 'morning' then time '09:00'
    when 'afternoon' then time '12:00'
    when 'late_afternoon' then time '15:00'
    when 'any' then time '09:00'
  end
$$;

create or replace function private.call_back_slot_ends(p_slot text)
returns time
language sql
immutable
set search_path = ''
as $$
  select case p_slot
    when 'morning' then time '12:00'
    when 'afternoon' then time '15:00'
    when 'late_afternoon' then time '17:30'
    when 'any' then time '17:30'
  end
$$;

revoke all on function private.call_back_slot_starts(text), private.call_back_slot_ends(text)
  from public, anon, authenticated, service_role;

-- Queues what is due at p_now: the day's digests from 07:30 (or as soon after as the scheduler runs,
-- until noon) on a weekday, one a member, and each call
-- back's reminder from 30 minutes before its slot starts until the slot ends. Returns how many
-- messages it queued; deliver-mail (every 30 seconds while one waits) sends them.
create or replace function private.queue_lead_reminders(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  digest_time constant time := time '07:30';
  digest_until constant time := time '12:00';
  reminder_ahead constant interval := interval '30 minutes';
  uk timestamp := p_now at time zone 'Europe/London';
  today date := (p_now at time zone 'Europe/London')::date;
  queued integer := 0;
  added integer;
begin
  if p_now is null then
    raise exception 'A moment is needed' using errcode = '22023';
  end if;

  if extract(isodow from today) < 6 and uk::time >= digest_time and uk::time < digest_until then
    insert into public.mail_outbox (kind, staff_user_id, digest_on)
    select 'lead_digest', m.user_id, today
    from public.staff_members m
    where m.role in ('admin', 'editor')
    on conflict (staff_user_id, digest_on) where kind = 'lead_digest' do nothing;
    get diagnostics added = row_count;
    queued := queued + added;
  end if;

  insert into public.mail_outbox (kind, contact_request_id, staff_user_id)
  select 'call_back_reminder', c.id, m.user_id
  from public.contact_requests c
  join public.staff_members m
    on m.role in ('admin', 'editor')
   and (m.user_id = c.owner_id
        -- Nobody has taken it (or its owner no longer works leads): everyone who works leads.
        or not exists (select 1 from public.staff_members o
                       where o.user_id = c.owner_id and o.role in ('admin', 'editor')))
  where c.call_back and c.status = 'new' and c.restricted_at is null and c.call_back_on = today
    and c.created_at <= p_now
    and uk::time >= private.call_back_slot_starts(c.call_back_time) - reminder_ahead
    and uk::time < private.call_back_slot_ends(c.call_back_time)
    and not exists (select 1 from public.mail_outbox r
                    where r.kind = 'call_back_reminder' and r.contact_request_id = c.id)
  on conflict (contact_request_id, staff_user_id) where kind = 'call_back_reminder' do nothing;
  get diagnostics added = row_count;
  return queued + added;
end;
$$;

revoke all on function private.queue_lead_reminders(timestamptz) from public, anon, authenticated, service_role;

-- deliver-mail withholds a message it should not send: a marketing copy whose address may no longer
-- be sent marketing (as before), a digest on a bank holiday or with nothing to say, a reminder of a
-- call back someone has already answered. The reason is kept for staff to read.
drop function public.withhold_mail(uuid);
create function public.withhold_mail(message_id uuid, reason text default null)
returns text
language sql
security invoker
set search_path = ''
as $$
  update public.mail_outbox set status = 'withheld', locked_until = null,
         last_error = left(coalesce(reason, 'Not sent: the address unsubscribed or withdrew consent before it went'), 1000)
  where id = message_id and status = 'sending'
    and (kind = 'marketing' or (kind in ('lead_digest', 'call_back_reminder') and reason is not null))
  returning 'withheld'::text
$$;

revoke all on function public.withhold_mail(uuid, text) from public, anon, authenticated;
grant execute on function public.withhold_mail(uuid, text) to service_role;

-- Calendar feeds: one secret link per member, kept only as the SHA-256 of its token.
create table private.calendar_feeds (
  user_id uuid primary key references public.staff_members (user_id) on delete cascade,
  token_hash bytea not null unique check (length(token_hash) = 32),
  created_at timestamptz not null default now()
);

alter table private.calendar_feeds enable row level security;
revoke all on private.calendar_feeds from public, anon, authenticated, service_role;

-- A member who works leads makes a new link (the old one stops working at once) and gets its
-- token, once: only its hash is stored.
create or replace function public.rotate_calendar_feed()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
begin
  if not (select private.works_leads()) then
    raise exception 'Only staff who work leads have a calendar of them' using errcode = '42501';
  end if;
  insert into private.calendar_feeds (user_id, token_hash)
  values ((select auth.uid()), extensions.digest(token, 'sha256'))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end;
$$;

revoke all on function public.rotate_calendar_feed() from public, anon;
grant execute on function public.rotate_calendar_feed() to authenticated;
comment on function public.rotate_calendar_feed() is
  'A member of staff who works leads makes a new calendar link, ending the old one. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): the hashes are in '
  'private.calendar_feeds, which no API role can reach, so the function runs as its owner; it refuses anyone who '
  'does not work leads (42501), changes only the caller''s own link (auth.uid()) and returns the token once, '
  'storing only its SHA-256.';

-- When the caller made their link, or null for none: the staff area shows it beside the button.
create or replace function public.calendar_feed_made_at()
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.works_leads()) then
    raise exception 'Only staff who work leads have a calendar of them' using errcode = '42501';
  end if;
  return (select f.created_at from private.calendar_feeds f where f.user_id = (select auth.uid()));
end;
$$;

revoke all on function public.calendar_feed_made_at() from public, anon;
grant execute on function public.calendar_feed_made_at() to authenticated;
comment on function public.calendar_feed_made_at() is
  'When the caller made their calendar link. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): private.calendar_feeds is out '
  'of the API roles'' reach, so the function runs as its owner; it refuses anyone who does not work leads (42501) '
  'and answers only the time of the caller''s own link, never a hash.';

-- The calendar-feed function (service role): the entries of the member whose token this is, or null
-- for a token nobody holds (or whose member no longer works leads). Their call backs not yet
-- answered and their follow-ups, and those of leads nobody has taken, from 30 days ago on; a
-- restricted or closed lead is left out. Names and, for a call back, the number to ring: nothing
-- the member cannot already read in the staff area.
create or replace function public.calendar_feed(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  member uuid;
  since date := (now() at time zone 'Europe/London')::date - 30;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{43}$' then
    return null;
  end if;
  select f.user_id into member
  from private.calendar_feeds f
  join public.staff_members m on m.user_id = f.user_id and m.role in ('admin', 'editor')
  where f.token_hash = extensions.digest(p_token, 'sha256');
  if member is null then
    return null;
  end if;
  return jsonb_build_object(
    'call_backs', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'day', c.call_back_on,
                                          'slot', c.call_back_time, 'mine', c.owner_id is not null)
                       order by c.call_back_on, c.id)
      from public.contact_requests c
      where c.call_back and c.status = 'new' and c.restricted_at is null and c.call_back_on >= since
        and (c.owner_id = member or c.owner_id is null)), '[]'::jsonb),
    'follow_ups', coalesce((
      select jsonb_agg(jsonb_build_object('kind', l.kind, 'id', l.id, 'name', l.name, 'day', l.follow_up_on,
                                          'mine', l.owner_id is not null)
                       order by l.follow_up_on, l.id)
      from (
        select 'quote' as kind, q.id, q.contact_first_name || ' ' || q.contact_last_name as name, q.follow_up_on,
               q.owner_id, q.status, q.restricted_at
        from public.quotes q
        union all
        select 'contact', c.id, c.name, c.follow_up_on, c.owner_id, c.status, c.restricted_at
        from public.contact_requests c
        union all
        select 'signup', e.id, concat_ws(' ', e.first_name, e.last_name), e.follow_up_on, e.owner_id, e.status,
               e.restricted_at
        from public.campaign_engagements e
      ) l
      where l.follow_up_on >= since and l.restricted_at is null and l.status not in ('won', 'lost', 'spam')
        and (l.owner_id = member or l.owner_id is null)), '[]'::jsonb)
  );
end;
$$;

revoke all on function public.calendar_feed(text) from public, anon, authenticated;
grant execute on function public.calendar_feed(text) to service_role;

-- Every minute (pg_cron where it runs: hosted projects, and the local stack's scheduler).
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule('queue-lead-reminders', '* * * * *', 'select private.queue_lead_reminders()');
  end if;
end;
$$;
