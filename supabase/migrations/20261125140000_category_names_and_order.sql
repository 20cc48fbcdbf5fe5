-- Categories as the staff area edits them: a name is unique whatever its case or surrounding spaces
-- ("VAT" and "vat " are the same chip to a visitor), and staff set the order the chips appear in.

create unique index knowledge_categories_name_folded_key on public.knowledge_categories (lower(btrim(name)));

-- Puts the categories in the order given, in one statement, so two staff reordering at once never
-- leave a half-applied order; any not named (one added meanwhile) follow, in their order as it was.
-- Runs with the caller's rights: only staff may update categories.
create or replace function public.reorder_categories(p_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
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
$$;

revoke all on function public.reorder_categories(uuid[]) from public, anon;
grant execute on function public.reorder_categories(uuid[]) to authenticated;

-- A new category's chip goes at the end unless an order is given.
create or replace function private.category_goes_last()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.sort_order = 0 then
    new.sort_order := coalesce((select max(c.sort_order) from public.knowledge_categories c), 0) + 10;
  end if;
  return new;
end;
$$;

revoke all on function private.category_goes_last() from public, anon, authenticated, service_role;

create trigger knowledge_categories_go_last
before insert on public.knowledge_categories
for each row execute function private.category_goes_last();
