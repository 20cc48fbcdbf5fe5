-- What it means when staff take away public access on purpose (docs/decisions/009): the
-- withdrawal is recorded, with who, when and why, and the site's own fallbacks (add-public-rls,
-- exec-sql and create-storage-bucket) then leave that access alone instead of putting it back.
-- Access that disappears without a recorded withdrawal is taken to be an accident and restored.
create table private.public_access_withdrawals (
  target text primary key check (
    target in ('industries', 'revenue_ranges', 'knowledge_categories', 'knowledge_articles', 'bucket:influencers-playbook')
  ),
  reason text not null check (length(btrim(reason)) between 1 and 500),
  withdrawn_by uuid references auth.users (id) on delete set null,
  withdrawn_at timestamptz not null default now()
);

alter table private.public_access_withdrawals enable row level security;
revoke all on private.public_access_withdrawals from public, anon, authenticated, service_role;

-- Whether a target's public access has been withdrawn on purpose: the functions ask before restoring.
create or replace function public.public_access_withheld(target text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.public_access_withdrawals w where w.target = public_access_withheld.target)
$$;

revoke all on function public.public_access_withheld(text) from public, anon, authenticated;
grant execute on function public.public_access_withheld(text) to service_role;

-- Staff withdraw a public table's read policy, or make the eBook's bucket private, with a reason.
create or replace function public.withdraw_public_access(target text, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Staff give it back: the record goes, and the table's read access is restored at once (the bucket
-- on the next download, by create-storage-bucket).
create or replace function public.restore_public_access(target text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.withdraw_public_access(text, text), public.restore_public_access(text) from public, anon;
grant execute on function public.withdraw_public_access(text, text), public.restore_public_access(text) to authenticated;

comment on function public.withdraw_public_access(text, text) is
  'Staff take away the public read of one of the site''s reference tables, or make the eBook bucket private, and record why. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): staff cannot alter policies or buckets '
  'themselves, so the function runs as its owner; it refuses anyone who is not staff (42501) and acts on a fixed list of targets.';
comment on function public.restore_public_access(text) is
  'Staff give back public access they withdrew. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): as withdraw_public_access, staff only, '
  'on the same fixed list of targets, restoring only the migrations'' own policy.';

-- The fallback leaves a withdrawn table alone and says so (otherwise as in 20261121120000).
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
$$;
