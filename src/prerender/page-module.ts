import type { ComponentType } from "react";
import type { ContentPage } from "~/content/types";
import type { PageMeta } from "~/prerender/head";

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
  /** Pages written from backend data at build time (see PageModule.prerender). */
  prerender?: () => Promise<PrerenderedInstance[]>;
  /** The page sets its own head from its data; `head` is then only its shell's. */
  dynamicHead?: boolean;
}

/**
 * One page written at build time from backend data (a knowledge article, the
 * listing): its URL, head, JSON-LD and the data it renders. The data is
 * embedded in the HTML so the browser hydrates from exactly what was rendered.
 */
export interface PrerenderedInstance {
  path: string;
  head: PageMeta;
  data: unknown;
  /** Other addresses of the same page (an article by its id), which the host redirects here (301). */
  aliases?: string[];
}

/** A feature page module: `src/features/<feature>/<name>-page.tsx`. */
export interface PageModule {
  default: ComponentType;
  head?: PageMeta;
  /**
   * Build time only: the URLs this module can render from backend data. When
   * the backend cannot be reached it should return [] (the route's shell or
   * loading state is written instead), unless PRERENDER_REQUIRE_DATA is set.
   */
  prerender?: () => Promise<PrerenderedInstance[]>;
  /**
   * True when the page calls useDocumentHead itself with its data (e.g. an
   * article's title); `head` is then used only for the prerendered shell.
   */
  dynamicHead?: boolean;
}
