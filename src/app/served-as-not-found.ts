/**
 * Whether this document is the site's 404 page, which hosts serve (with status 404) at any address
 * they have no page for, including one a route of the app would match: an article that was never
 * published. The prerender step marks the page (`<html data-not-found>`); until the visitor moves
 * on, the app shows it as it was served, so that hydration meets the HTML it expects.
 */
export function servedAsNotFound(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.notFound !== undefined;
}
