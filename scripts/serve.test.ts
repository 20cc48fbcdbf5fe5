/**
 * The static server `npm run preview`, the end-to-end tests and the budgets rely on: a malformed
 * address is the client's mistake (400), and no request stops the server.
 */
import { Agent, request as httpRequest, type Server } from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let site: string;
let server: Server;
let port: number;

function get(path: string, agent?: Agent): Promise<{ status: number; body: string; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: "127.0.0.1", port, path, method: "GET", agent }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, reusedSocket: call.reusedSocket }));
    });
    call.on("error", reject);
    call.end();
  });
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "serve-test-"));
  writeFileSync(join(site, "index.html"), "<h1>Home</h1>");
  writeFileSync(join(site, "404.html"), "<h1>Not found</h1>");
  writeFileSync(join(site, "hosting-routes.json"), JSON.stringify({ shells: [] }));
  process.env.SITE_DIR = site;
  const { startServer } = await import("./serve.mjs");
  server = (await startServer({ port: 0 })) as Server;
  port = (server.address() as { port: number }).port;
});

afterAll(() => {
  server?.close();
  rmSync(site, { recursive: true, force: true });
  delete process.env.SITE_DIR;
});

describe("scripts/serve.mjs", () => {
  it.each(["/%", "/%E0%A4%A", "/knowledge/%zz", "/%00", "/a%00b.html"])(
    "answers 400 to %s and keeps serving",
    async (path) => {
      const refused = await get(path);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("not a valid path");
      const home = await get("/");
      expect(home).toMatchObject({ status: 200, body: "<h1>Home</h1>" });
    },
  );

  it("answers 404 with the site's page for a path that is well formed but missing", async () => {
    expect(await get("/no-such-page")).toMatchObject({ status: 404, body: "<h1>Not found</h1>" });
  });

  // The end-to-end tests' request context reuses sockets; one closed by the server as it was reused
  // failed a test with ECONNRESET.
  it("keeps an idle connection open longer than Node's default of 5 s (closed at 6)", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get("/", agent)).toMatchObject({ status: 200, reusedSocket: false });
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await get("/", agent)).toMatchObject({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
