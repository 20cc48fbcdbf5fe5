/**
 * Runs at load on every built article page (scripts/prerender.mjs adds it), whose other scripts
 * wait for the visitor (docs/decisions/020): if the backend has changed or withdrawn the article
 * since the build, the app starts at once and shows it as it is now.
 */
import { isArticleAsBuilt } from "~/features/knowledge/api/article-as-built";
import type { ArticlePageData } from "~/features/knowledge/types";
import { checkBuiltPage } from "~/prerender/check-built-page";

checkBuiltPage<ArticlePageData>(({ article }) => isArticleAsBuilt(article));
