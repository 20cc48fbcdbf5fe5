import { useEffect, useState, type RefObject } from "react";

/**
 * The page is painted before its JavaScript runs, so a visitor can type into a field, tick a box
 * or open a disclosure (the page loader opens those: scripts/page-loader.js) before hydration.
 * React keeps what the DOM shows but not the component's state; this hands the element to
 * `adopt` once, straight after hydration, so the state can take it over.
 */
export function useEarlyInput<T extends Element>(ref: RefObject<T | null>, adopt: (element: T) => void) {
  useEffect(() => {
    if (ref.current) adopt(ref.current);
    // Only once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * State a component takes from what the page shows, for a part the page loader may change before
 * the scripts start (a disclosure it opened): read from the page as React hydrates it, so a press
 * that hydrates this part acts on what the visitor sees, and again once hydrated, for a change made
 * while the rest of the page hydrated. `fallback` while prerendering.
 */
export function useStateFromPage<T>(fromPage: () => T, fallback: T, same: (a: T, b: T) => boolean = Object.is) {
  const [state, setState] = useState(() => (typeof document === "undefined" ? fallback : fromPage()));
  useEffect(() => {
    const shown = fromPage();
    // The page, as the loader left it, is the outside source synchronised here, once, on hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) => (same(current, shown) ? current : shown));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [state, setState] as const;
}
