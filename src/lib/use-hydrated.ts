import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False while prerendering and during hydration, true afterwards: for content
 * that depends on the browser (the URL's parameters, storage) but must not
 * make the first render differ from the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
