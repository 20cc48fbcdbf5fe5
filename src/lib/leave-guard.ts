/**
 * Unsaved work that leaving would lose. The editor says when it has some; links, the Sign out
 * buttons, the browser's Back and Forward buttons and closing the page then ask first. The staff
 * area supplies the question (a dialog); without one, the browser's own confirm asks.
 */
import { useEffect } from "react";

const FALLBACK_QUESTION = "You have unsaved changes. Leave without saving them?";

let unsaved = false;
let ask: (() => Promise<boolean>) | null = null;
/** What the unsaved work's owner does when the person chooses to leave it (forget a kept draft). */
let discard: (() => void) | null = null;

export function hasUnsavedWork(): boolean {
  return unsaved;
}

/** Resolves true when there is nothing to lose, or the person chose to leave anyway. */
export async function mayLeave(): Promise<boolean> {
  if (!unsaved) return true;
  const leave = ask ? await ask() : window.confirm(FALLBACK_QUESTION);
  if (leave) {
    unsaved = false;
    discard?.();
  }
  return leave;
}

/** React Router's number for a history entry (it keeps one in each entry's state), if it has one. */
function entryIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : null;
}

/** The history entry the unsaved work is on. */
let here: number | null = null;
/** While the page goes back to the unsaved work: how far Back or Forward meant to go. */
let returning: number | null = null;

/**
 * Back and Forward. The app uses a BrowserRouter, not a data router, so React Router's useBlocker is
 * not available: by the time the browser says "popstate" it has already moved, so the guard keeps
 * the router from hearing of it, returns to the unsaved work's entry, then asks; if the person
 * chooses to leave, it takes the step again.
 */
function holdHistoryStep(event: PopStateEvent) {
  if (returning !== null) {
    // Back on the unsaved work's entry, which the router never saw the page leave.
    event.stopImmediatePropagation();
    const step = returning;
    returning = null;
    // Pressed again while the question is open: the question is asked anew, the last step counts.
    void mayLeave().then((leave) => leave && window.history.go(step));
    return;
  }
  if (!unsaved) return;
  const to = entryIndex(event.state);
  // An entry React Router did not number (a #fragment link) leaves nothing behind: let it be.
  if (to === null || here === null || to === here) return;
  event.stopImmediatePropagation();
  returning = to - here;
  window.history.go(here - to);
}

// Listening from the moment this module loads, before the router mounts and listens: Chromium calls
// a window's popstate listeners in the order they were added, capturing or not, and the router
// renders the new view (unmounting the editor) within its own listener.
if (typeof window !== "undefined") window.addEventListener("popstate", holdHistoryStep, true);

/** Sets how to ask (the staff area's dialog); returns the undo. */
export function askBeforeLeavingWith(question: () => Promise<boolean>): () => void {
  ask = question;
  return () => {
    if (ask === question) ask = null;
  };
}

/**
 * Marks the component's work unsaved while `dirty`; Back, Forward and closing or reloading the page
 * then ask too.
 * `onDiscard` runs when the person chooses to leave it behind.
 */
export function useUnsavedWork(dirty: boolean, onDiscard?: () => void): void {
  useEffect(() => {
    if (!dirty) return;
    unsaved = true;
    discard = onDiscard ?? null;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    here = entryIndex(window.history.state);
    return () => {
      unsaved = false;
      discard = null;
      window.removeEventListener("beforeunload", warn);
      here = null;
      returning = null;
    };
  }, [dirty, onDiscard]);
}
