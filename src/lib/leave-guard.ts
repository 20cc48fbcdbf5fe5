/**
 * Unsaved work that leaving would lose. The editor says when it has some; links, the Sign out
 * buttons and closing the page then ask first. The staff area supplies the question (a dialog);
 * without one, the browser's own confirm asks.
 */
import { useEffect } from "react";

const FALLBACK_QUESTION = "You have unsaved changes. Leave without saving them?";

let unsaved = false;
let ask: (() => Promise<boolean>) | null = null;

export function hasUnsavedWork(): boolean {
  return unsaved;
}

/** Resolves true when there is nothing to lose, or the person chose to leave anyway. */
export async function mayLeave(): Promise<boolean> {
  if (!unsaved) return true;
  const leave = ask ? await ask() : window.confirm(FALLBACK_QUESTION);
  if (leave) unsaved = false;
  return leave;
}

/** Sets how to ask (the staff area's dialog); returns the undo. */
export function askBeforeLeavingWith(question: () => Promise<boolean>): () => void {
  ask = question;
  return () => {
    if (ask === question) ask = null;
  };
}

/** Marks the component's work unsaved while `dirty`; closing or reloading the page then asks too. */
export function useUnsavedWork(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    unsaved = true;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => {
      unsaved = false;
      window.removeEventListener("beforeunload", warn);
    };
  }, [dirty]);
}
