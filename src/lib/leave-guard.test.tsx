import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askBeforeLeavingWith, hasUnsavedWork, mayLeave, useUnsavedWork } from "./leave-guard";

afterEach(() => vi.restoreAllMocks());

describe("leaving unsaved work", () => {
  it("lets anyone leave at once when nothing is unsaved", async () => {
    const ask = vi.fn(async () => false);
    const undo = askBeforeLeavingWith(ask);
    expect(await mayLeave()).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    undo();
  });

  it("asks while work is unsaved, keeps it when the answer is to stay, and forgets it once left", async () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedWork(dirty), { initialProps: { dirty: true } });
    expect(hasUnsavedWork()).toBe(true);
    const answers = [false, true];
    const ask = vi.fn(async () => answers.shift()!);
    const undo = askBeforeLeavingWith(ask);
    expect(await mayLeave()).toBe(false);
    expect(hasUnsavedWork()).toBe(true);
    expect(await mayLeave()).toBe(true);
    expect(hasUnsavedWork()).toBe(false);
    rerender({ dirty: false });
    undo();
    unmount();
  });

  it("falls back to the browser's confirm when no dialog is set, and asks on closing the page", () => {
    const { unmount } = renderHook(() => useUnsavedWork(true));
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    void mayLeave();
    expect(confirm).toHaveBeenCalledWith("You have unsaved changes. Leave without saving them?");
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    expect(hasUnsavedWork()).toBe(false);
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
