import { afterEach, expect, it, vi } from "vitest";
import { freePorts } from "./local-stack.mjs";

afterEach(() => vi.restoreAllMocks());

/** The same draws for every picker, as two processes picking at random at once may make. */
const sameDraws = () => {
  let draw = 0;
  return () => (draw++ * 0.0137 + 0.5) % 1;
};

it("never hands one port to two stacks started together, though it is free for both until one listens", async () => {
  const random = vi.spyOn(Math, "random").mockImplementation(sameDraws());
  const first = await freePorts(2);
  random.mockImplementation(sameDraws());
  const second = await freePorts(2);
  expect(second.filter((port) => first.includes(port))).toEqual([]);
});
