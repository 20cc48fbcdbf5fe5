import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { prefetchDesktopMenus } from "./app/navbar";
import { readEmbeddedPageData } from "~/prerender/embedded-page-data";
import { PageDataProvider } from "~/prerender/page-data";
import { preloadRoute } from "./app/route-page";
import { matchRoute } from "./app/route-table";
import { servedAsNotFound } from "./app/served-as-not-found";
import { preloadLazy } from "~/prerender/preloadable-lazy";
import { HydratingPrerenderedHtmlProvider } from "~/lib/prerendered-static";
import "./app.css";

/** The lazily loaded parts the prerendered page contains (scripts/prerender.mjs writes the list). */
function prerenderedLazyModules(): string[] {
  const list = document.getElementById("page-modules")?.textContent;
  return list ? ((JSON.parse(list) as { lazy?: string[] }).lazy ?? []) : [];
}

/**
 * The prerendered page inlines only the styles its own HTML uses; the page loader adds the whole
 * stylesheet beside the scripts. What React renders beyond the HTML (an open menu, a form's error)
 * needs it, so hydration waits for it. A sheet that fails to load leaves the page as prerendered.
 */
function siteStyles(): Promise<void> {
  const link = document.getElementById("site-styles");
  if (!(link instanceof HTMLLinkElement) || link.sheet) return Promise.resolve();
  return new Promise((resolve, reject) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => reject(new Error(`The stylesheet ${link.href} did not load.`)), {
      once: true,
    });
  });
}

/**
 * Hydration is all or nothing. Until it runs, links are plain links and work;
 * once it has run, every part of the page must be live, since a part left
 * waiting for its code would hold every page change (docs/decisions/007).
 * So the code of everything on screen loads first: the route, then the parts
 * it defines. If any of it fails to load, the page stays as prerendered.
 */
async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element.");
  const app = (
    <StrictMode>
      <BrowserRouter>
        <PageDataProvider value={readEmbeddedPageData()}>
          <App />
        </PageDataProvider>
      </BrowserRouter>
    </StrictMode>
  );

  // The development server's page holds only a placeholder comment: nothing to hydrate.
  if (!container.firstElementChild) {
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }

  await siteStyles();
  prefetchDesktopMenus();
  const entry = servedAsNotFound() ? undefined : matchRoute(window.location.pathname);
  if (entry) await preloadRoute(entry);
  await preloadLazy(prerenderedLazyModules());
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser between
  // them, so a tap or a paint never waits for the whole page.
  startTransition(() => {
    hydrateRoot(container, <HydratingPrerenderedHtmlProvider>{app}</HydratingPrerenderedHtmlProvider>, {
      // A mismatch means the visitor sees something other than what was prerendered: say so loudly.
      onRecoverableError: (error, info) => console.error("Hydration error:", error, info.componentStack ?? ""),
    });
  });
}

start().catch((error: unknown) => console.error("The page could not start:", error));
