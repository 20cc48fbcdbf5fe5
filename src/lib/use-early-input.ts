import { useEffect, type RefObject } from "react";

/**
 * The page is painted before its JavaScript runs, so a visitor can type into
 * a field or tick a box before hydration. React keeps what the DOM shows but
 * not the component's state; this hands the field's element to `adopt` once,
 * straight after hydration, so the state can take it over.
 */
export function useEarlyInput(ref: RefObject<HTMLInputElement | null>, adopt: (element: HTMLInputElement) => void) {
  useEffect(() => {
    if (ref.current) adopt(ref.current);
    // Only once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
