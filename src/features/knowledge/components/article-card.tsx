import { memo } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { paths } from "~/config/paths";
import { HEADER_IMAGE_SIZE, headerImage } from "~/lib/article-image";
import { articleLabels } from "~/lib/article-labels";
import { cardReadTime, excerpt, visibleTags } from "../lib/listing";
import type { ArticleCard as Card } from "../types";

interface ArticleCardProps {
  article: Card;
  categoryName: string;
  /** Above the fold: load the image at once rather than lazily. */
  eager?: boolean;
  headingLevel?: "h2" | "h3";
}

/**
 * One article in the grid (spec: image, title, excerpt, up to 3 tags then
 * '+N more', read time; 480 px high; links to /knowledge/article/{slug}).
 * The title's link covers the whole card. Off-screen cards skip layout and
 * paint until scrolled to (content-visibility), which keeps typing in the
 * search box fast with a thousand articles.
 */
export const ArticleCard = memo(function ArticleCard({
  article,
  categoryName,
  eager = false,
  headingLevel: Heading = "h3",
}: ArticleCardProps) {
  const tags = visibleTags(article.tags);
  return (
    <article className="group relative flex h-[480px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow [contain-intrinsic-size:auto_480px] [content-visibility:auto] focus-within:ring-3 focus-within:ring-teal-600 hover:shadow-md">
      <img
        src={headerImage(article.header_image)}
        alt=""
        width={HEADER_IMAGE_SIZE.width}
        height={HEADER_IMAGE_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="h-40 w-full shrink-0 bg-slate-100 object-cover"
      />
      <div className="flex min-h-0 flex-1 flex-col px-5 pt-4 pb-5">
        <p className="flex shrink-0 items-center justify-between gap-3 text-sm">
          <span className="truncate font-semibold text-teal-800">{categoryName}</span>
          <span className="shrink-0 whitespace-nowrap text-slate-600">{cardReadTime(article.read_time_minutes)}</span>
        </p>
        <Heading className="mt-2 line-clamp-2 shrink-0 text-lg leading-snug font-semibold text-navy-900">
          <Link
            to={paths.article.href(article.slug)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-teal-800"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 min-h-0 overflow-hidden text-sm leading-relaxed text-slate-700">
          {excerpt(article.description)}
        </p>
        <ul
          className="mt-auto flex max-h-[4.5rem] shrink-0 flex-wrap gap-1.5 overflow-hidden pt-3"
          aria-label={articleLabels.tags}
        >
          {tags.shown.map((tag) => (
            <li key={tag} className="max-w-full">
              <Badge size="sm">{tag}</Badge>
            </li>
          ))}
          {tags.moreLabel && (
            <li>
              <Badge size="sm" tone="neutral">
                {tags.moreLabel}
              </Badge>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
});
