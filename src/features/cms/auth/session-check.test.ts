// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionEnded, watchSessionValidity } from "./session-check";

describe("watchSessionValidity", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks at once and every five minutes, and signs out here once Auth says the session is gone", async () => {
    const answers = [true, true, false];
    const stillValid = vi.fn(async () => answers.shift() ?? false);
    const onEnded = vi.fn();
    watchSessionValidity({ stillValid, onEnded, everyMs: 5 * 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(stillValid).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(onEnded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(onEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(stillValid).toHaveBeenCalledTimes(3);
  });

  it("asks again when the tab comes back into view", async () => {
    const stillValid = vi.fn(async () => true);
    const stop = watchSessionValidity({ stillValid, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(stillValid).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe("sessionEnded", () => {
  it("is Auth refusing the token, never a request that got no answer", () => {
    expect(sessionEnded({ status: 403 })).toBe(true);
    expect(sessionEnded({ status: 401 })).toBe(true);
    expect(sessionEnded({ status: 0 })).toBe(false);
    expect(sessionEnded({ status: 500 })).toBe(false);
    expect(sessionEnded(null)).toBe(false);
  });
});
