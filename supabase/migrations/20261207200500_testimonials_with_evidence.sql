-- Testimonials with their evidence (issue 52, item 4; decision 021): each with who gave it and when,
-- their consent to publish, where it came from, whether anything was given in return (shown beside
-- it), who added it and who checked it. Visitors read only what may be published: consented,
-- checked by an admin and not retired (and, until the firm retires them, the samples a new project
-- starts with, each on the launch checklist). Editors and admins add and correct testimonials and
-- retire them; only an admin checks one, and a correction needs checking again. Every change is
-- recorded in public.content_changes and sent to the public site at once. The DMCC Act 2024 bans
-- fake reviews and incentivised ones that do not say so.

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  text text not null check (length(btrim(text)) between 20 and 800 and text !~ '[[:cntrl:]]'),
  author text not null check (length(btrim(author)) between 2 and 80 and author !~ '[[:cntrl:]]'),
  about text not null default '' check (length(about) <= 120 and about !~ '[[:cntrl:]]'),
  given_on date,
  source text not null check (source in ('sample', 'review site', 'e-mail', 'letter', 'survey', 'in person')),
  source_url text check (source_url is null or source_url ~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/[^[:space:]<>"]*)?$'),
  consent_to_publish boolean not null default false,
  -- What the client was given in return, in words shown beside it ("a £25 gift card"); null: nothing.
  incentive text check (incentive is null or (length(btrim(incentive)) between 3 and 120 and incentive !~ '[[:cntrl:]]')),
  on_home_page boolean not null default false,
  position integer not null default 0,
  added_by uuid,
  added_at timestamptz not null default now(),
  checked_by uuid,
  checked_at timestamptz,
  retired_at timestamptz,
  -- A sample is invented: never checked, only retired. A real one names when and how it was given.
  check ((source = 'sample') = (given_on is null)),
  check (source <> 'sample' or checked_at is null),
  check ((checked_at is null) = (checked_by is null) or source = 'sample'),
  check (source <> 'review site' or source_url is not null)
);

alter table public.testimonials enable row level security;
revoke all on public.testimonials from anon, authenticated, service_role;
-- Visitors, signed in or not, read the public columns of what is published; staff read every
-- testimonial with its evidence through public.staff_testimonials.
grant select (id, text, author, about, given_on, source, source_url, incentive, on_home_page, position)
  on public.testimonials to anon, authenticated;
grant select on public.testimonials to service_role;
create policy "Anyone can read the testimonials the firm publishes" on public.testimonials for select to anon, authenticated
  using (retired_at is null and (source = 'sample' or (consent_to_publish and checked_at is not null)));

alter table public.content_changes drop constraint content_changes_content_check;
alter table public.content_changes add constraint content_changes_content_check
  check (content in ('firm detail', 'price', 'testimonial'));
alter table public.content_changes drop constraint content_changes_action_check;
alter table public.content_changes add constraint content_changes_action_check
  check (action in ('changed', 'confirmed', 'added', 'retired'));

-- Every change is recorded with its before and after, and asks for the public site to be rebuilt at once.
create or replace function private.record_testimonial_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function private.record_testimonial_change() from public, anon, authenticated, service_role;
create trigger record_testimonial_change after insert or update on public.testimonials
  for each row execute function private.record_testimonial_change();

-- Adds a testimonial (no id) or corrects one; a correction of a checked testimonial must be checked again.
-- {"text", "author", "about", "givenOn": "YYYY-MM-DD", "source", "sourceUrl", "consentToPublish", "incentive", "onHomePage"}
create or replace function public.save_testimonial(p_id uuid, p_testimonial jsonb)
returns public.testimonials
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Records that an admin checked the testimonial is genuine: it is published if its client consented.
create or replace function public.check_testimonial(p_id uuid)
returns public.testimonials
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Takes a testimonial off the site for good (a sample, or one the firm no longer stands by).
create or replace function public.retire_testimonial(p_id uuid)
returns public.testimonials
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Every testimonial with its evidence, for staff: the firm's order, retired ones last.
create or replace function public.staff_testimonials()
returns setof public.testimonials
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff can read the testimonials'' evidence' using errcode = '42501';
  end if;
  return query select t.* from public.testimonials t order by t.retired_at is not null, t.position, t.id;
end;
$$;

revoke all on function public.staff_testimonials() from public, anon;
grant execute on function public.staff_testimonials() to authenticated;
comment on function public.staff_testimonials() is
  'Every testimonial with its evidence, for staff. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): visitors may read only the '
  'public columns of published testimonials, so staff read the rest through this; it refuses anyone who is not '
  'staff (42501).';

revoke all on function public.save_testimonial(uuid, jsonb) from public, anon;
revoke all on function public.check_testimonial(uuid) from public, anon;
revoke all on function public.retire_testimonial(uuid) from public, anon;
grant execute on function public.save_testimonial(uuid, jsonb) to authenticated;
grant execute on function public.check_testimonial(uuid) to authenticated;
grant execute on function public.retire_testimonial(uuid) to authenticated;
comment on function public.save_testimonial(uuid, jsonb) is
  'Adds or corrects a testimonial. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin or editor with the second factor (42501), checks every field (22023) before the table''s own checks, and '
  'a correction is unchecked, so off the site until an admin checks it again.';
comment on function public.check_testimonial(uuid) is
  'Records that an admin checked a testimonial is genuine. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin with the second factor (42501), and takes who and when from the token and the clock.';
comment on function public.retire_testimonial(uuid) is
  'Takes a testimonial off the site. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin or editor with the second factor (42501), and only ever hides.';

-- The samples a new project starts with: invented, shown until the firm retires them (launch checklist).
insert into public.testimonials (text, author, about, source, on_home_page, position) values
  ('They moved our bookkeeping, payroll and VAT onto one system and showed us, line by line, where the money was going. Within a year we had cut our overheads by 40%, and for the first time I understand our monthly numbers.', 'Kwame A.', 'Managing Director, Brightwell Logistics Ltd', 'sample', true, 1),
  ('They went through all seven of my properties, spotted rents that were well below market and a mortgage structure that was costing me tax. A year on, my rental income is up 25% and Making Tax Digital is already set up.', 'Priya S.', 'Portfolio landlord, Leicester', 'sample', true, 2),
  ('Brand deals, gifted products and income from three platforms used to be a mess in a spreadsheet. Now I pay one fixed fee, I know exactly what to put aside for tax each month, and my return is filed by October.', 'Jade M.', 'Content creator, Jade Makes Studio Ltd', 'sample', true, 3),
  ('Before I signed my last contract they reviewed the terms and the working practices against IR35 and told me what to change. I now have a written assessment on file and a fixed monthly fee that covers my company''s accounts and my own return.', 'Tom W.', 'Director, Westbrook Data Consulting Ltd', 'sample', false, 4),
  ('As a volunteer treasurer I was dreading Gift Aid and the year-end accounts. The team set up simple monthly records, made our Gift Aid claims on time and explained the independent examination to our trustees in plain English.', 'Grace A.', 'Treasurer, Hope Street Community Church', 'sample', false, 5),
  ('Our lease renewal came with a rent review and a service charge we did not understand. Their property solicitor negotiated a cap on the service charge and a break clause, and the accountants checked the figures before we signed. One firm, one conversation.', 'Funmi A.', 'Owner, Calabash Kitchen Ltd', 'sample', false, 6),
  ('As first-time founders we had no finance function at all. Their fractional CFO built our forecast and data room in six weeks, sat in on investor meetings, and helped us close our seed round with our numbers questioned once, not ten times.', 'Tunde B.', 'Co-founder, Oakridge Clinic Systems Ltd', 'sample', false, 7),
  ('Monthly management accounts arrive by the tenth working day with a one-page summary I can actually read. We caught a margin problem on our biggest product line three months earlier than we would have before.', 'Harpreet K.', 'Finance Director, Castleview Engineering Ltd', 'sample', false, 8),
  ('I photograph receipts on my phone and that is the end of my admin. My self assessment is done in the autumn, I know my January bill months in advance, and I have not paid a late-filing penalty since I joined.', 'Sofia R.', 'Freelance photographer, Manchester', 'sample', false, 9),
  ('Buying our first buy-to-let, they explained the stamp duty surcharge before we made an offer and had the conveyancing done in nine weeks. The fee we were quoted at the start was the fee we paid.', 'Helen T.', 'Landlord, Bristol', 'sample', false, 10);
