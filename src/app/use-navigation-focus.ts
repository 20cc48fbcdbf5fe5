import { useEffect, useLayoutEffect, useRef } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";

/** Where the visitor left each history entry, by its key, for Back and Forward. */
const leftAt = new Map<string, number>();

/**
 * After a client-side navigation: Back and Forward return to where the visitor
 * left that page; any other navigation goes to the anchor if there is one,
 * otherwise to the top, and moves focus to the main region so screen-reader
 * and keyboard users start at the new page's content rather than the link they
 * clicked. A change of the query alone (a filter), or a page replacing its own
 * address, moves nothing.
 *
 * Every jump is instant and happens before the new page paints: the site's
 * smooth scrolling (for anchors within a page) would otherwise sweep a visitor
 * who tapped a footer link across the whole new page, and the browser's own
 * restoration runs before a client-side page has its height.
 */
export function useNavigationFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<Location | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const remember = () => {
      if (current.current) leftAt.set(current.current.key, window.scrollY);
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = location;
    if (!previous || previous.key === location.key) return;
    const samePage = previous.pathname === location.pathname && previous.hash === location.hash;
    // A page replacing its own address (the knowledge search writing what is typed) has not been
    // left, even when the address comes out the same: focus stays in the field being typed in.
    if (samePage && (previous.search !== location.search || navigationType === "REPLACE")) return;

    if (navigationType === "POP") {
      window.scrollTo({ top: leftAt.get(location.key) ?? 0, behavior: "instant" });
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior: "instant" });
      return;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location, navigationType]);
}
