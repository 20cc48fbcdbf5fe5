import { describe, expect, it } from "vitest";
import { isPlainClick } from "./plain-click";

const click = (changes: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...changes,
});

describe("a plain click", () => {
  it("is a left click no handler has taken, without a modifier", () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it("is not one taken already, with another button, or with a key that opens a tab, a window or a download", () => {
    for (const changes of [
      { defaultPrevented: true },
      { button: 1 },
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
    ])
      expect(isPlainClick(click(changes)), JSON.stringify(changes)).toBe(false);
  });
});
