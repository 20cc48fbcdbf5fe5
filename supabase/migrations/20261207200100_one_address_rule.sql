-- One rule for an e-mail address, in the forms and in the database. The forms and functions take an
-- address with kernel/schemas/email-address.ts: trimmed of the spaces JavaScript's trim() removes,
-- then zod's e-mail pattern (EMAIL_PATTERN there), at most 254 characters. The database had a
-- looser rule of its own ("something@something.something"), so staff recording a withdrawal of
-- "<someone@example.net>", ["someone@example.net"] or "mailto:someone@example.net" suppressed that
-- string, not the person, whose real address stayed on the list. Now private.email_address is the
-- forms' rule, private.valid_subject (export, erasure, withdrawal, the mail provider's events) and a
-- correction of an address both go through it, and the two are checked against each other
-- (tests/integration/security/address-rule.test.ts).

-- The address as the forms take it, spaces trimmed as JavaScript's String.prototype.trim trims them
-- (ECMAScript's WhiteSpace and LineTerminator); null when it is not one.
create or replace function private.email_address(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select trimmed
  from (select btrim(email, U&'\0009\000A\000B\000C\000D\0020\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF') as trimmed) t
  where length(trimmed) <= 254
    and trimmed ~ '^(?:[-A-Za-z0-9_''+]+\.)*[-A-Za-z0-9_''+]*[-A-Za-z0-9_+]@(?:[A-Za-z0-9][-A-Za-z0-9]*\.)+[A-Za-z]{2,}$'
$$;

revoke all on function private.email_address(text) from public, anon, authenticated, service_role;

-- As 20261125100200, with the forms' rule.
create or replace function private.valid_subject(email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := private.email_address(email);
begin
  if address is null then
    raise exception 'Give the e-mail address of the person' using errcode = '22023';
  end if;
  return lower(address);
end;
$$;

-- As 20261128100300, with the forms' rule for a corrected address, stored as the forms store one.
create or replace function public.correct_lead(p_kind text, p_id uuid, p_details jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_table text := private.lead_table(p_kind);
  detail record;
  value text;
  corrected text[] := '{}';
  changed integer;
begin
  perform private.require_staff('correct a person''s details');
  if lead_table is null or p_id is null or jsonb_typeof(p_details) is distinct from 'object' then
    raise exception 'Name a lead and the details to correct' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(p_details) k
             where k not in (select d.detail from private.correctable_details(p_kind) d)) then
    raise exception 'Only a name, an e-mail address or a phone can be corrected here (a sign-up''s address cannot)'
      using errcode = '22023';
  end if;
  for detail in select * from private.correctable_details(p_kind) d where p_details ? d.detail loop
    value := nullif(btrim(p_details ->> detail.detail), '');
    if value is null and detail.required then
      raise exception 'The % cannot be empty', detail.label using errcode = '22023';
    end if;
    if detail.detail = 'email' then
      value := private.email_address(p_details ->> detail.detail);
      if value is null then
        raise exception 'Give an e-mail address, like name@example.co.uk' using errcode = '22023';
      end if;
    end if;
    if detail.detail = 'phone' and value !~ '^\+?[0-9 ()-]{6,25}$' then
      raise exception 'Give a phone number, like 07700 900123' using errcode = '22023';
    end if;
    execute format('update public.%I set %I = $1 where id = $2 and %I is distinct from $1',
                   lead_table, detail.column_name, detail.column_name)
      using value, p_id;
    get diagnostics changed = row_count;
    if changed > 0 then
      corrected := corrected || detail.label;
    end if;
  end loop;
  if array_length(corrected, 1) > 0 then
    insert into public.lead_activity (quote_id, engagement_id, contact_request_id, kind, body)
    values (case when p_kind = 'quote' then p_id end, case when p_kind = 'signup' then p_id end,
            case when p_kind = 'contact' then p_id end, 'correction', array_to_string(corrected, ', '));
  end if;
end;
$$;
