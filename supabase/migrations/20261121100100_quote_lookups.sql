-- Lookup tables for the instant quote: industries, revenue bands and the
-- monthly price of each package in each band. Visitors may read industries
-- and revenue bands; prices are read only by the submit-quote function
-- (service role), so a quote's price is always set on the server.

create table public.industries (
  id bigint generated always as identity primary key,
  name text not null unique check (length(name) between 2 and 80)
);

create table public.revenue_ranges (
  id bigint generated always as identity primary key,
  range text not null unique check (length(range) between 2 and 60),
  start_amount numeric(14, 2) not null unique check (start_amount >= 0)
);

create type public.package_type as enum ('Awareness', 'Insights', 'Foresight');

create table public.quote_prices (
  revenue_range_id bigint not null references public.revenue_ranges (id) on delete cascade,
  package_type public.package_type not null,
  -- Pounds per month excluding VAT; null means the price is agreed individually ('Custom pricing').
  monthly_price numeric(10, 2) check (monthly_price > 0),
  primary key (revenue_range_id, package_type)
);

alter table public.industries enable row level security;
alter table public.revenue_ranges enable row level security;
alter table public.quote_prices enable row level security;

revoke all on public.industries, public.revenue_ranges, public.quote_prices from anon, authenticated;
grant select on public.industries, public.revenue_ranges to anon, authenticated;

create policy "Anyone can read industries" on public.industries for select to anon, authenticated using (true);
create policy "Anyone can read revenue ranges" on public.revenue_ranges for select to anon, authenticated using (true);
-- quote_prices: no policies, so only the service role (which bypasses RLS) reads it.
