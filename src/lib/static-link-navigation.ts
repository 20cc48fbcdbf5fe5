import { useEffect } from "react";
import { useNavigate } from "react-router";
import { linkKind } from "~/lib/links";
import { isPlainClick } from "~/lib/plain-click";

/**
 * The site path a click asks for, when the router should follow it in place of the browser: a
 * plain left click, not yet handled, on a link to one of the site's own pages that opens in this
 * tab. Anything else (a new tab, a download, another site, a modified click) is left to the browser.
 */
export function routerPathOf(
  event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "target">,
): string | null {
  if (!isPlainClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return null;
  const href = link.getAttribute("href") ?? "";
  return linkKind(href) === "internal" ? href : null;
}

/**
 * Links inside prerendered content React left alone (StaticContent) have no router handler: a
 * click on one of the site's own pages is handed to the router here, as a router link would be.
 */
export function useStaticLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-static-content]")) return;
      const path = routerPathOf(event);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
