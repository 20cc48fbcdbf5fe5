-- Every API role's privileges on the site's tables, stated outright.
--
-- Since 30 October 2026 a hosted project gives tables created in public no
-- privileges for anon, authenticated or service_role (Supabase changelog 45329).
-- The earlier migrations granted visitors and signed-in users what they need but
-- relied on the old automatic grants for service_role, which the edge functions
-- use, so on a project created today submit-quote and submit-influencer-form
-- failed with "permission denied". This revokes everything the roles hold on
-- these tables, on an old project or a new one, and grants exactly what each
-- needs; row-level security still decides which rows. Identity columns need no
-- sequence grant.

revoke all on
  public.industries,
  public.revenue_ranges,
  public.quote_prices,
  public.quotes,
  public.submission_attempts,
  public.analytics_events,
  public.knowledge_categories,
  public.knowledge_articles,
  public.campaign_engagements
from anon, authenticated, service_role;

-- Visitors: the quote form's lookups and the knowledge base (published articles, by policy).
grant select on public.industries, public.revenue_ranges, public.knowledge_categories, public.knowledge_articles to anon;

-- Signed-in users: the same reads; what staff may read or change beyond that, the policies decide
-- (private.is_staff()): the knowledge base, and the leads dashboard's quotes, sign-ups and events.
grant select on public.industries, public.revenue_ranges to authenticated;
grant select, insert, update, delete on public.knowledge_categories, public.knowledge_articles to authenticated;
grant select on public.quotes, public.analytics_events, public.campaign_engagements to authenticated;

-- The edge functions (service role), each privilege for the function that uses it.
-- submit-quote: checks the choice against the lookups, prices it, stores it.
grant select on public.industries, public.revenue_ranges, public.quote_prices to service_role;
grant select, insert on public.quotes to service_role;
-- send-quote-confirmation: claims, reads and stamps the quote (public.claim_quote_confirmation).
grant update on public.quotes to service_role;
-- Every public function's rate limit (public.take_submission_slot): counts, records and prunes attempts.
grant select, insert, delete on public.submission_attempts to service_role;
-- submit-influencer-form: records the sign-up and the download (public.record_campaign_signup/_download).
grant select, insert, update on public.campaign_engagements to service_role;
