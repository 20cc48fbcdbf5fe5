-- What Supabase's current database advisors report on this schema, each
-- resolved or accepted with its reason next to the object (npm run db:advisors
-- reads the reasons and fails on anything unresolved).

-- Public bucket allows listing (lint 0025): the article-images bucket is
-- public, so visitors fetch images by their public URLs, which need no policy
-- at all. The read policy let anyone list every file in it. Only staff, who
-- upload and replace images (an upsert reads the row back), keep it.
drop policy if exists "Anyone can read article images" on storage.objects;
create policy "Staff can read article image rows" on storage.objects
  for select to authenticated
  using (bucket_id = 'article-images' and (select private.is_staff()));

-- Security definer functions that visitors can execute (lints 0028, 0029):
-- both are the site's narrow, deliberate paths for visitors, and each reads or
-- writes exactly one thing after checking its input.
comment on function public.get_quote(uuid) is
  'The thank-you page''s read of one quote by its id, for 30 days (README, "Where we differ from the specification"). '
  'Accepted advisor warnings (anon_security_definer_function_executable, authenticated_security_definer_function_executable): '
  'visitors have no access to public.quotes, so the function must run as its owner; the unguessable UUID is the capability '
  'and it returns that one quote''s own fields only.';

comment on function public.record_event(text, text, text) is
  'Records one anonymous hero_view event (no personal data) for the headline A/B test. '
  'Accepted advisor warnings (anon_security_definer_function_executable, authenticated_security_definer_function_executable): '
  'visitors may add events but never read or change them, so there is no grant on public.analytics_events; the function '
  'accepts only the known event name, variant and a site path.';

-- New functions are executable by nobody until a migration grants it. The first
-- migration meant this but revoked within schema public, which PostgreSQL
-- cannot do against the built-in default (EXECUTE for PUBLIC on every new
-- function); only a database-wide default for the migrations' own role can.
-- Every function so far revokes and grants its own privileges, so none changes.
alter default privileges revoke execute on functions from public;
