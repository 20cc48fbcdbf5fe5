-- The data the product needs to work, in a migration: `supabase db push` runs
-- no seeds, so a project deployed from migrations alone showed "No industries
-- found in the database" on the quote form. The quote form's industries and
-- revenue bands, the monthly price of each package in each band, and the
-- knowledge base's categories (content/knowledge/categories.json). Idempotent:
-- on a database that already has a row, that row is left as it is. Demo
-- articles and the development staff account stay in the seeds, which
-- production never runs.

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
-- sample: price. `npm run launch:check` lists these until a later migration writes the firm's own.
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
on conflict (revenue_range_id, package_type) do nothing;

insert into public.knowledge_categories (id, name, slug, icon, description, sort_order)
values
  ('ed650ea6-9d81-5b42-b567-085084743938', 'Limited Companies', 'limited-companies', 'building', 'Corporation tax, paying yourself, deadlines and the paperwork that comes with running a limited company.', 1),
  ('30b0ed12-e716-55e1-9fd4-0e6d9a9994f4', 'Landlords & Property', 'landlords-and-property', 'home', 'Rental income, mortgage interest, allowable expenses and the tax rules that shape a property business.', 2),
  ('195d94b5-2fd3-5d1d-9fff-0a9609892c3b', 'Creators & Influencers', 'creators-and-influencers', 'megaphone', 'Brand deals, gifted products, platform income and getting your first tax return right.', 3),
  ('c44cdb2f-dac9-55a4-b562-041488effe01', 'Contractors & IR35', 'contractors-and-ir35', 'briefcase', 'The off-payroll rules, status determination statements and running a contracting company.', 4),
  ('c27a4a26-4b11-5e57-82f0-bd1631e306f4', 'Charities & Churches', 'charities-and-churches', 'care', 'Gift Aid, charity accounts, independent examination and the rules trustees and treasurers need to know.', 5),
  ('5b9d5e75-2d8b-52f7-9212-369cc13c78fa', 'VAT & Making Tax Digital', 'vat-and-making-tax-digital', 'receipt', 'VAT registration and schemes, Making Tax Digital and the HMRC deadlines and penalties that go with them.', 6)
on conflict (id) do nothing;
