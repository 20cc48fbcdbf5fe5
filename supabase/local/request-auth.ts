/** Works out who is calling: the gateway's API-key check, then the JWT that decides the Postgres role. */
import { type Claims, isOpaqueKey, keyToJwt, PUBLISHABLE_KEY, SECRET_KEY, verifyJwt } from "./keys.ts";

export type Caller =
  | { ok: true; role: string; claims: Claims; token: string | null }
  | {
      ok: false;
      status: number;
      reason: "no_api_key" | "invalid_api_key" | "secret_in_browser" | "invalid_jwt" | "expired_jwt";
      message: string;
    };

function bearer(req: Request): string | null {
  const h = req.headers.get("authorization");
  if (!h) return null;
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1]!.trim() : null;
}

/** The API key from the `apikey` header or `?apikey=` (as the gateway accepts). */
export function apiKey(req: Request, url: URL): string | null {
  return req.headers.get("apikey") ?? url.searchParams.get("apikey");
}

/**
 * Hosted Supabase refuses a secret key from a browser, recognised by its User-Agent; a request with
 * none counts as a browser too (Supabase API keys guide, "Security reference").
 */
function fromBrowser(req: Request): boolean {
  const agent = req.headers.get("user-agent") ?? "";
  return agent === "" || /^Mozilla\//.test(agent);
}

export async function identify(req: Request, url: URL): Promise<Caller> {
  const key = apiKey(req, url);
  if (!key) return { ok: false, status: 401, reason: "no_api_key", message: "No API key found in request" };
  if (key.startsWith("sb_secret_") && fromBrowser(req))
    return {
      ok: false,
      status: 401,
      reason: "secret_in_browser",
      message: "Forbidden use of secret API key in browser",
    };
  if (isOpaqueKey(key) && key !== PUBLISHABLE_KEY && key !== SECRET_KEY)
    return { ok: false, status: 401, reason: "invalid_api_key", message: "Invalid API key" };
  // The gateway swaps an opaque key for the JWT it stands for, in apikey and in an Authorization
  // header that repeats it (supabase-js sends the key there when no one is signed in). Any other
  // bearer must be a valid JWT: another opaque key is not one.
  const auth = bearer(req);
  const token = auth === null || auth === key ? keyToJwt(key) : auth;
  const v = await verifyJwt(token);
  if (!v.ok) {
    return { ok: false, status: 401, reason: v.expired ? "expired_jwt" : "invalid_jwt", message: v.message };
  }
  // PostgREST (Auth.hs, parseClaims) takes the claim when it is a string, whatever it holds, and the
  // anonymous role only when there is none: "" is a role to switch to, which the gateway then refuses.
  const role = typeof v.claims.role === "string" ? v.claims.role : "anon";
  return { ok: true, role, claims: v.claims, token };
}
