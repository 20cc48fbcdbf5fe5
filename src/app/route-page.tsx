import { use } from "react";
import { useDocumentHead } from "~/prerender/head";
import type { LoadedPage } from "~/prerender/page-module";
import type { RouteEntry } from "./route-table";

/** A promise React's `use` reads without suspending once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

const loading = new Map<string, TrackedPromise<LoadedPage>>();

/**
 * Loads a route's code once. The browser calls this for the first page before
 * hydrating and the prerender step before rendering, so neither ever suspends
 * on the first render and the markup matches; later navigations suspend
 * inside a transition, keeping the previous page on screen until the next is ready.
 */
export function preloadRoute(entry: RouteEntry): Promise<LoadedPage> {
  let promise = loading.get(entry.path);
  if (!promise) {
    const tracked: TrackedPromise<LoadedPage> = entry.load().then((page) => {
      // Marked as React marks the promises it tracks, so `use` returns the page at once.
      Object.assign(tracked, { status: "fulfilled", value: page });
      return page;
    });
    tracked.catch(() => loading.delete(entry.path));
    loading.set(entry.path, tracked);
    promise = tracked;
  }
  return promise;
}

export function RoutePage({ entry }: { entry: RouteEntry }) {
  const page = use(preloadRoute(entry));
  // A page that sets its head from its data does so itself (a child's effect runs before this one's).
  useDocumentHead(page.dynamicHead ? null : page.head);
  return <page.Component />;
}
