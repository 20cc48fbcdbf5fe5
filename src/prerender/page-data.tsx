/**
 * Data a page was prerendered with (src/prerender/embedded-page-data.ts): the
 * browser reads it before hydrating and pages use it as their queries' initial
 * data, so the first render in the browser matches the HTML exactly.
 */
import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { EmbeddedPageData } from "./embedded-page-data";

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
