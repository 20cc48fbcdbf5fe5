-- The eBook's download mark belongs to the sign-up it follows. The tracking message (spec call 10)
-- named only an address, so anyone who knew someone's address could stamp their downloaded_at.
-- Now a sign-up answers with a token for its download tracking, an HMAC of the sign-up's id under
-- the key the e-mail links use (private.link_token, purpose 'download'), which only the browser
-- that made the sign-up receives; a download is stamped only on the sign-up of that address whose
-- token it carries. A message without it, or with another sign-up's, stamps nothing and is answered
-- as before, so that it still tells no one whether an address signed up
-- (docs/decisions/003-playbook-download.md).

-- The token the sign-up's browser gets (submit-influencer-form answers it to the sign-up).
create or replace function public.signup_download_token(p_engagement uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.link_token('download', e.id::text)
  from public.campaign_engagements e
  where e.id = p_engagement
$$;

revoke all on function public.signup_download_token(uuid) from public, anon, authenticated;
grant execute on function public.signup_download_token(uuid) to service_role;
comment on function public.signup_download_token(uuid) is
  'The token a sign-up''s browser gets for its download tracking (record_campaign_download). Runs as its owner '
  'because the key behind private.link_token is readable by no API role.';

drop function public.record_campaign_download(text, text);

-- A download: stamps the sign-up of this address whose token the message carries and returns the
-- time, or null (nothing is created, and nothing else is stamped).
create function public.record_campaign_download(download_campaign_id text, download_email text, download_token text)
returns timestamptz
language sql
security definer
set search_path = ''
as $$
  update public.campaign_engagements e
  set downloaded_at = now()
  where e.campaign_id = download_campaign_id
    and lower(e.email) = lower(download_email)
    and download_token = private.link_token('download', e.id::text)
  returning e.downloaded_at
$$;

revoke all on function public.record_campaign_download(text, text, text) from public, anon, authenticated;
grant execute on function public.record_campaign_download(text, text, text) to service_role;
comment on function public.record_campaign_download(text, text, text) is
  'A download of the eBook, stamped only on the sign-up whose token (signup_download_token) the message carries. '
  'Runs as its owner to check the token with private.link_token, whose key no API role may read.';
