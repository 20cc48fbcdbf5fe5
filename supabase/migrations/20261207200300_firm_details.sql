-- The firm's details and regulatory statements as data (decision 021, issue 52): one row a detail,
-- read by anyone (they are on every page), changed only by admins with the second factor through
-- public.save_firm_details, confirmed as written through public.confirm_firm_details. Every write,
-- by the staff area or by SQL, is held to the detail's rule (the kernel's firm-details.ts words the
-- same rules for the staff area's form), stamps the detail as the firm's own, is recorded with its
-- before and after in public.content_changes, and asks for the public site to be rebuilt at once.
-- The rows start as the sample values a new project begins with: each is on the launch checklist
-- until it is replaced or confirmed.

create table public.firm_details (
  key text primary key check (key ~ '^[a-zA-Z]{2,40}$'),
  kind text not null check (kind in ('firm detail', 'regulation', 'service promise')),
  format text not null check (format in (
    'text', 'long text', 'email', 'url', 'optional url', 'phone', 'postcode', 'year',
    'company number', 'vat number', 'sra number', 'icaew number', 'statement'
  )),
  position integer not null,
  value text not null,
  confirmed_at timestamptz,
  updated_at timestamptz not null default now()
);

alter table public.firm_details enable row level security;
revoke all on public.firm_details from anon, authenticated, service_role;
grant select on public.firm_details to anon, authenticated, service_role;
create policy "Anyone can read the firm's details" on public.firm_details for select to anon, authenticated
  using (true);

-- What changed in the firm's content, by whom (null: not through the API, for example by SQL).
create table public.content_changes (
  id bigint generated always as identity primary key,
  content text not null check (content in ('firm detail')),
  item text not null,
  action text not null check (action in ('changed', 'confirmed')),
  before jsonb,
  after jsonb,
  changed_by uuid,
  changed_at timestamptz not null default now()
);
create index content_changes_item_idx on public.content_changes (content, item, changed_at desc);

alter table public.content_changes enable row level security;
revoke all on public.content_changes from anon, authenticated, service_role;
grant select on public.content_changes to authenticated, service_role;
create policy "Staff can read the content's changes" on public.content_changes for select to authenticated
  using ((select private.is_staff()));

