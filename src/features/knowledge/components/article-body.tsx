import { memo, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { articleBodyClasses } from "~/components/article/article-body-classes";
import { routerPathOf } from "~/lib/static-link-navigation";

/**
 * The article's body: HTML that was sanitised when it arrived (at build time
 * or by the query that fetched it), rendered as it is. Links to the site's own
 * pages navigate within the app instead of reloading it.
 */
export const ArticleBody = memo(function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const path = routerPathOf(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  // The click handler only improves links; every link also works as a plain link, by keyboard too.
  return <div className={articleBodyClasses} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
});
