-- The database as the migrations leave it: the product's schemas (public, private), each table with
-- its constraints, row level security, policies, triggers, indexes and grants, then every function as
-- it now is. Generated from the migrations by `npm run db:types` (scripts/db-schema.mjs): do not edit,
-- change the database with a new migration. `npm test` fails when it is stale.

-- schema private
create schema private;
grant usage on schema private to anon;
grant usage on schema private to authenticated;
grant usage on schema private to service_role;

-- schema public
grant usage on schema public to anon;
grant usage on schema public to authenticated;
grant usage on schema public to postgres;
grant usage on schema public to public;
grant usage on schema public to service_role;

create type public.package_type as enum ('Awareness', 'Insights', 'Foresight');

-- table private.audit_key
create table private.audit_key (
  id boolean default true not null,
  key bytea default gen_random_bytes(32) not null,
  constraint audit_key_pkey PRIMARY KEY (id),
  constraint audit_key_id_check CHECK (id)
);
alter table private.audit_key enable row level security;

-- table private.calendar_feeds
create table private.calendar_feeds (
  user_id uuid not null,
  token_hash bytea not null,
  created_at timestamp with time zone default now() not null,
  constraint calendar_feeds_pkey PRIMARY KEY (user_id),
  constraint calendar_feeds_token_hash_key UNIQUE (token_hash),
  constraint calendar_feeds_user_id_fkey FOREIGN KEY (user_id) REFERENCES staff_members(user_id) ON DELETE CASCADE,
  constraint calendar_feeds_token_hash_check CHECK ((length(token_hash) = 32))
);
alter table private.calendar_feeds enable row level security;

-- table private.public_access_withdrawals
create table private.public_access_withdrawals (
  target text not null,
  reason text not null,
  withdrawn_by uuid,
  withdrawn_at timestamp with time zone default now() not null,
  constraint public_access_withdrawals_pkey PRIMARY KEY (target),
  constraint public_access_withdrawals_withdrawn_by_fkey FOREIGN KEY (withdrawn_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint public_access_withdrawals_reason_check CHECK (((length(btrim(reason)) >= 1) AND (length(btrim(reason)) <= 500))),
  constraint public_access_withdrawals_target_check CHECK ((target = ANY (ARRAY['industries'::text, 'revenue_ranges'::text, 'knowledge_categories'::text, 'knowledge_articles'::text, 'bucket:influencers-playbook'::text])))
);
alter table private.public_access_withdrawals enable row level security;

-- table private.retention_periods
create table private.retention_periods (
  data text not null,
  months integer not null,
  constraint retention_periods_pkey PRIMARY KEY (data),
  constraint retention_periods_data_check CHECK ((data = ANY (ARRAY['quotes'::text, 'contact_requests'::text, 'ebook_signups'::text, 'analytics_events'::text, 'personal_data_audit'::text, 'staff_access_log'::text, 'client_leads'::text, 'testimonials'::text]))),
  constraint retention_periods_months_check CHECK (((months >= 1) AND (months <= 120)))
);
alter table private.retention_periods enable row level security;

-- table public.analytics_events
create table public.analytics_events (
  id bigint generated always as identity,
  name text not null,
  variant text,
  path text not null,
  created_at timestamp with time zone default now() not null,
  repeat_view boolean default false not null,
  constraint analytics_events_pkey PRIMARY KEY (id),
  constraint analytics_events_name_check CHECK ((name = 'hero_view'::text)),
  constraint analytics_events_path_check CHECK ((((length(path) >= 1) AND (length(path) <= 200)) AND (path ~~ '/%'::text))),
  constraint analytics_events_variant_check CHECK ((variant = ANY (ARRAY['a'::text, 'b'::text])))
);
CREATE INDEX analytics_events_name_created_idx ON public.analytics_events USING btree (name, created_at DESC);
alter table public.analytics_events enable row level security;
create policy "Staff can read analytics events" on public.analytics_events for select to authenticated
  using (( SELECT private.is_staff() AS is_staff));
grant select on table public.analytics_events to authenticated;

-- table public.article_revisions
create table public.article_revisions (
  id uuid default gen_random_uuid() not null,
  article_id uuid not null,
  title text not null,
  slug text not null,
  description text,
  content text not null,
  category_id uuid,
  tags text[] default '{}'::text[] not null,
  tldr text,
  author_name text,
  header_image text,
  published boolean not null,
  saved_by uuid,
  saved_by_email text,
  saved_at timestamp with time zone default now() not null,
  constraint article_revisions_pkey PRIMARY KEY (id),
  constraint article_revisions_article_id_fkey FOREIGN KEY (article_id) REFERENCES knowledge_articles(id) ON DELETE CASCADE,
  constraint article_revisions_saved_by_fkey FOREIGN KEY (saved_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint article_revisions_saved_by_email_check CHECK ((length(saved_by_email) <= 254))
);
CREATE INDEX article_revisions_article_idx ON public.article_revisions USING btree (article_id, saved_at DESC);
CREATE INDEX article_revisions_saved_by_idx ON public.article_revisions USING btree (saved_by);
alter table public.article_revisions enable row level security;
create policy "Staff can read article history" on public.article_revisions for select to authenticated
  using (( SELECT private.is_staff() AS is_staff));
grant select on table public.article_revisions to authenticated;

-- table public.campaign_engagements
create table public.campaign_engagements (
  id uuid default gen_random_uuid() not null,
  campaign_id text not null,
  email text not null,
  first_name text not null,
  last_name text,
  consent_wording text not null,
  consented_at timestamp with time zone not null,
  downloaded_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  status text default 'new'::text not null,
  owner_id uuid,
  follow_up_on date,
  worked_at timestamp with time zone,
  worked_by_email text,
  marketing_confirmed_at timestamp with time zone,
  confirm_nonce uuid default gen_random_uuid() not null,
  restricted_at timestamp with time zone,
  constraint campaign_engagements_pkey PRIMARY KEY (id),
  constraint campaign_engagements_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint campaign_engagements_campaign_id_check CHECK (((campaign_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(campaign_id) <= 60))),
  constraint campaign_engagements_consent_wording_check CHECK (((length(consent_wording) >= 1) AND (length(consent_wording) <= 500))),
  constraint campaign_engagements_email_check CHECK ((((length(email) >= 3) AND (length(email) <= 254)) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint campaign_engagements_first_name_check CHECK (((length(first_name) >= 1) AND (length(first_name) <= 100))),
  constraint campaign_engagements_last_name_check CHECK ((length(last_name) <= 100)),
  constraint campaign_engagements_status_check CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'proposal_sent'::text, 'won'::text, 'lost'::text, 'spam'::text]))),
  constraint campaign_engagements_worked_by_email_check CHECK ((length(worked_by_email) <= 254))
);
comment on column public.campaign_engagements.confirm_nonce is 'Signed into the confirmation link (signup_link_tokens): renewed when a confirmation e-mail is queued or the address unsubscribes.';
CREATE UNIQUE INDEX campaign_engagements_campaign_email_key ON public.campaign_engagements USING btree (campaign_id, lower(email));
CREATE INDEX campaign_engagements_created_at_idx ON public.campaign_engagements USING btree (created_at DESC);
CREATE INDEX campaign_engagements_lower_email_idx ON public.campaign_engagements USING btree (lower(email));
CREATE INDEX campaign_engagements_new_idx ON public.campaign_engagements USING btree (created_at) WHERE (status = 'new'::text);
CREATE INDEX campaign_engagements_owner_idx ON public.campaign_engagements USING btree (owner_id);
alter table public.campaign_engagements enable row level security;
create policy "Staff can read campaign engagements" on public.campaign_engagements for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
create policy "Staff can work sign-ups" on public.campaign_engagements for update to authenticated
  using (( SELECT private.works_leads() AS works_leads))
  with check (( SELECT private.works_leads() AS works_leads));
CREATE TRIGGER campaign_engagements_queue_mail AFTER INSERT ON public.campaign_engagements FOR EACH ROW EXECUTE FUNCTION private.queue_signup_mail();
CREATE TRIGGER campaign_engagements_record_work BEFORE UPDATE ON public.campaign_engagements FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.owner_id IS DISTINCT FROM new.owner_id) OR (old.follow_up_on IS DISTINCT FROM new.follow_up_on))) EXECUTE FUNCTION private.record_lead_work();
CREATE TRIGGER campaign_engagements_touch BEFORE UPDATE ON public.campaign_engagements FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();
grant select on table public.campaign_engagements to authenticated;
grant select, insert, update on table public.campaign_engagements to service_role;
grant update (status, owner_id, follow_up_on) on table public.campaign_engagements to authenticated;

-- table public.consent_records
create table public.consent_records (
  id uuid default gen_random_uuid() not null,
  engagement_id uuid not null,
  action text not null,
  wording text not null,
  wording_version text not null,
  page text,
  client_hash text,
  created_at timestamp with time zone default now() not null,
  constraint consent_records_pkey PRIMARY KEY (id),
  constraint consent_records_engagement_id_fkey FOREIGN KEY (engagement_id) REFERENCES campaign_engagements(id) ON DELETE CASCADE,
  constraint consent_records_action_check CHECK ((action = ANY (ARRAY['given'::text, 'confirmed'::text, 'withdrawn'::text]))),
  constraint consent_records_client_hash_check CHECK ((client_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint consent_records_page_check CHECK (((length(page) <= 200) AND (page ~~ '/%'::text))),
  constraint consent_records_wording_check CHECK (((length(wording) >= 1) AND (length(wording) <= 500))),
  constraint consent_records_wording_version_check CHECK ((wording_version ~ '^[0-9a-f]{64}$'::text))
);
comment on column public.consent_records.client_hash is 'HMAC-SHA256 (the database''s key) of the SHA-256 of the client''s address: tells places apart, identifies no one.';
CREATE INDEX consent_records_engagement_idx ON public.consent_records USING btree (engagement_id, created_at);
alter table public.consent_records enable row level security;
create policy "Staff can read consent records" on public.consent_records for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
CREATE TRIGGER consent_records_keyed_client_hash BEFORE INSERT ON public.consent_records FOR EACH ROW EXECUTE FUNCTION private.key_consent_client_hash();
CREATE TRIGGER consent_records_queue_confirmation AFTER INSERT ON public.consent_records FOR EACH ROW EXECUTE FUNCTION private.queue_signup_confirmation();
grant select on table public.consent_records to authenticated;

-- table public.contact_requests
create table public.contact_requests (
  id uuid default gen_random_uuid() not null,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  call_back boolean default false not null,
  call_back_time text,
  created_at timestamp with time zone default now() not null,
  confirmation_sent_at timestamp with time zone,
  status text default 'new'::text not null,
  owner_id uuid,
  follow_up_on date,
  worked_at timestamp with time zone,
  worked_by_email text,
  restricted_at timestamp with time zone,
  call_back_on date,
  constraint contact_requests_pkey PRIMARY KEY (id),
  constraint contact_requests_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint contact_requests_call_back_on_check CHECK ((call_back OR (call_back_on IS NULL))),
  constraint contact_requests_call_back_time_check CHECK ((call_back_time = ANY (ARRAY['morning'::text, 'afternoon'::text, 'late_afternoon'::text, 'any'::text]))),
  constraint contact_requests_check CHECK ((call_back = (call_back_time IS NOT NULL))),
  constraint contact_requests_check1 CHECK (((NOT call_back) OR (phone IS NOT NULL))),
  constraint contact_requests_email_check CHECK ((((length(email) >= 3) AND (length(email) <= 254)) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint contact_requests_message_check CHECK (((length(message) >= 1) AND (length(message) <= 2000))),
  constraint contact_requests_name_check CHECK (((length(name) >= 1) AND (length(name) <= 100))),
  constraint contact_requests_phone_check CHECK (((length(phone) >= 1) AND (length(phone) <= 25))),
  constraint contact_requests_status_check CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'proposal_sent'::text, 'won'::text, 'lost'::text, 'spam'::text]))),
  constraint contact_requests_worked_by_email_check CHECK ((length(worked_by_email) <= 254))
);
CREATE INDEX contact_requests_call_back_on_idx ON public.contact_requests USING btree (call_back_on) WHERE (call_back AND (status = 'new'::text));
CREATE INDEX contact_requests_created_at_idx ON public.contact_requests USING btree (created_at DESC);
CREATE INDEX contact_requests_email_idx ON public.contact_requests USING btree (lower(email));
CREATE INDEX contact_requests_new_idx ON public.contact_requests USING btree (created_at) WHERE (status = 'new'::text);
CREATE INDEX contact_requests_owner_idx ON public.contact_requests USING btree (owner_id);
alter table public.contact_requests enable row level security;
create policy "Staff can read contact requests" on public.contact_requests for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
create policy "Staff can work contact requests" on public.contact_requests for update to authenticated
  using (( SELECT private.works_leads() AS works_leads))
  with check (( SELECT private.works_leads() AS works_leads));
CREATE TRIGGER contact_requests_queue_mail AFTER INSERT ON public.contact_requests FOR EACH ROW EXECUTE FUNCTION private.queue_contact_mail();
CREATE TRIGGER contact_requests_record_work BEFORE UPDATE ON public.contact_requests FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.owner_id IS DISTINCT FROM new.owner_id) OR (old.follow_up_on IS DISTINCT FROM new.follow_up_on))) EXECUTE FUNCTION private.record_lead_work();
grant select on table public.contact_requests to authenticated;
grant select, insert, update on table public.contact_requests to service_role;
grant update (status, owner_id, follow_up_on) on table public.contact_requests to authenticated;

-- table public.content_changes
create table public.content_changes (
  id bigint generated always as identity,
  content text not null,
  item text not null,
  action text not null,
  before jsonb,
  after jsonb,
  changed_by uuid,
  changed_at timestamp with time zone default now() not null,
  constraint content_changes_pkey PRIMARY KEY (id),
  constraint content_changes_action_check CHECK ((action = ANY (ARRAY['changed'::text, 'confirmed'::text, 'added'::text, 'retired'::text]))),
  constraint content_changes_content_check CHECK ((content = ANY (ARRAY['firm detail'::text, 'price'::text, 'testimonial'::text, 'person'::text])))
);
CREATE INDEX content_changes_item_idx ON public.content_changes USING btree (content, item, changed_at DESC);
alter table public.content_changes enable row level security;
create policy "Staff can read the content's changes" on public.content_changes for select to authenticated
  using (( SELECT private.is_staff() AS is_staff));
grant select on table public.content_changes to authenticated;
grant select on table public.content_changes to service_role;

-- table public.firm_details
create table public.firm_details (
  key text not null,
  kind text not null,
  format text not null,
  position integer not null,
  value text not null,
  confirmed_at timestamp with time zone,
  updated_at timestamp with time zone default now() not null,
  constraint firm_details_pkey PRIMARY KEY (key),
  constraint firm_details_format_check CHECK ((format = ANY (ARRAY['text'::text, 'long text'::text, 'email'::text, 'url'::text, 'optional url'::text, 'phone'::text, 'postcode'::text, 'year'::text, 'company number'::text, 'vat number'::text, 'sra number'::text, 'icaew number'::text, 'statement'::text]))),
  constraint firm_details_key_check CHECK ((key ~ '^[a-zA-Z]{2,40}$'::text)),
  constraint firm_details_kind_check CHECK ((kind = ANY (ARRAY['firm detail'::text, 'regulation'::text, 'service promise'::text])))
);
alter table public.firm_details enable row level security;
create policy "Anyone can read the firm's details" on public.firm_details for select to anon, authenticated
  using (true);
CREATE TRIGGER check_firm_detail BEFORE INSERT OR UPDATE ON public.firm_details FOR EACH ROW EXECUTE FUNCTION private.check_firm_detail();
CREATE TRIGGER record_firm_detail_change AFTER UPDATE ON public.firm_details FOR EACH ROW EXECUTE FUNCTION private.record_firm_detail_change();
grant select on table public.firm_details to anon;
grant select on table public.firm_details to authenticated;
grant select on table public.firm_details to service_role;

