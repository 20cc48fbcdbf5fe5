import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { freePorts, listenerOnlyPorts } from "./local-stack.mjs";

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

it("never hands out a port that fetch refuses to connect to, as it would refuse the stack's URL", async () => {
  // A claim left on 10080 by a run before this rule would make the picker skip it for that reason alone.
  rmSync(join(tmpdir(), "local-stack-port-claims", "10080"), { force: true });
  const { from, to } = listenerOnlyPorts();
  // The first draw lands on 10080, which the Fetch standard blocks ("bad port"); the rest are random.
  vi.spyOn(Math, "random").mockImplementationOnce(() => (10_080.5 - from) / (to - from));
  const [port] = await freePorts(1);
  const refusal = (tried: number) =>
    fetch(`http://127.0.0.1:${tried}/`).then(
      () => "answered",
      (error: Error) => String((error.cause as Error | undefined)?.message),
    );
  expect(await refusal(10_080)).toBe("bad port");
  expect(port).not.toBe(10_080);
  expect(await refusal(port!)).not.toBe("bad port");
});
