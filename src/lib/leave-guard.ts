/**
 * Unsaved work that leaving would lose. The editor says when it has some; links, the Sign out
 * buttons and closing the page then ask first. The staff area supplies the question (a dialog);
 * without one, the browser's own confirm asks.
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

/** Sets how to ask (the staff area's dialog); returns the undo. */
export function askBeforeLeavingWith(question: () => Promise<boolean>): () => void {
  ask = question;
  return () => {
    if (ask === question) ask = null;
  };
}

/**
 * Marks the component's work unsaved while `dirty`; closing or reloading the page then asks too.
 * `onDiscard` runs when the person chooses to leave it behind.
 */
export function useUnsavedWork(dirty: boolean, onDiscard?: () => void): void {
  useEffect(() => {
    if (!dirty) return;
    unsaved = true;
    discard = onDiscard ?? null;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => {
      unsaved = false;
      discard = null;
      window.removeEventListener("beforeunload", warn);
    };
  }, [dirty, onDiscard]);
}
