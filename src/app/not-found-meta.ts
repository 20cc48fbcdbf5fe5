import type { PageMeta } from "~/prerender/head";

export const notFoundMeta = (path: string): PageMeta => ({
  title: "Page not found",
  description: "The page you were looking for could not be found. Try our home page or search the knowledge base.",
  path,
  noindex: true,
});
