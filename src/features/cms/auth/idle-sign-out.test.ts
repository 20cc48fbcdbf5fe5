// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteIdleSignOut, takeIdleSignOutNotice, watchIdle } from "./idle-sign-out";

const MINUTE = 60_000;

describe("watchIdle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("signs out once, after 30 minutes without input", () => {
    const onIdle = vi.fn();
    const stop = watchIdle({ onIdle, idleMs: 30 * MINUTE });
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("starts the 30 minutes again at every key press, tap or scroll", () => {
    const onIdle = vi.fn();
    const stop = watchIdle({ onIdle, idleMs: 30 * MINUTE });
    for (const event of [new KeyboardEvent("keydown"), new PointerEvent("pointerdown"), new Event("scroll")]) {
      vi.advanceTimersByTime(20 * MINUTE);
      window.dispatchEvent(event);
    }
    vi.advanceTimersByTime(29 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("counts input in another tab of the staff area", () => {
    const onIdle = vi.fn();
    const stop = watchIdle({ onIdle, idleMs: 30 * MINUTE });
    vi.advanceTimersByTime(25 * MINUTE);
    // Another tab writes its last input time to the shared storage.
    localStorage.setItem("staff-last-activity", String(Date.now()));
    vi.advanceTimersByTime(25 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("does nothing once stopped (signed out another way)", () => {
    const onIdle = vi.fn();
    watchIdle({ onIdle, idleMs: 30 * MINUTE })();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe("the notice on the next sign-in screen", () => {
  it("is given once, and only after an idle sign-out", () => {
    sessionStorage.clear();
    expect(takeIdleSignOutNotice()).toBe(false);
    noteIdleSignOut();
    expect(takeIdleSignOutNotice()).toBe(true);
    expect(takeIdleSignOutNotice()).toBe(false);
  });
});
