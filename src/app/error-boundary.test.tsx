import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

function Broken(): never {
  throw new Error("The page's code could not be loaded.");
}

async function renderBroken() {
  const { AppErrorBoundary } = await import("./error-boundary");
  return render(
    <MemoryRouter>
      <AppErrorBoundary resetKey="/quote">
        <Broken />
      </AppErrorBoundary>
    </MemoryRouter>,
  );
}

describe("the application error boundary", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.doUnmock("./app-error-screen");
    vi.resetModules();
  });

  it("shows 'Unexpected Application Error!' with the message and ways out when a page fails to render", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderBroken();
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByText("The page's code could not be loaded.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("still shows the heading and a way home when the error screen's own code cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.doMock("./app-error-screen", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    await renderBroken();
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByText("The page's code could not be loaded.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Reload the page" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("clears the error when the visitor moves to another page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { AppErrorBoundary } = await import("./error-boundary");
    const { rerender } = await renderBroken();
    await screen.findByRole("heading", { name: "Unexpected Application Error!" });
    rerender(
      <MemoryRouter>
        <AppErrorBoundary resetKey="/">
          <p>Home</p>
        </AppErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText("Home")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Unexpected Application Error!" })).toBeNull();
  });
});
