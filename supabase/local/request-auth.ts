/** Works out who is calling: the gateway's API-key check, then the JWT that decides the Postgres role. */
import { type Claims, keyToJwt, verifyJwt } from "./keys.ts";

export type Caller =
  | { ok: true; role: string; claims: Claims; token: string | null }
  | { ok: false; status: number; reason: "no_api_key" | "invalid_jwt" | "expired_jwt"; message: string };

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

export async function identify(req: Request, url: URL): Promise<Caller> {
  const key = apiKey(req, url);
  const auth = bearer(req);
  if (!key && !auth) {
    return { ok: false, status: 401, reason: "no_api_key", message: "No API key found in request" };
  }
  const token = keyToJwt(auth ?? key!);
  const v = await verifyJwt(token);
  if (!v.ok) {
    return { ok: false, status: 401, reason: v.expired ? "expired_jwt" : "invalid_jwt", message: v.message };
  }
  const role = typeof v.claims.role === "string" && v.claims.role ? v.claims.role : "anon";
  return { ok: true, role, claims: v.claims, token };
}
