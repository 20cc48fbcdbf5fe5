import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * True in the browser when React hydrates HTML the build prerendered (src/main.tsx). Parts that
 * never change after the build are then left as that HTML: React neither re-creates them nor
 * loads their code's work into the page's first moments.
 */
const HydratingPrerenderedHtml = createContext(false);

export const HydratingPrerenderedHtmlProvider = HydratingPrerenderedHtml.Provider;

/** True in the browser while on the page the document was prerendered for, over its HTML. */
export function useOnPrerenderedPage(): boolean {
  const hydratingPrerendered = useContext(HydratingPrerenderedHtml);
  // The first location is the one the document was prerendered for; any later one renders afresh.
  const { key } = useLocation();
  return hydratingPrerendered && key === "default";
}

/**
 * Content that does nothing once shown (text, cards, lists, tables, images). Prerendered and on
 * pages reached by a click it renders its children; over the first page's prerendered HTML it
 * renders an empty element whose inner HTML React does not touch on hydration, so the visitor keeps
 * the HTML the build wrote. Links inside it are followed by the router (useStaticLinkNavigation).
 */
export function StaticContent({ children }: { children: ReactNode }) {
  if (useOnPrerenderedPage())
    return <div data-static-content="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  return <div data-static-content="">{children}</div>;
}
