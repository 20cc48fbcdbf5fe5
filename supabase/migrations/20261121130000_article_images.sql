-- Article header images for the knowledge-base CMS.
--
-- A public bucket: the site shows the images to every visitor through their
-- public URLs, so anyone may read the objects. Only staff
-- (app_metadata.role = 'staff', checked by private.is_staff()) may add,
-- replace or delete them. Raster images only, up to 5 MB: no SVG, which a
-- browser would run scripts from when opened at its public URL.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('article-images', 'article-images', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Reading the rows is needed for uploads that return the new object and for
-- replacing one (upsert); the files themselves are public anyway.
create policy "Anyone can read article images" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'article-images');

create policy "Staff can upload article images" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'article-images' and (select private.is_staff()));

create policy "Staff can replace article images" on storage.objects
  for update to authenticated
  using (bucket_id = 'article-images' and (select private.is_staff()))
  with check (bucket_id = 'article-images' and (select private.is_staff()));

create policy "Staff can delete article images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'article-images' and (select private.is_staff()));