-- table public.industries
create table public.industries (
  id bigint generated always as identity,
  name text not null,
  constraint industries_pkey PRIMARY KEY (id),
  constraint industries_name_key UNIQUE (name),
  constraint industries_name_check CHECK (((length(name) >= 2) AND (length(name) <= 80)))
);
alter table public.industries enable row level security;
create policy "Anyone can read industries" on public.industries for select to anon, authenticated
  using (true);
grant select on table public.industries to anon;
grant select on table public.industries to authenticated;
grant select on table public.industries to service_role;

-- table public.knowledge_articles
create table public.knowledge_articles (
  id uuid default gen_random_uuid() not null,
  title text not null,
  slug text not null,
  description text,
  content text default ''::text not null,
  category_id uuid,
  tags text[] default '{}'::text[] not null,
  author_name text,
  author_avatar text,
  read_time_minutes integer,
  header_image text,
  tldr text,
  published boolean default false not null,
  published_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  publish_at timestamp with time zone,
  constraint knowledge_articles_pkey PRIMARY KEY (id),
  constraint knowledge_articles_slug_key UNIQUE (slug),
  constraint knowledge_articles_category_id_fkey FOREIGN KEY (category_id) REFERENCES knowledge_categories(id) ON DELETE SET NULL,
  constraint knowledge_articles_author_avatar_check CHECK ((length(author_avatar) <= 500)),
  constraint knowledge_articles_author_name_check CHECK ((length(author_name) <= 100)),
  constraint knowledge_articles_content_check CHECK ((length(content) <= 200000)),
  constraint knowledge_articles_description_check CHECK ((length(description) <= 400)),
  constraint knowledge_articles_header_image_check CHECK ((length(header_image) <= 500)),
  constraint knowledge_articles_read_time_minutes_check CHECK (((read_time_minutes >= 1) AND (read_time_minutes <= 240))),
  constraint knowledge_articles_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 120))),
  constraint knowledge_articles_tags_check CHECK ((cardinality(tags) <= 20)),
  constraint knowledge_articles_title_check CHECK (((length(title) >= 3) AND (length(title) <= 200))),
  constraint knowledge_articles_tldr_check CHECK ((length(tldr) <= 1000))
);
CREATE INDEX knowledge_articles_category_idx ON public.knowledge_articles USING btree (category_id);
CREATE INDEX knowledge_articles_publish_at_idx ON public.knowledge_articles USING btree (publish_at) WHERE (publish_at IS NOT NULL);
CREATE INDEX knowledge_articles_published_created_idx ON public.knowledge_articles USING btree (published, created_at DESC);
alter table public.knowledge_articles enable row level security;
create policy "Signed-in users read published articles, staff read all" on public.knowledge_articles for select to authenticated
  using ((published OR ( SELECT private.is_staff() AS is_staff)));
create policy "Staff can add articles" on public.knowledge_articles for insert to authenticated
  with check (( SELECT private.is_staff() AS is_staff));
create policy "Staff can delete articles" on public.knowledge_articles for delete to authenticated
  using (( SELECT private.is_staff() AS is_staff));
create policy "Staff can edit articles" on public.knowledge_articles for update to authenticated
  using (( SELECT private.is_staff() AS is_staff))
  with check (( SELECT private.is_staff() AS is_staff));
create policy "Visitors can read published articles" on public.knowledge_articles for select to anon
  using (published);
CREATE TRIGGER knowledge_articles_clear_schedule BEFORE UPDATE OF published ON public.knowledge_articles FOR EACH ROW EXECUTE FUNCTION private.clear_schedule_on_manual_change();
CREATE TRIGGER knowledge_articles_revision AFTER INSERT OR UPDATE ON public.knowledge_articles FOR EACH ROW EXECUTE FUNCTION private.record_article_revision();
CREATE TRIGGER knowledge_articles_site_change AFTER INSERT OR DELETE OR UPDATE ON public.knowledge_articles FOR EACH ROW EXECUTE FUNCTION private.site_change_from_article();
CREATE TRIGGER knowledge_articles_stamp_published BEFORE INSERT OR UPDATE ON public.knowledge_articles FOR EACH ROW EXECUTE FUNCTION private.stamp_published_at();
CREATE TRIGGER knowledge_articles_touch BEFORE UPDATE ON public.knowledge_articles FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();
grant select on table public.knowledge_articles to anon;
grant select, insert, update, delete on table public.knowledge_articles to authenticated;

-- table public.knowledge_categories
create table public.knowledge_categories (
  id uuid default gen_random_uuid() not null,
  name text not null,
  slug text not null,
  icon text default 'folder'::text not null,
  description text,
  sort_order integer default 0 not null,
  constraint knowledge_categories_pkey PRIMARY KEY (id),
  constraint knowledge_categories_name_key UNIQUE (name),
  constraint knowledge_categories_slug_key UNIQUE (slug),
  constraint knowledge_categories_description_check CHECK ((length(description) <= 300)),
  constraint knowledge_categories_icon_check CHECK (((length(icon) >= 1) AND (length(icon) <= 40))),
  constraint knowledge_categories_name_check CHECK (((length(name) >= 2) AND (length(name) <= 60))),
  constraint knowledge_categories_slug_check CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))
);
CREATE UNIQUE INDEX knowledge_categories_name_folded_key ON public.knowledge_categories USING btree (lower(btrim(name)));
alter table public.knowledge_categories enable row level security;
create policy "Anyone can read categories" on public.knowledge_categories for select to anon, authenticated
  using (true);
create policy "Staff can add categories" on public.knowledge_categories for insert to authenticated
  with check (( SELECT private.is_staff() AS is_staff));
create policy "Staff can delete categories" on public.knowledge_categories for delete to authenticated
  using (( SELECT private.is_staff() AS is_staff));
create policy "Staff can edit categories" on public.knowledge_categories for update to authenticated
  using (( SELECT private.is_staff() AS is_staff))
  with check (( SELECT private.is_staff() AS is_staff));
CREATE TRIGGER knowledge_categories_go_last BEFORE INSERT ON public.knowledge_categories FOR EACH ROW EXECUTE FUNCTION private.category_goes_last();
CREATE TRIGGER knowledge_categories_site_change AFTER INSERT OR DELETE OR UPDATE ON public.knowledge_categories FOR EACH ROW EXECUTE FUNCTION private.site_change_from_category();
grant select on table public.knowledge_categories to anon;
grant select, insert, update, delete on table public.knowledge_categories to authenticated;

-- table public.lead_activity
create table public.lead_activity (
  id uuid default gen_random_uuid() not null,
  quote_id uuid,
  engagement_id uuid,
  kind text not null,
  body text,
  previous text,
  actor_id uuid,
  actor_email text,
  created_at timestamp with time zone default now() not null,
  contact_request_id uuid,
  constraint lead_activity_pkey PRIMARY KEY (id),
  constraint lead_activity_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint lead_activity_contact_request_id_fkey FOREIGN KEY (contact_request_id) REFERENCES contact_requests(id) ON DELETE CASCADE,
  constraint lead_activity_engagement_id_fkey FOREIGN KEY (engagement_id) REFERENCES campaign_engagements(id) ON DELETE CASCADE,
  constraint lead_activity_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES quotes(id) ON DELETE CASCADE,
  constraint lead_activity_actor_email_check CHECK ((length(actor_email) <= 254)),
  constraint lead_activity_body_check CHECK ((length(body) <= 5000)),
  constraint lead_activity_check1 CHECK (((kind <> 'note'::text) OR (length(btrim(body)) >= 1))),
  constraint lead_activity_kind_check CHECK ((kind = ANY (ARRAY['note'::text, 'status'::text, 'owner'::text, 'follow_up'::text, 'correction'::text, 'restriction'::text]))),
  constraint lead_activity_one_lead_check CHECK ((num_nonnulls(quote_id, engagement_id, contact_request_id) = 1)),
  constraint lead_activity_previous_check CHECK ((length(previous) <= 500))
);
CREATE INDEX lead_activity_actor_idx ON public.lead_activity USING btree (actor_id);
CREATE INDEX lead_activity_contact_request_idx ON public.lead_activity USING btree (contact_request_id, created_at);
CREATE INDEX lead_activity_engagement_idx ON public.lead_activity USING btree (engagement_id, created_at);
CREATE INDEX lead_activity_quote_idx ON public.lead_activity USING btree (quote_id, created_at);
alter table public.lead_activity enable row level security;
create policy "Staff can add notes" on public.lead_activity for insert to authenticated
  with check ((( SELECT private.works_leads() AS works_leads) AND (kind = 'note'::text)));
create policy "Staff can read lead activity" on public.lead_activity for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
CREATE TRIGGER lead_activity_stamp BEFORE INSERT ON public.lead_activity FOR EACH ROW EXECUTE FUNCTION private.stamp_lead_activity();
grant select on table public.lead_activity to authenticated;
grant insert (quote_id, engagement_id, kind, body, contact_request_id) on table public.lead_activity to authenticated;

-- table public.mail_outbox
create table public.mail_outbox (
  id uuid default gen_random_uuid() not null,
  kind text not null,
  quote_id uuid,
  engagement_id uuid,
  status text default 'pending'::text not null,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  locked_until timestamp with time zone,
  last_error text,
  created_at timestamp with time zone default now() not null,
  sent_at timestamp with time zone,
  marketing_email_id uuid,
  contact_request_id uuid,
  staff_user_id uuid,
  digest_on date,
  constraint mail_outbox_pkey PRIMARY KEY (id),
  constraint mail_outbox_contact_request_id_fkey FOREIGN KEY (contact_request_id) REFERENCES contact_requests(id) ON DELETE CASCADE,
  constraint mail_outbox_engagement_id_fkey FOREIGN KEY (engagement_id) REFERENCES campaign_engagements(id) ON DELETE CASCADE,
  constraint mail_outbox_marketing_email_id_fkey FOREIGN KEY (marketing_email_id) REFERENCES marketing_emails(id) ON DELETE CASCADE,
  constraint mail_outbox_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES quotes(id) ON DELETE CASCADE,
  constraint mail_outbox_staff_user_id_fkey FOREIGN KEY (staff_user_id) REFERENCES staff_members(user_id) ON DELETE CASCADE,
  constraint mail_outbox_check CHECK (((quote_id IS NOT NULL) = (kind = ANY (ARRAY['quote_confirmation'::text, 'quote_to_firm'::text])))),
  constraint mail_outbox_contact_request_check CHECK (((contact_request_id IS NOT NULL) = (kind = ANY (ARRAY['contact_confirmation'::text, 'contact_to_firm'::text, 'call_back_reminder'::text])))),
  constraint mail_outbox_digest_check CHECK (((digest_on IS NOT NULL) = (kind = 'lead_digest'::text))),
  constraint mail_outbox_engagement_check CHECK (((engagement_id IS NOT NULL) = (kind = ANY (ARRAY['signup_to_firm'::text, 'signup_confirmation'::text, 'marketing'::text])))),
  constraint mail_outbox_kind_check CHECK ((kind = ANY (ARRAY['quote_confirmation'::text, 'quote_to_firm'::text, 'signup_to_firm'::text, 'signup_confirmation'::text, 'marketing'::text, 'contact_confirmation'::text, 'contact_to_firm'::text, 'lead_digest'::text, 'call_back_reminder'::text]))),
  constraint mail_outbox_last_error_check CHECK ((length(last_error) <= 1000)),
  constraint mail_outbox_marketing_check CHECK (((marketing_email_id IS NOT NULL) = (kind = 'marketing'::text))),
  constraint mail_outbox_staff_check CHECK (((staff_user_id IS NOT NULL) = (kind = ANY (ARRAY['lead_digest'::text, 'call_back_reminder'::text])))),
  constraint mail_outbox_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'withheld'::text])))
);
CREATE INDEX mail_outbox_contact_request_idx ON public.mail_outbox USING btree (contact_request_id) WHERE (contact_request_id IS NOT NULL);
CREATE INDEX mail_outbox_due_idx ON public.mail_outbox USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['pending'::text, 'sending'::text]));
CREATE INDEX mail_outbox_marketing_idx ON public.mail_outbox USING btree (marketing_email_id) WHERE (marketing_email_id IS NOT NULL);
CREATE UNIQUE INDEX mail_outbox_one_digest_a_day ON public.mail_outbox USING btree (staff_user_id, digest_on) WHERE (kind = 'lead_digest'::text);
CREATE UNIQUE INDEX mail_outbox_one_per_lead ON public.mail_outbox USING btree (kind, COALESCE(quote_id, engagement_id, contact_request_id)) WHERE (kind <> ALL (ARRAY['signup_confirmation'::text, 'marketing'::text, 'lead_digest'::text, 'call_back_reminder'::text]));
CREATE UNIQUE INDEX mail_outbox_one_per_recipient ON public.mail_outbox USING btree (marketing_email_id, engagement_id) WHERE (kind = 'marketing'::text);
CREATE UNIQUE INDEX mail_outbox_one_reminder_a_call ON public.mail_outbox USING btree (contact_request_id, staff_user_id) WHERE (kind = 'call_back_reminder'::text);
CREATE INDEX mail_outbox_staff_user_idx ON public.mail_outbox USING btree (staff_user_id) WHERE (staff_user_id IS NOT NULL);
alter table public.mail_outbox enable row level security;
create policy "Staff can read the outbox" on public.mail_outbox for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
grant select on table public.mail_outbox to authenticated;
grant select, update on table public.mail_outbox to service_role;

