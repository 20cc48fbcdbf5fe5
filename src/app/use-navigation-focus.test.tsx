import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, useNavigate, type NavigateFunction, type NavigateOptions } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNavigationFocus } from "./use-navigation-focus";

/** The router's navigate, as the page's own code calls it. */
const router: { navigate?: NavigateFunction } = {};
const navigate = (to: string, options?: NavigateOptions) => router.navigate!(to, options);

function Page() {
  useNavigationFocus();
  const navigateFromPage = useNavigate();
  useEffect(() => {
    router.navigate = navigateFromPage;
  }, [navigateFromPage]);
  return (
    <main id="main" tabIndex={-1}>
      <input aria-label="Search articles" />
    </main>
  );
}

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={["/knowledge?q=vat"]}>
      <Page />
    </MemoryRouter>,
  );
  screen.getByRole("textbox").focus();
});
afterEach(() => vi.restoreAllMocks());

describe("focus after a navigation", () => {
  it("stays in the field when the page rewrites its own address, even to the same one", async () => {
    await act(() => navigate("/knowledge?q=vat+returns", { replace: true }));
    await act(() => navigate("/knowledge?q=vat+returns", { replace: true }));
    expect(document.activeElement).toBe(screen.getByRole("textbox"));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("moves to the main region, at the top, when the visitor goes to a page", async () => {
    await act(() => navigate("/knowledge/article/vat-registration-threshold"));
    expect(document.activeElement).toBe(document.getElementById("main"));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
  });
});
