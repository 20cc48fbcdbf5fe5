import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MobileNav } from "./mobile-nav";

const nav = (
  <MemoryRouter>
    <MobileNav />
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

const toggle = () => screen.getByRole("button");
const menu = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;

/** The prerendered menu, opened by the page loader (scripts/page-loader.js) if `opened`, then hydrated. */
function hydrate(opened: boolean) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(nav);
  document.body.append(container);
  if (opened) {
    toggle().setAttribute("aria-expanded", "true");
    menu().hidden = false;
  }
  const consoleErrors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  act(() => {
    root = hydrateRoot(container, nav);
  });
  expect(consoleErrors, "hydration mismatches").not.toHaveBeenCalled();
  consoleErrors.mockRestore();
}

describe("the phone menu", () => {
  it("is prerendered closed, and a press opens it", () => {
    hydrate(false);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(menu()).toBeVisible();
  });

  it("takes over the menu the page loader opened before hydration: the next press closes it", () => {
    hydrate(true);
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).not.toBeVisible();
  });
});
