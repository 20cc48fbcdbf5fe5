import { describe, expect, it } from "vitest";
import { movedOrder } from "./reorder-categories";

const categories = [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("movedOrder", () => {
  it("swaps a category with its neighbour above or below", () => {
    expect(movedOrder(categories, "b", -1)).toEqual(["b", "a", "c"]);
    expect(movedOrder(categories, "b", 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the order as it is at either end or for a category it does not know", () => {
    expect(movedOrder(categories, "a", -1)).toEqual(["a", "b", "c"]);
    expect(movedOrder(categories, "c", 1)).toEqual(["a", "b", "c"]);
    expect(movedOrder(categories, "z", 1)).toEqual(["a", "b", "c"]);
  });
});
