import { useEffect, useLayoutEffect, useState, type ChangeEvent, type RefObject } from "react";

/**
 * The page is painted before its JavaScript runs, so a visitor can type into a field, tick a box
 * or open a disclosure (the page loader opens those: scripts/page-loader.js) before hydration.
 * React keeps what the DOM shows but not the component's state; this hands the element to
 * `adopt` once, straight after hydration, so the state can take it over.
 *
 * By default `adopt` runs with the component's effects, after those of the parts inside it: a form
 * library subscribes to changes there, and must be listening when it is told. With `atCommit`, it
 * runs as hydration commits, before any press held meanwhile is replayed (React replays one straight
 * after the commit), for state that such a press reads.
 */
export function useEarlyInput<T extends Element>(
  ref: RefObject<T | null>,
  adopt: (element: T) => void,
  { atCommit = false }: { atCommit?: boolean } = {},
) {
  // Each only once, on hydration.
  useLayoutEffect(() => {
    if (atCommit && ref.current) adopt(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!atCommit && ref.current) adopt(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A change to hand a form library for a field changed before hydration: react-hook-form reads such a
 * field's value as it registers it but tells no watcher (what follows the field would not show it),
 * and a change event is what it listens for.
 */
export function changeOf<T extends Element>(element: T): ChangeEvent<T> {
  return { target: element, currentTarget: element, type: "change" } as unknown as ChangeEvent<T>;
}

/**
 * State a component takes from what the page shows, for a part the page loader may change before
 * the scripts start (a disclosure it opened): read from the page as React hydrates it, so a press
 * that hydrates this part acts on what the visitor sees, and again once hydrated, taken only if the
 * page changed in between (the loader answered a press while React was rendering). A change the
 * component itself has queued by then (a press React handled) is never overwritten by the page's
 * older picture. `fallback` while prerendering.
 */
export function useStateFromPage<T>(fromPage: () => T, fallback: T, same: (a: T, b: T) => boolean = Object.is) {
  const [readAtRender] = useState(() => (typeof document === "undefined" ? fallback : fromPage()));
  const [state, setState] = useState(readAtRender);
  useEffect(() => {
    const shown = fromPage();
    // The page, as the loader left it, is the outside source synchronised here, once, on hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!same(shown, readAtRender)) setState(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [state, setState] as const;
}
