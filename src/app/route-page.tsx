import { use } from "react";
import { useDocumentHead } from "~/lib/head";
import type { LoadedPage } from "./page-module";
import type { RouteEntry } from "./route-table";

const loaded = new Map<string, LoadedPage>();
const loading = new Map<string, Promise<LoadedPage>>();

/**
 * Loads a route's code once. The browser calls this for the first page before
 * hydrating and the prerender step before rendering, so neither ever suspends
 * on the first render and the markup matches; later navigations suspend
 * inside a transition, keeping the previous page on screen until the next is ready.
 */
export function preloadRoute(entry: RouteEntry): Promise<LoadedPage> {
  let promise = loading.get(entry.path);
  if (!promise) {
    promise = entry.load().then((page) => {
      loaded.set(entry.path, page);
      return page;
    });
    promise.catch(() => loading.delete(entry.path));
    loading.set(entry.path, promise);
  }
  return promise;
}

export function RoutePage({ entry }: { entry: RouteEntry }) {
  const page = loaded.get(entry.path) ?? use(preloadRoute(entry));
  // A page that sets its head from its data does so itself (a child's effect runs before this one's).
  useDocumentHead(page.dynamicHead ? null : page.head);
  return <page.Component />;
}
