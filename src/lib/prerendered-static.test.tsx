import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydratingPrerenderedHtmlProvider, StaticContent, useNoteLeavingServedPage } from "./prerendered-static";
import { useStaticLinkNavigation } from "./static-link-navigation";

const renderedInBrowser = vi.fn();

function Card() {
  renderedInBrowser();
  return (
    <p>
      Fixed monthly fees. <a href="/quote">Get a quote</a>
    </p>
  );
}

function QuotePage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Your instant quote</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function Site() {
  useStaticLinkNavigation();
  useNoteLeavingServedPage();
  return (
    <Routes>
      <Route
        path="/"
        element={
          <StaticContent>
            <Card />
          </StaticContent>
        }
      />
      <Route path="/quote" element={<QuotePage />} />
    </Routes>
  );
}

const roots: Root[] = [];

const site = (
  <MemoryRouter>
    <Site />
  </MemoryRouter>
);

/** The page as prerendered, then hydrated as the browser does it (over prerendered HTML or not). */
async function hydratePrerendered(overPrerenderedHtml: boolean) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(site);
  document.body.append(container);
  const prerenderedParagraph = container.querySelector("p");
  renderedInBrowser.mockClear();
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        overPrerenderedHtml ? <HydratingPrerenderedHtmlProvider>{site}</HydratingPrerenderedHtmlProvider> : site,
      ),
    );
  });
  return { container, prerenderedParagraph };
}

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
});

describe("content that does nothing once shown", () => {
  it("stays the prerendered HTML when the page hydrates: its components never run in the browser", async () => {
    const { container, prerenderedParagraph } = await hydratePrerendered(true);
    expect(renderedInBrowser).not.toHaveBeenCalled();
    expect(container.querySelector("p")).toBe(prerenderedParagraph);
    expect(screen.getByText(/Fixed monthly fees/)).toBeVisible();
  });

  it("is rendered by React where there is no prerendered HTML to keep", async () => {
    await hydratePrerendered(false);
    expect(renderedInBrowser).toHaveBeenCalled();
  });

  it("keeps its links on the router: a click changes the page without loading a document", async () => {
    await hydratePrerendered(true);
    const link = screen.getByRole("link", { name: "Get a quote" });
    let followedByTheBrowser = true;
    link.addEventListener("click", (event) => {
      queueMicrotask(() => (followedByTheBrowser = !event.defaultPrevented));
    });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(followedByTheBrowser).toBe(false);
    expect(await screen.findByRole("heading", { name: "Your instant quote" })).toBeVisible();
  });

  it("is rendered afresh when the visitor comes back to the first page, whose HTML has gone", async () => {
    await hydratePrerendered(true);
    expect(renderedInBrowser).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Get a quote" }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Back" }));
    });
    expect(await screen.findByText(/Fixed monthly fees/)).toBeVisible();
  });
});
