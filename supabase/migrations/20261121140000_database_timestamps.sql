-- The database, not the browser's clock, keeps the articles' and sign-ups'
-- timestamps.
--
-- private.touch_updated_at() did two jobs, and only before an update: it set
-- updated_at, and stamped published_at the first time an article was
-- published. An article inserted already published got its published_at from
-- whoever inserted it, so the CMS sent the browser's clock. The two jobs are
-- now separate:
--
-- * private.touch_updated_at(): updated_at := now() before every update. Used
--   by knowledge_articles and now by campaign_engagements, whose two functions
--   no longer set updated_at by hand (an insert ... on conflict do update
--   fires the update trigger too).
-- * private.stamp_published_at(): published_at := now() the first time an
--   article is published, on insert as well as update. Once set it is kept,
--   so unpublishing and publishing again keep the first date. A value given
--   explicitly (the seed's dated articles) is kept.

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create or replace function private.stamp_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

create trigger knowledge_articles_stamp_published
before insert or update on public.knowledge_articles
for each row execute function private.stamp_published_at();

create trigger campaign_engagements_touch
before update on public.campaign_engagements
for each row execute function private.touch_updated_at();

-- The same two functions as in 20261121101000_campaign_engagements.sql, less
-- the hand-set updated_at. Replacing a function keeps its grants (service_role only).
create or replace function public.record_campaign_signup(
  signup_campaign_id text,
  signup_email text,
  signup_first_name text,
  signup_last_name text,
  signup_consent_wording text
)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  insert into public.campaign_engagements (campaign_id, email, first_name, last_name, consent_wording, consented_at)
  values (signup_campaign_id, signup_email, signup_first_name, nullif(signup_last_name, ''), signup_consent_wording, now())
  on conflict (campaign_id, lower(email)) do update
    set first_name = excluded.first_name,
        last_name = excluded.last_name,
        consent_wording = excluded.consent_wording,
        consented_at = excluded.consented_at
  returning id
$$;

create or replace function public.record_campaign_download(download_campaign_id text, download_email text)
returns timestamptz
language sql
security invoker
set search_path = ''
as $$
  update public.campaign_engagements
  set downloaded_at = now()
  where campaign_id = download_campaign_id and lower(email) = lower(download_email)
  returning downloaded_at
$$;
