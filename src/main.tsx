import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { PageDataProvider, readEmbeddedPageData } from "./app/page-data";
import { preloadRoute } from "./app/route-page";
import { matchRoute } from "./app/route-table";
import "./app.css";

async function start() {
  // Load the current page's code first, so hydration renders exactly what was prerendered.
  const entry = matchRoute(window.location.pathname);
  if (entry) await preloadRoute(entry).catch(() => undefined);

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
