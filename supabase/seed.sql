-- Seed data for a fresh database (local stack and `supabase db reset`):
-- the quote form's lookups and prices, and a staff account for local development.
-- Knowledge-base articles are in seed/20_knowledge.sql.

insert into public.industries (name) values
  ('Agriculture and farming'),
  ('Arts, entertainment and events'),
  ('Beauty, health and wellbeing'),
  ('Charities and not-for-profit'),
  ('Construction and trades'),
  ('Consultancy and contracting'),
  ('Creative, design and media'),
  ('E-commerce and online retail'),
  ('Education and training'),
  ('Engineering'),
  ('Financial services'),
  ('Food and drink production'),
  ('Health and social care'),
  ('Hospitality, restaurants and cafés'),
  ('Influencers and content creators'),
  ('IT, software and technology'),
  ('Legal and professional services'),
  ('Manufacturing'),
  ('Marketing and advertising'),
  ('Property and landlords'),
  ('Recruitment and staffing'),
  ('Religious organisations and churches'),
  ('Retail'),
  ('Transport and logistics'),
  ('Wholesale and distribution'),
  ('Other')
on conflict (name) do nothing;

insert into public.revenue_ranges (range, start_amount) values
  ('Under £50,000', 0),
  ('£50,000 to £99,999', 50000),
  ('£100,000 to £249,999', 100000),
  ('£250,000 to £499,999', 250000),
  ('£500,000 to £999,999', 500000),
  ('£1 million to £2 million', 1000000),
  ('Over £2 million', 2000001)
on conflict (range) do nothing;

-- Monthly prices excluding VAT. The smallest band carries the advertised 'from'
-- prices (£97 / £197 / £307); the largest is priced individually (null).
insert into public.quote_prices (revenue_range_id, package_type, monthly_price)
select r.id, p.package_type::public.package_type, p.monthly_price
from (values
  ('Under £50,000', 'Awareness', 97), ('Under £50,000', 'Insights', 197), ('Under £50,000', 'Foresight', 307),
  ('£50,000 to £99,999', 'Awareness', 147), ('£50,000 to £99,999', 'Insights', 267), ('£50,000 to £99,999', 'Foresight', 397),
  ('£100,000 to £249,999', 'Awareness', 197), ('£100,000 to £249,999', 'Insights', 347), ('£100,000 to £249,999', 'Foresight', 497),
  ('£250,000 to £499,999', 'Awareness', 297), ('£250,000 to £499,999', 'Insights', 497), ('£250,000 to £499,999', 'Foresight', 697),
  ('£500,000 to £999,999', 'Awareness', 447), ('£500,000 to £999,999', 'Insights', 697), ('£500,000 to £999,999', 'Foresight', 947),
  ('£1 million to £2 million', 'Awareness', 647), ('£1 million to £2 million', 'Insights', 947), ('£1 million to £2 million', 'Foresight', 1297),
  ('Over £2 million', 'Awareness', null), ('Over £2 million', 'Insights', null), ('Over £2 million', 'Foresight', null)
) as p(range, package_type, monthly_price)
join public.revenue_ranges r on r.range = p.range
on conflict (revenue_range_id, package_type) do update set monthly_price = excluded.monthly_price;

-- Local development staff account (README, "Staff sign-in"). Never seeded in production.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values (
  '00000000-0000-0000-0000-000000000000',
  'a1b2c3d4-0000-4000-8000-00000000c0de',
  'authenticated',
  'authenticated',
  'staff@example.co.uk',
  extensions.crypt('staff-password-2026', extensions.gen_salt('bf')),
  now(),
  '{"provider": "email", "providers": ["email"], "role": "staff"}',
  '{"full_name": "Local Staff"}',
  now(),
  now()
)
on conflict (id) do nothing;

insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
values (
  gen_random_uuid(),
  'a1b2c3d4-0000-4000-8000-00000000c0de',
  'a1b2c3d4-0000-4000-8000-00000000c0de',
  'email',
  '{"sub": "a1b2c3d4-0000-4000-8000-00000000c0de", "email": "staff@example.co.uk", "email_verified": true}',
  null,
  now(),
  now()
)
on conflict do nothing;
