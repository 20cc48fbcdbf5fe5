import { useEffect, type RefObject } from "react";

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
