-- Every saved version of an article, so a partner can see who changed what and put an earlier
-- version back. Written by the database itself on each insert or update that changes what the
-- article says or whether it is live (never by the API), read by staff, and kept for the last
-- 25 versions of each article; deleting an article deletes its history.
create table public.article_revisions (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references public.knowledge_articles (id) on delete cascade,
  title text not null,
  slug text not null,
  description text,
  content text not null,
  category_id uuid,
  tags text[] not null default '{}',
  tldr text,
  author_name text,
  header_image text,
  published boolean not null,
  saved_by uuid references auth.users (id) on delete set null,
  saved_by_email text check (length(saved_by_email) <= 254),
  saved_at timestamptz not null default now()
);

create index article_revisions_article_idx on public.article_revisions (article_id, saved_at desc);
create index article_revisions_saved_by_idx on public.article_revisions (saved_by);

alter table public.article_revisions enable row level security;
revoke all on public.article_revisions from anon, authenticated, service_role;
grant select on public.article_revisions to authenticated;
create policy "Staff can read article history" on public.article_revisions for select to authenticated
  using ((select private.is_staff()));

create or replace function private.record_article_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.title, new.slug, new.description, new.content, new.category_id, new.tags, new.tldr,
      new.author_name, new.header_image, new.published)
    is not distinct from (old.title, old.slug, old.description, old.content, old.category_id, old.tags, old.tldr,
      old.author_name, old.header_image, old.published) then
    return new;
  end if;
  insert into public.article_revisions (article_id, title, slug, description, content, category_id, tags, tldr,
    author_name, header_image, published, saved_by, saved_by_email)
  values (new.id, new.title, new.slug, new.description, new.content, new.category_id, new.tags, new.tldr,
    new.author_name, new.header_image, new.published, (select auth.uid()), (select auth.jwt()) ->> 'email');
  delete from public.article_revisions r
  where r.article_id = new.id
    and r.id not in (
      select k.id from public.article_revisions k where k.article_id = new.id order by k.saved_at desc, k.id limit 25
    );
  return new;
end;
$$;

revoke all on function private.record_article_revision() from public, anon, authenticated, service_role;

create trigger knowledge_articles_revision
after insert or update on public.knowledge_articles
for each row execute function private.record_article_revision();

-- The articles as they stand now are each one's first recorded version.
insert into public.article_revisions (article_id, title, slug, description, content, category_id, tags, tldr,
  author_name, header_image, published, saved_at)
select id, title, slug, description, content, category_id, tags, tldr, author_name, header_image, published, updated_at
from public.knowledge_articles;
