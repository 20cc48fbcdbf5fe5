/**
 * Runs at load on the not-found page (its declaration in src/config/paths.ts says so), whose other
 * scripts wait for the visitor (docs/decisions/020): at an article's address the last build did not
 * know, it asks whether an article has been published there since, and if so the app starts at once
 * and shows it. Free of React and supabase-js.
 */
import { articleOfAddress } from "~/config/paths";
import { publishedArticleExists } from "~/features/knowledge/api/published-article-exists";
import { notePublishedSinceBuild } from "~/features/knowledge/lib/published-since-build";
import { startPageScripts, waitsForVisitor } from "~/lib/page-scripts";

const article = articleOfAddress(window.location.pathname);
// Already starting (an address with a query, a staff sign-in): the app looks the article up itself.
if (article !== undefined && waitsForVisitor())
  void publishedArticleExists(article).then((exists) => {
    if (!exists) return;
    notePublishedSinceBuild();
    startPageScripts();
  });
