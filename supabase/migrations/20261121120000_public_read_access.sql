-- Public read access, checked and (only if missing) restored by fixed SQL.
--
-- The site's public tables (industries, revenue_ranges, knowledge_categories,
-- knowledge_articles) are readable by visitors through the policies created in
-- earlier migrations. The spec has the browser "ensure" this access through two
-- edge functions (add-public-rls, exec-sql). Those functions never run SQL they
-- are sent: they call this function with a table name from a fixed list, and it
-- restores exactly the migration's own state (row level security on, select
-- granted, the read policy with its original name, roles and condition) for
-- whatever is missing. When everything is in place it changes nothing.
--
-- Executable by the service role only (the functions); never by anon or
-- authenticated users directly.

create or replace function public.ensure_public_read(target_table text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.ensure_public_read(text) from public, anon, authenticated;
grant execute on function public.ensure_public_read(text) to service_role;

comment on function public.ensure_public_read(text) is
  'Checks public read access on one of the site''s public tables and restores the migration''s own policy, grant or row level security if missing. Service role only.';
