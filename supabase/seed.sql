-- Development data for a fresh local database (local stack and `supabase db reset`), never for
-- production: a staff account for local development. The quote form's lookups and prices and the
-- knowledge base's categories are reference data, in migrations (20261123100100_reference_data.sql);
-- the demo articles are in seed/20_knowledge.sql.

-- Local development staff account (README, "Staff sign-in"). Never seeded in production.
-- Every text column GoTrue reads as a string is '' rather than NULL: real Auth fails every sign-in
-- with 500 "Database error querying schema" otherwise (supabase/auth#1940).
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, phone_change, phone_change_token, reauthentication_token, is_sso_user, is_anonymous)
values (
  '00000000-0000-0000-0000-000000000000',
  'a1b2c3d4-0000-4000-8000-00000000c0de',
  'authenticated',
  'authenticated',
  'staff@example.co.uk',
  extensions.crypt('staff-password-2026', extensions.gen_salt('bf')),
  now(),
  '{"provider": "email", "providers": ["email"], "role": "staff"}',
  '{"full_name": "Local Staff"}',
  now(),
  now(),
  '', '', '', '', '', '', '', '',
  false,
  false
)
on conflict (id) do nothing;

insert into auth.identities (id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at)
values (
  gen_random_uuid(),
  'a1b2c3d4-0000-4000-8000-00000000c0de',
  'a1b2c3d4-0000-4000-8000-00000000c0de',
  'email',
  '{"sub": "a1b2c3d4-0000-4000-8000-00000000c0de", "email": "staff@example.co.uk", "email_verified": true}',
  null,
  now(),
  now()
)
on conflict do nothing;

-- Its second factor: an authenticator app holding this secret (README, "Staff sign-in"). Staff
-- powers need one (20261125110000_staff_second_factor.sql); a real member of staff enrols their own.
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (
  'a1b2c3d4-0000-4000-8000-0000000f0c70',
  'a1b2c3d4-0000-4000-8000-00000000c0de',
  'Authenticator app',
  'totp',
  'verified',
  now(),
  now(),
  'LOCALSTAFFTOTPSECRETFORDEVONLY23'
)
on conflict do nothing;

-- Its place on the staff, as the firm's admin (20261125120000_staff_roles.sql).
insert into public.staff_members (user_id, email, role)
values ('a1b2c3d4-0000-4000-8000-00000000c0de', 'staff@example.co.uk', 'admin')
on conflict do nothing;