-- table public.marketing_emails
create table public.marketing_emails (
  id uuid default gen_random_uuid() not null,
  subject text not null,
  body text not null,
  sent_by uuid,
  sent_by_email text,
  recipients integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  constraint marketing_emails_pkey PRIMARY KEY (id),
  constraint marketing_emails_sent_by_fkey FOREIGN KEY (sent_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint marketing_emails_body_check CHECK (((length(btrim(body)) >= 20) AND (length(btrim(body)) <= 20000))),
  constraint marketing_emails_recipients_check CHECK ((recipients >= 0)),
  constraint marketing_emails_sent_by_email_check CHECK ((length(sent_by_email) <= 254)),
  constraint marketing_emails_subject_check CHECK ((((length(btrim(subject)) >= 3) AND (length(btrim(subject)) <= 150)) AND (subject !~ '[
]'::text)))
);
CREATE INDEX marketing_emails_created_idx ON public.marketing_emails USING btree (created_at DESC);
CREATE INDEX marketing_emails_sent_by_idx ON public.marketing_emails USING btree (sent_by);
alter table public.marketing_emails enable row level security;
create policy "Staff can read the tax tips sent" on public.marketing_emails for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
grant select on table public.marketing_emails to authenticated;
grant select on table public.marketing_emails to service_role;

-- table public.marketing_suppressions
create table public.marketing_suppressions (
  subject_hash text not null,
  created_at timestamp with time zone default now() not null,
  constraint marketing_suppressions_pkey PRIMARY KEY (subject_hash),
  constraint marketing_suppressions_subject_hash_check CHECK ((subject_hash ~ '^[0-9a-f]{64}$'::text))
);
alter table public.marketing_suppressions enable row level security;
create policy "Staff can read the suppression list" on public.marketing_suppressions for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
grant select on table public.marketing_suppressions to authenticated;

-- table public.people
create table public.people (
  id uuid default gen_random_uuid() not null,
  name text not null,
  role text not null,
  team text not null,
  qualifications text default ''::text not null,
  regulator text default ''::text not null,
  bio text not null,
  photo_path text,
  photo_alt text,
  position integer default 0 not null,
  shown boolean default true not null,
  sample boolean default false not null,
  confirmed_at timestamp with time zone,
  updated_at timestamp with time zone default now() not null,
  constraint people_pkey PRIMARY KEY (id),
  constraint people_bio_check CHECK ((((length(btrim(bio)) >= 20) AND (length(btrim(bio)) <= 900)) AND (bio !~ '[[:cntrl:]]'::text))),
  constraint people_check CHECK (((photo_path IS NULL) = (photo_alt IS NULL))),
  constraint people_name_check CHECK ((((length(btrim(name)) >= 2) AND (length(btrim(name)) <= 80)) AND (name !~ '[[:cntrl:]]'::text))),
  constraint people_photo_alt_check CHECK (((photo_alt IS NULL) OR (((length(btrim(photo_alt)) >= 5) AND (length(btrim(photo_alt)) <= 200)) AND (photo_alt !~ '[[:cntrl:]]'::text)))),
  constraint people_photo_path_check CHECK (((photo_path IS NULL) OR (photo_path ~ '^[0-9a-f-]{36}\.webp$'::text))),
  constraint people_qualifications_check CHECK (((length(qualifications) <= 120) AND (qualifications !~ '[[:cntrl:]]'::text))),
  constraint people_regulator_check CHECK (((length(regulator) <= 120) AND (regulator !~ '[[:cntrl:]]'::text))),
  constraint people_role_check CHECK ((((length(btrim(role)) >= 2) AND (length(btrim(role)) <= 80)) AND (role !~ '[[:cntrl:]]'::text))),
  constraint people_team_check CHECK ((team = ANY (ARRAY['accounting'::text, 'legal'::text])))
);
alter table public.people enable row level security;
create policy "Anyone can read the people the firm shows" on public.people for select to anon, authenticated
  using (shown);
create policy "Staff can read every person" on public.people for select to authenticated
  using (( SELECT private.is_staff() AS is_staff));
CREATE TRIGGER record_person_change AFTER INSERT OR UPDATE ON public.people FOR EACH ROW EXECUTE FUNCTION private.record_person_change();
CREATE TRIGGER stamp_person BEFORE UPDATE ON public.people FOR EACH ROW EXECUTE FUNCTION private.stamp_person();
grant select on table public.people to anon;
grant select on table public.people to authenticated;
grant select on table public.people to service_role;

-- table public.personal_data_audit
create table public.personal_data_audit (
  id uuid default gen_random_uuid() not null,
  action text not null,
  subject_hash text not null,
  counts jsonb default '{}'::jsonb not null,
  actor_id uuid,
  actor_email text,
  created_at timestamp with time zone default now() not null,
  constraint personal_data_audit_pkey PRIMARY KEY (id),
  constraint personal_data_audit_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint personal_data_audit_action_check CHECK ((action = ANY (ARRAY['export'::text, 'erase'::text]))),
  constraint personal_data_audit_actor_email_check CHECK ((length(actor_email) <= 254)),
  constraint personal_data_audit_subject_hash_check CHECK ((length(subject_hash) = 64))
);
CREATE INDEX personal_data_audit_actor_idx ON public.personal_data_audit USING btree (actor_id);
CREATE INDEX personal_data_audit_created_idx ON public.personal_data_audit USING btree (created_at DESC);
alter table public.personal_data_audit enable row level security;
create policy "Staff can read the personal data audit" on public.personal_data_audit for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
grant select on table public.personal_data_audit to authenticated;

-- table public.quote_prices
create table public.quote_prices (
  revenue_range_id bigint not null,
  package_type package_type not null,
  monthly_price numeric(10,2),
  confirmed_at timestamp with time zone,
  updated_at timestamp with time zone default now() not null,
  constraint quote_prices_pkey PRIMARY KEY (revenue_range_id, package_type),
  constraint quote_prices_revenue_range_id_fkey FOREIGN KEY (revenue_range_id) REFERENCES revenue_ranges(id) ON DELETE CASCADE,
  constraint quote_prices_monthly_price_check CHECK ((monthly_price > (0)::numeric)),
  constraint quote_prices_monthly_price_range CHECK (((monthly_price IS NULL) OR ((monthly_price <= (100000)::numeric) AND (monthly_price = round(monthly_price, 2)))))
);
alter table public.quote_prices enable row level security;
create policy "Anyone can read the prices" on public.quote_prices for select to anon, authenticated
  using (true);
CREATE TRIGGER record_quote_price_change AFTER UPDATE ON public.quote_prices FOR EACH ROW EXECUTE FUNCTION private.record_quote_price_change();
CREATE TRIGGER stamp_quote_price BEFORE UPDATE ON public.quote_prices FOR EACH ROW EXECUTE FUNCTION private.stamp_quote_price();
grant select on table public.quote_prices to anon;
grant select on table public.quote_prices to authenticated;
grant select on table public.quote_prices to service_role;

-- table public.quotes
create table public.quotes (
  id uuid default gen_random_uuid() not null,
  contact_first_name text not null,
  contact_last_name text not null,
  contact_email text not null,
  company_name text,
  industry text not null,
  revenue_range text not null,
  package_type package_type not null,
  awareness_price numeric(10,2),
  insights_price numeric(10,2),
  foresight_price numeric(10,2),
  hero_variant text,
  created_at timestamp with time zone default now() not null,
  confirmation_sent_at timestamp with time zone,
  contact_phone text,
  message text,
  status text default 'new'::text not null,
  owner_id uuid,
  follow_up_on date,
  worked_at timestamp with time zone,
  worked_by_email text,
  restricted_at timestamp with time zone,
  constraint quotes_pkey PRIMARY KEY (id),
  constraint quotes_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint quotes_company_name_check CHECK ((length(company_name) <= 200)),
  constraint quotes_contact_email_check CHECK ((((length(contact_email) >= 3) AND (length(contact_email) <= 254)) AND (contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint quotes_contact_first_name_check CHECK (((length(contact_first_name) >= 1) AND (length(contact_first_name) <= 100))),
  constraint quotes_contact_last_name_check CHECK (((length(contact_last_name) >= 1) AND (length(contact_last_name) <= 100))),
  constraint quotes_contact_phone_check CHECK (((length(contact_phone) >= 1) AND (length(contact_phone) <= 25))),
  constraint quotes_hero_variant_check CHECK ((hero_variant = ANY (ARRAY['a'::text, 'b'::text]))),
  constraint quotes_industry_check CHECK (((length(industry) >= 1) AND (length(industry) <= 80))),
  constraint quotes_message_check CHECK (((length(message) >= 1) AND (length(message) <= 1000))),
  constraint quotes_revenue_range_check CHECK (((length(revenue_range) >= 1) AND (length(revenue_range) <= 60))),
  constraint quotes_status_check CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'proposal_sent'::text, 'won'::text, 'lost'::text, 'spam'::text]))),
  constraint quotes_worked_by_email_check CHECK ((length(worked_by_email) <= 254))
);
CREATE INDEX quotes_contact_email_idx ON public.quotes USING btree (lower(contact_email));
CREATE INDEX quotes_created_at_idx ON public.quotes USING btree (created_at DESC);
CREATE INDEX quotes_new_idx ON public.quotes USING btree (created_at) WHERE (status = 'new'::text);
CREATE INDEX quotes_owner_idx ON public.quotes USING btree (owner_id);
alter table public.quotes enable row level security;
create policy "Staff can read quotes" on public.quotes for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
create policy "Staff can work quotes" on public.quotes for update to authenticated
  using (( SELECT private.works_leads() AS works_leads))
  with check (( SELECT private.works_leads() AS works_leads));
CREATE TRIGGER quotes_queue_mail AFTER INSERT ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.queue_quote_mail();
CREATE TRIGGER quotes_record_work BEFORE UPDATE ON public.quotes FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.owner_id IS DISTINCT FROM new.owner_id) OR (old.follow_up_on IS DISTINCT FROM new.follow_up_on))) EXECUTE FUNCTION private.record_lead_work();
grant select on table public.quotes to authenticated;
grant select, insert, update on table public.quotes to service_role;
grant update (status, owner_id, follow_up_on) on table public.quotes to authenticated;

-- table public.revenue_ranges
create table public.revenue_ranges (
  id bigint generated always as identity,
  range text not null,
  start_amount numeric(14,2) not null,
  constraint revenue_ranges_pkey PRIMARY KEY (id),
  constraint revenue_ranges_range_key UNIQUE (range),
  constraint revenue_ranges_start_amount_key UNIQUE (start_amount),
  constraint revenue_ranges_range_check CHECK (((length(range) >= 2) AND (length(range) <= 60))),
  constraint revenue_ranges_start_amount_check CHECK ((start_amount >= (0)::numeric))
);
alter table public.revenue_ranges enable row level security;
create policy "Anyone can read revenue ranges" on public.revenue_ranges for select to anon, authenticated
  using (true);
grant select on table public.revenue_ranges to anon;
grant select on table public.revenue_ranges to authenticated;
grant select on table public.revenue_ranges to service_role;

-- table public.site_updates
create table public.site_updates (
  id bigint generated always as identity,
  requested_at timestamp with time zone default now() not null,
  changed_at timestamp with time zone default now() not null,
  changes integer default 1 not null,
  last_change text not null,
  due_at timestamp with time zone not null,
  hook_called_at timestamp with time zone,
  hook_status integer,
  live_at timestamp with time zone,
  failed_at timestamp with time zone,
  failure text,
  constraint site_updates_pkey PRIMARY KEY (id),
  constraint site_updates_changes_check CHECK ((changes > 0)),
  constraint site_updates_check CHECK (((live_at IS NULL) OR (failed_at IS NULL))),
  constraint site_updates_failure_check CHECK ((length(failure) <= 500)),
  constraint site_updates_last_change_check CHECK ((length(last_change) <= 300))
);
CREATE UNIQUE INDEX site_updates_one_waiting_idx ON public.site_updates USING btree (((hook_called_at IS NULL))) WHERE (hook_called_at IS NULL);
CREATE INDEX site_updates_under_way_idx ON public.site_updates USING btree (hook_called_at) WHERE ((hook_called_at IS NOT NULL) AND (live_at IS NULL) AND (failed_at IS NULL));
alter table public.site_updates enable row level security;
create policy "Staff can read the public site's updates" on public.site_updates for select to authenticated
  using (( SELECT private.is_staff() AS is_staff));
grant select on table public.site_updates to authenticated;
grant select on table public.site_updates to service_role;
grant update (hook_status, live_at, failed_at, failure) on table public.site_updates to service_role;

-- table public.staff_access_log
create table public.staff_access_log (
  id uuid default gen_random_uuid() not null,
  action text not null,
  quote_id uuid,
  engagement_id uuid,
  row_count integer,
  actor_id uuid,
  actor_email text,
  created_at timestamp with time zone default now() not null,
  contact_request_id uuid,
  constraint staff_access_log_pkey PRIMARY KEY (id),
  constraint staff_access_log_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint staff_access_log_contact_request_id_fkey FOREIGN KEY (contact_request_id) REFERENCES contact_requests(id) ON DELETE SET NULL,
  constraint staff_access_log_engagement_id_fkey FOREIGN KEY (engagement_id) REFERENCES campaign_engagements(id) ON DELETE SET NULL,
  constraint staff_access_log_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES quotes(id) ON DELETE SET NULL,
  constraint staff_access_log_action_check CHECK ((action = ANY (ARRAY['opened_leads'::text, 'opened_quote'::text, 'opened_signup'::text, 'opened_contact'::text, 'exported_quotes'::text, 'exported_signups'::text, 'exported_contacts'::text]))),
  constraint staff_access_log_actor_email_check CHECK ((length(actor_email) <= 254)),
  constraint staff_access_log_row_count_check CHECK (((row_count >= 0) AND (row_count <= 1000000)))
);
CREATE INDEX staff_access_log_actor_idx ON public.staff_access_log USING btree (actor_id);
CREATE INDEX staff_access_log_contact_request_idx ON public.staff_access_log USING btree (contact_request_id);
CREATE INDEX staff_access_log_created_idx ON public.staff_access_log USING btree (created_at DESC);
CREATE INDEX staff_access_log_engagement_idx ON public.staff_access_log USING btree (engagement_id);
CREATE INDEX staff_access_log_quote_idx ON public.staff_access_log USING btree (quote_id);
alter table public.staff_access_log enable row level security;
create policy "Staff can read who accessed leads" on public.staff_access_log for select to authenticated
  using (( SELECT private.works_leads() AS works_leads));
grant select on table public.staff_access_log to authenticated;

