import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { articleOfAddress } from "~/config/paths";
import { publishedSinceBuildNoted } from "~/features/knowledge/lib/published-since-build";
import { useDocumentHead } from "~/prerender/head";
import { notFoundMeta } from "./not-found-meta";
import { NotFoundScreen } from "./not-found-screen";
import { servedAsNotFound } from "./served-as-not-found";

/**
 * The host serves this page (status 404) at an article's address the last build did not know. An
 * article published since, before the next build lands, is shown all the same: the app looks it up
 * and, if it is there, opens the article page at the same address.
 */
function useArticlePublishedSinceTheBuild() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const article = articleOfAddress(pathname);
    if (key !== "default" || !servedAsNotFound() || article === undefined) return;
    let live = true;
    // Found already by the page's check at load, which started the app to show it.
    const found = publishedSinceBuildNoted()
      ? Promise.resolve(true)
      : import("~/features/knowledge/api/published-article-exists").then(({ publishedArticleExists }) =>
          publishedArticleExists(article),
        );
    found
      .then((exists) => {
        if (exists && live) void navigate(pathname, { replace: true });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname, key, navigate]);
}

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentHead(notFoundMeta(pathname));
  useArticlePublishedSinceTheBuild();
  return <NotFoundScreen />;
}
