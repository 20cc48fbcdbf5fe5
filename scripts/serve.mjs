// @ts-check
/**
 * Serves the built site (dist/client) the way the production host must: a
 * permanent redirect for a page's other address, a file if one matches, a
 * route's index.html, the shell of a parameterised route (both in
 * dist/client/hosting-routes.json), otherwise 404.html with status 404.
 * Used by `npm run preview`, the end-to-end tests and the budgets.
 */
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = process.env.SITE_DIR ?? fileURLToPath(new URL("../dist/client", import.meta.url));

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".pdf": "application/pdf",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** @returns {Promise<string | null>} */
async function fileAt(/** @type {string} */ relative) {
  const path = normalize(join(root, relative));
  if (!path.startsWith(root)) return null;
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) {
      const index = join(path, "index.html");
      if ((await stat(index).catch(() => null))?.isFile()) return index;
    }
  } catch {
    // Not there.
  }
  return null;
}

/**
 * The build's security headers and route shells, read again whenever a new build lands (the local
 * site host swaps dist/client while the preview runs).
 * @type {{ stamp: number, securityHeaders: Record<string, string>, shells: { pattern: string, file: string }[], redirects: Map<string, string> } | null}
 */
let hosting = null;
async function hostingRules() {
  // Before the first build there is nothing to serve but 404s.
  const stamp = (await stat(join(root, "hosting-routes.json")).catch(() => null))?.mtimeMs ?? -1;
  if (hosting?.stamp !== stamp) {
    const routes = JSON.parse(await readFile(join(root, "hosting-routes.json"), "utf8").catch(() => "{}"));
    hosting = {
      stamp,
      securityHeaders: JSON.parse(await readFile(join(root, "security-headers.json"), "utf8").catch(() => "{}")),
      shells: routes.shells ?? [],
      redirects: new Map(
        (routes.redirects ?? []).map((/** @type {{ from: string, to: string }} */ { from, to }) => [from, to]),
      ),
    };
  }
  return hosting;
}

const shellFor = (/** @type {{ pattern: string, file: string }[]} */ shells, /** @type {string} */ pathname) =>
  shells.find(({ pattern }) =>
    new RegExp(`^${pattern.replace(/\/:[^/]+\?/g, "(?:/[^/]+)?").replace(/:[^/]+/g, "[^/]+")}/?$`).test(pathname),
  );

/** @param {{ port?: number, host?: string }} [options] */
export function startServer({ port = 4173, host = "127.0.0.1" } = {}) {
  const server = createServer((request, response) => {
    respond(request, response).catch((error) => {
      // A request must never stop the server: log it and answer, if nothing was sent yet.
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Internal server error");
    });
  });
  // Node closes an idle kept-alive socket after 5 s; a client reusing it at that moment gets a reset.
  // Hosts keep sockets open far longer, so the preview does too.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

/** The path a request names, or null when it is malformed (a stray %, an encoded NUL). */
function requestPath(/** @type {string | undefined} */ target) {
  try {
    const pathname = decodeURIComponent(new URL(target ?? "/", "http://localhost").pathname);
    return pathname.includes("\0") ? null : pathname;
  } catch {
    return null;
  }
}

async function respond(
  /** @type {import("node:http").IncomingMessage} */ request,
  /** @type {import("node:http").ServerResponse} */ response,
) {
  const { securityHeaders, shells, redirects } = await hostingRules();
  const pathname = requestPath(request.url);
  if (pathname === null) {
    response.writeHead(400, { ...securityHeaders, "Content-Type": "text/plain; charset=utf-8" });
    response.end("Bad request: the address is not a valid path.");
    return;
  }
  const movedTo = redirects.get(pathname);
  if (movedTo) {
    response.writeHead(301, { ...securityHeaders, Location: movedTo, "Cache-Control": "no-cache" });
    response.end();
    return;
  }
  let status = 200;
  let file = await fileAt(pathname);
  if (!file) {
    const shell = shellFor(shells, pathname);
    file = shell ? join(root, shell.file) : join(root, "404.html");
    if (!shell) status = 404;
  }
  const type = types[/** @type {keyof typeof types} */ (extname(file))] ?? "application/octet-stream";
  const content = await readFile(file).catch(() => null);
  if (!content) {
    // Not built yet (or a build is being swapped in this instant).
    response.writeHead(404, {
      ...securityHeaders,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-cache",
    });
    response.end("Not found: the site has not been built yet.");
    return;
  }
  let body = content;
  const headers = /** @type {Record<string, string>} */ ({
    ...securityHeaders,
    "Content-Type": type,
    "Cache-Control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    "X-Content-Type-Options": "nosniff",
  });
  if (/text|javascript|json|svg|xml/.test(type) && request.headers["accept-encoding"]?.includes("gzip")) {
    body = gzipSync(body);
    headers["Content-Encoding"] = "gzip";
    headers["Vary"] = "Accept-Encoding";
  }
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  await startServer({ port });
  console.log(`Serving dist/client on http://127.0.0.1:${port}`);
}
