/** An article page's head tags, from its data (the prerender step adds JSON-LD). */
import { paths } from "~/config/paths";
import { safeImageUrl } from "~/lib/article-image";
import type { PageMeta } from "~/prerender/head";
import { copy } from "../copy";
import type { Article } from "../types";
import { excerpt } from "./listing";

export function articleHead(
  article: Pick<Article, "title" | "slug" | "description" | "header_image" | "tldr">,
): PageMeta {
  const image = safeImageUrl(article.header_image);
  return {
    title: article.title,
    description: article.description?.trim() || excerpt(article.tldr, 157) || copy.listing.lead,
    path: paths.article.href(article.slug),
    ogType: "article",
    ...(image ? { image } : {}),
  };
}

export const notFoundHead = (path: string): PageMeta => ({
  title: copy.article.notFound.title,
  description: copy.article.notFound.text,
  path,
  noindex: true,
});

/** A withdrawn article: not indexed, and its title no longer offered as the page's. */
export const withdrawnHead = (path: string): PageMeta => ({
  title: copy.article.withdrawn.title,
  description: copy.article.withdrawn.text,
  path,
  noindex: true,
});
