/**
 * Every function here is public (config.toml: verify_jwt = false), so the
 * platform checks nothing before the code runs. This is the check it no longer
 * makes: the request carries one of this project's client keys in `apikey`,
 * the publishable keys (SUPABASE_PUBLISHABLE_KEYS, a JSON dictionary) or, while
 * the project still has it, the legacy anon key. A secret key is refused: it
 * never belongs in a browser, and these functions need nothing more.
 */
import { timingSafeEqual } from "node:crypto";
import { HttpError } from "./http-error.ts";

function clientKeys(): string[] {
  const keys: string[] = [];
  const publishable = Deno.env.get("SUPABASE_PUBLISHABLE_KEYS");
  if (publishable) {
    try {
      const parsed: unknown = JSON.parse(publishable);
      if (parsed && typeof parsed === "object")
        keys.push(...Object.values(parsed).filter((key): key is string => typeof key === "string" && key !== ""));
    } catch {
      console.error("SUPABASE_PUBLISHABLE_KEYS is not a JSON object of keys.");
    }
  }
  const anon = Deno.env.get("SUPABASE_ANON_KEY");
  if (anon) keys.push(anon);
  return keys;
}

const encoder = new TextEncoder();

function same(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function requireClientKey(request: Request): void {
  const presented = request.headers.get("apikey") ?? "";
  if (!presented || !clientKeys().some((key) => same(key, presented)))
    throw new HttpError(401, "This request needs the site's public API key.", "invalid_api_key");
}