-- table public.staff_members
create table public.staff_members (
  user_id uuid not null,
  email text not null,
  role text not null,
  added_by uuid,
  added_at timestamp with time zone default now() not null,
  name text,
  constraint staff_members_pkey PRIMARY KEY (user_id),
  constraint staff_members_added_by_fkey FOREIGN KEY (added_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint staff_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint staff_members_email_check CHECK (((length(email) >= 3) AND (length(email) <= 254))),
  constraint staff_members_name_check CHECK (((name IS NULL) OR (((length(btrim(name)) >= 1) AND (length(btrim(name)) <= 100)) AND (name !~ '[[:cntrl:]]'::text)))),
  constraint staff_members_role_check CHECK ((role = ANY (ARRAY['admin'::text, 'editor'::text, 'writer'::text])))
);
CREATE INDEX staff_members_added_by_idx ON public.staff_members USING btree (added_by);
alter table public.staff_members enable row level security;
create policy "Admins can change roles" on public.staff_members for update to authenticated
  using (( SELECT private.is_staff_admin() AS is_staff_admin))
  with check (( SELECT private.is_staff_admin() AS is_staff_admin));
create policy "Staff can see the staff" on public.staff_members for select to authenticated
  using (( SELECT private.is_staff() AS is_staff));
CREATE TRIGGER staff_members_claims AFTER INSERT OR DELETE OR UPDATE OF role ON public.staff_members FOR EACH ROW EXECUTE FUNCTION private.sync_staff_claims();
CREATE TRIGGER staff_members_keep_an_admin BEFORE DELETE OR UPDATE OF role ON public.staff_members FOR EACH ROW EXECUTE FUNCTION private.keep_an_admin();
grant select on table public.staff_members to authenticated;
grant select, insert, update, delete on table public.staff_members to service_role;
grant update (role) on table public.staff_members to authenticated;

-- table public.submission_attempts
create table public.submission_attempts (
  id bigint generated always as identity,
  scope text not null,
  key_hash text not null,
  created_at timestamp with time zone default now() not null,
  constraint submission_attempts_pkey PRIMARY KEY (id),
  constraint submission_attempts_scope_check CHECK ((scope = ANY (ARRAY['quote:email'::text, 'quote:client'::text, 'playbook:email'::text, 'playbook:client'::text, 'contact:email'::text, 'contact:client'::text, 'hero:client'::text])))
);
CREATE INDEX submission_attempts_lookup_idx ON public.submission_attempts USING btree (scope, key_hash, created_at DESC);
alter table public.submission_attempts enable row level security;
grant select, insert, delete on table public.submission_attempts to service_role;

-- table public.testimonials
create table public.testimonials (
  id uuid default gen_random_uuid() not null,
  text text not null,
  author text not null,
  about text default ''::text not null,
  given_on date,
  source text not null,
  source_url text,
  consent_to_publish boolean default false not null,
  incentive text,
  on_home_page boolean default false not null,
  position integer default 0 not null,
  added_by uuid,
  added_at timestamp with time zone default now() not null,
  checked_by uuid,
  checked_at timestamp with time zone,
  retired_at timestamp with time zone,
  constraint testimonials_pkey PRIMARY KEY (id),
  constraint testimonials_about_check CHECK (((length(about) <= 120) AND (about !~ '[[:cntrl:]]'::text))),
  constraint testimonials_author_check CHECK ((((length(btrim(author)) >= 2) AND (length(btrim(author)) <= 80)) AND (author !~ '[[:cntrl:]]'::text))),
  constraint testimonials_check CHECK (((source = 'sample'::text) = (given_on IS NULL))),
  constraint testimonials_check1 CHECK (((source <> 'sample'::text) OR (checked_at IS NULL))),
  constraint testimonials_check2 CHECK ((((checked_at IS NULL) = (checked_by IS NULL)) OR (source = 'sample'::text))),
  constraint testimonials_check3 CHECK (((source <> 'review site'::text) OR (source_url IS NOT NULL))),
  constraint testimonials_incentive_check CHECK (((incentive IS NULL) OR (((length(btrim(incentive)) >= 3) AND (length(btrim(incentive)) <= 120)) AND (incentive !~ '[[:cntrl:]]'::text)))),
  constraint testimonials_source_check CHECK ((source = ANY (ARRAY['sample'::text, 'review site'::text, 'e-mail'::text, 'letter'::text, 'survey'::text, 'in person'::text]))),
  constraint testimonials_source_url_check CHECK (((source_url IS NULL) OR (source_url ~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/[^[:space:]<>"]*)?$'::text))),
  constraint testimonials_text_check CHECK ((((length(btrim(text)) >= 20) AND (length(btrim(text)) <= 800)) AND (text !~ '[[:cntrl:]]'::text)))
);
alter table public.testimonials enable row level security;
create policy "Anyone can read the testimonials the firm publishes" on public.testimonials for select to anon, authenticated
  using (((retired_at IS NULL) AND ((source = 'sample'::text) OR (consent_to_publish AND (checked_at IS NOT NULL)))));
CREATE TRIGGER record_testimonial_change AFTER INSERT OR UPDATE ON public.testimonials FOR EACH ROW EXECUTE FUNCTION private.record_testimonial_change();
grant select on table public.testimonials to service_role;
grant select (id, text, author, about, given_on, source, source_url, incentive, on_home_page, position) on table public.testimonials to anon;
grant select (id, text, author, about, given_on, source, source_url, incentive, on_home_page, position) on table public.testimonials to authenticated;

-- function private.apply_lead_retention()
create or replace function private.apply_lead_retention()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

-- function private.apply_retention()
create or replace function private.apply_retention()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  testimonials_deleted integer;
begin
  with retired as (
    delete from public.testimonials t
    where t.retired_at < private.retention_cutoff('testimonials')
    returning t.id
  ), history as (
    delete from public.content_changes c
    where c.content = 'testimonial' and c.item in (select r.id::text from retired r)
  )
  select count(*) into testimonials_deleted from retired;
  return private.apply_lead_retention() || jsonb_build_object('testimonials', testimonials_deleted);
end;
$function$;

-- function private.audit_personal_data(audit_action text, email text, audit_counts jsonb)
create or replace function private.audit_personal_data(audit_action text, email text, audit_counts jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.personal_data_audit (action, subject_hash, counts, actor_id, actor_email)
  values (audit_action, private.subject_hash(email), audit_counts, (select auth.uid()), (select auth.jwt()) ->> 'email')
$function$;

-- function private.call_back_slot_ends(p_slot text)
create or replace function private.call_back_slot_ends(p_slot text)
 RETURNS time without time zone
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_slot
    when 'morning' then time '12:00'
    when 'afternoon' then time '15:00'
    when 'late_afternoon' then time '17:30'
    when 'any' then time '17:30'
  end
$function$;

-- function private.call_back_slot_starts(p_slot text)
create or replace function private.call_back_slot_starts(p_slot text)
 RETURNS time without time zone
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  -- As CALL_BACK_HOURS in supabase/functions/_shared/kernel/schemas/contact-constants.ts.
  select case p_slot
    when 'morning' then time '09:00'
    when 'afternoon' then time '12:00'
    when 'late_afternoon' then time '15:00'
    when 'any' then time '09:00'
  end
$function$;

-- function private.category_goes_last()
create or replace function private.category_goes_last()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.sort_order = 0 then
    new.sort_order := coalesce((select max(c.sort_order) from public.knowledge_categories c), 0) + 10;
  end if;
  return new;
end;
$function$;

-- function private.check_firm_detail()
create or replace function private.check_firm_detail()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  problem text := private.firm_detail_problem(new.format, new.value);
begin
  if problem is not null then
    raise exception '%', problem using errcode = '23514', detail = format('The firm detail %s was not changed.', new.key);
  end if;
  if tg_op = 'UPDATE' then
    if new.key <> old.key or new.kind <> old.kind or new.format <> old.format then
      raise exception 'A detail''s name, kind and format are fixed' using errcode = '23514';
    end if;
    if new.value is distinct from old.value then
      new.confirmed_at := now();
      new.updated_at := now();
    end if;
  end if;
  return new;
end;
$function$;

-- function private.clear_schedule_on_manual_change()
create or replace function private.clear_schedule_on_manual_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.published is distinct from old.published then
    new.publish_at := null;
  end if;
  return new;
end;
$function$;

-- function private.consent_stands(p_engagement uuid)
create or replace function private.consent_stands(p_engagement uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((select c.action <> 'withdrawn' from public.consent_records c
                   where c.engagement_id = p_engagement
                   order by c.created_at desc, (c.action = 'withdrawn') desc
                   limit 1), true)
$function$;

-- function private.correctable_details(p_kind text)
create or replace function private.correctable_details(p_kind text)
 RETURNS TABLE(detail text, label text, column_name text, required boolean)
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select d.detail, d.label, d.column_name, d.required from (values
    ('quote', 'first_name', 'first name', 'contact_first_name', true),
    ('quote', 'last_name', 'last name', 'contact_last_name', true),
    ('quote', 'email', 'e-mail address', 'contact_email', true),
    ('quote', 'phone', 'phone', 'contact_phone', false),
    ('contact', 'name', 'name', 'name', true),
    ('contact', 'email', 'e-mail address', 'email', true),
    ('contact', 'phone', 'phone', 'phone', false),
    ('signup', 'first_name', 'first name', 'first_name', true),
    ('signup', 'last_name', 'last name', 'last_name', false)
  ) as d(kind, detail, label, column_name, required)
  where d.kind = p_kind
$function$;

-- function private.email_address(email text)
create or replace function private.email_address(email text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select trimmed
  from (select btrim(email, U&'\0009\000A\000B\000C\000D\0020\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF') as trimmed) t
  where length(trimmed) <= 254
    and trimmed ~ '^(?:[-A-Za-z0-9_''+]+\.)*[-A-Za-z0-9_''+]*[-A-Za-z0-9_+]@(?:[A-Za-z0-9][-A-Za-z0-9]*\.)+[A-Za-z]{2,}$'
$function$;

-- function private.erase_personal_data_as_staff(p_email text)
create or replace function private.erase_personal_data_as_staff(p_email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  subject text;
  counts jsonb;
  quotes_erased integer;
  signups_erased integer;
  contacts_erased integer;
  activity_erased integer;
  mail_erased integer;
  notes_redacted integer;
  attempts_erased integer;
begin
  perform private.require_staff('erase personal data');
  subject := private.valid_subject(p_email);

  select count(*) into activity_erased from public.lead_activity a
  where a.quote_id in (select id from public.quotes where lower(contact_email) = subject)
     or a.engagement_id in (select id from public.campaign_engagements where lower(email) = subject)
     or a.contact_request_id in (select id from public.contact_requests where lower(email) = subject);
  select count(*) into mail_erased from public.mail_outbox m
  where m.quote_id in (select id from public.quotes where lower(contact_email) = subject)
     or m.engagement_id in (select id from public.campaign_engagements where lower(email) = subject)
     or m.contact_request_id in (select id from public.contact_requests where lower(email) = subject);
  -- Their notes, changes and e-mails go with them (on delete cascade).
  delete from public.quotes where lower(contact_email) = subject;
  get diagnostics quotes_erased = row_count;
  delete from public.campaign_engagements where lower(email) = subject;
  get diagnostics signups_erased = row_count;
  delete from public.contact_requests where lower(email) = subject;
  get diagnostics contacts_erased = row_count;

  -- A note about someone else's lead that mentions the address keeps its sense, not the address.
  update public.lead_activity
  set body = regexp_replace(body, regexp_replace(subject, '([.\\+*?^$(){}|\[\]])', '\\\1', 'g'), '[erased]', 'gi')
  where kind = 'note' and strpos(lower(body), subject) > 0;
  get diagnostics notes_redacted = row_count;

  -- Rate-limit rows are keyed by a hash of the scope and the address (supabase/functions/_shared/rate-limit.ts).
  delete from public.submission_attempts
  where (scope, key_hash) in (
    select s, encode(extensions.digest(s || ':' || subject, 'sha256'), 'hex')
    from unnest(array['quote:email', 'playbook:email', 'contact:email']) as s
  );
  get diagnostics attempts_erased = row_count;

  counts := jsonb_build_object(
    'quotes', quotes_erased,
    'ebook_signups', signups_erased,
    'contact_requests', contacts_erased,
    'notes_and_changes', activity_erased,
    'emails', mail_erased,
    'notes_redacted', notes_redacted,
    'submission_attempts', attempts_erased
  );
  perform private.audit_personal_data('erase', subject, counts);
  return counts;
end;
$function$;
comment on function private.erase_personal_data_as_staff(p_email text) is 'Erasure on request: every row holding one person''s data, deleted or redacted. Accepted advisor warnings (authenticated_security_definer_function_executable): staff may not delete leads, e-mails or rate-limit rows themselves, so the function runs as its owner; it refuses anyone who is not staff (42501) and records every erasure in public.personal_data_audit by a keyed hash of the address.';

-- function private.firm_detail_problem(p_format text, p_value text)
create or replace function private.firm_detail_problem(p_format text, p_value text)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  max_length integer := case when p_format in ('long text', 'statement') then 600 else 200 end;
  token text;
begin
  if p_value ~ '^[[:space:]]|[[:space:]]$' then return 'Remove the spaces at the start or end.'; end if;
  if p_value ~ '[[:cntrl:]]' then return 'Remove the line breaks and control characters.'; end if;
  if p_format = 'optional url' and p_value = '' then return null; end if;
  if p_value = '' then return 'Enter a value.'; end if;
  if length(p_value) > max_length then return format('Keep it to %s characters.', max_length); end if;
  case p_format
    when 'email' then
      -- The forms' one address rule (20261207200100_one_address_rule.sql).
      if private.email_address(p_value) is distinct from p_value then
        return 'Enter an e-mail address, like name@example.co.uk.';
      end if;
    when 'url', 'optional url' then
      if p_value !~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/[^[:space:]<>"]*)?$' then
        return 'Enter a full web address starting https://.';
      end if;
    when 'phone' then
      if private.uk_phone_digits(p_value) is null then
        return 'Enter a UK phone number that can be dialled, like 020 7946 0321.';
      end if;
    when 'postcode' then
      if p_value !~ '^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$' then
        return 'Enter the postcode in capitals with one space, like E1 7NH.';
      end if;
    when 'year' then
      if p_value !~ '^[0-9]{4}$' then return 'Enter a year, like 2016.'; end if;
      if p_value::integer not between 1800 and 2100 then return 'Enter a year, like 2016.'; end if;
    when 'company number' then
      if p_value !~ '^([A-Z]{2}[0-9]{6}|[0-9]{8})$' then
        return 'Enter the eight-character number, like OC431278 or 09876543.';
      end if;
    when 'vat number' then
      if p_value !~ '^GB ?[0-9]{3} ?[0-9]{4} ?[0-9]{2}$' then
        return 'Enter GB followed by nine digits, like GB 318 4471 20.';
      end if;
    when 'sra number' then
      if p_value !~ '^[0-9]{6}$' then return 'Enter the six-digit SRA number.'; end if;
    when 'icaew number' then
      if p_value !~ '^[A-Z0-9]{4,12}$' then return 'Enter the ICAEW firm number in capitals and digits.'; end if;
    when 'statement' then
      for token in select m[1] from regexp_matches(p_value, '\{([A-Za-z]+)\}', 'g') as m loop
        if not exists (select 1 from public.firm_details d where d.key = token and d.format <> 'statement') then
          return format('{%s} is not a detail a statement can name.', token);
        end if;
      end loop;
      if regexp_replace(p_value, '\{[A-Za-z]+\}', '', 'g') ~ '[{}]' then
        return 'Use braces only around a detail''s name, like {legalName}.';
      end if;
    else
      null;
  end case;
  return null;
end;
$function$;

-- function private.is_staff()
create or replace function private.is_staff()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (select private.staff_role()) is not null
$function$;
grant execute on function private.is_staff() to anon;
grant execute on function private.is_staff() to authenticated;
grant execute on function private.is_staff() to service_role;

-- function private.is_staff_admin()
create or replace function private.is_staff_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((select private.staff_role()) = 'admin', false)
$function$;
grant execute on function private.is_staff_admin() to anon;
grant execute on function private.is_staff_admin() to authenticated;
grant execute on function private.is_staff_admin() to service_role;

-- function private.is_staff_member(user_id uuid)
create or replace function private.is_staff_member(user_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.staff_members m where m.user_id = is_staff_member.user_id)
$function$;

-- function private.keep_an_admin()
create or replace function private.keep_an_admin()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin') and not exists (
    select 1 from public.staff_members m where m.role = 'admin' and m.user_id <> old.user_id
  ) then
    raise exception 'The firm must keep at least one admin' using errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$function$;

-- function private.key_consent_client_hash()
create or replace function private.key_consent_client_hash()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.client_hash is not null then
    new.client_hash := private.keyed_client_hash(new.client_hash);
  end if;
  return new;
end;
$function$;

-- function private.keyed_client_hash(unkeyed text)
create or replace function private.keyed_client_hash(unkeyed text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(extensions.hmac(convert_to('consent client:' || unkeyed, 'UTF8'),
                                (select key from private.audit_key), 'sha256'), 'hex')
$function$;

-- function private.lead_table(p_kind text)
create or replace function private.lead_table(p_kind text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_kind when 'quote' then 'quotes' when 'signup' then 'campaign_engagements'
                     when 'contact' then 'contact_requests' end
$function$;

-- function private.link_token(purpose text, subject text)
create or replace function private.link_token(purpose text, subject text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(extensions.hmac(convert_to(purpose || ':' || subject, 'UTF8'),
                                extensions.hmac(convert_to('email links', 'UTF8'), (select key from private.audit_key), 'sha256'),
                                'sha256'), 'hex')
$function$;

-- function private.marketing_recipients()
create or replace function private.marketing_recipients()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select distinct on (lower(s.email)) s.engagement_id
  from private.signup_consent() s
  join public.campaign_engagements e on e.id = s.engagement_id
  where s.status = 'confirmed' and e.restricted_at is null
  order by lower(s.email), s.created_at desc
$function$;

-- function private.note_site_change(p_change text, p_now boolean)
create or replace function private.note_site_change(p_change text, p_now boolean DEFAULT false)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quiet_period constant interval := interval '30 seconds';
  longest_wait constant interval := interval '3 minutes';
begin
  insert into public.site_updates (last_change, due_at)
  values (left(p_change, 300), case when p_now then now() else now() + quiet_period end)
  on conflict ((hook_called_at is null)) where hook_called_at is null do update
  set changed_at = now(),
      changes = public.site_updates.changes + 1,
      last_change = excluded.last_change,
      due_at = case
        when p_now then now()
        else least(public.site_updates.requested_at + longest_wait, now() + quiet_period)
      end;
end;
$function$;

-- function private.publish_scheduled_articles()
create or replace function private.publish_scheduled_articles()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  published_now integer;
begin
  update public.knowledge_articles
  set published = true
  where not published and publish_at is not null and publish_at <= now();
  get diagnostics published_now = row_count;
  return published_now;
end;
$function$;

-- function private.queue_contact_mail()
create or replace function private.queue_contact_mail()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.mail_outbox (kind, contact_request_id)
  values ('contact_confirmation', new.id), ('contact_to_firm', new.id);
  return null;
end;
$function$;

-- function private.queue_lead_reminders(p_now timestamp with time zone)
create or replace function private.queue_lead_reminders(p_now timestamp with time zone DEFAULT now())
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

-- function private.queue_quote_mail()
create or replace function private.queue_quote_mail()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.mail_outbox (kind, quote_id) values ('quote_confirmation', new.id), ('quote_to_firm', new.id);
  return null;
end;
$function$;

-- function private.queue_signup_confirmation()
create or replace function private.queue_signup_confirmation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

-- function private.queue_signup_mail()
create or replace function private.queue_signup_mail()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.mail_outbox (kind, engagement_id) values ('signup_to_firm', new.id);
  return null;
end;
$function$;

-- function private.record_article_revision()
create or replace function private.record_article_revision()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and (new.title, new.slug, new.description, new.content, new.category_id, new.tags, new.tldr,
      new.author_name, new.header_image, new.published)
    is not distinct from (old.title, old.slug, old.description, old.content, old.category_id, old.tags, old.tldr,
      old.author_name, old.header_image, old.published) then
    return new;
  end if;
  insert into public.article_revisions (article_id, title, slug, description, content, category_id, tags, tldr,
    author_name, header_image, published, saved_by, saved_by_email)
  values (new.id, new.title, new.slug, new.description, new.content, new.category_id, new.tags, new.tldr,
    new.author_name, new.header_image, new.published, (select auth.uid()), (select auth.jwt()) ->> 'email');
  delete from public.article_revisions r
  where r.article_id = new.id
    and r.id not in (
      select k.id from public.article_revisions k where k.article_id = new.id order by k.saved_at desc, k.id limit 25
    );
  return new;
end;
$function$;

-- function private.record_firm_detail_change()
create or replace function private.record_firm_detail_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.value is distinct from old.value then
    insert into public.content_changes (content, item, action, before, after, changed_by)
    values ('firm detail', new.key, 'changed', to_jsonb(old.value), to_jsonb(new.value), (select auth.uid()));
    perform private.note_site_change(format('Changed the firm''s details (%s)', new.key), true);
  elsif new.confirmed_at is distinct from old.confirmed_at and new.confirmed_at is not null then
    insert into public.content_changes (content, item, action, before, after, changed_by)
    values ('firm detail', new.key, 'confirmed', to_jsonb(old.value), to_jsonb(new.value), (select auth.uid()));
  end if;
  return null;
end;
$function$;

-- function private.record_lead_work()
create or replace function private.record_lead_work()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote uuid := case when tg_table_name = 'quotes' then new.id end;
  engagement uuid := case when tg_table_name = 'campaign_engagements' then new.id end;
  contact uuid := case when tg_table_name = 'contact_requests' then new.id end;
  owner_email text;
  previous_owner_email text;
begin
  if old.restricted_at is not null then
    raise exception 'The person has restricted the use of their data: lift the restriction before working this lead'
      using errcode = 'PT409';
  end if;
  if new.owner_id is not null and new.owner_id is distinct from old.owner_id
     and not private.is_staff_member(new.owner_id) then
    raise exception 'A lead''s owner must be a member of staff' using errcode = '23514';
  end if;
  new.worked_at := now();
  new.worked_by_email := (select auth.jwt()) ->> 'email';
  if new.status is distinct from old.status then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'status', new.status, old.status);
  end if;
  if new.owner_id is distinct from old.owner_id then
    select email into owner_email from auth.users where id = new.owner_id;
    select email into previous_owner_email from auth.users where id = old.owner_id;
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'owner', owner_email, previous_owner_email);
  end if;
  if new.follow_up_on is distinct from old.follow_up_on then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body, previous)
    values (quote, engagement, contact, 'follow_up', new.follow_up_on::text, old.follow_up_on::text);
  end if;
  return new;
end;
$function$;

-- function private.record_person_change()
create or replace function private.record_person_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  action text := case
    when tg_op = 'INSERT' then 'added'
    when to_jsonb(new) - 'confirmed_at' - 'updated_at' is not distinct from to_jsonb(old) - 'confirmed_at' - 'updated_at'
      then 'confirmed'
    else 'changed'
  end;
begin
  if tg_op = 'UPDATE' and to_jsonb(old) is not distinct from to_jsonb(new) then
    return null;
  end if;
  insert into public.content_changes (content, item, action, before, after, changed_by)
  values ('person', new.id::text, action, case when tg_op = 'UPDATE' then to_jsonb(old) end, to_jsonb(new), (select auth.uid()));
  if action <> 'confirmed' then
    perform private.note_site_change(format('%s %s on Meet the Team', case action when 'added' then 'Added' else 'Changed' end, new.name), true);
  end if;
  return null;
end;
$function$;

-- function private.record_quote_price_change()
create or replace function private.record_quote_price_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  item text := (select r.range from public.revenue_ranges r where r.id = new.revenue_range_id) || ': ' || new.package_type;
begin
  if new.monthly_price is distinct from old.monthly_price then
    insert into public.content_changes (content, item, action, before, after, changed_by)
    values ('price', item, 'changed', to_jsonb(old.monthly_price), to_jsonb(new.monthly_price), (select auth.uid()));
    perform private.note_site_change(format('Changed the price of %s', item), true);
  elsif new.confirmed_at is distinct from old.confirmed_at and new.confirmed_at is not null then
    insert into public.content_changes (content, item, action, before, after, changed_by)
    values ('price', item, 'confirmed', to_jsonb(old.monthly_price), to_jsonb(new.monthly_price), (select auth.uid()));
  end if;
  return null;
end;
$function$;

-- function private.record_testimonial_change()
create or replace function private.record_testimonial_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  action text := case
    when tg_op = 'INSERT' then 'added'
    when new.retired_at is not null and old.retired_at is null then 'retired'
    when new.checked_at is not null and old.checked_at is null then 'confirmed'
    else 'changed'
  end;
begin
  if tg_op = 'UPDATE' and to_jsonb(old) is not distinct from to_jsonb(new) then
    return null;
  end if;
  insert into public.content_changes (content, item, action, before, after, changed_by)
  values ('testimonial', new.id::text, action, case when tg_op = 'UPDATE' then to_jsonb(old) end, to_jsonb(new), (select auth.uid()));
  perform private.note_site_change(format('%s a testimonial from %s', case action
    when 'added' then 'Added' when 'retired' then 'Retired' when 'confirmed' then 'Checked' else 'Changed' end, new.author), true);
  return null;
end;
$function$;

-- function private.require_staff(action text)
create or replace function private.require_staff(action text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not (select private.works_leads()) then
    raise exception 'Only staff who work leads can %', action using errcode = '42501';
  end if;
end;
$function$;

-- function private.retention_cutoff(retained text)
create or replace function private.retention_cutoff(retained text)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select now() - make_interval(months => (select months from private.retention_periods where data = retained))
$function$;

-- function private.signup_consent()
create or replace function private.signup_consent()
 RETURNS TABLE(engagement_id uuid, email text, created_at timestamp with time zone, status text, status_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select e.id, e.email, e.created_at,
         case
           when latest.action = 'withdrawn' or (suppressed.subject_hash is not null and latest.action <> 'given')
             then 'withdrawn'
           when e.marketing_confirmed_at is not null and withdrawal.created_at is null and suppressed.subject_hash is null
             then 'confirmed'
           else 'unconfirmed'
         end,
         case
           when latest.action = 'withdrawn' then latest.created_at
           when suppressed.subject_hash is not null and latest.action <> 'given' then suppressed.created_at
           when e.marketing_confirmed_at is not null and withdrawal.created_at is null and suppressed.subject_hash is null
             then e.marketing_confirmed_at
           else coalesce(latest.created_at, e.consented_at)
         end
  from public.campaign_engagements e
  -- The latest consent record (a sign-up always has one); a withdrawal wins a tie, as in consent_stands.
  left join lateral (
    select c.action, c.created_at from public.consent_records c
    where c.engagement_id = e.id
    order by c.created_at desc, (c.action = 'withdrawn') desc
    limit 1
  ) latest on true
  -- A withdrawal since the last confirmation: the confirmation no longer stands.
  left join lateral (
    select c.created_at from public.consent_records c
    where c.engagement_id = e.id and c.action = 'withdrawn' and c.created_at >= e.marketing_confirmed_at
    limit 1
  ) withdrawal on true
  left join public.marketing_suppressions suppressed on suppressed.subject_hash = private.subject_hash(e.email)
$function$;

-- function private.site_change_from_article()
create or replace function private.site_change_from_article()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' and new.published then
    perform private.note_site_change(format('Published “%s”', new.title));
  elsif tg_op = 'DELETE' and old.published then
    perform private.note_site_change(format('Deleted “%s”', old.title));
  elsif tg_op = 'UPDATE' and (old.published or new.published)
    -- Saving without a change a visitor could see (only the edit time moved) needs no rebuild.
    and (to_jsonb(old) - 'updated_at' - 'publish_at') is distinct from (to_jsonb(new) - 'updated_at' - 'publish_at') then
    perform private.note_site_change(format(
      case
        when not old.published then 'Published “%s”'
        when not new.published then 'Unpublished “%s”'
        else 'Edited “%s”'
      end,
      new.title
    ));
  end if;
  return null;
end;
$function$;

-- function private.site_change_from_category()
create or replace function private.site_change_from_category()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and to_jsonb(old) is not distinct from to_jsonb(new) then
    return null;
  end if;
  perform private.note_site_change(format(
    case tg_op when 'INSERT' then 'Added the category “%s”' when 'DELETE' then 'Deleted the category “%s”' else 'Changed the category “%s”' end,
    coalesce(new.name, old.name)
  ));
  return null;
end;
$function$;

-- function private.staff_role()
create or replace function private.staff_role()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.role from public.staff_members m
  where m.user_id = (select auth.uid())
    and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from auth.sessions s
      where s.user_id = m.user_id
        and s.aal = 'aal2'
        and s.id::text = coalesce((select auth.jwt()) ->> 'session_id', '')
    )
$function$;
grant execute on function private.staff_role() to anon;
grant execute on function private.staff_role() to authenticated;
grant execute on function private.staff_role() to service_role;

-- function private.stamp_lead_activity()
create or replace function private.stamp_lead_activity()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.actor_id := (select auth.uid());
  new.actor_email := (select auth.jwt()) ->> 'email';
  new.created_at := now();
  if new.kind = 'note' then
    new.body := btrim(new.body);
  end if;
  return new;
end;
$function$;

-- function private.stamp_person()
create or replace function private.stamp_person()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if to_jsonb(new) - 'confirmed_at' - 'updated_at' is distinct from to_jsonb(old) - 'confirmed_at' - 'updated_at' then
    new.confirmed_at := now();
    new.updated_at := now();
  end if;
  return new;
end;
$function$;

-- function private.stamp_published_at()
create or replace function private.stamp_published_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$function$;
grant execute on function private.stamp_published_at() to public;

-- function private.stamp_quote_price()
create or replace function private.stamp_quote_price()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.revenue_range_id <> old.revenue_range_id or new.package_type <> old.package_type then
    raise exception 'A price''s band and package are fixed' using errcode = '23514';
  end if;
  if new.monthly_price is distinct from old.monthly_price then
    new.confirmed_at := now();
    new.updated_at := now();
  end if;
  return new;
end;
$function$;

-- function private.subject_hash(email text)
create or replace function private.subject_hash(email text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(extensions.hmac(convert_to(lower(btrim(email)), 'UTF8'), (select key from private.audit_key), 'sha256'), 'hex')
$function$;

-- function private.sync_staff_claims()
create or replace function private.sync_staff_claims()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' then
    update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) - 'role' - 'staff_role'
    where id = old.user_id;
    return old;
  end if;
  update auth.users
  set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', 'staff', 'staff_role', new.role)
  where id = new.user_id;
  return new;
end;
$function$;

-- function private.touch_updated_at()
create or replace function private.touch_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;
grant execute on function private.touch_updated_at() to public;

-- function private.uk_phone_digits(phone text)
create or replace function private.uk_phone_digits(phone text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when phone !~ '^(\+44 ?(\(0\) ?)?|0)[0-9][0-9 ]*$' then null
    else (
      select d from (
        select replace(regexp_replace(phone, '^\+44 ?(\(0\) ?)?', '0'), ' ', '') as d
      ) digits where d ~ '^0([1-9][0-9]{9}|1[0-9]{8}|800[0-9]{6})$'
    )
  end
$function$;

-- function private.valid_subject(email text)
create or replace function private.valid_subject(email text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  address text := private.email_address(email);
begin
  if address is null then
    raise exception 'Give the e-mail address of the person' using errcode = '22023';
  end if;
  return lower(address);
end;
$function$;

-- function private.withdraw_marketing(p_subject text, p_wording text, p_page text)
create or replace function private.withdraw_marketing(p_subject text, p_wording text, p_page text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

-- function private.works_leads()
create or replace function private.works_leads()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((select private.staff_role()) in ('admin', 'editor'), false)
$function$;
grant execute on function private.works_leads() to anon;
grant execute on function private.works_leads() to authenticated;
grant execute on function private.works_leads() to service_role;

-- function public.calendar_feed(p_token text)
create or replace function public.calendar_feed(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.calendar_feed(p_token text) to service_role;

-- function public.calendar_feed_made_at()
create or replace function public.calendar_feed_made_at()
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.works_leads()) then
    raise exception 'Only staff who work leads have a calendar of them' using errcode = '42501';
  end if;
  return (select f.created_at from private.calendar_feeds f where f.user_id = (select auth.uid()));
end;
$function$;
comment on function public.calendar_feed_made_at() is 'When the caller made their calendar link. Accepted advisor warnings (authenticated_security_definer_function_executable): private.calendar_feeds is out of the API roles'' reach, so the function runs as its owner; it refuses anyone who does not work leads (42501) and answers only the time of the caller''s own link, never a hash.';
grant execute on function public.calendar_feed_made_at() to authenticated;

-- function public.check_testimonial(p_id uuid)
create or replace function public.check_testimonial(p_id uuid)
 RETURNS testimonials
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  saved public.testimonials;
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only admins can check a testimonial' using errcode = '42501';
  end if;
  update public.testimonials t set checked_at = now(), checked_by = (select auth.uid())
  where t.id = p_id and t.retired_at is null and t.source <> 'sample' and t.checked_at is null
  returning * into saved;
  if saved.id is null then
    raise exception 'There is no testimonial waiting to be checked with that id' using errcode = 'PT404';
  end if;
  return saved;
end;
$function$;
comment on function public.check_testimonial(p_id uuid) is 'Records that an admin checked a testimonial is genuine. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin with the second factor (42501), and takes who and when from the token and the clock.';
grant execute on function public.check_testimonial(p_id uuid) to authenticated;

-- function public.claim_mail(message_ids uuid[], batch integer)
create or replace function public.claim_mail(message_ids uuid[] DEFAULT NULL::uuid[], batch integer DEFAULT 20)
 RETURNS SETOF mail_outbox
 LANGUAGE sql
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.claim_mail(message_ids uuid[], batch integer) to service_role;

-- function public.claim_site_update()
create or replace function public.claim_site_update()
 RETURNS SETOF site_updates
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.site_updates
  set hook_called_at = now()
  where id = (
    select id from public.site_updates
    where hook_called_at is null and due_at <= now()
    order by id
    limit 1
    for update skip locked
  )
  returning *;
$function$;
grant execute on function public.claim_site_update() to service_role;

-- function public.confirm_firm_details(p_keys text[])
create or replace function public.confirm_firm_details(p_keys text[])
 RETURNS SETOF firm_details
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only admins can confirm the firm''s details' using errcode = '42501';
  end if;
  if p_keys is null or cardinality(p_keys) = 0 then
    raise exception 'Give the details to confirm, by name' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_keys) k where not exists (select 1 from public.firm_details d where d.key = k)) then
    raise exception 'There is no firm detail called %',
      (select k from unnest(p_keys) k where not exists (select 1 from public.firm_details d where d.key = k) limit 1)
      using errcode = '22023';
  end if;
  update public.firm_details d set confirmed_at = now() where d.key = any (p_keys) and d.confirmed_at is null;
  return query select d.* from public.firm_details d where d.key = any (p_keys) order by d.position;
end;
$function$;
comment on function public.confirm_firm_details(p_keys text[]) is 'Confirms the firm''s details as written. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin with the second factor (42501).';
grant execute on function public.confirm_firm_details(p_keys text[]) to authenticated;

-- function public.confirm_person(p_id uuid)
create or replace function public.confirm_person(p_id uuid)
 RETURNS people
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  saved public.people;
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only admins can confirm the firm''s people' using errcode = '42501';
  end if;
  update public.people p set confirmed_at = now() where p.id = p_id and p.confirmed_at is null returning * into saved;
  if saved.id is null then
    raise exception 'There is no person waiting to be confirmed with that id' using errcode = 'PT404';
  end if;
  return saved;
end;
$function$;
comment on function public.confirm_person(p_id uuid) is 'Confirms a person as written. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin with the second factor (42501).';
grant execute on function public.confirm_person(p_id uuid) to authenticated;

-- function public.confirm_quote_prices()
create or replace function public.confirm_quote_prices()
 RETURNS SETOF quote_prices
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only admins can confirm the prices' using errcode = '42501';
  end if;
  update public.quote_prices q set confirmed_at = now() where q.confirmed_at is null;
  return query select q.* from public.quote_prices q;
end;
$function$;
comment on function public.confirm_quote_prices() is 'Confirms the price list as written. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin with the second factor (42501).';
grant execute on function public.confirm_quote_prices() to authenticated;

-- function public.confirm_signup(p_engagement uuid, p_token text, p_page text)
create or replace function public.confirm_signup(p_engagement uuid, p_token text, p_page text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.confirm_signup(p_engagement uuid, p_token text, p_page text) to service_role;

-- function public.correct_lead(p_kind text, p_id uuid, p_details jsonb)
create or replace function public.correct_lead(p_kind text, p_id uuid, p_details jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead_table text := private.lead_table(p_kind);
  detail record;
  value text;
  corrected text[] := '{}';
  changed integer;
begin
  perform private.require_staff('correct a person''s details');
  if lead_table is null or p_id is null or jsonb_typeof(p_details) is distinct from 'object' then
    raise exception 'Name a lead and the details to correct' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(p_details) k
             where k not in (select d.detail from private.correctable_details(p_kind) d)) then
    raise exception 'Only a name, an e-mail address or a phone can be corrected here (a sign-up''s address cannot)'
      using errcode = '22023';
  end if;
  for detail in select * from private.correctable_details(p_kind) d where p_details ? d.detail loop
    value := nullif(btrim(p_details ->> detail.detail), '');
    if value is null and detail.required then
      raise exception 'The % cannot be empty', detail.label using errcode = '22023';
    end if;
    if detail.detail = 'email' then
      value := private.email_address(p_details ->> detail.detail);
      if value is null then
        raise exception 'Give an e-mail address, like name@example.co.uk' using errcode = '22023';
      end if;
    end if;
    if detail.detail = 'phone' and value !~ '^\+?[0-9 ()-]{6,25}$' then
      raise exception 'Give a phone number, like 07700 900123' using errcode = '22023';
    end if;
    execute format('update public.%I set %I = $1 where id = $2 and %I is distinct from $1',
                   lead_table, detail.column_name, detail.column_name)
      using value, p_id;
    get diagnostics changed = row_count;
    if changed > 0 then
      corrected := corrected || detail.label;
    end if;
  end loop;
  if array_length(corrected, 1) > 0 then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body)
    values (case when p_kind = 'quote' then p_id end, case when p_kind = 'signup' then p_id end,
            case when p_kind = 'contact' then p_id end, 'correction', array_to_string(corrected, ', '));
  end if;
end;
$function$;
comment on function public.correct_lead(p_kind text, p_id uuid, p_details jsonb) is 'Rectification: staff who work leads correct a person''s name, e-mail address or phone, recorded in the lead''s history without the old values. Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no update grant on these columns, so the function runs as its owner; it refuses anyone who does not work leads (42501) and changes only the listed details of the named lead.';
grant execute on function public.correct_lead(p_kind text, p_id uuid, p_details jsonb) to authenticated;

-- function public.end_sessions_of(p_user_id uuid)
create or replace function public.end_sessions_of(p_user_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  ended integer;
begin
  delete from auth.sessions where user_id = p_user_id;
  get diagnostics ended = row_count;
  return ended;
end;
$function$;
grant execute on function public.end_sessions_of(p_user_id uuid) to service_role;

-- function public.ensure_public_read(target_table text)
create or replace function public.ensure_public_read(target_table text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  restored text[] := '{}';
  table_oid oid;
  has_rls boolean;
begin
  if target_table is null
     or target_table not in ('industries', 'revenue_ranges', 'knowledge_categories', 'knowledge_articles') then
    raise exception 'public read access applies only to the site''s public tables'
      using errcode = '42501';
  end if;

  select c.oid, c.relrowsecurity
    into table_oid, has_rls
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relname = target_table and c.relkind = 'r';
  if table_oid is null then
    raise exception 'table public.% does not exist', target_table using errcode = '42P01';
  end if;

  -- Withdrawn on purpose by staff (public.withdraw_public_access): left alone, and said so.
  if exists (select 1 from private.public_access_withdrawals w where w.target = target_table) then
    return jsonb_build_object('table', target_table, 'restored', '[]'::jsonb, 'withheld', true);
  end if;

  -- 1. Row level security: turning it on only ever narrows access.
  if not has_rls then
    case target_table
      when 'industries' then alter table public.industries enable row level security;
      when 'revenue_ranges' then alter table public.revenue_ranges enable row level security;
      when 'knowledge_categories' then alter table public.knowledge_categories enable row level security;
      when 'knowledge_articles' then alter table public.knowledge_articles enable row level security;
    end case;
    restored := pg_catalog.array_append(restored, 'row level security');
  end if;

  -- 2. The select grant the migrations give visitors and signed-in users.
  if not pg_catalog.has_table_privilege('anon', table_oid, 'select')
     or not pg_catalog.has_table_privilege('authenticated', table_oid, 'select') then
    case target_table
      when 'industries' then grant select on public.industries to anon, authenticated;
      when 'revenue_ranges' then grant select on public.revenue_ranges to anon, authenticated;
      when 'knowledge_categories' then grant select on public.knowledge_categories to anon, authenticated;
      when 'knowledge_articles' then grant select on public.knowledge_articles to anon, authenticated;
    end case;
    restored := pg_catalog.array_append(restored, 'select grant');
  end if;

  -- 3. The read policy, by its migration name. Articles: published ones only.
  if not exists (
    select 1 from pg_catalog.pg_policy p
     where p.polrelid = table_oid
       and p.polname = case target_table
         when 'industries' then 'Anyone can read industries'
         when 'revenue_ranges' then 'Anyone can read revenue ranges'
         when 'knowledge_categories' then 'Anyone can read categories'
         when 'knowledge_articles' then 'Visitors can read published articles'
       end
  ) then
    case target_table
      when 'industries' then
        create policy "Anyone can read industries" on public.industries
          for select to anon, authenticated using (true);
      when 'revenue_ranges' then
        create policy "Anyone can read revenue ranges" on public.revenue_ranges
          for select to anon, authenticated using (true);
      when 'knowledge_categories' then
        create policy "Anyone can read categories" on public.knowledge_categories
          for select to anon, authenticated using (true);
      when 'knowledge_articles' then
        create policy "Visitors can read published articles" on public.knowledge_articles
          for select to anon using (published);
    end case;
    restored := pg_catalog.array_append(restored, 'policy');
  end if;

  return jsonb_build_object('table', target_table, 'restored', to_jsonb(restored));
end;
$function$;
comment on function public.ensure_public_read(target_table text) is 'Checks public read access on one of the site''s public tables and restores the migration''s own policy, grant or row level security if missing. Service role only.';
grant execute on function public.ensure_public_read(target_table text) to service_role;

-- function public.erase_personal_data(p_email text)
create or replace function public.erase_personal_data(p_email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function public.erase_personal_data(p_email text) is 'Erasure on request: every row holding one person''s data, deleted or redacted, and the address suppressed from marketing by its keyed hash. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin with a second factor (42501); the work is done by private.erase_personal_data_as_staff, which the API cannot call, and every erasure is recorded in public.personal_data_audit by a keyed hash of the address.';
grant execute on function public.erase_personal_data(p_email text) to authenticated;

-- function public.export_personal_data(p_email text)
create or replace function public.export_personal_data(p_email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  subject text;
  quote_ids uuid[];
  engagement_ids uuid[];
  contact_ids uuid[];
  document jsonb;
begin
  perform private.require_staff('export personal data');
  subject := private.valid_subject(p_email);
  select coalesce(array_agg(q.id), '{}') into quote_ids from public.quotes q where lower(q.contact_email) = subject;
  select coalesce(array_agg(e.id), '{}') into engagement_ids
  from public.campaign_engagements e where lower(e.email) = subject;
  select coalesce(array_agg(c.id), '{}') into contact_ids from public.contact_requests c where lower(c.email) = subject;

  document := jsonb_build_object(
    'email', subject,
    'exported_at', now(),
    'quotes', coalesce((select jsonb_agg(to_jsonb(q) order by q.created_at) from public.quotes q
                        where q.id = any(quote_ids)), '[]'),
    'contact_requests', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at) from public.contact_requests c
                                  where c.id = any(contact_ids)), '[]'),
    'ebook_signups', coalesce((select jsonb_agg(to_jsonb(e) order by e.created_at) from public.campaign_engagements e
                               where e.id = any(engagement_ids)), '[]'),
    'consent_history', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at) from public.consent_records c
                                 where c.engagement_id = any(engagement_ids)), '[]'),
    'notes_and_changes', coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at) from public.lead_activity a
                                   where a.quote_id = any(quote_ids) or a.engagement_id = any(engagement_ids)
                                      or a.contact_request_id = any(contact_ids)), '[]'),
    'emails', coalesce((select jsonb_agg(jsonb_build_object(
                          'kind', m.kind, 'status', m.status, 'created_at', m.created_at, 'sent_at', m.sent_at,
                          'attempts', m.attempts, 'quote_id', m.quote_id, 'engagement_id', m.engagement_id,
                          'contact_request_id', m.contact_request_id)
                          order by m.created_at)
                        from public.mail_outbox m
                        where m.quote_id = any(quote_ids) or m.engagement_id = any(engagement_ids)
                           or m.contact_request_id = any(contact_ids)), '[]'),
    -- On the suppression list (as a keyed hash of the address, matched here).
    'unsubscribed_from_marketing', exists (select 1 from public.marketing_suppressions s
                                           where s.subject_hash = private.subject_hash(subject)),
    -- The headline test's events carry no identifier, so none can be linked to a person.
    'analytics', '[]'::jsonb
  );
  perform private.audit_personal_data('export', subject, jsonb_build_object(
    'quotes', cardinality(quote_ids), 'ebook_signups', cardinality(engagement_ids),
    'contact_requests', cardinality(contact_ids)));
  return document;
end;
$function$;
comment on function public.export_personal_data(p_email text) is 'Subject access: everything held about one person, for staff to download. Accepted advisor warnings (authenticated_security_definer_function_executable): staff may not read the outbox''s internals or write the audit trail themselves, so the function runs as its owner; it refuses anyone who is not staff (42501) and records every export in public.personal_data_audit.';
grant execute on function public.export_personal_data(p_email text) to authenticated;

-- function public.finish_mail(message_id uuid, failure text)
create or replace function public.finish_mail(message_id uuid, failure text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
    elsif message.kind = 'contact_confirmation' then
      update public.contact_requests set confirmation_sent_at = now() where id = message.contact_request_id;
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
$function$;
grant execute on function public.finish_mail(message_id uuid, failure text) to service_role;

-- function public.get_quote(quote_id uuid)
create or replace function public.get_quote(quote_id uuid)
 RETURNS TABLE(id uuid, contact_first_name text, contact_last_name text, contact_email text, company_name text, industry text, revenue_range text, package_type package_type, awareness_price numeric, insights_price numeric, foresight_price numeric, confirmation_sent_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select q.id, q.contact_first_name, q.contact_last_name, q.contact_email, q.company_name, q.industry,
         q.revenue_range, q.package_type, q.awareness_price, q.insights_price, q.foresight_price, q.confirmation_sent_at
  from public.quotes q
  where q.id = quote_id and q.created_at > now() - interval '30 days'
$function$;
comment on function public.get_quote(quote_id uuid) is 'The thank-you page''s read of one quote by its id, for 30 days (README, "Where we differ from the specification"). Accepted advisor warnings (anon_security_definer_function_executable, authenticated_security_definer_function_executable): visitors have no access to public.quotes, so the function must run as its owner; the unguessable UUID is the capability and it returns that one quote''s own fields only.';
grant execute on function public.get_quote(quote_id uuid) to anon;
grant execute on function public.get_quote(quote_id uuid) to authenticated;

-- function public.hero_variant_results(from_day date, to_day date)
create or replace function public.hero_variant_results(from_day date DEFAULT NULL::date, to_day date DEFAULT NULL::date)
 RETURNS TABLE(variant text, views bigint, quotes bigint, conversion_rate numeric)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with variants(variant) as (values ('a'), ('b')),
  views as (
    select e.variant, count(*) as n from public.analytics_events e
    where e.name = 'hero_view' and not e.repeat_view
      and (from_day is null or (e.created_at at time zone 'Europe/London')::date >= from_day)
      and (to_day is null or (e.created_at at time zone 'Europe/London')::date <= to_day)
    group by e.variant
  ),
  quotes as (
    select q.hero_variant as variant, count(*) as n from public.quotes q
    where q.hero_variant is not null and q.status <> 'spam'
      and (from_day is null or (q.created_at at time zone 'Europe/London')::date >= from_day)
      and (to_day is null or (q.created_at at time zone 'Europe/London')::date <= to_day)
    group by q.hero_variant
  )
  select v.variant, coalesce(views.n, 0), coalesce(quotes.n, 0),
         case when coalesce(views.n, 0) = 0 then 0 else round(100.0 * coalesce(quotes.n, 0) / views.n, 2) end
  from variants v
  left join views on views.variant = v.variant
  left join quotes on quotes.variant = v.variant
  order by v.variant
$function$;
grant execute on function public.hero_variant_results(from_day date, to_day date) to authenticated;

-- function public.list_staff()
create or replace function public.list_staff()
 RETURNS TABLE(id uuid, email text, name text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can list the staff' using errcode = '42501';
  end if;
  return query select m.user_id, m.email, m.name from public.staff_members m order by coalesce(m.name, m.email);
end;
$function$;
comment on function public.list_staff() is 'The members of staff a lead can be given to, with their names. Accepted advisor warnings (authenticated_security_definer_function_executable): staff_members is readable by staff through RLS already; the function refuses anyone who is not staff (42501) and returns only ids, addresses and names.';
grant execute on function public.list_staff() to authenticated;

-- function public.marketing_audience()
create or replace function public.marketing_audience()
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff('see who receives the tax tips');
  return (select count(*) from private.marketing_recipients());
end;
$function$;
comment on function public.marketing_audience() is 'How many addresses the next tax tips e-mail would go to. Accepted advisor warnings (authenticated_security_definer_function_executable): staff cannot read the suppression list''s matches themselves, so the function runs as its owner; it refuses anyone who is not staff (42501) and returns only a count.';
grant execute on function public.marketing_audience() to authenticated;

-- function public.may_send_marketing(p_email text)
create or replace function public.may_send_marketing(p_email text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.may_send_marketing(p_email text) to service_role;

-- function public.public_access_withheld(target text)
create or replace function public.public_access_withheld(target text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from private.public_access_withdrawals w where w.target = public_access_withheld.target)
$function$;
grant execute on function public.public_access_withheld(target text) to service_role;

-- function public.record_campaign_download(download_campaign_id text, download_email text, download_token text)
create or replace function public.record_campaign_download(download_campaign_id text, download_email text, download_token text)
 RETURNS timestamp with time zone
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.campaign_engagements e
  set downloaded_at = now()
  where e.campaign_id = download_campaign_id
    and lower(e.email) = lower(download_email)
    and download_token = private.link_token('download', e.id::text)
  returning e.downloaded_at
$function$;
comment on function public.record_campaign_download(download_campaign_id text, download_email text, download_token text) is 'A download of the eBook, stamped only on the sign-up whose token (signup_download_token) the message carries. Runs as its owner to check the token with private.link_token, whose key no API role may read.';
grant execute on function public.record_campaign_download(download_campaign_id text, download_email text, download_token text) to service_role;

-- function public.record_campaign_signup(signup_campaign_id text, signup_email text, signup_first_name text, signup_last_name text, signup_consent_wording text, signup_page text, signup_client_hash text)
create or replace function public.record_campaign_signup(signup_campaign_id text, signup_email text, signup_first_name text, signup_last_name text, signup_consent_wording text, signup_page text DEFAULT NULL::text, signup_client_hash text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with signed_up as (
    insert into public.campaign_engagements (campaign_id, email, first_name, last_name, consent_wording, consented_at)
    values (signup_campaign_id, signup_email, signup_first_name, nullif(signup_last_name, ''), signup_consent_wording, now())
    on conflict (campaign_id, lower(email)) do update
      set consent_wording = excluded.consent_wording,
          consented_at = excluded.consented_at,
          updated_at = now()
    returning id
  ),
  recorded as (
    insert into public.consent_records (engagement_id, action, wording, wording_version, page, client_hash)
    select id, 'given', signup_consent_wording, encode(extensions.digest(signup_consent_wording, 'sha256'), 'hex'),
           signup_page, signup_client_hash
    from signed_up
    returning engagement_id
  )
  select engagement_id from recorded
$function$;
grant execute on function public.record_campaign_signup(signup_campaign_id text, signup_email text, signup_first_name text, signup_last_name text, signup_consent_wording text, signup_page text, signup_client_hash text) to service_role;

-- function public.record_event(event_name text, event_variant text, event_path text, event_repeat boolean)
create or replace function public.record_event(event_name text, event_variant text DEFAULT NULL::text, event_path text DEFAULT '/'::text, event_repeat boolean DEFAULT false)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  agent text := lower(coalesce(headers ->> 'user-agent', ''));
  -- Without the platform's header every request shares one allowance: the safe side.
  client_hash text := encode(
    sha256(convert_to('hero:client:' || lower(coalesce(nullif(trim(headers ->> 'cf-connecting-ip'), ''), 'unknown')), 'UTF8')),
    'hex');
begin
  if event_name is distinct from 'hero_view' then
    raise exception 'Unknown event %', event_name using errcode = '22023';
  end if;
  if event_variant is not null and event_variant not in ('a', 'b') then
    raise exception 'Unknown variant' using errcode = '22023';
  end if;
  if event_path is null or length(event_path) > 200 or event_path not like '/%' then
    raise exception 'Invalid path' using errcode = '22023';
  end if;
  -- Through the API, a visitor's browser names itself; crawlers, monitors and scripts are not visitors.
  if headers is not null and (agent = '' or agent not like 'mozilla/%'
      or agent ~ '(bot|crawl|spider|slurp|lighthouse|headless|preview|monitor|python|curl|wget)') then
    return;
  end if;
  -- One client's share first: a view over it is dropped without taking from everyone's total.
  if not public.take_submission_slots(jsonb_build_array(
      jsonb_build_object('scope', 'hero:client', 'key_hash', client_hash, 'max', 30, 'per', '1 hour'))) then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('record_event'));
  if (select count(*) from public.analytics_events e
      where e.name = 'hero_view' and e.created_at > now() - interval '1 minute') >= 120
     or (select count(*) from public.analytics_events e
         where e.name = 'hero_view' and e.created_at > now() - interval '1 hour') >= 1200 then
    return;
  end if;
  insert into public.analytics_events (name, variant, path, repeat_view)
  values (event_name, event_variant, event_path, coalesce(event_repeat, false));
end;
$function$;
comment on function public.record_event(event_name text, event_variant text, event_path text, event_repeat boolean) is 'Records one anonymous hero_view event (no personal data) for the headline A/B test: at most 30 an hour from one client address (counted by its hash, kept a day), 120 a minute and 1,200 an hour in all, and none from a bot. Accepted advisor warnings (anon_security_definer_function_executable, authenticated_security_definer_function_executable): visitors may add events but never read or change them, so there is no grant on public.analytics_events; the function accepts only the known event name, variant and a site path.';
grant execute on function public.record_event(event_name text, event_variant text, event_path text, event_repeat boolean) to anon;
grant execute on function public.record_event(event_name text, event_variant text, event_path text, event_repeat boolean) to authenticated;

-- function public.record_mail_event(p_email text, p_event text)
create or replace function public.record_mail_event(p_email text, p_event text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
grant execute on function public.record_mail_event(p_email text, p_event text) to service_role;

-- function public.record_marketing_withdrawal(p_email text)
create or replace function public.record_marketing_withdrawal(p_email text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function public.record_marketing_withdrawal(p_email text) is 'A withdrawal of marketing consent (or an objection to direct marketing) the firm received other than by the unsubscribe link, recorded by staff: returns how many sign-ups'' consent it withdrew. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not staff (42501), and writes the suppression list and consent history, which no one may write through the API.';
grant execute on function public.record_marketing_withdrawal(p_email text) to authenticated;

-- function public.record_staff_access(p_action text, p_lead_id uuid, p_rows integer)
create or replace function public.record_staff_access(p_action text, p_lead_id uuid DEFAULT NULL::uuid, p_rows integer DEFAULT NULL::integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff('record access to leads');
  if p_action is null
     or p_action not in ('opened_leads', 'opened_quote', 'opened_signup', 'opened_contact',
                         'exported_quotes', 'exported_signups', 'exported_contacts')
     or (p_action = 'opened_quote') <> exists (select 1 from public.quotes q where q.id = p_lead_id)
     or (p_action = 'opened_signup') <> exists (select 1 from public.campaign_engagements e where e.id = p_lead_id)
     or (p_action = 'opened_contact') <> exists (select 1 from public.contact_requests c where c.id = p_lead_id)
     or (p_action in ('opened_quote', 'opened_signup', 'opened_contact')) <> (p_lead_id is not null)
     or (p_rows is not null and p_rows not between 0 and 1000000) then
    raise exception 'Not an access the log records' using errcode = '22023';
  end if;
  insert into public.staff_access_log (action, quote_id, engagement_id, contact_request_id, row_count, actor_id, actor_email)
  values (
    p_action,
    case when p_action = 'opened_quote' then p_lead_id end,
    case when p_action = 'opened_signup' then p_lead_id end,
    case when p_action = 'opened_contact' then p_lead_id end,
    p_rows,
    (select auth.uid()),
    (select auth.jwt()) ->> 'email'
  );
end;
$function$;
comment on function public.record_staff_access(p_action text, p_lead_id uuid, p_rows integer) is 'The staff area''s record of who opened leads and exported them. Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no write access to public.staff_access_log, so the function runs as its owner; it refuses anyone who is not staff (42501), accepts only the known actions on leads that exist, and takes who and when from the token and the clock.';
grant execute on function public.record_staff_access(p_action text, p_lead_id uuid, p_rows integer) to authenticated;

-- function public.reorder_categories(p_ids uuid[])
create or replace function public.reorder_categories(p_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can reorder categories' using errcode = '42501';
  end if;
  if p_ids is null or cardinality(p_ids) = 0
     or cardinality(p_ids) <> (select count(distinct id) from unnest(p_ids) as id)
     or exists (select 1 from unnest(p_ids) as id where id not in (select c.id from public.knowledge_categories c)) then
    raise exception 'Give the categories in their new order, each once' using errcode = '22023';
  end if;
  with wanted as (
    select c.id, row_number() over (
      order by array_position(p_ids, c.id) nulls last, c.sort_order, c.name
    ) as n
    from public.knowledge_categories c
  )
  update public.knowledge_categories c
  set sort_order = wanted.n * 10
  from wanted
  where c.id = wanted.id and c.sort_order is distinct from wanted.n * 10;
end;
$function$;
grant execute on function public.reorder_categories(p_ids uuid[]) to authenticated;

-- function public.request_site_update()
create or replace function public.request_site_update()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can update the public site' using errcode = '42501';
  end if;
  perform private.note_site_change(format('Update asked for by %s', coalesce((select auth.jwt()) ->> 'email', 'staff')), true);
end;
$function$;
comment on function public.request_site_update() is 'Staff ask for the public site to be rebuilt now. Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no write access to public.site_updates, so the function runs as its owner; it refuses anyone who is not staff (42501) and only makes the waiting request due at once, naming who asked from the token.';
grant execute on function public.request_site_update() to authenticated;

-- function public.restore_public_access(target text)
create or replace function public.restore_public_access(target text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Staff through the API; or an administrator in the SQL editor, a session with no API claims.
  if nullif(current_setting('request.jwt.claims', true), '') is not null and not (select private.is_staff()) then
    raise exception 'Only staff can restore public access' using errcode = '42501';
  end if;
  delete from private.public_access_withdrawals w where w.target = restore_public_access.target;
  if restore_public_access.target <> 'bucket:influencers-playbook' then
    perform public.ensure_public_read(restore_public_access.target);
  end if;
end;
$function$;
comment on function public.restore_public_access(target text) is 'Staff give back public access they withdrew. Accepted advisor warnings (authenticated_security_definer_function_executable): as withdraw_public_access, staff only, on the same fixed list of targets, restoring only the migrations'' own policy.';
grant execute on function public.restore_public_access(target text) to authenticated;

-- function public.restrict_lead(p_kind text, p_id uuid, p_restricted boolean)
create or replace function public.restrict_lead(p_kind text, p_id uuid, p_restricted boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  lead_table text := private.lead_table(p_kind);
  changed integer;
begin
  perform private.require_staff('restrict the use of a person''s data');
  if lead_table is null or p_id is null or p_restricted is null then
    raise exception 'Name a lead, and whether to restrict it' using errcode = '22023';
  end if;
  execute format('update public.%I set restricted_at = case when $1 then now() end
                  where id = $2 and (restricted_at is not null) <> $1', lead_table)
    using p_restricted, p_id;
  get diagnostics changed = row_count;
  if changed > 0 then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body)
    values (case when p_kind = 'quote' then p_id end, case when p_kind = 'signup' then p_id end,
            case when p_kind = 'contact' then p_id end, 'restriction',
            case when p_restricted then 'restricted' else 'lifted' end);
  end if;
end;
$function$;
comment on function public.restrict_lead(p_kind text, p_id uuid, p_restricted boolean) is 'Restriction of processing: staff who work leads restrict a lead (kept, not worked, sent no marketing) or lift it, recorded in its history. Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no update grant on restricted_at, so the function runs as its owner; it refuses anyone who does not work leads (42501).';
grant execute on function public.restrict_lead(p_kind text, p_id uuid, p_restricted boolean) to authenticated;

-- function public.retire_testimonial(p_id uuid)
create or replace function public.retire_testimonial(p_id uuid)
 RETURNS testimonials
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  saved public.testimonials;
begin
  if not (select private.works_leads()) then
    raise exception 'Only admins and editors can retire a testimonial' using errcode = '42501';
  end if;
  update public.testimonials t set retired_at = now() where t.id = p_id and t.retired_at is null
  returning * into saved;
  if saved.id is null then
    raise exception 'There is no testimonial on the site with that id' using errcode = 'PT404';
  end if;
  return saved;
end;
$function$;
comment on function public.retire_testimonial(p_id uuid) is 'Takes a testimonial off the site. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin or editor with the second factor (42501), and only ever hides.';
grant execute on function public.retire_testimonial(p_id uuid) to authenticated;

-- function public.retry_mail(message_id uuid)
create or replace function public.retry_mail(message_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff('retry an e-mail');
  update public.mail_outbox
  set status = 'pending', next_attempt_at = now(), locked_until = null
  where id = message_id and status = 'failed';
end;
$function$;
comment on function public.retry_mail(message_id uuid) is 'Staff send a failed e-mail again from the staff area. Accepted advisor warnings (authenticated_security_definer_function_executable): staff have no write access to public.mail_outbox, so the function runs as its owner; it refuses anyone who is not staff (42501) and can only make a failed message due again.';
grant execute on function public.retry_mail(message_id uuid) to authenticated;

-- function public.rotate_calendar_feed()
create or replace function public.rotate_calendar_feed()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function public.rotate_calendar_feed() is 'A member of staff who works leads makes a new calendar link, ending the old one. Accepted advisor warnings (authenticated_security_definer_function_executable): the hashes are in private.calendar_feeds, which no API role can reach, so the function runs as its owner; it refuses anyone who does not work leads (42501), changes only the caller''s own link (auth.uid()) and returns the token once, storing only its SHA-256.';
grant execute on function public.rotate_calendar_feed() to authenticated;

-- function public.save_firm_details(p_changes jsonb)
create or replace function public.save_firm_details(p_changes jsonb)
 RETURNS SETOF firm_details
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  change record;
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only admins can change the firm''s details' using errcode = '42501';
  end if;
  if jsonb_typeof(p_changes) is distinct from 'object' or p_changes = '{}'::jsonb then
    raise exception 'Give the details to change, by name' using errcode = '22023';
  end if;
  for change in select c.key, c.value from jsonb_each(p_changes) as c loop
    if jsonb_typeof(change.value) <> 'string' then
      raise exception 'The value of % must be text', change.key using errcode = '22023';
    end if;
    update public.firm_details d set value = change.value #>> '{}' where d.key = change.key;
    if not found then
      raise exception 'There is no firm detail called %', change.key using errcode = '22023';
    end if;
  end loop;
  return query select d.* from public.firm_details d where d.key in (select jsonb_object_keys(p_changes)) order by d.position;
end;
$function$;
comment on function public.save_firm_details(p_changes jsonb) is 'Saves the firm''s details an admin changed. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin with the second factor (42501), and every value is checked by the table''s trigger.';
grant execute on function public.save_firm_details(p_changes jsonb) to authenticated;

-- function public.save_person(p_id uuid, p_person jsonb)
create or replace function public.save_person(p_id uuid, p_person jsonb)
 RETURNS people
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  saved public.people;
  field text;
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only admins can change the firm''s people' using errcode = '42501';
  end if;
  if jsonb_typeof(p_person) is distinct from 'object' then
    raise exception 'Give the person''s name, role, team and bio' using errcode = '22023';
  end if;
  foreach field in array array['name', 'role', 'team', 'bio'] loop
    if jsonb_typeof(p_person -> field) is distinct from 'string' or length(btrim(p_person ->> field)) < 2 then
      raise exception 'Give the person''s %', field using errcode = '22023';
    end if;
  end loop;
  if length(btrim(p_person ->> 'bio')) < 20 then
    raise exception 'Write a bio of at least 20 characters' using errcode = '22023';
  end if;
  if coalesce(jsonb_typeof(p_person -> 'photoPath'), 'null') not in ('string', 'null')
    or coalesce(jsonb_typeof(p_person -> 'photoAlt'), 'null') not in ('string', 'null')
    or coalesce(jsonb_typeof(p_person -> 'qualifications'), 'string') <> 'string'
    or coalesce(jsonb_typeof(p_person -> 'regulator'), 'string') <> 'string'
    or coalesce(jsonb_typeof(p_person -> 'position'), 'number') <> 'number'
    or coalesce(jsonb_typeof(p_person -> 'shown'), 'boolean') <> 'boolean' then
    raise exception 'A person''s details are text, their order a number and whether they are shown yes or no'
      using errcode = '22023';
  end if;
  if nullif(p_person ->> 'photoPath', '') is not null and length(btrim(coalesce(p_person ->> 'photoAlt', ''))) < 5 then
    raise exception 'Describe the photo for those who cannot see it, in at least 5 characters' using errcode = '22023';
  end if;
  if p_id is null then
    insert into public.people (name, role, team, qualifications, regulator, bio, photo_path, photo_alt, position, shown)
    values (
      btrim(p_person ->> 'name'), btrim(p_person ->> 'role'), p_person ->> 'team',
      btrim(coalesce(p_person ->> 'qualifications', '')), btrim(coalesce(p_person ->> 'regulator', '')),
      btrim(p_person ->> 'bio'), nullif(p_person ->> 'photoPath', ''),
      case when nullif(p_person ->> 'photoPath', '') is null then null else btrim(p_person ->> 'photoAlt') end,
      coalesce((p_person ->> 'position')::integer, (select coalesce(max(p.position), 0) + 1 from public.people p)),
      coalesce((p_person ->> 'shown')::boolean, true)
    )
    returning * into saved;
  else
    update public.people p set
      name = btrim(p_person ->> 'name'),
      role = btrim(p_person ->> 'role'),
      team = p_person ->> 'team',
      qualifications = btrim(coalesce(p_person ->> 'qualifications', '')),
      regulator = btrim(coalesce(p_person ->> 'regulator', '')),
      bio = btrim(p_person ->> 'bio'),
      photo_path = nullif(p_person ->> 'photoPath', ''),
      photo_alt = case when nullif(p_person ->> 'photoPath', '') is null then null else btrim(p_person ->> 'photoAlt') end,
      position = coalesce((p_person ->> 'position')::integer, p.position),
      shown = coalesce((p_person ->> 'shown')::boolean, p.shown)
    where p.id = p_id
    returning * into saved;
    if saved.id is null then
      raise exception 'There is no person with that id' using errcode = 'PT404';
    end if;
  end if;
  return saved;
end;
$function$;
comment on function public.save_person(p_id uuid, p_person jsonb) is 'Adds or changes one of the firm''s people. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin with the second factor (42501), and checks every field (22023) before the table''s own checks.';
grant execute on function public.save_person(p_id uuid, p_person jsonb) to authenticated;

-- function public.save_quote_prices(p_changes jsonb)
create or replace function public.save_quote_prices(p_changes jsonb)
 RETURNS SETOF quote_prices
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  change jsonb;
  price numeric;
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only admins can change the prices' using errcode = '42501';
  end if;
  if jsonb_typeof(p_changes) is distinct from 'array' or jsonb_array_length(p_changes) = 0 then
    raise exception 'Give the prices to change, each with its band and package' using errcode = '22023';
  end if;
  for change in select value from jsonb_array_elements(p_changes) loop
    if jsonb_typeof(change) <> 'object' or jsonb_typeof(change -> 'range') is distinct from 'string'
      or jsonb_typeof(change -> 'package') is distinct from 'string'
      or jsonb_typeof(change -> 'price') not in ('number', 'null') then
      raise exception 'Each price needs its band, its package and a number of pounds, or null' using errcode = '22023';
    end if;
    price := (change ->> 'price')::numeric;
    if price is not null and (price <= 0 or price > 100000 or price <> round(price, 2)) then
      raise exception 'A monthly price is between £0.01 and £100,000, in pounds and pence (%)', change ->> 'price'
        using errcode = '22023';
    end if;
    update public.quote_prices q set monthly_price = price
    from public.revenue_ranges r
    where q.revenue_range_id = r.id and r.range = change ->> 'range' and q.package_type::text = change ->> 'package';
    if not found then
      raise exception 'There is no price for % in the band %', change ->> 'package', change ->> 'range'
        using errcode = '22023';
    end if;
  end loop;
  return query select q.* from public.quote_prices q;
end;
$function$;
comment on function public.save_quote_prices(p_changes jsonb) is 'Saves the prices an admin changed. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin with the second factor (42501), and checks every price (22023) before the table''s own checks.';
grant execute on function public.save_quote_prices(p_changes jsonb) to authenticated;

-- function public.save_testimonial(p_id uuid, p_testimonial jsonb)
create or replace function public.save_testimonial(p_id uuid, p_testimonial jsonb)
 RETURNS testimonials
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  saved public.testimonials;
  v_given_on date;
begin
  if not (select private.works_leads()) then
    raise exception 'Only admins and editors can add or change testimonials' using errcode = '42501';
  end if;
  if jsonb_typeof(p_testimonial) is distinct from 'object'
    or jsonb_typeof(p_testimonial -> 'text') is distinct from 'string'
    or jsonb_typeof(p_testimonial -> 'author') is distinct from 'string'
    or jsonb_typeof(p_testimonial -> 'source') is distinct from 'string'
    or jsonb_typeof(p_testimonial -> 'givenOn') is distinct from 'string'
    or jsonb_typeof(p_testimonial -> 'consentToPublish') is distinct from 'boolean'
    or coalesce(jsonb_typeof(p_testimonial -> 'about'), 'string') <> 'string'
    or coalesce(jsonb_typeof(p_testimonial -> 'sourceUrl'), 'null') not in ('string', 'null')
    or coalesce(jsonb_typeof(p_testimonial -> 'incentive'), 'null') not in ('string', 'null')
    or coalesce(jsonb_typeof(p_testimonial -> 'onHomePage'), 'boolean') <> 'boolean' then
    raise exception 'A testimonial needs its words, who gave it, when, where it came from and whether they agreed to it being published'
      using errcode = '22023';
  end if;
  if p_testimonial ->> 'source' = 'sample' then
    raise exception 'A testimonial the firm adds is a real one: say where it came from' using errcode = '22023';
  end if;
  if p_testimonial ->> 'givenOn' !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    raise exception 'Give the date the testimonial was given' using errcode = '22023';
  end if;
  begin
    v_given_on := (p_testimonial ->> 'givenOn')::date;
  exception when others then
    raise exception 'Give the date the testimonial was given' using errcode = '22023';
  end;
  if v_given_on > current_date then
    raise exception 'A testimonial cannot be given in the future' using errcode = '22023';
  end if;
  if p_id is null then
    insert into public.testimonials (text, author, about, given_on, source, source_url, consent_to_publish, incentive, on_home_page, position, added_by)
    values (
      btrim(p_testimonial ->> 'text'), btrim(p_testimonial ->> 'author'), btrim(coalesce(p_testimonial ->> 'about', '')), v_given_on,
      p_testimonial ->> 'source', nullif(btrim(coalesce(p_testimonial ->> 'sourceUrl', '')), ''),
      (p_testimonial ->> 'consentToPublish')::boolean, nullif(btrim(coalesce(p_testimonial ->> 'incentive', '')), ''),
      coalesce((p_testimonial ->> 'onHomePage')::boolean, false),
      coalesce((select max(t.position) + 1 from public.testimonials t), 1), (select auth.uid())
    )
    returning * into saved;
  else
    update public.testimonials t set
      text = btrim(p_testimonial ->> 'text'),
      author = btrim(p_testimonial ->> 'author'),
      about = btrim(coalesce(p_testimonial ->> 'about', '')),
      given_on = v_given_on,
      source = p_testimonial ->> 'source',
      source_url = nullif(btrim(coalesce(p_testimonial ->> 'sourceUrl', '')), ''),
      consent_to_publish = (p_testimonial ->> 'consentToPublish')::boolean,
      incentive = nullif(btrim(coalesce(p_testimonial ->> 'incentive', '')), ''),
      on_home_page = coalesce((p_testimonial ->> 'onHomePage')::boolean, t.on_home_page),
      checked_at = null,
      checked_by = null
    where t.id = p_id and t.retired_at is null and t.source <> 'sample'
    returning * into saved;
    if saved.id is null then
      raise exception 'There is no testimonial to change with that id (a sample or a retired one is not changed)'
        using errcode = 'PT404';
    end if;
  end if;
  return saved;
end;
$function$;
comment on function public.save_testimonial(p_id uuid, p_testimonial jsonb) is 'Adds or corrects a testimonial. Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an admin or editor with the second factor (42501), checks every field (22023) before the table''s own checks, and a correction is unchecked, so off the site until an admin checks it again.';
grant execute on function public.save_testimonial(p_id uuid, p_testimonial jsonb) to authenticated;

-- function public.send_marketing_email(p_subject text, p_body text)
create or replace function public.send_marketing_email(p_subject text, p_body text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function public.send_marketing_email(p_subject text, p_body text) is 'Staff send a tax tips e-mail to every confirmed address not unsubscribed. Accepted advisor warnings (authenticated_security_definer_function_executable): staff cannot write the outbox, so the function runs as its owner; it refuses anyone who is not staff (42501), checks the subject and message (22023), takes the sender from the token and queues one copy per address that may be sent marketing.';
grant execute on function public.send_marketing_email(p_subject text, p_body text) to authenticated;

-- function public.set_staff_name(p_user uuid, p_name text)
create or replace function public.set_staff_name(p_user uuid, p_name text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  cleaned text := nullif(btrim(p_name), '');
begin
  if not (select private.is_staff()) or (p_user is distinct from (select auth.uid()) and not (select private.is_staff_admin())) then
    raise exception 'Only an admin can name another member of staff' using errcode = '42501';
  end if;
  if cleaned is null or length(cleaned) > 100 or cleaned ~ '[[:cntrl:]]' then
    raise exception 'Give a name of 1 to 100 characters' using errcode = '22023';
  end if;
  update public.staff_members set name = cleaned where user_id = p_user;
  if not found then
    raise exception 'Not a member of staff' using errcode = '22023';
  end if;
end;
$function$;
comment on function public.set_staff_name(p_user uuid, p_name text) is 'A member of staff''s name: their own, or anyone''s for an admin. Accepted advisor warnings (authenticated_security_definer_function_executable): staff may update only the role column (admins), so the function runs as its owner; it refuses anyone who is not staff, and a member who is not an admin for anyone but themselves (42501).';
grant execute on function public.set_staff_name(p_user uuid, p_name text) to authenticated;

-- function public.signup_consent_status()
create or replace function public.signup_consent_status()
 RETURNS TABLE(engagement_id uuid, status text, status_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_staff('see whether each sign-up''s consent stands');
  return query select s.engagement_id, s.status, s.status_at from private.signup_consent() s;
end;
$function$;
comment on function public.signup_consent_status() is 'Each sign-up''s marketing consent: confirmed, unconfirmed or withdrawn, and since when. Accepted advisor warnings (authenticated_security_definer_function_executable): the rule reads the suppression list by keyed hash, which staff cannot compute, so the function runs as its owner; it refuses anyone who is not staff (42501) and returns only each sign-up''s status.';
grant execute on function public.signup_consent_status() to authenticated;

-- function public.signup_download_token(p_engagement uuid)
create or replace function public.signup_download_token(p_engagement uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.link_token('download', e.id::text)
  from public.campaign_engagements e
  where e.id = p_engagement
$function$;
comment on function public.signup_download_token(p_engagement uuid) is 'The token a sign-up''s browser gets for its download tracking (record_campaign_download). Runs as its owner because the key behind private.link_token is readable by no API role.';
grant execute on function public.signup_download_token(p_engagement uuid) to service_role;

-- function public.signup_link_tokens(p_engagement uuid)
create or replace function public.signup_link_tokens(p_engagement uuid)
 RETURNS TABLE(confirm text, unsubscribe_subject text, unsubscribe text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.link_token('confirm', e.id::text || ':' || e.confirm_nonce::text),
         private.subject_hash(e.email),
         private.link_token('unsubscribe', private.subject_hash(e.email))
  from public.campaign_engagements e
  where e.id = p_engagement
$function$;
grant execute on function public.signup_link_tokens(p_engagement uuid) to service_role;

-- function public.staff_admin_id()
create or replace function public.staff_admin_id()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only an admin can manage the staff' using errcode = '42501';
  end if;
  return (select auth.uid());
end;
$function$;
grant execute on function public.staff_admin_id() to authenticated;

-- function public.staff_testimonials()
create or replace function public.staff_testimonials()
 RETURNS SETOF testimonials
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can read the testimonials'' evidence' using errcode = '42501';
  end if;
  return query select t.* from public.testimonials t order by t.retired_at is not null, t.position, t.id;
end;
$function$;
comment on function public.staff_testimonials() is 'Every testimonial with its evidence, for staff. Accepted advisor warnings (authenticated_security_definer_function_executable): visitors may read only the public columns of published testimonials, so staff read the rest through this; it refuses anyone who is not staff (42501).';
grant execute on function public.staff_testimonials() to authenticated;

-- function public.take_submission_slots(attempts jsonb)
create or replace function public.take_submission_slots(attempts jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  attempt jsonb;
  recent integer;
begin
  if jsonb_typeof(attempts) <> 'array' or jsonb_array_length(attempts) = 0 then
    raise exception 'attempts must be a non-empty array' using errcode = '22023';
  end if;
  -- Locked in one order, so two requests naming the same keys never wait on each other in a cycle.
  for attempt in select value from jsonb_array_elements(attempts) order by value->>'scope', value->>'key_hash' loop
    perform pg_advisory_xact_lock(hashtext((attempt->>'scope') || ':' || (attempt->>'key_hash')));
  end loop;
  for attempt in select value from jsonb_array_elements(attempts) loop
    select count(*) into recent
    from public.submission_attempts
    where scope = attempt->>'scope' and key_hash = attempt->>'key_hash'
      and created_at > now() - (attempt->>'per')::interval;
    if recent >= (attempt->>'max')::integer then
      return false;
    end if;
  end loop;
  insert into public.submission_attempts (scope, key_hash)
  select value->>'scope', value->>'key_hash' from jsonb_array_elements(attempts);
  delete from public.submission_attempts where created_at < now() - interval '1 day';
  return true;
end;
$function$;
grant execute on function public.take_submission_slots(attempts jsonb) to service_role;

-- function public.unsubscribe_signup(p_subject text, p_token text, p_page text)
create or replace function public.unsubscribe_signup(p_subject text, p_token text, p_page text DEFAULT NULL::text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_subject is null or p_subject !~ '^[0-9a-f]{64}$' or p_token is null
     or p_token <> private.link_token('unsubscribe', p_subject) then
    return false;
  end if;
  perform private.withdraw_marketing(p_subject, 'Unsubscribed from the firm''s e-mails', p_page);
  return true;
end;
$function$;
grant execute on function public.unsubscribe_signup(p_subject text, p_token text, p_page text) to service_role;

-- function public.withdraw_public_access(target text, reason text)
create or replace function public.withdraw_public_access(target text, reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Staff through the API; or an administrator in the SQL editor, a session with no API claims.
  if nullif(current_setting('request.jwt.claims', true), '') is not null and not (select private.is_staff()) then
    raise exception 'Only staff can withdraw public access' using errcode = '42501';
  end if;
  insert into private.public_access_withdrawals (target, reason, withdrawn_by)
  values (withdraw_public_access.target, btrim(withdraw_public_access.reason), auth.uid())
  on conflict on constraint public_access_withdrawals_pkey do update
    set reason = excluded.reason, withdrawn_by = excluded.withdrawn_by, withdrawn_at = now();
  case withdraw_public_access.target
    when 'industries' then drop policy if exists "Anyone can read industries" on public.industries;
    when 'revenue_ranges' then drop policy if exists "Anyone can read revenue ranges" on public.revenue_ranges;
    when 'knowledge_categories' then drop policy if exists "Anyone can read categories" on public.knowledge_categories;
    when 'knowledge_articles' then drop policy if exists "Visitors can read published articles" on public.knowledge_articles;
    when 'bucket:influencers-playbook' then update storage.buckets set public = false where id = 'influencers-playbook';
  end case;
end;
$function$;
comment on function public.withdraw_public_access(target text, reason text) is 'Staff take away the public read of one of the site''s reference tables, or make the eBook bucket private, and record why. Accepted advisor warnings (authenticated_security_definer_function_executable): staff cannot alter policies or buckets themselves, so the function runs as its owner; it refuses anyone who is not staff (42501) and acts on a fixed list of targets.';
grant execute on function public.withdraw_public_access(target text, reason text) to authenticated;

-- function public.withhold_mail(message_id uuid, reason text)
create or replace function public.withhold_mail(message_id uuid, reason text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update public.mail_outbox set status = 'withheld', locked_until = null,
         last_error = left(coalesce(reason, 'Not sent: the address unsubscribed or withdrew consent before it went'), 1000)
  where id = message_id and status = 'sending'
    and (kind = 'marketing' or (kind in ('lead_digest', 'call_back_reminder') and reason is not null))
  returning 'withheld'::text
$function$;
grant execute on function public.withhold_mail(message_id uuid, reason text) to service_role;
