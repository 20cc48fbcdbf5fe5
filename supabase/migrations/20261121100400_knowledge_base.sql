-- The knowledge base: categories and articles. Visitors read categories and
-- published articles only; staff (app_metadata.role = 'staff') read drafts and
-- manage both. Article bodies are HTML, sanitised by the CMS before saving and
-- again when rendered.

create table public.knowledge_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(name) between 2 and 60),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  icon text not null default 'folder' check (length(icon) between 1 and 40),
  description text check (length(description) <= 300),
  sort_order integer not null default 0
);

create table public.knowledge_articles (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 3 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  description text check (length(description) <= 400),
  content text not null default '' check (length(content) <= 200000),
  category_id uuid references public.knowledge_categories (id) on delete set null,
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  author_name text check (length(author_name) <= 100),
  author_avatar text check (length(author_avatar) <= 500),
  read_time_minutes integer check (read_time_minutes between 1 and 240),
  header_image text check (length(header_image) <= 500),
  tldr text check (length(tldr) <= 1000),
  published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index knowledge_articles_published_created_idx on public.knowledge_articles (published, created_at desc);
create index knowledge_articles_category_idx on public.knowledge_articles (category_id);

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

create trigger knowledge_articles_touch
before update on public.knowledge_articles
for each row execute function private.touch_updated_at();

alter table public.knowledge_categories enable row level security;
alter table public.knowledge_articles enable row level security;

revoke all on public.knowledge_categories, public.knowledge_articles from anon, authenticated;
grant select on public.knowledge_categories, public.knowledge_articles to anon;
grant select, insert, update, delete on public.knowledge_categories, public.knowledge_articles to authenticated;

create policy "Anyone can read categories" on public.knowledge_categories
  for select to anon, authenticated using (true);
create policy "Staff can add categories" on public.knowledge_categories
  for insert to authenticated with check ((select private.is_staff()));
create policy "Staff can edit categories" on public.knowledge_categories
  for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can delete categories" on public.knowledge_categories
  for delete to authenticated using ((select private.is_staff()));

create policy "Visitors can read published articles" on public.knowledge_articles
  for select to anon using (published);
create policy "Signed-in users read published articles, staff read all" on public.knowledge_articles
  for select to authenticated using (published or (select private.is_staff()));
create policy "Staff can add articles" on public.knowledge_articles
  for insert to authenticated with check ((select private.is_staff()));
create policy "Staff can edit articles" on public.knowledge_articles
  for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy "Staff can delete articles" on public.knowledge_articles
  for delete to authenticated using ((select private.is_staff()));
