import { createServer, type IncomingMessage } from "node:http";
import { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, fetchFrom } from "./client-address.mjs";

/** An echo server: the method, the client's address and the body it received. */
const server = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({ method: req.method, from: req.socket.remoteAddress, body: Buffer.concat(chunks).toString() }),
    );
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchFrom", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])(
    "sends a %s request's body whole, from the address asked for",
    async (method) => {
      const body = JSON.stringify({ prefixes: ["a/b.png"] });
      const response = await fetchFrom("127.0.31.7")(url, {
        method,
        body,
        headers: { "content-type": "application/json" },
      });
      expect(await response.json()).toEqual({ method, from: "127.0.31.7", body });
    },
  );
});

describe("clientAddresses", () => {
  it("gives processes sharing a block addresses of their own", () => {
    const first = clientAddresses(33, 0);
    const second = clientAddresses(33, 1);
    const fromFirst = Array.from({ length: 300 }, () => first());
    const fromSecond = Array.from({ length: 300 }, () => second());
    expect(fromFirst[0]).toBe("127.33.0.1");
    expect(fromSecond[0]).toBe("127.33.16.1");
    expect(new Set([...fromFirst, ...fromSecond]).size).toBe(600);
    expect(fromFirst.every((address) => !address.endsWith(".0"))).toBe(true);
  });
});
