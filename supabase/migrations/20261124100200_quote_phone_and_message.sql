-- Two optional fields on the quote form: a phone number to call back on, and a message for the
-- firm. Shown to staff and in the firm's notice of the quote; never in the visitor's own e-mail.
alter table public.quotes
  add column contact_phone text check (length(contact_phone) between 1 and 25),
  add column message text check (length(message) between 1 and 1000);
