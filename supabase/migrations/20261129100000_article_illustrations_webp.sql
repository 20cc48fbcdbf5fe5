-- The articles show their illustrations as WebP, not SVG.
--
-- An SVG in an <img> is a whole document the browser builds on the phone's main thread as the page
-- opens; a WebP is decoded off it. Each of the firm's own illustrations,
-- /images/knowledge/<name>.svg, now has a WebP beside it drawn from it (npm run knowledge:images;
-- the SVG stays, so an older address still answers). An article, and each of its saved versions,
-- that shows one of them points at the WebP instead; an image staff uploaded, or any other address,
-- is left as it is.
--
-- The same picture in another format is not an edit: the articles keep their "updated" day, no
-- version is added to their history, and restoring an earlier version brings back the WebP. Published
-- articles are still noted for the site's next rebuild, which writes the new addresses into the pages.

alter table public.knowledge_articles disable trigger knowledge_articles_touch;
alter table public.knowledge_articles disable trigger knowledge_articles_revision;

update public.knowledge_articles
set header_image = regexp_replace(header_image, '\.svg$', '.webp')
where header_image ~ '^/images/knowledge/[a-z0-9]+(-[a-z0-9]+)*\.svg$';

alter table public.knowledge_articles enable trigger knowledge_articles_revision;
alter table public.knowledge_articles enable trigger knowledge_articles_touch;

update public.article_revisions
set header_image = regexp_replace(header_image, '\.svg$', '.webp')
where header_image ~ '^/images/knowledge/[a-z0-9]+(-[a-z0-9]+)*\.svg$';
