import type { ComponentType } from "react";
import type { ContentPage } from "~/content/types";
import type { PageMeta } from "~/lib/head";

/**
 * What a route's code provides once loaded: the component and, for pages
 * whose head does not depend on data, the head tags (written into the
 * prerendered HTML and applied on client-side navigation).
 */
export interface LoadedPage {
  Component: ComponentType;
  head: PageMeta | null;
  /** A content page's content, from which the prerender step derives its JSON-LD. */
  content?: ContentPage;
  /** Further source modules the page needs, known once it has loaded (e.g. its sections). */
  preload?: string[];
  /** HTTP status the prerendered file should be served with. */
  status?: number;
}

/** A feature page module: `src/features/<feature>/<name>-page.tsx`. */
export interface PageModule {
  default: ComponentType;
  head?: PageMeta;
}
