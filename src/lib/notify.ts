/**
 * Toasts, loaded on first use: sonner and its <Toaster> reach the browser only
 * when a page actually has something to say.
 */
import { useSyncExternalStore } from "react";

type Tone = "success" | "error" | "warning" | "info";
export interface Notice {
  title: string;
  description?: string;
}

let toasterWanted = false;
let toasterReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  toasterReady = resolve;
});
const listeners = new Set<() => void>();

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}

/** Called by the lazily rendered <Toaster> once it has mounted. */
export function markToasterMounted(): void {
  toasterReady();
}

export async function notify(tone: Tone, notice: Notice): Promise<void> {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  // The same message twice (e.g. two queries failing together) shows once: sonner replaces a toast with the same id.
  toast[tone](notice.title, {
    id: `${tone}:${notice.title}:${notice.description ?? ""}`,
    description: notice.description,
  });
}
