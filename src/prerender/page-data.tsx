/**
 * Data a page was prerendered with. The prerender step embeds it in the HTML
 * (<script type="application/json" id="page-data">); the browser reads it
 * before hydrating and pages use it as their queries' initial data, so the
 * first render in the browser matches the HTML exactly.
 */
import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "react-router";

export interface EmbeddedPageData {
  path: string;
  data: unknown;
}

export const PAGE_DATA_ELEMENT_ID = "page-data";

const PageDataContext = createContext<EmbeddedPageData | null>(null);

export function PageDataProvider({ value, children }: { value: EmbeddedPageData | null; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

/** The data this URL was prerendered with, if any (none after navigating elsewhere). */
export function usePrerenderedData<T>(): T | undefined {
  const embedded = useContext(PageDataContext);
  const { pathname } = useLocation();
  return embedded && embedded.path === pathname ? (embedded.data as T) : undefined;
}

export function readEmbeddedPageData(): EmbeddedPageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as EmbeddedPageData;
  } catch {
    return null;
  }
}

/** JSON safe to place inside a <script> element. */
export function embedPageData(value: EmbeddedPageData): string {
  const json = JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
