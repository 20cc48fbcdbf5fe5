import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Accordion, type AccordionEntry } from "./accordion";

const items: AccordionEntry[] = [
  { id: "register", title: "When must I register?", body: "Over £90,000." },
  { id: "schemes", title: "Which scheme suits me?", body: "It depends." },
];

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

const question = (name: string) => screen.getByRole("button", { name });
const expanded = (name: string) => question(name).getAttribute("aria-expanded");
const answerShown = (name: string) => !document.getElementById(question(name).getAttribute("aria-controls")!)!.hidden;

/** The prerendered HTML, as the page loader leaves it after opening `opened` (scripts/page-loader.js). */
function prerendered(mode: "single" | "multiple", opened: string[] = []) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Accordion items={items} mode={mode} />);
  document.body.append(container);
  for (const name of opened) {
    question(name).setAttribute("aria-expanded", "true");
    document.getElementById(question(name).getAttribute("aria-controls")!)!.hidden = false;
  }
  return container;
}

/**
 * Hydrates as the browser does, failing on any mismatch: a different text is a recoverable error;
 * a different attribute (what a takeover gone wrong would leave) only a console error.
 */
function hydrate(container: HTMLElement, mode: "single" | "multiple") {
  const errors = vi.fn();
  const consoleErrors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  act(() => {
    root = hydrateRoot(container, <Accordion items={items} mode={mode} />, { onRecoverableError: errors });
  });
  expect(errors).not.toHaveBeenCalled();
  expect(consoleErrors).not.toHaveBeenCalled();
  consoleErrors.mockRestore();
}

describe("Accordion", () => {
  it("is prerendered closed, each question a button controlling its answer, whose text is in the HTML", () => {
    const container = prerendered("multiple");
    expect(expanded("When must I register?")).toBe("false");
    expect(answerShown("When must I register?")).toBe(false);
    expect(container.textContent).toContain("Over £90,000.");
  });

  it("in single mode, opening one closes the other, and pressing the open one closes it", () => {
    hydrate(prerendered("single"), "single");
    fireEvent.click(question("When must I register?"));
    fireEvent.click(question("Which scheme suits me?"));
    expect([expanded("When must I register?"), expanded("Which scheme suits me?")]).toEqual(["false", "true"]);
    expect(answerShown("Which scheme suits me?")).toBe(true);
    fireEvent.click(question("Which scheme suits me?"));
    expect(answerShown("Which scheme suits me?")).toBe(false);
  });

  it("in multiple mode, keeps each open until it is pressed again", () => {
    hydrate(prerendered("multiple"), "multiple");
    fireEvent.click(question("When must I register?"));
    fireEvent.click(question("Which scheme suits me?"));
    expect([expanded("When must I register?"), expanded("Which scheme suits me?")]).toEqual(["true", "true"]);
  });

  it("takes over an answer the page loader opened before hydration: the next press closes it", () => {
    const container = prerendered("multiple", ["Which scheme suits me?"]);
    hydrate(container, "multiple");
    expect(expanded("Which scheme suits me?")).toBe("true");
    expect(answerShown("Which scheme suits me?")).toBe(true);
    fireEvent.click(question("Which scheme suits me?"));
    expect(expanded("Which scheme suits me?")).toBe("false");
    expect(answerShown("Which scheme suits me?")).toBe(false);
  });

  it("moves between the questions with Up, Down, Home and End, round the ends", () => {
    hydrate(prerendered("multiple"), "multiple");
    question("When must I register?").focus();
    fireEvent.keyDown(question("When must I register?"), { key: "ArrowDown" });
    expect(question("Which scheme suits me?")).toHaveFocus();
    fireEvent.keyDown(question("Which scheme suits me?"), { key: "ArrowDown" });
    expect(question("When must I register?")).toHaveFocus();
    fireEvent.keyDown(question("When must I register?"), { key: "End" });
    expect(question("Which scheme suits me?")).toHaveFocus();
    fireEvent.keyDown(question("Which scheme suits me?"), { key: "Home" });
    expect(question("When must I register?")).toHaveFocus();
    fireEvent.keyDown(question("When must I register?"), { key: "ArrowUp" });
    expect(question("Which scheme suits me?")).toHaveFocus();
  });
});
