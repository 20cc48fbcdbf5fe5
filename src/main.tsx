import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { PageDataProvider, readEmbeddedPageData } from "./app/page-data";
import { preloadDesktopNav } from "./app/navbar";
import { preloadRoute } from "./app/route-page";
import { matchRoute } from "./app/route-table";
import "./app.css";

async function start() {
  // Load the code of everything on screen first, so hydration renders exactly what was prerendered
  // and the page responds everywhere at once.
  const entry = matchRoute(window.location.pathname);
  await Promise.all([
    entry ? preloadRoute(entry).catch(() => undefined) : undefined,
    preloadDesktopNav().catch(() => undefined),
  ]);

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
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
