/**
 * Per-key submission limits, enforced in Postgres (public.take_submission_slots)
 * so they hold across function instances. Keys are stored only as SHA-256
 * hashes: an e-mail address or IP address is never kept for this purpose.
 */
import type { DatabaseClient } from "./kernel/database-client.ts";
import { HttpError } from "./http.ts";

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The client's address as the platform vouches for it: Cloudflare's CF-Connecting-IP, which it sets
 * from the connection whatever the client sent. X-Forwarded-For is the client's to write and is never
 * used. Without the header (not behind the platform), every request shares one limit: the safe side.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip")?.trim() || "unknown";
}

export interface Limit {
  scope: string;
  key: string;
  max: number;
  /** A Postgres interval, e.g. '1 hour'. */
  per: string;
}

/** Takes a slot under every limit, or, when any is reached, none at all (429). */
export async function enforceLimits(client: DatabaseClient, limits: Limit[], message: string): Promise<void> {
  const attempts = await Promise.all(
    limits.map(async (limit) => ({
      scope: limit.scope,
      key_hash: await sha256(`${limit.scope}:${limit.key.toLowerCase()}`),
      max: limit.max,
      per: limit.per,
    })),
  );
  const { data, error } = await client.rpc("take_submission_slots", { attempts });
  if (error) throw error;
  if (data !== true) throw new HttpError(429, message, "rate_limited");
}
