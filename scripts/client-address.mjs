/**
 * Requests from different visitors. The hosted platform takes a visitor's address from the
 * connection (Cloudflare's CF-Connecting-IP), and so does the local stack, so a header cannot make
 * one client look like many. The tests and the load test make requests leave from different
 * loopback addresses instead: every 127.x.y.z reaches the stack on this machine.
 */
import { request } from "node:http";

/**
 * Addresses 127.<block>.0.1, 127.<block>.0.2, …: each test file or run takes its own block.
 * `part` (0–15) splits a block among processes that share it, such as Playwright's workers, each
 * counting from 127.<block>.<16 × part>.1, so no two of them hand out the same address.
 * @param {number} block
 * @param {number} [part]
 * @returns {() => string}
 */
export function clientAddresses(block, part = 0) {
  let n = (part % 16) * 16 * 256;
  return () => {
    do n++;
    while ((n & 255) === 0);
    return `127.${block}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/**
 * fetch, but the connection leaves from `address` (plain HTTP, as the local stack serves).
 * @param {string} address
 * @returns {typeof fetch}
 */
export function fetchFrom(address) {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const url = new URL(outgoing.url);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    return await new Promise((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: outgoing.method,
          // Node frames a body with neither length nor chunks for DELETE (and GET, OPTIONS), so the
          // server would read none: the length always goes with the body.
          headers: {
            ...Object.fromEntries(outgoing.headers),
            ...(body ? { "content-length": String(body.byteLength) } : {}),
          },
          localAddress: address,
          signal: outgoing.signal,
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const item of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, item);
            }
            const status = res.statusCode ?? 0;
            const empty = status === 204 || status === 304 || outgoing.method === "HEAD";
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  };
}
