/**
 * The staff area signs itself out after IDLE_MINUTES without input in any of its tabs, so that a
 * partner's laptop left open in a meeting room shows no client's details for long. Supabase Auth's
 * own inactivity timeout (config.toml [auth.sessions]) ends a session only when no tab refreshes
 * it, and an open tab refreshes it every hour whether anyone is there or not.
 *
 * Activity in one tab counts for all of them: each tab writes the time of its last input to
 * localStorage (at most every few seconds), and each checks the newest time before signing out.
 */
import { browserStorage } from "~/lib/browser-storage";

export const IDLE_MINUTES = 30;

const ACTIVITY_KEY = browserStorage.staffLastActivity.name;
const NOTICE_KEY = browserStorage.staffIdleNotice.name;
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

export interface IdleWatchOptions {
  onIdle: () => void;
  idleMs?: number;
  checkEveryMs?: number;
  now?: () => number;
  storage?: Pick<Storage, "getItem" | "setItem">;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
}

/** Calls `onIdle` once, after `idleMs` without input in any tab; returns a function that stops watching. */
export function watchIdle({
  onIdle,
  idleMs = IDLE_MINUTES * 60_000,
  checkEveryMs = 15_000,
  now = Date.now,
  storage = localStorage,
  target = window,
}: IdleWatchOptions): () => void {
  let last = now();
  let written = 0;
  const record = () => {
    last = now();
    // Writing on every scroll event would be wasteful: a few seconds' precision is plenty.
    if (last - written < 5_000) return;
    written = last;
    storage.setItem(ACTIVITY_KEY, String(last));
  };
  record();
  const check = () => {
    const elsewhere = Number(storage.getItem(ACTIVITY_KEY)) || 0;
    if (now() - Math.max(last, elsewhere) < idleMs) return;
    stop();
    onIdle();
  };
  const timer = setInterval(check, checkEveryMs);
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, record, { capture: true, passive: true });
  function stop() {
    clearInterval(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, record, { capture: true });
  }
  return stop;
}

/** Remembers, for this tab's next sign-in screen, that the staff area signed itself out. */
export function noteIdleSignOut(storage: Pick<Storage, "setItem"> = sessionStorage) {
  storage.setItem(NOTICE_KEY, "1");
}

/** Whether the staff area signed itself out since the sign-in screen was last shown (said once). */
export function takeIdleSignOutNotice(storage: Pick<Storage, "getItem" | "removeItem"> = sessionStorage): boolean {
  const noted = storage.getItem(NOTICE_KEY) === "1";
  storage.removeItem(NOTICE_KEY);
  return noted;
}
