-- Two more knowledge base categories, after the six: personal tax (Self Assessment sat under VAT
-- & Making Tax Digital) and the firm's property law. Ids as scripts/knowledge/generate-seed.mjs
-- derives them from the slug; a project whose staff already made a category of the same name keeps it.
insert into public.knowledge_categories (id, name, slug, icon, description, sort_order)
values
  ('3034f17f-8a8f-5270-acad-529ff370755e', 'Self Assessment & Personal Tax', 'self-assessment-and-personal-tax', 'document',
   'Tax returns, payments on account, penalties and the personal tax rules that catch the self-employed and directors.',
   coalesce((select max(sort_order) from public.knowledge_categories), 0) + 10),
  ('dfa7efaf-bfed-5571-b2b9-81341c496ec6', 'Property Law & Conveyancing', 'property-law-and-conveyancing', 'scale',
   'Buying, selling and leasing property: conveyancing, commercial leases and stamp duty land tax.',
   coalesce((select max(sort_order) from public.knowledge_categories), 0) + 20)
on conflict do nothing;
