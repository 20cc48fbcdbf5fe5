import { createContext, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * Present in the browser when React hydrates HTML the build prerendered (src/main.tsx). Parts that
 * never change after the build are then left as that HTML: React neither re-creates them nor
 * loads their code's work into the page's first moments. `left`: the visitor has moved on from the
 * location the document was served for. The router gives that first history entry the key
 * "default", and gives it again on coming Back to it, by which time its HTML has been replaced.
 */
const ServedPage = createContext<{ leave: () => void; left: () => boolean } | null>(null);

function servedPageTracker() {
  let left = false;
  return { leave: () => void (left = true), left: () => left };
}

/** Wraps the app hydrated over prerendered HTML. */
export function HydratingPrerenderedHtmlProvider({ children }: { children: ReactNode }) {
  const [servedPage] = useState(servedPageTracker);
  return <ServedPage.Provider value={servedPage}>{children}</ServedPage.Provider>;
}

/** Called by the app's root on every location (noted as it renders, so the new page reads it). */
export function useNoteLeavingServedPage() {
  const servedPage = useContext(ServedPage);
  const { key } = useLocation();
  if (key !== "default") servedPage?.leave();
}

/** True in the browser while on the page the document was prerendered for, over its HTML. */
export function useOnPrerenderedPage(): boolean {
  const servedPage = useContext(ServedPage);
  const { key } = useLocation();
  return servedPage !== null && !servedPage.left() && key === "default";
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
