/** The API gateway on the API port: routes to REST, Auth, Storage and Functions, with the CORS supabase-js needs. */
import { handleAuth, type AuthContext } from "./auth/handler.ts";
import type { Db } from "./db/types.ts";
import type { FunctionsHost } from "./functions/host.ts";
import { type Caller, identify } from "./request-auth.ts";
import { proxyStatus } from "./rest/errors.ts";
import { handleRest, type RestContext } from "./rest/handler.ts";
import { handleStorage, type StorageContext } from "./storage/handler.ts";

export interface GatewayContext {
  rest: RestContext;
  auth: AuthContext;
  storage: StorageContext;
  functions: FunctionsHost;
  /** Stack-level routes under /_local (status, reset). */
  local: (req: Request, url: URL, path: string) => Promise<Response>;
  log: (m: string) => void;
  verbose: boolean;
}

const EXPOSE =
  "Content-Range, Content-Profile, Content-Location, Location, Preference-Applied, Range-Unit, X-Supabase-Api-Version, X-Total-Count, Link";

function withCors(res: Response, req: Request): Response {
  const headers = new Headers(res.headers);
  headers.set("access-control-allow-origin", req.headers.get("origin") ?? "*");
  headers.set("access-control-allow-credentials", "true");
  headers.set("access-control-expose-headers", EXPOSE);
  headers.append("vary", "Origin");
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

function preflight(req: Request): Response {
  return withCors(
    new Response(null, {
      status: 200,
      headers: {
        "access-control-allow-methods": "GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS",
        "access-control-allow-headers":
          req.headers.get("access-control-request-headers") ??
          "authorization, x-client-info, apikey, content-type, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-upsert, cache-control, x-metadata",
        "access-control-max-age": "3600",
        "content-length": "0",
      },
    }),
    req,
  );
}

/** The gateway's own refusals, before any service sees the request: no key, an unknown key, a secret key from a browser. */
function refusedKey(caller: Caller): Response | null {
  if (caller.ok) return null;
  if (caller.reason === "no_api_key")
    return Response.json(
      { message: "No API key found in request", hint: "No `apikey` request header or url param was found." },
      { status: 401 },
    );
  if (caller.reason === "invalid_api_key" || caller.reason === "secret_in_browser")
    return Response.json({ message: caller.message }, { status: 401 });
  return null;
}

/**
 * The roles the API may act as. PostgREST (and Storage) switch to the JWT's role as `authenticator`,
 * which is granted only these three: any other role, `postgres` included, is refused as Postgres
 * refuses the SET ROLE.
 */
const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

/**
 * Whether the role exists in the database (which has every role a hosted project has: db/bootstrap.sql).
 * "none" never does (Postgres reserves the name): `SET ROLE none` means "back to the session user",
 * which for PostgREST is its authenticator with no rights, and for this stack a superuser.
 */
async function roleExists(db: Db, caller: Caller): Promise<boolean> {
  if (!caller.ok || API_ROLES.has(caller.role)) return true;
  if (caller.role === "none" || caller.role === "") return false;
  const [found] = await db.query<{ exists: boolean }>("select exists (select from pg_roles where rolname = $1)", [
    caller.role,
  ]);
  return found?.exists === true;
}

function refusedRole(caller: Caller, headers: Record<string, string> = {}): Response | null {
  if (!caller.ok || API_ROLES.has(caller.role)) return null;
  return Response.json(
    { code: "42501", details: null, hint: null, message: `permission denied to set role "${caller.role}"` },
    { status: 403, headers },
  );
}

function missingRole(caller: Caller): Response | null {
  if (!caller.ok) return null;
  return Response.json(
    { code: "22023", details: null, hint: null, message: `role "${caller.role}" does not exist` },
    { status: 401, headers: { ...proxyStatus("22023"), "www-authenticate": "Bearer" } },
  );
}

/**
 * The headers that name the client, as the hosted platform sends them on: Cloudflare, in front of
 * every project, sets CF-Connecting-IP to the address of the connection and X-Real-IP after it, so a
 * client cannot choose them; X-Forwarded-For is passed on as the client sent it (docs/decisions/010).
 */
export function fromConnection(req: Request, address: string): Request {
  const headers = new Headers(req.headers);
  headers.set("cf-connecting-ip", address);
  headers.set("x-real-ip", address);
  return new Request(req, { headers });
}

export function gateway(ctx: GatewayContext): (req: Request, info?: Deno.ServeHandlerInfo) => Promise<Response> {
  return async (incoming, info) => {
    const req = info ? fromConnection(incoming, (info.remoteAddr as Deno.NetAddr).hostname) : incoming;
    const started = performance.now();
    const url = new URL(req.url);
    const path = url.pathname;
    let res: Response;
    try {
      res = await route(req, url, path, ctx);
    } catch (e) {
      ctx.log(`unexpected error on ${req.method} ${path}: ${(e as Error).stack ?? e}`);
      res = Response.json({ message: "Internal Server Error" }, { status: 500 });
    }
    if (ctx.verbose)
      ctx.log(`${req.method} ${path}${url.search} → ${res.status} (${Math.round(performance.now() - started)} ms)`);
    return res;
  };
}

async function route(req: Request, url: URL, path: string, ctx: GatewayContext): Promise<Response> {
  const service = /^\/(rest|auth|storage|functions)\/v1(\/.*)?$/.exec(path);
  if (!service) {
    if (path === "/" || path === "/health") return Response.json({ status: "ok", name: "supabase-local" });
    // The stack's own routes answer scripts on this machine, never a web page: no CORS headers, so a
    // page on another origin cannot read them, and a request a browser marks as cross-site is refused.
    if (path.startsWith("/_local/")) {
      if (req.headers.get("sec-fetch-site") === "cross-site" || req.headers.get("origin"))
        return Response.json({ message: "not available to web pages" }, { status: 403 });
      return await ctx.local(req, url, path.slice("/_local".length));
    }
    return Response.json({ message: "no Route matched with those values" }, { status: 404 });
  }
  const [, name, rest = ""] = service;
  if (name === "functions") return await ctx.functions.handle(req, url, rest);
  if (req.method === "OPTIONS") return preflight(req);

  const caller = await identify(req, url);
  const refusal = refusedKey(caller);
  if (name === "auth") {
    // GoTrue checks user tokens itself; the gateway only wants a valid API key, except on the routes
    // a browser opens from an e-mail or a provider, which hosted Supabase's gateway leaves open.
    if (refusal && !/^\/(verify|callback|authorize)\/?$/.test(rest)) return withCors(refusal, req);
    return withCors(await handleAuth(req, url, rest, ctx.auth), req);
  }
  if (name === "storage") {
    // Public and signed object URLs need no key at all.
    if (refusal && !/^\/object\/(public|sign)\//.test(rest)) return withCors(refusal, req);
    const roleRefusal = /^\/object\/(public|sign)\//.test(rest) ? null : refusedRole(caller);
    if (roleRefusal) return withCors(roleRefusal, req);
    return withCors(await handleStorage(req, url, rest, caller, ctx.storage), req);
  }
  if (refusal) return withCors(refusal, req);
  if (!caller.ok) {
    // PostgREST's JWT errors (Error.hs): Proxy-Status with the code, and invalidTokenHeader.
    const code = caller.reason === "expired_jwt" ? "PGRST303" : "PGRST301";
    return withCors(
      Response.json(
        { code, details: null, hint: null, message: caller.message },
        {
          status: 401,
          headers: {
            ...proxyStatus(code),
            "www-authenticate": `Bearer error="invalid_token", error_description="${caller.message}"`,
          },
        },
      ),
      req,
    );
  }
  // Postgres refuses PostgREST's SET ROLE to a role not granted to it: a PgError, named in Proxy-Status. A role
  // that does not exist is refused here, before any SET ROLE, as Postgres refuses PostgREST's: 22023, which
  // PostgREST 13 answers 401 with WWW-Authenticate: Bearer (Error.hs, pgErrorStatus). The stack never sets a
  // role it has not found ("none" would mean its own superuser).
  const roleRefusal = (await roleExists(ctx.rest.db, caller))
    ? refusedRole(caller, proxyStatus("42501"))
    : missingRole(caller);
  if (roleRefusal) return withCors(roleRefusal, req);
  return withCors(await handleRest(req, url, rest, caller, ctx.rest), req);
}
