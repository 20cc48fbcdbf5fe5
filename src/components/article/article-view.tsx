import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { SmartLink } from "~/components/ui/smart-link";
import { HEADER_IMAGE_SIZE, headerImage } from "~/lib/article-image";
import { articleLabels, articleReadTime, authorName } from "~/lib/article-labels";
import { formatLongDate } from "~/lib/format";
import { AuthorAvatar } from "./author-avatar";
import { TldrBox } from "./tldr-box";

/** What an article shows above its body, in the database's column names. */
export interface ArticleViewContent {
  title: string;
  header_image: string | null;
  author_name: string | null;
  updated_at: string;
  read_time_minutes: number | null;
  tags: readonly string[];
  tldr: string | null;
  description: string | null;
}

interface ArticleViewProps {
  article: ArticleViewContent;
  /** The category's name, or 'Uncategorized'. */
  category: string;
  /** The listing filtered to the category; without it the name is plain text. */
  categoryHref?: string;
  titleAs?: "h1" | "h2" | "h3";
  /** The body (see article-body-classes.ts). */
  children: ReactNode;
}

/**
 * An article as a reader sees it (spec section 2, "Article page"): header
 * image or the placeholder, category, title, author avatar and name or
 * 'Anonymous', updated date, read time, tags, the optional 'TL;DR' box, the
 * description, the body, then a line saying it is general information with the date last reviewed. The public article page and the CMS's preview
 * both render it.
 */
export function ArticleView({ article, category, categoryHref, titleAs: Title = "h1", children }: ArticleViewProps) {
  const author = authorName(article.author_name);
  const categoryClasses = "text-sm font-semibold tracking-wide text-teal-800 uppercase";
  return (
    <article>
      <img
        src={headerImage(article.header_image)}
        alt=""
        width={HEADER_IMAGE_SIZE.width}
        height={HEADER_IMAGE_SIZE.height}
        fetchPriority="high"
        className="aspect-[1200/630] w-full rounded-2xl bg-navy-900 object-cover"
      />
      <header className="mt-8">
        {categoryHref ? (
          <SmartLink href={categoryHref} className={`${categoryClasses} hover:text-teal-900`}>
            {category}
          </SmartLink>
        ) : (
          <p className={categoryClasses}>{category}</p>
        )}
        <Title className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">
          {article.title}
        </Title>
        <div className="mt-6 flex items-center gap-3">
          <AuthorAvatar name={author} />
          <div className="text-sm text-slate-700">
            <p className="font-semibold text-navy-900">{author}</p>
            <p>
              {articleLabels.updated} <time dateTime={article.updated_at}>{formatLongDate(article.updated_at)}</time>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {articleReadTime(article.read_time_minutes)}
            </p>
          </div>
        </div>
        {article.tags.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={articleLabels.tags}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Badge size="sm">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </header>
      {article.tldr && <TldrBox text={article.tldr} className="mt-8" />}
      {article.description && <p className="mt-8 text-xl leading-relaxed text-slate-700">{article.description}</p>}
      <div className="mt-8">{children}</div>
      <footer className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-700">
        <p>
          <strong className="text-navy-900">{articleLabels.notAdvice}</strong> {articleLabels.lastReviewed}{" "}
          <time dateTime={article.updated_at}>{formatLongDate(article.updated_at)}</time>. {articleLabels.actOnIt}
        </p>
      </footer>
    </article>
  );
}
