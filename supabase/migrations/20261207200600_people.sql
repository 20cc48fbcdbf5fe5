-- The firm's people as data (issue 52, item 2; decision 021): Meet the Team and the legal services
-- page read each shown person's name, role, team, qualifications and regulator, bio and photo (in
-- the public people-photos bucket, with its alt text); only admins with the second factor add,
-- change, hide, reorder and confirm people, through public.save_person and public.confirm_person.
-- A bio may name the firm's details as {tokens} ({name}, {foundedYear}), as statements do. Every
-- change is recorded in public.content_changes and sent to the public site at once. The people a
-- new project starts with are samples, on the launch checklist until changed or confirmed.

create table public.people (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 2 and 80 and name !~ '[[:cntrl:]]'),
  role text not null check (length(btrim(role)) between 2 and 80 and role !~ '[[:cntrl:]]'),
  team text not null check (team in ('accounting', 'legal')),
  qualifications text not null default '' check (length(qualifications) <= 120 and qualifications !~ '[[:cntrl:]]'),
  regulator text not null default '' check (length(regulator) <= 120 and regulator !~ '[[:cntrl:]]'),
  bio text not null check (length(btrim(bio)) between 20 and 900 and bio !~ '[[:cntrl:]]'),
  photo_path text check (photo_path is null or photo_path ~ '^[0-9a-f-]{36}\.webp$'),
  photo_alt text check (photo_alt is null or (length(btrim(photo_alt)) between 5 and 200 and photo_alt !~ '[[:cntrl:]]')),
  position integer not null default 0,
  shown boolean not null default true,
  sample boolean not null default false,
  confirmed_at timestamptz,
  updated_at timestamptz not null default now(),
  -- A photo is never shown without words for those who cannot see it.
  check ((photo_path is null) = (photo_alt is null))
);

alter table public.people enable row level security;
revoke all on public.people from anon, authenticated, service_role;
grant select on public.people to anon, authenticated, service_role;
create policy "Anyone can read the people the firm shows" on public.people for select to anon, authenticated
  using (shown);
create policy "Staff can read every person" on public.people for select to authenticated
  using ((select private.is_staff()));

alter table public.content_changes drop constraint content_changes_content_check;
alter table public.content_changes add constraint content_changes_content_check
  check (content in ('firm detail', 'price', 'testimonial', 'person'));

-- The people's photos: public to read by address, written only by admins (WebP, resized in the browser).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('people-photos', 'people-photos', true, 1048576, array['image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Staff read the rows (an upload returns its new object); visitors reach a photo by its public address only.
create policy "Staff can read the people's photos" on storage.objects
  for select to authenticated
  using (bucket_id = 'people-photos' and (select private.is_staff()));
create policy "Admins can upload the people's photos" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'people-photos' and (select private.is_staff_admin()));

-- A change by any path: a changed person is the firm's own from now, recorded and published at once.
create or replace function private.stamp_person()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if to_jsonb(new) - 'confirmed_at' - 'updated_at' is distinct from to_jsonb(old) - 'confirmed_at' - 'updated_at' then
    new.confirmed_at := now();
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create or replace function private.record_person_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function private.stamp_person() from public, anon, authenticated, service_role;
revoke all on function private.record_person_change() from public, anon, authenticated, service_role;
create trigger stamp_person before update on public.people
  for each row execute function private.stamp_person();
create trigger record_person_change after insert or update on public.people
  for each row execute function private.record_person_change();

-- Adds a person (no id) or changes one, all fields at once:
-- {"name", "role", "team", "qualifications", "regulator", "bio", "photoPath", "photoAlt", "position", "shown"}
create or replace function public.save_person(p_id uuid, p_person jsonb)
returns public.people
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Confirms a sample person as written: they leave the launch checklist.
create or replace function public.confirm_person(p_id uuid)
returns public.people
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.save_person(uuid, jsonb) from public, anon;
revoke all on function public.confirm_person(uuid) from public, anon;
grant execute on function public.save_person(uuid, jsonb) to authenticated;
grant execute on function public.confirm_person(uuid) to authenticated;
comment on function public.save_person(uuid, jsonb) is
  'Adds or changes one of the firm''s people. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin with the second factor (42501), and checks every field (22023) before the table''s own checks.';
comment on function public.confirm_person(uuid) is
  'Confirms a person as written. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin with the second factor (42501).';

-- The samples a new project starts with.
insert into public.people (name, role, team, qualifications, regulator, bio, position, sample) values
  ('Adaeze Okonkwo', 'Founding Partner', 'accounting', 'FCA', 'ICAEW', 'A Fellow of the ICAEW (FCA), Adaeze trained with a top-ten accountancy firm before founding {name} in {foundedYear}. She advises owner-managed companies and first-time founders from their first set of accounts to funding rounds and exits, and leads our free monthly clinic for Black and minority-ethnic founders.', 1, true),
  ('Rajesh Mehta', 'Tax Partner', 'accounting', 'ACA, CTA', 'ICAEW', 'Raj is a chartered accountant (ACA) and Chartered Tax Adviser (CTA) with fifteen years'' experience of owner-managed business tax. He runs our tax planning, R&D claims and landlord work, and is the person to ask about incorporating a property portfolio or taking profit out of a company tax-efficiently.', 2, true),
  ('Chloe Bennett', 'Client Accountant', 'accounting', 'ACA', 'ICAEW', 'Chloe is an ICAEW chartered accountant (ACA) who looks after a portfolio of SMEs, creators and contractors. She prepares year-end accounts, corporation tax returns and monthly management accounts, and is usually the first person our clients call with a question.', 3, true),
  ('Tomasz Nowak', 'Senior Bookkeeper', 'accounting', 'MAAT', 'AAT', 'Tomasz is an AAT-qualified bookkeeper (MAAT) and a certified Xero adviser. He sets up bank feeds and receipt capture for new clients, reconciles their accounts every month and prepares VAT returns under Making Tax Digital, so the figures are ready when the accountants need them.', 4, true),
  ('Hannah Mensah', 'Client Services Administrator', 'accounting', '', '', 'Hannah runs onboarding: engagement letters, identity and anti-money-laundering checks, and collecting your records from your previous accountant. She keeps the deadline diary for every Companies House and HMRC filing and is studying for her AAT Level 3 qualification.', 5, true),
  ('Yasmin Rahman', 'Partner, Commercial Property (Solicitor)', 'legal', 'Solicitor', 'SRA', 'Yasmin qualified as a solicitor in 2012 and has worked in commercial property ever since. She acts for landlords, tenants and buyers on leases, lease renewals, and the purchase and sale of shops, offices and mixed-use buildings, and supervises all of our residential conveyancing.', 6, true),
  ('Callum Fraser', 'Property Paralegal', 'legal', 'LLB', '', 'Callum has a law degree and four years'' experience in property transactions. Under Yasmin''s supervision he orders searches, prepares completion statements, and files Land Registry applications and SDLT returns, and he keeps clients updated at every stage.', 7, true);
