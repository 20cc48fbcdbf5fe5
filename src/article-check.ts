/**
 * Runs at load on every built article page (scripts/prerender.mjs adds it), whose other scripts
 * wait for the visitor (docs/decisions/020): if the backend has changed or withdrawn the article
 * since the build, the app starts at once and shows it as it is now. Free of React and supabase-js.
 */
import { isArticleAsBuilt } from "~/features/knowledge/api/article-as-built";
import type { ArticlePageData } from "~/features/knowledge/types";
import { startPageScripts, waitsForVisitor } from "~/lib/page-scripts";
import { readEmbeddedPageData } from "~/prerender/embedded-page-data";

const embedded = readEmbeddedPageData();
const built = embedded?.path === window.location.pathname ? (embedded.data as ArticlePageData).article : undefined;
// Already starting (an address with a query, a staff sign-in): the app refreshes the article itself.
if (built && waitsForVisitor()) void isArticleAsBuilt(built).then((asBuilt) => asBuilt || startPageScripts());
