-- One price table (issue 52, item 3; decision 021): public.quote_prices, the monthly price of each
-- package in each turnover band, stays the table the quote reads, and is now public (a prospect sees
-- the prices by band before giving an address) and the firm's to change: admins with the second
-- factor through public.save_quote_prices and public.confirm_quote_prices, every change recorded
-- with its before and after and sent to the public site at once (its smallest band's prices are the
-- "from" prices of every audience page). The sample prices stay on the launch checklist until each
-- is changed or the list is confirmed as written.

alter table public.quote_prices
  add column confirmed_at timestamptz,
  add column updated_at timestamptz not null default now(),
  -- Whole pence, and no more than a price a small business could be quoted a month.
  add constraint quote_prices_monthly_price_range check (
    monthly_price is null or (monthly_price <= 100000 and monthly_price = round(monthly_price, 2))
  );

grant select on public.quote_prices to anon, authenticated;
create policy "Anyone can read the prices" on public.quote_prices for select to anon, authenticated using (true);

alter table public.content_changes drop constraint content_changes_content_check;
alter table public.content_changes add constraint content_changes_content_check
  check (content in ('firm detail', 'price'));

-- A changed price is the firm's own from now.
create or replace function private.stamp_quote_price()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;

-- Every change is recorded, and a changed price asks for the public site to be rebuilt at once.
create or replace function private.record_quote_price_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function private.stamp_quote_price() from public, anon, authenticated, service_role;
revoke all on function private.record_quote_price_change() from public, anon, authenticated, service_role;

create trigger stamp_quote_price before update on public.quote_prices
  for each row execute function private.stamp_quote_price();
create trigger record_quote_price_change after update on public.quote_prices
  for each row execute function private.record_quote_price_change();

-- Saves the prices an admin changed, all or none:
-- [{"range": "Under £50,000", "package": "Insights", "price": 207}, …]; a null price is "agreed individually".
create or replace function public.save_quote_prices(p_changes jsonb)
returns setof public.quote_prices
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.save_quote_prices(jsonb) from public, anon;
grant execute on function public.save_quote_prices(jsonb) to authenticated;
comment on function public.save_quote_prices(jsonb) is
  'Saves the prices an admin changed. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin with the second factor (42501), and checks every price (22023) before the table''s own checks.';

-- Confirms the price list as written: every price leaves the launch checklist.
create or replace function public.confirm_quote_prices()
returns setof public.quote_prices
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff_admin()) then
    raise exception 'Only admins can confirm the prices' using errcode = '42501';
  end if;
  update public.quote_prices q set confirmed_at = now() where q.confirmed_at is null;
  return query select q.* from public.quote_prices q;
end;
$$;

revoke all on function public.confirm_quote_prices() from public, anon;
grant execute on function public.confirm_quote_prices() to authenticated;
comment on function public.confirm_quote_prices() is
  'Confirms the price list as written. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin with the second factor (42501).';