-- The digits of a UK phone number one could dial (0…), or null: the kernel's ukPhoneDigits.
create or replace function private.uk_phone_digits(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when phone !~ '^(\+44 ?(\(0\) ?)?|0)[0-9][0-9 ]*$' then null
    else (
      select d from (
        select replace(regexp_replace(phone, '^\+44 ?(\(0\) ?)?', '0'), ' ', '') as d
      ) digits where d ~ '^0([1-9][0-9]{9}|1[0-9]{8}|800[0-9]{6})$'
    )
  end
$$;

-- What is wrong with a value for a detail of this format, worded as the kernel's firmDetailProblem; null if nothing.
-- Volatile, so a statement names details inserted earlier in the same command.
create or replace function private.firm_detail_problem(p_format text, p_value text)
returns text
language plpgsql
set search_path = ''
as $$
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
$$;

revoke all on function private.uk_phone_digits(text) from public, anon, authenticated, service_role;
revoke all on function private.firm_detail_problem(text, text) from public, anon, authenticated, service_role;

-- Every write: the value meets its rule, a changed value is the firm's own from now.
create or replace function private.check_firm_detail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

-- Every change is recorded, and a changed value asks for the public site to be rebuilt at once.
create or replace function private.record_firm_detail_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function private.check_firm_detail() from public, anon, authenticated, service_role;
revoke all on function private.record_firm_detail_change() from public, anon, authenticated, service_role;

create trigger check_firm_detail before insert or update on public.firm_details
  for each row execute function private.check_firm_detail();
create trigger record_firm_detail_change after update on public.firm_details
  for each row execute function private.record_firm_detail_change();

-- Saves the details an admin changed, all or none: {"phone": "020 …", …}.
create or replace function public.save_firm_details(p_changes jsonb)
returns setof public.firm_details
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.save_firm_details(jsonb) from public, anon;
grant execute on function public.save_firm_details(jsonb) to authenticated;
comment on function public.save_firm_details(jsonb) is
  'Saves the firm''s details an admin changed. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin with the second factor (42501), and every value is checked by the table''s trigger.';

-- Confirms details as written: each leaves the launch checklist.
create or replace function public.confirm_firm_details(p_keys text[])
returns setof public.firm_details
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.confirm_firm_details(text[]) from public, anon;
grant execute on function public.confirm_firm_details(text[]) to authenticated;
comment on function public.confirm_firm_details(text[]) is
  'Confirms the firm''s details as written. '
  'Accepted advisor warnings (authenticated_security_definer_function_executable): it refuses anyone who is not an '
  'admin with the second factor (42501).';

-- The starting values: the samples a new project begins with (the kernel's FIRM_DETAIL_FIELDS).
insert into public.firm_details (key, kind, format, position, value) values
  ('name', 'firm detail', 'text', 1, 'Elmstead Partners'),
  ('legalName', 'firm detail', 'text', 2, 'Elmstead Partners LLP'),
  ('companyNumber', 'firm detail', 'company number', 3, 'OC431278'),
  ('registeredIn', 'firm detail', 'text', 4, 'England and Wales'),
  ('vatNumber', 'firm detail', 'vat number', 5, 'GB 318 4471 20'),
  ('foundedYear', 'firm detail', 'year', 6, '2016'),
  ('addressStreet', 'firm detail', 'text', 7, '2 Tenter Ground'),
  ('addressLocality', 'firm detail', 'text', 8, 'London'),
  ('addressPostcode', 'firm detail', 'postcode', 9, 'E1 7NH'),
  ('phone', 'firm detail', 'phone', 10, '020 7946 0321'),
  ('email', 'firm detail', 'email', 11, 'hello@elmsteadpartners.co.uk'),
  ('partnersEmail', 'firm detail', 'email', 12, 'partners@elmsteadpartners.co.uk'),
  ('complaintsEmail', 'firm detail', 'email', 13, 'complaints@elmsteadpartners.co.uk'),
  ('privacyEmail', 'firm detail', 'email', 14, 'privacy@elmsteadpartners.co.uk'),
  ('openingHours', 'firm detail', 'text', 15, 'Monday to Friday, 9am to 5.30pm'),
  ('siteUrl', 'firm detail', 'url', 16, 'https://www.elmsteadpartners.co.uk'),
  ('bookingUrl', 'firm detail', 'url', 17, 'https://cal.com/elmstead-partners/consultation'),
  ('clientPortalUrl', 'firm detail', 'url', 18, 'https://portal.elmsteadpartners.co.uk'),
  ('googleReviewsUrl', 'firm detail', 'optional url', 19, 'https://www.google.com/search?q=Elmstead+Partners+reviews'),
  ('trustpilotUrl', 'firm detail', 'optional url', 20, 'https://uk.trustpilot.com/review/elmsteadpartners.co.uk'),
  ('linkedinUrl', 'firm detail', 'optional url', 21, 'https://www.linkedin.com/company/elmstead-partners'),
  ('instagramUrl', 'firm detail', 'optional url', 22, 'https://www.instagram.com/elmsteadpartners'),
  ('youtubeUrl', 'firm detail', 'optional url', 23, 'https://www.youtube.com/@elmsteadpartners'),
  ('sraNumber', 'firm detail', 'sra number', 24, '812455'),
  ('icaewFirmNumber', 'firm detail', 'icaew number', 25, 'C008734512'),
  ('sraStatement', 'regulation', 'statement', 26, '{legalName} is authorised and regulated by the Solicitors Regulation Authority (SRA number {sraNumber}) for its legal services.'),
  ('icaewStatement', 'regulation', 'statement', 27, '{legalName} is a member firm of the Institute of Chartered Accountants in England and Wales (ICAEW), firm number {icaewFirmNumber}, and its accountancy work is subject to ICAEW''s practice assurance.'),
  ('replyWithin', 'service promise', 'text', 28, 'within one working day');
