import { useEffect } from "react";
import { useNavigate } from "react-router";
import { linkKind } from "~/lib/links";

/**
 * Links inside prerendered content React left alone (StaticContent) have no router handler: a
 * click on one of the site's own pages is handed to the router here, as a router link would be.
 */
export function useStaticLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !link.closest("[data-static-content]")) return;
      if (link.target || link.hasAttribute("download")) return;
      const href = link.getAttribute("href") ?? "";
      if (linkKind(href) !== "internal") return;
      event.preventDefault();
      void navigate(href);
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
