import { Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router";
import { AppErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { LazyToaster } from "./lazy-toaster";
import { Navbar } from "./navbar";
import { RouteLoading } from "./route-loading";
import { servedAsNotFound } from "./served-as-not-found";
import { RoutePage } from "./route-page";
import { routeTable } from "./route-table";
import { useNavigationFocus } from "./use-navigation-focus";
import { useNoteLeavingServedPage } from "~/lib/prerendered-static";
import { useStaticLinkNavigation } from "~/lib/static-link-navigation";
import { preloadableLazy } from "~/prerender/preloadable-lazy";

/** Rarely needed, so kept out of every page's first download. */
const NotFoundPage = preloadableLazy("/src/app/not-found-page.tsx", () => import("./not-found-page"));

export function App() {
  const { pathname, key } = useLocation();
  // The first location is the one the document was served for ("default" until the visitor moves).
  const notFoundAsServed = key === "default" && servedAsNotFound();
  useNavigationFocus();
  useStaticLinkNavigation();
  useNoteLeavingServedPage();
  // Marks the moment the page responds to input; the end-to-end tests wait for it as a visitor would.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <AppErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteLoading />}>
            {notFoundAsServed ? (
              <NotFoundPage />
            ) : (
              <Routes>
                {routeTable.map((entry) => (
                  <Route key={entry.path} path={entry.path} element={<RoutePage entry={entry} />} />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            )}
          </Suspense>
        </AppErrorBoundary>
      </main>
      <Footer />
      <LazyToaster />
    </>
  );
}
