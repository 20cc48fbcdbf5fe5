import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation: go to the anchor if there is one, otherwise
 * to the top, and move focus to the main region so screen-reader and keyboard
 * users start at the new page's content rather than the link they clicked.
 */
export function useNavigationFocus() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
