import { memo, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { articleBodyClasses } from "~/components/article/article-body-classes";
import { linkKind } from "~/lib/links";

/**
 * The article's body: HTML that was sanitised when it arrived (at build time
 * or by the query that fetched it), rendered as it is. Links to the site's own
 * pages navigate within the app instead of reloading it.
 */
export const ArticleBody = memo(function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href || link.target || linkKind(href) !== "internal") return;
    event.preventDefault();
    void navigate(href);
  };
  // The click handler only improves links; every link also works as a plain link, by keyboard too.
  return <div className={articleBodyClasses} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
});
