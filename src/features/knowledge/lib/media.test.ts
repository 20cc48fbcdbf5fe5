import { describe, expect, it } from "vitest";
import { categoryIcon } from "./media";

describe("categoryIcon", () => {
  it("uses the category's icon when the site has it, and a folder otherwise", () => {
    expect(categoryIcon("receipt")).toBe("receipt");
    expect(categoryIcon(null)).toBe("folder");
    expect(categoryIcon("no-such-icon")).toBe("folder");
    expect(categoryIcon("toString")).toBe("folder");
  });
});
