-- A confirmation link confirms the sign-up it was sent for, and no later one. The link's token was
-- signed over the sign-up's row, which later sign-ups with the same address reuse, so a link from
-- before an unsubscribe confirmed again once the address was entered on the form again (by anyone).
-- The token is now signed over a nonce of the row's that changes whenever a confirmation e-mail is
-- queued (a new sign-up's link retires every older one) and whenever the address unsubscribes (the
-- links sent before die). A second sign-up within ten minutes queues no e-mail (a double click), so
-- the link just sent keeps working; but a sign-up after an unsubscribe is always asked again, since
-- the links sent before it are dead.

alter table public.campaign_engagements add column confirm_nonce uuid not null default gen_random_uuid();
comment on column public.campaign_engagements.confirm_nonce is
  'Signed into the confirmation link (signup_link_tokens): renewed when a confirmation e-mail is queued or the address unsubscribes.';

create or replace function public.signup_link_tokens(p_engagement uuid)
returns table (confirm text, unsubscribe_subject text, unsubscribe text)
language sql
stable
security definer
set search_path = ''
as $$
  select private.link_token('confirm', e.id::text || ':' || e.confirm_nonce::text),
         private.subject_hash(e.email),
         private.link_token('unsubscribe', private.subject_hash(e.email))
  from public.campaign_engagements e
  where e.id = p_engagement
$$;

revoke all on function public.signup_link_tokens(uuid) from public, anon, authenticated;
grant execute on function public.signup_link_tokens(uuid) to service_role;

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
  if not found or p_token is null
     or p_token <> private.link_token('confirm', signup.id::text || ':' || signup.confirm_nonce::text) then
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

-- As 20261126110000, but a confirmation queued before the latest withdrawal does not count as
-- recent (its link is dead), and the sign-up's links sent before this one are retired.
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
                       and m.created_at > now() - interval '10 minutes'
                       and m.created_at > coalesce((select max(c.created_at) from public.consent_records c
                                                    where c.engagement_id = new.engagement_id
                                                      and c.action = 'withdrawn'), '-infinity')) then
    update public.campaign_engagements set confirm_nonce = gen_random_uuid() where id = new.engagement_id;
    insert into public.mail_outbox (kind, engagement_id) values ('signup_confirmation', new.engagement_id);
  end if;
  return null;
end;
$$;

revoke all on function private.queue_signup_confirmation() from public, anon, authenticated, service_role;

-- As 20261126110000, and every confirmation link the address was sent is dead.
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
  update public.campaign_engagements set confirm_nonce = gen_random_uuid()
  where private.subject_hash(email) = p_subject;
  return true;
end;
$$;

revoke all on function public.unsubscribe_signup(text, text, text) from public, anon, authenticated;
grant execute on function public.unsubscribe_signup(text, text, text) to service_role;
